import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { sleep } from '../src/modules/chat/chat.testing';
import type { Deployment } from './scaleout.deploy';

/**
 * The pieces of the scale-out test: a fresh PostgreSQL database, server processes started as
 * production starts them, and Debian's nginx running deploy/nginx/sidecamp.conf. Every child is
 * recorded so `stopAll` (and the exit handlers) can end it whatever happens to the test.
 */

export const SERVER_DIR = fileURLToPath(new URL('../', import.meta.url));
const REPO_ROOT = path.resolve(SERVER_DIR, '..', '..');
export const DEPLOY_NGINX_CONF = path.join(REPO_ROOT, 'deploy', 'nginx', 'sidecamp.conf');

/** Every child still running, with the signal that ends it and everything it started. */
const children = new Map<ChildProcess, NodeJS.Signals>();
/** Ends every child still running; safe to call more than once, and from an exit handler. */
export function killAllChildren() {
  for (const [child, signal] of children)
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
}
process.once('exit', killAllChildren);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    killAllChildren();
    process.exit(1);
  });

/** Drops and creates `name` on the PostgreSQL at `adminUrl`; returns the new database's URL. */
export async function freshDatabase(adminUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropDatabase(adminUrl: string, name: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists "${name}" with (force)`);
  } finally {
    await admin.end();
  }
}

export type Child = {
  name: string;
  /** Everything it wrote, for failure messages. */
  output: () => string;
  kill: (signal: 'SIGTERM' | 'SIGKILL') => Promise<void>;
  exited: () => boolean;
};

/**
 * `endSignal` is what ends the child together with anything it started: SIGKILL for a server (one
 * process), SIGTERM for nginx, whose master stops its workers (a SIGKILLed master leaves them running).
 */
function track(name: string, child: ChildProcess, endSignal: NodeJS.Signals = 'SIGKILL'): Child {
  children.set(child, endSignal);
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output = (output + String(chunk)).slice(-20_000);
  });
  child.stderr?.on('data', (chunk) => {
    output = (output + String(chunk)).slice(-20_000);
  });
  const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    name,
    output: () => output,
    exited: () => child.exitCode !== null || child.signalCode !== null,
    kill: async (signal) => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await gone;
      children.delete(child);
    },
  };
}

export async function waitUntilAnswering(url: string, child: Child, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exited()) throw new Error(`${child.name} exited early:\n${child.output()}`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(1_000) });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${child.name} did not answer ${url}:\n${child.output()}`);
    await sleep(200);
  }
}

/** A server process as the systemd unit starts it, in the deployed copy (scaleout.deploy.ts). */
export function startServer(deployment: Deployment, port: number, env: Record<string, string>): Child {
  const child = spawn(process.execPath, deployment.command, {
    cwd: deployment.dir,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return track(`server :${port}`, child);
}

const folders: string[] = [];
/** A folder under the system's temp folder, removed by `removeTemporaryFolders`. */
export function temporaryFolder(purpose: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), `sidecamp-scaleout-${purpose}-`));
  folders.push(dir);
  return dir;
}
export function removeTemporaryFolders() {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
}

/**
 * deploy/nginx/sidecamp.conf with the test's ports: the listen lines become `listen <nginxPort>` on
 * loopback and the upstream's server lines point at `upstreamPorts`. Throws when the file no longer
 * has the lines this relies on, so the deploy file cannot drift away from what the test runs.
 */
/** Where the shipped file expects the web build (the code in /opt/sidecamp, docs/operations.md). */
const SHIPPED_WEB_DIST = '/opt/sidecamp/apps/web/dist';
/** Where the shipped file keeps visitors' pages (nginx creates the folder; root can write there). */
const SHIPPED_PAGE_CACHE = '/var/cache/sidecamp-pages';

