import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../../config';
import {
  hasEmbeddedCluster,
  runningEmbeddedPostgresUrl,
  startEmbeddedPostgres,
} from '../../db/embeddedPostgres';
import { uploadsDirectoryOf } from '../../modules/uploads/uploads.storage';
import { type DumpSource, postgresSource, writeBackup } from './backup';

const USAGE = 'Usage: npm run backup [-- --out <folder>]   (default folder: DATA_DIR/backups)';

/** Paths on the command line are relative to where `npm run` was typed, not the workspace folder. */
const fromInvocation = (value: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), value);

/**
 * `npm run backup`: one archive with a consistent dump of the database and the upload files,
 * made while the server runs (it joins the running embedded PostgreSQL, as `npm run seed` does).
 */
async function main() {
  const { values } = parseArgs({ options: { out: { type: 'string' }, help: { type: 'boolean' } } });
  if (values.help) return console.log(USAGE);
  const config = loadConfig();
  const outDir = values.out ? fromInvocation(values.out) : path.join(config.DATA_DIR, 'backups');

  let source: DumpSource;
  let stop = async () => {};
  if (config.DATABASE_URL) {
    source = await postgresSource(config.DATABASE_URL);
    console.log(
      'Database: PostgreSQL at DATABASE_URL (a logical dump of the public schema; pg_dump is the usual route there, see the README).',
    );
  } else {
    const dir = path.join(config.DATA_DIR, 'postgres');
    const running = await runningEmbeddedPostgresUrl(dir);
    if (running) {
      source = await postgresSource(running);
      console.log(`Database: the running embedded PostgreSQL in ${dir}`);
    } else if (hasEmbeddedCluster(dir)) {
      const embedded = await startEmbeddedPostgres({ dir });
      stop = embedded.stop;
      source = await postgresSource(embedded.url).catch(async (error: unknown) => {
        await embedded.stop();
        throw error;
      });
      console.log(`Database: the embedded PostgreSQL in ${dir} (started for the backup, stopped after)`);
    } else {
      throw new ConfigError(`There is no database in ${dir} to back up (DATA_DIR=${config.DATA_DIR}).`);
    }
  }
  if (config.S3_BUCKET)
    console.log(
      `Uploads are in the S3 bucket ${config.S3_BUCKET}: they are not in this archive; back the bucket up with your store's tools.`,
    );

  try {
    const { archive, manifest } = await writeBackup({
      source,
      uploadsDir: config.S3_BUCKET ? undefined : uploadsDirectoryOf(config),
      outDir,
    });
    const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
    console.log(
      `Wrote ${archive}\n  ${manifest.tables.length} tables, ${rows} rows, migration ${manifest.migrationCount}; ${manifest.files.length} upload files.`,
    );
  } finally {
    await source.close().catch(() => undefined);
    await stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
