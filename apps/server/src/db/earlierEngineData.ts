import { existsSync } from 'node:fs';
import path from 'node:path';
import { ConfigError } from '../config';

/**
 * Releases before PostgreSQL became the only engine could keep their database in DATA_DIR/db, in
 * PGlite (PostgreSQL compiled to WebAssembly, run inside the server). This release cannot read that
 * folder, so a server that finds one and no embedded cluster stops with the way to carry the data
 * over, instead of starting on an empty database and leaving the old one unseen.
 */
export const earlierEngineFolderOf = (dataDir: string) => path.join(dataDir, 'db');

/** The earlier engine wrote PG_VERSION into its folder when it created a database there. */
export const hasEarlierEngineData = (dataDir: string) =>
  existsSync(path.join(earlierEngineFolderOf(dataDir), 'PG_VERSION'));

export class EarlierEngineDataFound extends ConfigError {
  constructor(readonly folder: string) {
    super(
      `${folder} holds a database made by an earlier Sidecamp release on PGlite, which this release no longer runs ` +
        '(PostgreSQL is the only engine). It was not opened, and no empty database was started over it. To carry the data over:\n' +
        '  1. with the earlier release (its checkout, the server stopped): npm run backup\n' +
        '  2. with this release: npm run restore -- <the archive it wrote> --force\n' +
        '     (it builds the data folder anew from the archive and keeps the current one beside it, renamed)\n' +
        '  3. npm start\n' +
        `To start on an empty database instead, move ${folder} out of the data folder. See docs/operations.md, "Upgrading from a release with PGlite".`,
    );
  }
}
