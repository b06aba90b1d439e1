import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Measurement, measure } from './lib/measure';
import { REPO_ROOT } from './lib/processes';

/**
 * `npm run bench:embedded`: the database Sidecamp runs by itself (the embedded PostgreSQL) on what a
 * person feels before any request: how long `npm start` takes to answer (a first start on an empty data folder, then a start on existing data), how much memory
 * the server and its database hold idle and after a load, and how long a stop takes. Each server is
 * a real `node apps/server/src/main.ts` on a fresh folder, as `npm start` runs it.
 *
 * BENCH_DURATION_SECONDS (default 5) per load path, BENCH_CONNECTIONS (default 50).
 */

const durationSeconds = Number(process.env.BENCH_DURATION_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const port = Number(process.env.BENCH_PORT ?? 3260);
/** One engine since PostgreSQL became the only one; the table keeps a column per engine measured. */
const engines = ['postgres'];

/** Read paths of the main screens that need no session, answered from the demo data. */
const LOAD_PATHS = ['/api/projects?limit=12', '/api/lounge/feed?limit=20', '/api/health'];

type Memory = { rssMb: number; pssMb: number; processes: number };
type Server = { child: ChildProcess; startMs: number };

type EngineResult = {
  engine: string;
  firstStartMs: number;
  secondStartMs: number;
  stopMs: number;
  idle: Memory;
  afterLoad: Memory;
  load: { path: string; measurement: Measurement }[];
  dataMb: number;
};

function serverEnv(dataDir: string, extra: Record<string, string>): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    PAYMENT_PROVIDER: 'sandbox',
    PAYMENT_WEBHOOK_SECRET: 'bench-sandbox-webhook-secret',
    DATABASE_URL: '',
    DATA_DIR: dataDir,
    ...extra,
  };
}

