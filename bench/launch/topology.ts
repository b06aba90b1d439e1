import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Deployment } from '../../apps/server/scaleout/scaleout.deploy';
import {
  type Child,
  deployConfigFor,
  startServer,
  temporaryFolder,
  waitUntilAnswering,
} from '../../apps/server/scaleout/scaleout.harness';
import { REPO_ROOT } from '../lib/processes';

/**
 * The two ways the launch bench runs Sidecamp: one process answering directly, and three processes
 * behind Debian's nginx with deploy/nginx/sidecamp.conf, all on the same PostgreSQL and Redis. The
 * processes are started as the systemd unit starts them (its ExecStart, the compiled bundle of
 * `npm run build`), through the scale-out test's helpers.
 */

export type Topology = {
  name: string;
  /** Where clients go: the process itself, or nginx. */
  url: string;
  /** The Sidecamp processes, for their CPU time and their metrics. */
  serverPids: number[];
  serverUrls: string[];
  stop: () => Promise<void>;
};

/** The unit's ExecStart run in this checkout instead of /opt/sidecamp, as the scale-out test runs it. */
function thisCheckout(): Deployment {
  const unit = readFileSync(path.join(REPO_ROOT, 'deploy', 'systemd', 'sidecamp@.service'), 'utf8');
  const execStart = /^ExecStart=(.+)$/m.exec(unit)?.[1]?.trim();
  if (!execStart) throw new Error('deploy/systemd/sidecamp@.service has no ExecStart= line');
  const [, ...args] = execStart.split(/\s+/);
  const command = args.map((arg) => arg.replace('/opt/sidecamp', REPO_ROOT.replace(/\/$/, '')));
  const main = command.find((arg) => arg.endsWith('.js'));
  if (!main || !existsSync(main)) throw new Error(`${main} is missing: run \`npm run build\``);
  return { dir: REPO_ROOT, command, remove: async () => {} };
}

/** The pid of this process's child that listens on `port` (the harness keeps its children to itself). */
function childPidOnPort(port: number): number {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (parent !== process.pid) continue;
      const environ = readFileSync(`/proc/${entry}/environ`, 'utf8').split('\0');
      if (environ.includes(`PORT=${port}`)) return Number(entry);
    } catch {
      // gone, or not ours to read
    }
  }
  throw new Error(`no child process of the bench listens on port ${port}`);
}

async function startProcesses(ports: number[], env: Record<string, string>): Promise<Child[]> {
  const deployment = thisCheckout();
  const servers = ports.map((port) => startServer(deployment, port, env));
  try {
    // A first start migrates and may seed the demo community before it listens.
    await Promise.all(
      servers.map((server, n) =>
        waitUntilAnswering(`http://127.0.0.1:${ports[n]}/api/health`, server, 300_000),
      ),
    );
  } catch (error) {
    await Promise.all(servers.map((server) => server.kill('SIGKILL')));
    throw error;
  }
  return servers;
}

/** SIGTERM, as systemd stops a unit: the server finishes what is in flight and exits. */
const stopAll = (children: Child[]) => Promise.all(children.map((child) => child.kill('SIGTERM')));

export async function startOneProcess(port: number, env: Record<string, string>): Promise<Topology> {
  const url = `http://127.0.0.1:${port}`;
  const servers = await startProcesses([port], { ...env, PUBLIC_URL: url });
  return {
    name: 'one process',
    url,
    serverPids: [childPidOnPort(port)],
    serverUrls: [url],
    stop: async () => {
      await stopAll(servers);
    },
  };
}

export async function startBehindNginx(
  nginxPort: number,
  serverPorts: number[],
  env: Record<string, string>,
): Promise<Topology> {
  const url = `http://127.0.0.1:${nginxPort}`;
  const servers = await startProcesses(serverPorts, { ...env, PUBLIC_URL: url, TRUST_PROXY: '127.0.0.1' });
  let nginx: Child | undefined;
  try {
    nginx = await startNginx(nginxPort, serverPorts);
  } catch (error) {
    await stopAll(servers);
    throw error;
  }
  return {
    name: `${serverPorts.length} processes behind nginx`,
    url,
    serverPids: serverPorts.map(childPidOnPort),
    serverUrls: serverPorts.map((port) => `http://127.0.0.1:${port}`),
    stop: async () => {
      await nginx?.kill('SIGTERM');
      await stopAll(servers);
    },
  };
}

/**
 * Debian's nginx running deploy/nginx/sidecamp.conf as shipped (the harness's `deployConfigFor`:
 * only the ports change). The top-level nginx.conf around it is the bench's own rather than the
 * harness's: that one allows 1,024 connections per worker, and 2,000 people's sockets take two
 * each (client and upstream) besides their browsers' keep-alive connections, so this one allows
 * 16,384 (within the 20,000 open files a container here may have), as an operator expecting a
 * crowd would set. Its error log is kept in bench/results when
 * it says anything.
 */
async function startNginx(nginxPort: number, upstreamPorts: number[]): Promise<Child> {
  const binary = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => existsSync(file));
  if (!binary) throw new Error('nginx is not installed (apt-get install nginx-light)');
  const dir = temporaryFolder('launch-nginx');
  for (const sub of ['logs', 'client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'])
    mkdirSync(path.join(dir, sub));
  writeFileSync(
    path.join(dir, 'sidecamp.conf'),
    deployConfigFor(
      nginxPort,
      upstreamPorts,
      path.join(REPO_ROOT, 'apps', 'web', 'dist'),
      path.join(dir, 'pages'),
    ),
  );
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    [
      process.getuid?.() === 0 ? 'user root;' : '',
      'daemon off;',
      'worker_processes 1;',
      'worker_rlimit_nofile 20000;',
      `pid ${dir}/nginx.pid;`,
      `error_log ${dir}/logs/error.log warn;`,
      'events { worker_connections 16384; }',
      'http {',
      '  access_log off;',
      `  client_body_temp_path ${dir}/client_body;`,
      `  proxy_temp_path ${dir}/proxy;`,
      `  fastcgi_temp_path ${dir}/fastcgi;`,
      `  uwsgi_temp_path ${dir}/uwsgi;`,
      `  scgi_temp_path ${dir}/scgi;`,
      `  include ${dir}/sidecamp.conf;`,
      '}',
      '',
    ].join('\n'),
  );
  const child = spawn(binary, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const append = (chunk: Buffer) => {
    output = (output + String(chunk)).slice(-20_000);
  };
  child.stdout.on('data', append);
  child.stderr.on('data', append);
  const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const errorLog = () => {
    const file = path.join(dir, 'logs', 'error.log');
    return existsSync(file) ? readFileSync(file, 'utf8').slice(-5_000) : '';
  };
  const tracked: Child = {
    name: 'nginx',
    output: () => `${output}${errorLog()}`,
    exited: () => child.exitCode !== null || child.signalCode !== null,
    // SIGTERM: the master ends its workers first (a SIGKILLed master leaves them running).
    kill: async () => {
      if (!tracked.exited()) child.kill('SIGTERM');
      await gone;
      const log = errorLog();
      if (log.trim()) {
        const results = path.join(REPO_ROOT, 'bench', 'results');
        mkdirSync(results, { recursive: true });
        writeFileSync(path.join(results, `launch-nginx-error-${process.pid}.log`), log);
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
  process.once('exit', () => {
    if (!tracked.exited()) child.kill('SIGTERM');
  });
  await waitUntilAnswering(`http://127.0.0.1:${nginxPort}/api/health`, tracked, 10_000);
  return tracked;
}
