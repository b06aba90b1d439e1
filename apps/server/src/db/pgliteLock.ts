import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError } from '../config';

/**
 * PGlite is PostgreSQL inside one process: two processes that open one folder each write it as if
 * alone, so one's writes vanish from the other and a restart keeps whichever wrote last. Closing
 * PGlite also removes the `postmaster.pid` it keeps in the folder, even when another process wrote
 * it. So whoever opens a PGlite folder first takes this lock, a file beside the folder
 * (`<folder>.lock`, holding the pid), made with O_EXCL so two starts cannot both take it. A lock
 * whose process is gone (killed, crashed) is stale and taken over; one held by a live process is
 * refused at once, before PGlite reads a byte of the folder.
 */

export class PgliteFolderInUse extends ConfigError {
  constructor(
    readonly dir: string,
    readonly holderPid: number,
  ) {
    super(
      `The PGlite database in ${dir} is open in a running server (process ${holderPid}). PGlite lives inside that one process ` +
        'and cannot be written beside it: stop the server, run this command again, then start the server; ' +
        'or move to the embedded PostgreSQL (the default), where operator commands join the running server ' +
        '(README, "Operator commands beside a running server").',
    );
  }
}

export const pgliteLockFileOf = (dir: string) => `${path.resolve(dir)}.lock`;

/** The pid in the lock of `dir` when that process is alive, else undefined (no lock, or a stale one). */
export function pgliteHolderOf(dir: string): number | undefined {
  const pid = readPid(pgliteLockFileOf(dir));
  return pid !== undefined && isAlive(pid) ? pid : undefined;
}

/**
 * Takes the lock of the PGlite folder `dir` for this process, or throws PgliteFolderInUse naming
 * the process that holds it. Returns the release, which removes the lock only while it is ours.
 * The lock is also removed when the process exits without releasing it.
 */
export function lockPgliteFolder(dir: string): () => void {
  const file = pgliteLockFileOf(dir);
  mkdirSync(path.dirname(file), { recursive: true });
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      writeFileSync(file, `${process.pid}\n`, { flag: 'wx', mode: 0o600 });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readPid(file);
      // Our own pid too: a second PGlite on one folder in one process corrupts it just the same.
      if (holder !== undefined && isAlive(holder)) throw new PgliteFolderInUse(path.resolve(dir), holder);
      // Stale (its process is gone) or half-written: take it over, unless it changed meanwhile.
      if (readPid(file) === holder) rmSync(file, { force: true });
      continue;
    }
    const release = () => {
      process.off('exit', release);
      if (readPid(file) === process.pid) rmSync(file, { force: true });
    };
    process.on('exit', release);
    return release;
  }
  throw new Error(`Could not take the lock ${file}: it keeps being replaced.`);
}

function readPid(file: string): number | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
  const pid = Number(text.trim());
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
