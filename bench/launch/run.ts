import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import {
  freshDatabase,
  removeTemporaryFolders,
  temporaryFolder,
} from '../../apps/server/scaleout/scaleout.harness';
import { BrowserClient } from '../capacity/http';
import { inParallel, PASSWORD, type Person, Population } from '../capacity/population';
import { Recorder, type StepFigures } from '../capacity/recorder';
import { type SentMessages, SimulatedUser } from '../capacity/user';
import { REPO_ROOT, startBaseline } from '../lib/processes';
import { type MachineShares, machineWindow } from './machine';
import { getCounts, METRICS_TOKEN, rendersBetween } from './renders';
import { startBehindNginx, startOneProcess, type Topology } from './topology';
import { type Arrivals, runVisitors, type VisitorFigures, type VisitorPage } from './visitors';

/**
 * `npm run bench:launch`: launch day. A crowd of visitors without a session arrives within a
 * minute on one booth page, the ranking and the hub, starting on a cold page cache (a miss storm,
 * then steady), while logged-in people use the product as in the capacity bench. Run on one
 * process, and on three behind nginx with deploy/nginx/sidecamp.conf, both on PostgreSQL + Redis;
 * the same crowd then visits a bare Fastify sending the same bytes, as the baseline.
 */
const env = process.env;
const VISITORS = Number(env.LAUNCH_VISITORS ?? 10_000);
const VISITOR_SECONDS = Number(env.LAUNCH_SECONDS ?? 60);
const BURST = Number(env.LAUNCH_BURST ?? 500);
const USERS = Number(env.LAUNCH_USERS ?? 2000);
const THINK_SECONDS = Number(env.LAUNCH_THINK_SECONDS ?? 15);
const WARMUP_SECONDS = Number(env.LAUNCH_WARMUP_SECONDS ?? 10);
/**
 * Logged-in people of their own (a log-in ends a person's other session, so not the simulated
 * users) who like and unlike the launched booth during the crowd, so its page keeps changing.
 */
const FANS = Number(env.LAUNCH_FANS ?? 50);
const LIKES_PER_SECOND = Number(env.LAUNCH_LIKES_PER_SECOND ?? 1);
const TOPOLOGIES = (env.LAUNCH_TOPOLOGIES ?? 'one,nginx').split(',').map((name) => name.trim());
/** Ports: the single process on BASE+1, nginx on BASE, its processes on BASE+11..13, the baseline on BASE+20. */
const BASE_PORT = Number(env.LAUNCH_PORT ?? 4100);
const POSTGRES_SERVER = env.LAUNCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = env.LAUNCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const DATABASE_NAME = 'bench_launch';
/** What a visitor must get: the issue's bar ("errors 0 and p99 under 500 ms for visitors"). */
export const VISITOR_P99_MS = 500;

const ARRIVALS: Arrivals = { visitors: VISITORS, seconds: VISITOR_SECONDS, burst: BURST };
const RUN_TAG = `${process.pid}-${Date.now().toString(36)}`;

type TopologyResult = {
  topology: string;
  visitors: VisitorFigures;
  /** Renders per page in the window, counted on the servers (renders.ts). */
  renders: Record<string, number>;
  loggedIn: StepFigures & { users: number; couldNotArrive: number };
  cpu: MachineShares;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const seconds = (since: number) => Math.round((performance.now() - since) / 100) / 10;

/** What every process gets: one database, one Redis, one data folder, bench-only limits. */
function serverEnv(databaseUrl: string, dataDir: string, redisPrefix: string): Record<string, string> {
  return {
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    REDIS_URL,
    // Per topology: its page cache, rate-limit counters and socket channels start empty.
    REDIS_PREFIX: redisPrefix,
    DATA_DIR: dataDir,
    UPLOADS_DIR: path.join(dataDir, 'uploads'),
    PAYMENT_PROVIDER: 'sandbox',
    PAYMENT_WEBHOOK_SECRET: 'launch-bench-webhook-secret',
    LOG_FORMAT: 'json',
    LOG_LEVEL: 'warn',
    // As in the capacity bench: everyone comes from 127.0.0.1, accounts are made outside the
    // measured window, and building the community writes faster than people do.
    AUTH_RATE_LIMIT_PER_MINUTE: '10000',
    ARGON2_MEMORY_KIB: '1024',
    ARGON2_TIME_COST: '1',
    WRITE_RATE_LIMIT_PER_MINUTE: '1000000',
    WRITE_RATE_LIMITS: '*=1000000',
    // Read from each process directly, to count the renders (renders.ts).
    METRICS_TOKEN,
  };
}

/** The stylesheet and entry script every page's HTML links (the same template for every page). */
function firstVisitAssets(): string[] {
  const html = readFileSync(path.join(REPO_ROOT, 'apps', 'web', 'dist', 'index.html'), 'utf8');
  const script = /<script type="module"[^>]*src="([^"]+)"/.exec(html)?.[1];
  const style = /<link rel="stylesheet"[^>]*href="([^"]+)"/.exec(html)?.[1];
  if (!script || !style) throw new Error('apps/web/dist/index.html links no entry script or stylesheet');
  return [style, script];
}

