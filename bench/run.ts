import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describeFanout, type FanoutResult, runChatFanout } from './chatFanout';
import { type Measurement, measure } from './lib/measure';
import { REPO_ROOT, startBaseline, startSidecamp } from './lib/processes';
import { SCENARIOS } from './scenarios';

const durationSeconds = Number(process.env.BENCH_DURATION_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const port = Number(process.env.BENCH_PORT ?? 3210);
/** Runs only the scenarios whose name contains this text (case-insensitive), e.g. BENCH_ONLY=hub. */
const only = process.env.BENCH_ONLY?.toLowerCase();

type Row = { scenario: string; sidecamp: Measurement; baseline?: Measurement; ratio?: number };

const format = (m: Measurement) =>
  `${String(m.requestsPerSecond).padStart(7)} req/s  p50 ${String(m.p50Ms).padStart(3)} ms  p99 ${String(m.p99Ms).padStart(4)} ms${m.errors + m.non2xx > 0 ? `  (${m.errors} errors, ${m.non2xx} non-2xx)` : ''}`;

async function main() {
  console.log(`Benchmarks: ${durationSeconds} s per scenario, ${connections} connections, loopback only.\n`);
  const baseline = await startBaseline();
  const sidecamp = await startSidecamp(port);
  const rows: Row[] = [];
  try {
    for (const scenario of SCENARIOS) {
      if (only && !scenario.name.toLowerCase().includes(only)) continue;
      // A scenario may bring its own server (a database filled for it); it is stopped right after.
      const own = await scenario.server?.(port + 1);
      const load = {
        method: scenario.method,
        durationSeconds,
        connections: scenario.connections ?? connections,
      };
      let ours: Measurement;
      try {
        const target = own ?? sidecamp;
        const headers = (await scenario.setup?.({ baseUrl: target.url })) ?? {};
        ours = await measure({ ...load, body: scenario.body, headers, url: `${target.url}${scenario.path}` });
      } finally {
        await own?.stop();
      }
      const row: Row = {
        scenario: own ? `${scenario.name} (${own.description})` : scenario.name,
        sidecamp: ours,
      };
      if (scenario.baselinePath) {
        row.baseline = await measure({
          ...load,
          method: 'GET',
          url: `${baseline.url}${scenario.baselinePath}`,
        });
        row.ratio =
          Math.round((ours.requestsPerSecond / Math.max(1, row.baseline.requestsPerSecond)) * 100) / 100;
      }
      rows.push(row);
      console.log(`${row.scenario}\n  sidecamp ${format(ours)}`);
      if (row.baseline)
        console.log(
          `  baseline ${format(row.baseline)}\n  ratio    ${row.ratio} of bare Fastify's throughput`,
        );
    }
  } finally {
    await sidecamp.stop();
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
  const outDir = path.join(REPO_ROOT, 'bench', 'results');
  mkdirSync(outDir, { recursive: true });
  const file = path.join(outDir, `bench-${new Date().toISOString().replaceAll(':', '-')}.json`);
  writeFileSync(file, JSON.stringify({ durationSeconds, connections, rows, chatFanout }, null, 2));
  console.log(`\nSaved ${path.relative(REPO_ROOT, file)}`);
  const failed = rows.filter((row) => row.sidecamp.errors > 0 || row.sidecamp.non2xx > 0);
  if (failed.length > 0) {
    console.error(`Scenarios with errors: ${failed.map((row) => row.scenario).join(', ')}`);
    process.exitCode = 1;
  }
}

await main();