export function deployConfigFor(
  nginxPort: number,
  upstreamPorts: number[],
  webDistDir?: string,
  pageCacheDir?: string,
): string {
  const original = readFileSync(DEPLOY_NGINX_CONF, 'utf8');
  const serverLine = /^(\s*)server 127\.0\.0\.1:\d+( [^;]*)?;$/gm;
  const upstreamLines = original.match(serverLine) ?? [];
  if (upstreamLines.length !== upstreamPorts.length)
    throw new Error(
      `${DEPLOY_NGINX_CONF} has ${upstreamLines.length} upstream server lines; the test expects ${upstreamPorts.length}`,
    );
  let index = 0;
  let config = original.replace(
    serverLine,
    (_line, indent: string, options = '') => `${indent}server 127.0.0.1:${upstreamPorts[index++]}${options};`,
  );
  if (!/^\s*listen 80;$/m.test(config)) throw new Error(`${DEPLOY_NGINX_CONF} has no "listen 80;" line`);
  config = config
    .replace(/^(\s*)listen 80;$/m, `$1listen 127.0.0.1:${nginxPort};`)
    .replace(/^\s*listen \[::\]:80;$/m, '');
  if (!config.includes(`root ${SHIPPED_WEB_DIST};`))
    throw new Error(`${DEPLOY_NGINX_CONF} does not serve /assets/ from ${SHIPPED_WEB_DIST}`);
  if (webDistDir) config = config.replace(`root ${SHIPPED_WEB_DIST};`, `root ${webDistDir};`);
  if (!config.includes(`proxy_cache_path ${SHIPPED_PAGE_CACHE} `))
    throw new Error(`${DEPLOY_NGINX_CONF} does not keep visitors' pages in ${SHIPPED_PAGE_CACHE}`);
  if (pageCacheDir)
    config = config.replace(`proxy_cache_path ${SHIPPED_PAGE_CACHE} `, `proxy_cache_path ${pageCacheDir} `);
  return config;
}

function nginxBinary(): string {
  const found = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => existsSync(file));
  if (!found) throw new Error('nginx is not installed (apt-get install nginx-light)');
  return found;
}

/** A top-level nginx.conf whose pid, logs and temp files stay inside `dir`, including `include`. */
function topLevelConfig(dir: string, include: string): string {
  return [
    // Started as root, nginx would switch its workers to nobody, who cannot use this temp folder.
    process.getuid?.() === 0 ? 'user root;' : '',
    'daemon off;',
    'worker_processes 1;',
    `pid ${dir}/nginx.pid;`,
    `error_log ${dir}/logs/error.log warn;`,
    'events { worker_connections 1024; }',
    'http {',
    // Which process answered each request, so a test can tell the processes apart.
    "  log_format sidecamp_upstream '$status $upstream_addr $upstream_status $request_method $uri';",
    `  access_log ${dir}/logs/access.log sidecamp_upstream;`,
    `  client_body_temp_path ${dir}/client_body;`,
    `  proxy_temp_path ${dir}/proxy;`,
    `  fastcgi_temp_path ${dir}/fastcgi;`,
    `  uwsgi_temp_path ${dir}/uwsgi;`,
    `  scgi_temp_path ${dir}/scgi;`,
    `  include ${include};`,
    '}',
    '',
  ].join('\n');
}

function nginxPrefix(): string {
  const dir = temporaryFolder('nginx');
  for (const sub of ['logs', 'client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'])
    mkdirSync(path.join(dir, sub));
  return dir;
}

/** `nginx -t` on deploy/nginx/sidecamp.conf exactly as shipped (ports 80 and 3001-3003). */
export function checkShippedConfig(): { ok: boolean; output: string } {
  const dir = nginxPrefix();
  writeFileSync(path.join(dir, 'nginx.conf'), topLevelConfig(dir, DEPLOY_NGINX_CONF));
  const checked = spawnSync(nginxBinary(), ['-t', '-p', dir, '-c', path.join(dir, 'nginx.conf')], {
    encoding: 'utf8',
  });
  return { ok: checked.status === 0, output: `${checked.stdout}${checked.stderr}` };
}

export type Nginx = Child & {
  dir: string;
  /** One line per request: status, the upstream(s) tried and their statuses, method, path. */
  accessLog: () => string;
};

/**
 * Debian's nginx in the foreground with a prefix folder of its own: a generated top-level
 * nginx.conf (pid, logs and temp files inside the folder) that includes the deploy file.
 */
export async function startNginx(
  nginxPort: number,
  upstreamPorts: number[],
  webDistDir: string,
): Promise<Nginx> {
  const dir = nginxPrefix();
  writeFileSync(
    path.join(dir, 'sidecamp.conf'),
    deployConfigFor(nginxPort, upstreamPorts, webDistDir, path.join(dir, 'pages')),
  );
  writeFileSync(path.join(dir, 'nginx.conf'), topLevelConfig(dir, path.join(dir, 'sidecamp.conf')));
  const child = spawn(nginxBinary(), ['-p', dir, '-c', path.join(dir, 'nginx.conf')], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const tracked = track('nginx', child, 'SIGTERM');
  return {
    ...tracked,
    dir,
    output: () => {
      const log = path.join(dir, 'logs', 'error.log');
      return `${tracked.output()}${existsSync(log) ? readFileSync(log, 'utf8').slice(-5_000) : ''}`;
    },
    accessLog: () => {
      const log = path.join(dir, 'logs', 'access.log');
      return existsSync(log) ? readFileSync(log, 'utf8') : '';
    },
    // nginx is always stopped with SIGTERM (fast shutdown: the master ends its workers first).
    kill: async () => {
      await tracked.kill('SIGTERM');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
