import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describeFanout, type FanoutResult, runChatFanout } from './chatFanout';
import {
  type BenchDatabase,
  DatabaseUnavailable,
  type FilledServer,
  selectedDatabases,
} from './lib/databases';
import { startMainScreensSidecamp } from './lib/mainScreens';
import { type Measurement, measure } from './lib/measure';
import { REPO_ROOT, type Started, startBaseline } from './lib/processes';
import { SCENARIOS, type Scenario } from './scenarios';

const durationSeconds = Number(process.env.BENCH_DURATION_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const port = Number(process.env.BENCH_PORT ?? 3210);
/** Runs only the scenarios whose name contains this text (case-insensitive), e.g. BENCH_ONLY=hub. */
const only = process.env.BENCH_ONLY?.toLowerCase();

type Row = {
  database: string;
  scenario: string;
  sidecamp: Measurement;
  baseline?: Measurement;
  ratio?: number;
};

const format = (m: Measurement) =>
  `${String(m.requestsPerSecond).padStart(7)} req/s  p50 ${String(m.p50Ms).padStart(3)} ms  p99 ${String(m.p99Ms).padStart(4)} ms${m.errors + m.non2xx > 0 ? `  (${m.errors} errors, ${m.non2xx} non-2xx)` : ''}`;

const ratioOf = (ours: Measurement, baseline: Measurement) =>
  Math.round((ours.requestsPerSecond / Math.max(1, baseline.requestsPerSecond)) * 100) / 100;

/**
 * Every selected scenario on one database: a shared Sidecamp filled with the main screens' data,
 * and the scenarios that bring their own server started on a fresh store of the same database.
 * The bare-Fastify baseline is measured in the same pass, once per connection count, right before
 * the first row that compares with it.
 */
async function measureOn(database: BenchDatabase, baseline: Started): Promise<Row[]> {
  const scenarios = SCENARIOS.filter((scenario) => !only || scenario.name.toLowerCase().includes(only));
  if (scenarios.length === 0) return [];
  console.log(`\n== ${database.label} (${database.name}) ==`);
  const shared = await startMainScreensSidecamp(port, database);
  const baselines = new Map<string, Measurement>();
  const rows: Row[] = [];
  // Scenarios that name the same server factory share one instance (filling 10,000,000 rows once,
  // not per scenario); it is stopped after the last scenario that uses it.
  const ownServers = new Map<NonNullable<Scenario['server']>, Promise<FilledServer>>();
  const lastUse = new Map(scenarios.map((scenario, index) => [scenario.server, index]));
  try {
    for (const [index, scenario] of scenarios.entries()) {
      const factory = scenario.server;
      if (factory && !ownServers.has(factory)) ownServers.set(factory, factory(port + 1, database));
      const own = factory ? await ownServers.get(factory) : undefined;
      const stopOwn = async () => {
        if (!factory || lastUse.get(factory) !== index) return;
        ownServers.delete(factory);
        await own?.stop();
      };
      const load = {
        method: scenario.method,
        durationSeconds,
        connections: scenario.connections ?? connections,
      };
      let ours: Measurement;
      try {
        const target = own ?? shared;
        const context = { baseUrl: target.url, database, data: shared.data, server: own };
        const headers = (await scenario.setup?.(context)) ?? {};
        const scenarioPath = typeof scenario.path === 'function' ? scenario.path(shared.data) : scenario.path;
        ours = await measure({ ...load, body: scenario.body, headers, url: `${target.url}${scenarioPath}` });
      } finally {
        await stopOwn();
      }
      const row: Row = {
        database: database.name,
        scenario: own ? `${scenario.name} (${own.description})` : scenario.name,
        sidecamp: ours,
      };
      if (scenario.baselinePath) {
        const key = `${scenario.baselinePath} ${load.connections}`;
        let reference = baselines.get(key);
        if (!reference) {
          reference = await measure({
            ...load,
            method: 'GET',
            url: `${baseline.url}${scenario.baselinePath}`,
          });
          baselines.set(key, reference);
          console.log(
            `baseline: bare Fastify ${scenario.baselinePath}, ${load.connections} connections\n  ${format(reference)}`,
          );
        }
        row.baseline = reference;
        row.ratio = ratioOf(ours, reference);
      }
      rows.push(row);
      console.log(
        `${row.scenario}\n  sidecamp ${format(ours)}${row.ratio === undefined ? '' : `  ratio ${row.ratio}`}`,
      );
    }
  } finally {
    // A scenario that failed leaves its shared server running: stop what is left.
    for (const left of ownServers.values()) await left.then((server) => server.stop()).catch(() => {});
    await shared.stop();
  }
  return rows;
}

/** One line per scenario, one column group per database: the table the README's speed section shows. */
function summary(rows: Row[], databases: BenchDatabase[]): string {
  const measured = databases.filter((database) => rows.some((row) => row.database === database.name));
  const names = [...new Set(rows.map((row) => row.scenario.replace(/ \(.* on .*\)$/, '')))];
  const cell = (row?: Row) =>
    row
      ? `${row.sidecamp.requestsPerSecond} | ${row.sidecamp.p50Ms} | ${row.sidecamp.p99Ms} | ${row.ratio ?? ''}${row.sidecamp.errors + row.sidecamp.non2xx > 0 ? ' (errors)' : ''}`
      : ' | | | ';
  const header = `| scenario | ${measured.map((d) => `${d.name} req/s | p50 ms | p99 ms | ratio`).join(' | ')} |`;
  const rule = `|---|${measured.map(() => '---:|---:|---:|---:').join('|')}|`;
  const lines = names.map(
    (name) =>
      `| ${name} | ${measured
        .map((database) =>
          cell(
            rows.find(
              (row) => row.database === database.name && row.scenario.replace(/ \(.* on .*\)$/, '') === name,
            ),
          ),
        )
        .join(' | ')} |`,
  );
  return [header, rule, ...lines].join('\n');
}

async function main() {
  const databases = selectedDatabases();
  console.log(
    `Benchmarks: ${durationSeconds} s per scenario, ${connections} connections unless a scenario sets its own, loopback only; databases: ${databases.map((d) => d.name).join(', ')}.`,
  );
  const baseline = await startBaseline();
  const rows: Row[] = [];
  const skipped: string[] = [];
  try {
    for (const database of databases) {
      try {
        rows.push(...(await measureOn(database, baseline)));
      } catch (error) {
        if (!(error instanceof DatabaseUnavailable)) throw error;
        skipped.push(`${database.name}: ${error.message}`);
        console.log(`Skipped ${database.label}: ${error.message}`);
      }
    }
  } finally {
    await baseline.stop();
  }
  // Chat fan-out measures sockets, not requests: its own servers, its own clients, after the rest.
  let chatFanout: { sidecamp: FanoutResult; baseline: FanoutResult } | undefined;
  if (!only || 'chat fan-out'.includes(only)) {
    const sockets = Number(process.env.BENCH_CHAT_SOCKETS ?? 1000);
    const options = {
      sockets,
      rooms: Number(process.env.BENCH_CHAT_ROOMS ?? 4),
      people: Math.min(sockets, Number(process.env.BENCH_CHAT_PEOPLE ?? 250)),
      messagesPerSecond: Number(process.env.BENCH_CHAT_RATE ?? 20),
      durationSeconds: Math.max(durationSeconds, 10),
      port: port + 5,
    };
    chatFanout = await runChatFanout(options);
    console.log(
      `chat fan-out: ${options.sockets} sockets in ${options.rooms} open rooms (${options.people} people), ${options.messagesPerSecond} messages/s\n  sidecamp ${describeFanout(chatFanout.sidecamp)}\n  baseline ${describeFanout(chatFanout.baseline)}\n  ratio    ${Math.round((chatFanout.sidecamp.deliveredPerSecond / Math.max(1, chatFanout.baseline.deliveredPerSecond)) * 100) / 100} of bare socket.io's deliveries/s, p99 ${chatFanout.sidecamp.p99Ms} ms vs ${chatFanout.baseline.p99Ms} ms`,
    );
  }
  if (rows.length > 0) console.log(`\n${summary(rows, databases)}`);
  for (const line of skipped) console.log(`skipped ${line}`);
  const outDir = path.join(REPO_ROOT, 'bench', 'results');
  mkdirSync(outDir, { recursive: true });
  const file = path.join(outDir, `bench-${new Date().toISOString().replaceAll(':', '-')}.json`);
  writeFileSync(
    file,
    JSON.stringify(
      { durationSeconds, connections, databases: databases.map((d) => d.name), skipped, rows, chatFanout },
      null,
      2,
    ),
  );
  console.log(`\nSaved ${path.relative(REPO_ROOT, file)}`);
  const failed = rows.filter((row) => row.sidecamp.errors > 0 || row.sidecamp.non2xx > 0);
  if (failed.length > 0) {
    console.error(
      `Scenarios with errors: ${failed.map((row) => `${row.scenario} [${row.database}]`).join(', ')}`,
    );
    process.exitCode = 1;
  }
}

await main();
