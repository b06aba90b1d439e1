import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../../config';
import { RestoreError, restoreBackup } from './restore';

const USAGE = 'Usage: npm run restore -- <archive.tar.gz> [--data-dir <folder>] [--force]';

const fromInvocation = (value: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), value);

/**
 * `npm run restore -- <archive>`: a data folder for the embedded PostgreSQL made from a backup
 * (the server's DATA_DIR unless --data-dir). Refuses a non-empty folder unless --force.
 */
async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { 'data-dir': { type: 'string' }, force: { type: 'boolean' }, help: { type: 'boolean' } },
  });
  if (values.help) return console.log(USAGE);
  const [archive, ...rest] = positionals;
  if (!archive || rest.length > 0) throw new ConfigError(USAGE);
  const dataDir = values['data-dir'] ? fromInvocation(values['data-dir']) : loadConfig().DATA_DIR;
  const result = await restoreBackup({
    archive: fromInvocation(archive),
    dataDir,
    force: values.force ?? false,
    onProgress: (message) => console.log(message),
  });
  if (result.replacedFolder) console.log(`The folder that was there is kept as ${result.replacedFolder}.`);
  console.log(`Restored into ${result.dataDir}. Start the server with DATA_DIR=${result.dataDir}.`);
}

main().catch((error: unknown) => {
  const known = error instanceof ConfigError || error instanceof RestoreError;
  console.error(known ? (error as Error).message : error);
  process.exit(1);
});