/** The demo community (seeded on first start) plus the logged-in people, built once for both topologies. */
async function buildCommunity(databaseUrl: string, dataDir: string) {
  const started = performance.now();
  const server = await startOneProcess(BASE_PORT + 1, {
    ...serverEnv(databaseUrl, dataDir, `sidecamp-launch-${RUN_TAG}-setup:`),
    SEED: '1',
  });
  try {
    console.log(`  demo community seeded in ${seconds(started)} s`);
    const building = performance.now();
    const population = new Population(server.url);
    await population.ensure(USERS + FANS);
    const people = population.people.slice(0, USERS);
    const fans = population.people.slice(USERS);
    console.log(
      `  ${people.length} logged-in people and ${fans.length} fans built in ${seconds(building)} s`,
    );
    const client = new BrowserClient(server.url, null);
    const { items } = await client.must<{ items: Array<{ id: number; name: string }> }>(
      'GET',
      '/api/booths?sort=new&limit=1',
    );
    const hub = await client.must<{ items: unknown[] }>('GET', '/api/projects?limit=12');
    client.close();
    const booth = items[0];
    if (!booth) throw new Error('the seeded community has no published booth');
    console.log(
      `  launched booth: #${booth.id} ${booth.name}; the hub's first page has ${hub.items.length} projects`,
    );
    return { people, fans, boothId: booth.id };
  } finally {
    await server.stop();
  }
}

/** A few logged-in people with a second tab on the booth, liking and unliking it now and then. */
function startFans(url: string, people: readonly Person[], boothId: number, recorder: Recorder) {
  let running = true;
  const fans = people.map((person) => ({ person, client: new BrowserClient(url, recorder) }));
  const loop = (async () => {
    await inParallel(fans, 10, async ({ person, client }) => {
      await client.request('POST /api/auth/login', 'POST', '/api/auth/login', {
        email: person.email,
        password: PASSWORD,
      });
    });
    const liked = new Set<number>();
    while (running && LIKES_PER_SECOND > 0) {
      await sleep((-Math.log(1 - Math.random()) * 1000) / LIKES_PER_SECOND);
      const fan = fans[Math.floor(Math.random() * fans.length)];
      if (!fan || !running) continue;
      const on = !liked.has(fan.person.no);
      void toggleLike(fan.client, on, boothId).then((ok) => {
        if (ok && on) liked.add(fan.person.no);
        else if (ok) liked.delete(fan.person.no);
      });
    }
  })();
  return async () => {
    running = false;
    await loop;
    for (const fan of fans) fan.client.close();
  };
}

async function toggleLike(browser: BrowserClient, on: boolean, boothId: number): Promise<boolean> {
  const answer = await browser.request(
    `${on ? 'PUT' : 'DELETE'} /api/booths/:id/like`,
    on ? 'PUT' : 'DELETE',
    `/api/booths/${boothId}/like`,
  );
  return answer.status === 200;
}

async function startTopology(name: string, databaseUrl: string, dataDir: string): Promise<Topology> {
  const envFor = serverEnv(databaseUrl, dataDir, `sidecamp-launch-${RUN_TAG}-${name}:`);
  if (name === 'one') return startOneProcess(BASE_PORT + 1, envFor);
  if (name === 'nginx')
    return startBehindNginx(BASE_PORT, [BASE_PORT + 11, BASE_PORT + 12, BASE_PORT + 13], envFor);
  throw new Error(`LAUNCH_TOPOLOGIES: unknown topology ${name} (one, nginx)`);
}

