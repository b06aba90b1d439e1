/**
 * Cold start and memory of the production server, compiled (`node dist/main.js`, what `npm start`
 * runs) against the same server run from TypeScript through tsx (`node --import tsx src/main.ts`,
 * what `npm start` ran before). Both start on one already-initialised embedded PostgreSQL data
 * folder, so the figures are the server's own start, not a database's first initialisation.
 *
 *   npm run bench:coldstart            (5 starts of each, medians)
 *
 * Cold start: from spawning the process to the first 200 from /api/health. Memory: the process's
 * resident set (VmRSS) right after that, and again after 200 requests to the project hub's API.
 * Then a restart of `npm start` with nothing changed: spawn to the first 200 from the home page.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SERVER = path.join(REPO, 'apps/server');
const PORT = Number(process.env.COLD_START_PORT ?? 3295);
const RUNS = Number(process.env.COLD_START_RUNS ?? 5);

const variants = {
  'tsx (before)': ['--import', 'tsx', 'src/main.ts'],
  'compiled (npm start)': ['--enable-source-maps', 'dist/main.js'],
} as const;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};
const rssMiB = (pid: number) => {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : Number.NaN;
};

async function waitForHealth(child: ChildProcess, started: number, url = '/api/health'): Promise<number> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`http://127.0.0.1:${PORT}${url}`);
      if (response.status === 200) return performance.now() - started;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
    if (performance.now() - started > 120_000) throw new Error(`no answer from ${url} within 2 minutes`);
  }
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function startOnce(args: readonly string[], dataDir: string) {
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: SERVER,
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    const coldStartMs = await waitForHealth(child, started);
    const pid = child.pid ?? 0;
    const rssAfterStart = rssMiB(pid);
    for (let index = 0; index < 200; index++)
      await (await fetch(`http://127.0.0.1:${PORT}/api/projects?limit=12`)).arrayBuffer();
    return { coldStartMs, rssAfterStart, rssAfterTraffic: rssMiB(pid) };
  } finally {
    await stop(child);
  }
}

/**
 * `npm start` at the repository's root with nothing changed since the last build (its build check,
 * the two npm runs and the server's start), from spawning it to the first 200 from the home page.
 * npm runs the server as a grandchild, so the whole process group is stopped.
 */
async function npmStartOnce(dataDir: string) {
  const started = performance.now();
  const child = spawn('npm', ['start'], {
    cwd: REPO,
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  try {
    return await waitForHealth(child, started, '/');
  } finally {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-(child.pid ?? 0), 'SIGTERM');
      await exited;
    }
  }
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'sidecamp-coldstart-'));
try {
  // The first start creates the cluster and migrates it; it is not counted.
  await startOnce(variants['compiled (npm start)'], dataDir);
  const rows: string[] = [];
  for (const [name, args] of Object.entries(variants)) {
    const runs = [];
    for (let run = 0; run < RUNS; run++) runs.push(await startOnce(args, dataDir));
    rows.push(
      `| ${name} | ${Math.round(median(runs.map((run) => run.coldStartMs)))} | ${Math.round(median(runs.map((run) => run.rssAfterStart)))} | ${Math.round(median(runs.map((run) => run.rssAfterTraffic)))} |`,
    );
  }
  // Builds whatever is not up to date, uncounted: the restarts below find nothing to build.
  execFileSync(process.execPath, [path.join(REPO, 'tools/build/buildIfChanged.mjs')], { stdio: 'inherit' });
  const restarts = [];
  for (let run = 0; run < RUNS; run++) restarts.push(await npmStartOnce(dataDir));
  console.log(`\nMedians of ${RUNS} starts each (embedded PostgreSQL, data folder already initialised):\n`);
  console.log('| server | cold start, ms | RSS after start, MiB | RSS after 200 requests, MiB |');
  console.log('|---|---:|---:|---:|');
  for (const row of rows) console.log(row);
  console.log(
    `\n\`npm start\` with nothing changed, spawn to the first 200 from /: ${(median(restarts) / 1000).toFixed(1)} s`,
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