/** From spawning the process to the first healthy /api/health. */
async function startServer(
  engine: string,
  dataDir: string,
  extra: Record<string, string> = {},
): Promise<Server> {
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: REPO_ROOT,
    env: serverEnv(dataDir, extra),
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the ${engine} server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the ${engine} server was not healthy within 120 s`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return { child, startMs: Math.round(performance.now() - started) };
}

/** SIGTERM, as a service manager stops it, until the process (and so its database) is gone. */
async function stopServer(server: Server): Promise<number> {
  const started = performance.now();
  await new Promise<void>((resolve) => {
    if (server.child.exitCode !== null) return resolve();
    server.child.once('exit', () => resolve());
    server.child.kill('SIGTERM');
  });
  return Math.round(performance.now() - started);
}

/** The process and every descendant (PostgreSQL's postmaster and its backends), from /proc. */
function processTree(root: number): number[] {
  const parents = new Map<number, number>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      // The command may hold spaces and parentheses: the fields after its closing ')' are fixed.
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parents.set(Number(name), parent);
    } catch {
      // gone meanwhile
    }
  }
  const tree = [root];
  for (let index = 0; index < tree.length; index++)
    for (const [pid, parent] of parents) if (parent === tree[index]) tree.push(pid);
  return tree;
}

/**
 * RSS counts PostgreSQL's shared buffers once per backend that touched them; PSS shares each page
 * among the processes mapping it, so its sum is what the machine really gives.
 */
function memoryOf(root: number): Memory {
  let rssKb = 0;
  let pssKb = 0;
  const tree = processTree(root);
  for (const pid of tree) {
    try {
      const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
      rssKb += Number(/^Rss:\s+(\d+)/m.exec(rollup)?.[1] ?? 0);
      pssKb += Number(/^Pss:\s+(\d+)/m.exec(rollup)?.[1] ?? 0);
    } catch {
      // gone meanwhile
    }
  }
  return { rssMb: Math.round(rssKb / 1024), pssMb: Math.round(pssKb / 1024), processes: tree.length };
}

function folderMb(folder: string): number {
  let bytes = 0;
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile()) bytes += readFileSync(full).byteLength;
    }
  };
  walk(folder);
  return Math.round(bytes / 1024 / 1024);
}

async function measureEngine(engine: string): Promise<EngineResult> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `sidecamp-embedded-${engine}-`));
  try {
    console.log(`\n== embedded ${engine} in ${dataDir} ==`);
    const first = await startServer(engine, dataDir);
    console.log(`  first start (empty folder): ${first.startMs} ms`);
    await stopServer(first);

    const second = await startServer(engine, dataDir);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const idle = memoryOf(second.child.pid as number);
    console.log(`  second start (existing data): ${second.startMs} ms; idle ${idle.pssMb} MB PSS`);
    await stopServer(second);

    // The demo data, so the load reads real rows (seeding is not part of any timing above).
    const seeded = await startServer(engine, dataDir, { SEED: '1' });
    const load: EngineResult['load'] = [];
    for (const loadPath of LOAD_PATHS) {
      const measurement = await measure({
        url: `http://127.0.0.1:${port}${loadPath}`,
        durationSeconds,
        connections,
      });
      console.log(
        `  ${loadPath}: ${measurement.requestsPerSecond} req/s, p50 ${measurement.p50Ms} ms, p99 ${measurement.p99Ms} ms`,
      );
      load.push({ path: loadPath, measurement });
    }
    const afterLoad = memoryOf(seeded.child.pid as number);
    const stopMs = await stopServer(seeded);
    const dataMb = folderMb(dataDir);
    console.log(`  after load ${afterLoad.pssMb} MB PSS; stop ${stopMs} ms; data ${dataMb} MB`);
    return {
      engine,
      firstStartMs: first.startMs,
      secondStartMs: second.startMs,
      stopMs,
      idle,
      afterLoad,
      load,
      dataMb,
    };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function table(results: EngineResult[]): string {
  const header = `| | ${results.map((result) => `embedded ${result.engine}`).join(' | ')} |`;
  const rule = `| --- | ${results.map(() => '---').join(' | ')} |`;
  const row = (label: string, cell: (result: EngineResult) => string) =>
    `| ${label} | ${results.map(cell).join(' | ')} |`;
  const memory = (m: Memory) => `${m.pssMb} MB PSS (${m.rssMb} MB RSS, ${m.processes} processes)`;
  return [
    header,
    rule,
    row('first start, empty folder', (result) => `${result.firstStartMs} ms`),
    row('start on existing data', (result) => `${result.secondStartMs} ms`),
    row('memory, idle', (result) => memory(result.idle)),
    row(`memory after ${LOAD_PATHS.length} x ${durationSeconds} s at ${connections} connections`, (result) =>
      memory(result.afterLoad),
    ),
    ...LOAD_PATHS.map((loadPath, index) =>
      row(`GET ${loadPath}`, (result) => {
        const m = result.load[index]?.measurement;
        return m
          ? `${m.requestsPerSecond} req/s, p99 ${m.p99Ms} ms${m.errors + m.non2xx ? ` (${m.errors + m.non2xx} failed)` : ''}`
          : '';
      }),
    ),
    row('stop (SIGTERM to exit)', (result) => `${result.stopMs} ms`),
    row('data folder with the demo data', (result) => `${result.dataMb} MB`),
  ].join('\n');
}

const results: EngineResult[] = [];
for (const engine of engines) results.push(await measureEngine(engine));
const summary = table(results);
console.log(`\n${summary}`);
const resultsDir = path.join(REPO_ROOT, 'bench', 'results');
mkdirSync(resultsDir, { recursive: true });
const file = path.join(resultsDir, `embedded-${new Date().toISOString().replace(/:/g, '-')}.json`);
writeFileSync(file, `${JSON.stringify({ durationSeconds, connections, results }, null, 2)}\n`);
console.log(`\nwritten to ${path.relative(REPO_ROOT, file)}`);