async function measureTopology(
  name: string,
  community: { people: Person[]; fans: Person[]; boothId: number; databaseUrl: string; dataDir: string },
  pages: VisitorPage[],
  assets: string[],
): Promise<{ result: TopologyResult; snapshot: StaticAnswer[] }> {
  const started = performance.now();
  // Fresh processes on a fresh Redis prefix: every page cache is cold.
  const topology = await startTopology(name, community.databaseUrl, community.dataDir);
  console.log(`\n== ${topology.name} (${topology.url}) ==`);
  console.log(`  started in ${seconds(started)} s`);
  const recorder = new Recorder();
  const sent: SentMessages = new Map();
  const users: SimulatedUser[] = [];
  let couldNotArrive = 0;
  let stopFans: (() => Promise<void>) | undefined;
  try {
    const arriving = performance.now();
    await inParallel(community.people, 25, async (person) => {
      const user = new SimulatedUser(person, topology.url, recorder, sent, THINK_SECONDS * 1000);
      try {
        await user.arrive();
        users.push(user);
        user.start();
      } catch (error) {
        couldNotArrive += 1;
        if (couldNotArrive === 1) console.log(`  ${(error as Error).message}`);
        await user.stop();
      }
    });
    stopFans = startFans(topology.url, community.fans, community.boothId, recorder);
    console.log(
      `  ${users.length} people logged in with their sockets in ${seconds(arriving)} s${couldNotArrive ? `, ${couldNotArrive} could not` : ''}; ${FANS} of them like the booth on and off (${LIKES_PER_SECOND}/s); warm-up ${WARMUP_SECONDS} s`,
    );
    await sleep(WARMUP_SECONDS * 1000);
    const cpu = machineWindow(topology.serverPids);
    const countsBefore = await getCounts(topology.serverUrls);
    recorder.start();
    const visitors = await runVisitors({ baseUrl: topology.url, pages, assets, arrivals: ARRIVALS });
    const loggedIn = recorder.finish();
    const countsAfter = await getCounts(topology.serverUrls);
    const result: TopologyResult = {
      topology: topology.name,
      visitors,
      renders: rendersBetween(countsBefore, countsAfter, {
        '/api/projects/boosted': loggedIn.routes['GET /api/projects/boosted']?.count ?? 0,
      }),
      loggedIn: { ...loggedIn, users: users.length, couldNotArrive },
      cpu: cpu(),
    };
    printTopology(result);
    const snapshot = await snapshotOf(topology.url, [...pages.map((page) => page.path), ...assets]);
    return { result, snapshot };
  } finally {
    await stopFans?.();
    await Promise.all(users.map((user) => user.stop()));
    await topology.stop();
  }
}

type StaticAnswer = { path: string; headers: Record<string, string>; body: string };

/** The pages and files exactly as a visitor got them (compressed), for the baseline to send. */
async function snapshotOf(baseUrl: string, paths: string[]): Promise<StaticAnswer[]> {
  const base = new URL(baseUrl);
  return Promise.all(
    paths.map(
      (pathname) =>
        new Promise<StaticAnswer>((resolve, reject) => {
          http
            .get(
              {
                host: base.hostname,
                port: Number(base.port),
                path: pathname,
                headers: { accept: 'text/html,*/*;q=0.8', 'accept-encoding': 'br, gzip' },
              },
              (res) => {
                const chunks: Buffer[] = [];
                res.on('data', (chunk: Buffer) => chunks.push(chunk));
                res.on('end', () => {
                  const headers: Record<string, string> = {};
                  for (const name of ['content-type', 'content-encoding', 'cache-control', 'vary']) {
                    const value = res.headers[name];
                    if (typeof value === 'string') headers[name] = value;
                  }
                  resolve({
                    path: pathname.split('?')[0] ?? pathname,
                    headers,
                    body: Buffer.concat(chunks).toString('base64'),
                  });
                });
                res.on('error', reject);
              },
            )
            .on('error', reject);
        }),
    ),
  );
}

async function measureBaseline(pages: VisitorPage[], assets: string[], snapshot: StaticAnswer[]) {
  const dir = temporaryFolder('launch-baseline');
  const file = path.join(dir, 'pages.json');
  writeFileSync(file, JSON.stringify(snapshot));
  const baseline = await startBaseline({ BASELINE_PORT: String(BASE_PORT + 20), BASELINE_PAGES_FILE: file });
  console.log(`\n== bare Fastify baseline (${baseline.url}), the same bytes, nobody logged in ==`);
  try {
    const cpu = machineWindow(baseline.pid ? [baseline.pid] : []);
    const visitors = await runVisitors({ baseUrl: baseline.url, pages, assets, arrivals: ARRIVALS });
    const figures = { visitors, cpu: cpu() };
    printVisitors(visitors);
    console.log(`  ${cpuText(figures.cpu)}`);
    return figures;
  } finally {
    await baseline.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

const pad = (cells: Array<string | number>, widths: number[]) =>
  cells.map((cell, n) => String(cell).padStart(widths[n] ?? 9)).join('');
const WIDTHS = [14, 9, 8, 8, 8, 8, 8];

function cacheText(cache: Record<string, number> | undefined) {
  if (!cache) return '';
  return Object.entries(cache)
    .filter(([, count]) => count > 0)
    .map(([outcome, count]) => `${outcome} ${count}`)
    .join(', ');
}

function printVisitors(visitors: VisitorFigures) {
  console.log(
    `  visitors: ${visitors.visitors} in ${visitors.seconds} s (generator lag p99 ${visitors.generatorLagP99Ms} ms)`,
  );
  console.log(
    `  ${pad(['', 'req/s', 'p50 ms', 'p99 ms', 'max ms', 'errors', 'non-2xx'], WIDTHS)}  x-page-cache`,
  );
  for (const [name, f] of Object.entries(visitors.series))
    console.log(
      `  ${pad([name, f.requestsPerSecond, f.p50Ms, f.p99Ms, f.maxMs, f.errors, f.non2xx], WIDTHS)}  ${cacheText(f.cache)}`,
    );
  for (const [name, f] of Object.entries(visitors.storm))
    console.log(
      `  ${pad([`${name} 1st s`, `${f.requests} req`, f.p50Ms, f.p99Ms, f.maxMs, f.errors, f.non2xx], WIDTHS)}  ${cacheText(f.cache)}`,
    );
  const kinds = Object.entries(visitors.errorKinds);
  if (kinds.length)
    console.log(`  visitor errors: ${kinds.map(([kind, count]) => `${kind} x${count}`).join('; ')}`);
}

function printTopology(result: TopologyResult) {
  printVisitors(result.visitors);
  console.log(
    `  renders (counted on the servers): ${Object.entries(result.renders)
      .map(([page, count]) => `${page} ${count}`)
      .join(', ')}`,
  );
  const f = result.loggedIn;
  console.log(
    `  logged in: ${f.users} people, ${f.requestsPerSecond} req/s, mean ${f.meanMs} ms, p99 ${f.p99Ms} ms, errors ${f.errors} (${(f.errorRate * 100).toFixed(2)}%), chat p99 ${f.deliveryP99Ms} ms`,
  );
  const kinds = Object.entries(f.errorKinds);
  if (kinds.length)
    console.log(`  logged-in errors: ${kinds.map(([kind, count]) => `${kind} x${count}`).join('; ')}`);
  console.log(`  ${cpuText(result.cpu)}`);
}

function cpuText(cpu: MachineShares) {
  const others = Object.entries(cpu.others)
    .slice(0, 4)
    .map(([name, share]) => `${name} ${share}%`)
    .join(', ');
  return `CPU (% of one core): servers ${cpu.serversPercent.join(' + ')}, load generator ${cpu.generatorPercent}, PostgreSQL ${cpu.postgresPercent}, Redis ${cpu.redisPercent}, nginx ${cpu.nginxPercent}; others ${others || 'none'}; machine ${cpu.machinePercent}% of all cores; ${cpu.listenOverflows} connections dropped by full accept queues`;
}

/** The issue's bar for each topology: no visitor error or non-2xx, and every visitor series' p99 under 500 ms. */
function verdictOf(visitors: VisitorFigures): string[] {
  const misses: string[] = [];
  for (const [name, f] of Object.entries(visitors.series)) {
    if (f.errors + f.non2xx > 0) misses.push(`${name}: ${f.errors} errors, ${f.non2xx} non-2xx`);
    if (f.p99Ms >= VISITOR_P99_MS) misses.push(`${name}: p99 ${f.p99Ms} ms`);
  }
  return misses;
}

async function main() {
  const started = performance.now();
  const pages: VisitorPage[] = [];
  const assets = firstVisitAssets();
  console.log(
    `Launch day: ${VISITORS} visitors without a session in ${VISITOR_SECONDS} s (${BURST} in the first second) on a booth page (half), the ranking and the hub (a quarter each), each loading the HTML then ${assets.join(' and ')}; meanwhile ${USERS} logged-in people (capacity bench, think time mean ${THINK_SECONDS} s). Topologies: ${TOPOLOGIES.join(', ')}. Loopback only; the load generator shares the machine.`,
  );
  const dataDir = temporaryFolder('launch-data');
  const databaseUrl = await freshDatabase(POSTGRES_SERVER, DATABASE_NAME);
  console.log(`\n== the community (${DATABASE_NAME}, seeded, one process) ==`);
  const community = await buildCommunity(databaseUrl, dataDir);
  pages.push(
    { name: 'booth', path: `/booths/${community.boothId}`, share: 2 },
    { name: 'ranking', path: '/booths/ranking', share: 1 },
    { name: 'hub', path: '/projects', share: 1 },
  );
  const results: TopologyResult[] = [];
  let snapshot: StaticAnswer[] | undefined;
  for (const name of TOPOLOGIES) {
    const measured = await measureTopology(name, { ...community, databaseUrl, dataDir }, pages, assets);
    results.push(measured.result);
    snapshot ??= measured.snapshot;
  }
  const baseline = snapshot ? await measureBaseline(pages, assets, snapshot) : undefined;

  console.log('\n== summary: visitors (HTML per page, then the two files) ==');
  const verdicts = results.map((result) => ({
    topology: result.topology,
    misses: verdictOf(result.visitors),
  }));
  for (const result of results) {
    const misses = verdictOf(result.visitors);
    console.log(
      `  ${result.topology}: ${misses.length === 0 ? `pass (errors 0, every p99 under ${VISITOR_P99_MS} ms)` : `FAIL: ${misses.join('; ')}`}`,
    );
    if (baseline)
      for (const [name, f] of Object.entries(result.visitors.series)) {
        const b = baseline.visitors.series[name];
        if (b)
          console.log(
            `    ${name.padEnd(8)} p50 ${f.p50Ms} ms vs ${b.p50Ms} ms baseline (x${ratio(f.p50Ms, b.p50Ms)}), p99 ${f.p99Ms} vs ${b.p99Ms} ms (x${ratio(f.p99Ms, b.p99Ms)})`,
          );
      }
  }
  const outDir = path.join(REPO_ROOT, 'bench', 'results');
  mkdirSync(outDir, { recursive: true });
  const file = path.join(outDir, `launch-${new Date().toISOString().replaceAll(':', '-')}.json`);
  writeFileSync(
    file,
    JSON.stringify(
      {
        settings: {
          VISITORS,
          VISITOR_SECONDS,
          BURST,
          USERS,
          THINK_SECONDS,
          WARMUP_SECONDS,
          FANS,
          LIKES_PER_SECOND,
          TOPOLOGIES,
          pages,
          assets,
        },
        bar: { visitorErrors: 0, visitorP99Ms: VISITOR_P99_MS },
        results,
        verdicts,
        baseline,
        minutes: Math.round(seconds(started) / 6) / 10,
      },
      null,
      2,
    ),
  );
  console.log(`\nSaved ${path.relative(REPO_ROOT, file)} (${Math.round(seconds(started))} s)`);
  removeTemporaryFolders();
}

const ratio = (ours: number, baseline: number) => Math.round((ours / Math.max(0.1, baseline)) * 10) / 10;

await main();
process.exit(0);
