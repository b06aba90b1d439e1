import { type ChildProcess, fork, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
// socket.io-client is the web app's dependency, hoisted to the workspace root's node_modules.
import { io, type Socket } from 'socket.io-client';
import { REPO_ROOT } from './lib/processes';

/**
 * "chat fan-out": N websocket clients in open chat rooms, messages sent at a steady rate through
 * Sidecamp's real path (session-checked handshake, message stored and acknowledged, broadcast to
 * the room), against a bare socket.io broadcast server measured in the same run with the same
 * clients. Bounded in sockets and seconds; loopback only.
 */
export type FanoutOptions = {
  sockets: number;
  rooms: number;
  /** Distinct people; each has sockets/people connections (tabs and devices). */
  people: number;
  messagesPerSecond: number;
  durationSeconds: number;
  port: number;
};

export type FanoutResult = {
  target: string;
  sockets: number;
  delivered: number;
  deliveredPerSecond: number;
  expectedDeliveries: number;
  sent: number;
  acked: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  memoryPerConnectionKb: number;
};

type Client = Socket;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function rssKb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0);

const stopChild = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

async function startSidecampChat(
  port: number,
): Promise<{ url: string; pid: number; stop: () => Promise<void> }> {
  // A data folder of its own: the server starts its embedded PostgreSQL there, removed after the run.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sidecamp-bench-chat-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // Hundreds of sign-ups to set up; password hashing cost is not what this scenario measures.
      ARGON2_MEMORY_KIB: '1024',
      ARGON2_TIME_COST: '1',
      AUTH_RATE_LIMIT_PER_MINUTE: '10000',
      // One sender per room carries the whole rate: the per-person chat budget is not measured here.
      CHAT_MESSAGES_PER_10_SECONDS: '1000000',
      CHAT_MESSAGE_BURST: '1000000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Sidecamp exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stopChild(child);
      throw new Error('Sidecamp did not become healthy within 90 s');
    }
    await sleep(250);
  }
  const stop = async () => {
    await stopChild(child);
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { url, pid: child.pid as number, stop };
}

async function startBareSocketIo(): Promise<{ url: string; pid: number; stop: () => Promise<void> }> {
  const child = fork(fileURLToPath(new URL('./lib/chat-baseline-server.ts', import.meta.url)), {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ready = await new Promise<{ ready: string; pid: number }>((resolve, reject) => {
    child.once('message', (message) => resolve(message as { ready: string; pid: number }));
    child.once('exit', (code) => reject(new Error(`chat baseline exited with ${code}`)));
  });
  return { url: ready.ready, pid: ready.pid, stop: () => stopChild(child) };
}

async function post(url: string, body: unknown, cookie?: string) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  if (res.status >= 300) throw new Error(`${url} answered ${res.status}: ${await res.text()}`);
  return res;
}

/** Sign-ups and open rooms on Sidecamp: cookies of `people` members and the room each is in. */
async function populate(url: string, options: FanoutOptions) {
  const tag = Date.now().toString(36);
  const people: Array<{ cookie: string; roomId: string }> = [];
  const cookies: string[] = [];
  for (let start = 0; start < options.people; start += 20) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(20, options.people - start) }, async (_, offset) => {
        const n = start + offset;
        const res = await post(`${url}/api/auth/register`, {
          email: `fanout${tag}${n}@example.com`,
          password: 'correct horse battery',
          nickname: `fan${tag}${n}`.slice(0, 20),
          mainJobDetail: '0403',
          occupationStatus: '01',
          visitPurpose: '01',
        });
        return (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
      }),
    );
    cookies.push(...batch);
  }
  const roomIds: string[] = [];
  for (let r = 0; r < options.rooms; r += 1) {
    const res = await post(
      `${url}/api/chat/open`,
      { name: `Fan-out room ${r}`, description: '' },
      cookies[r],
    );
    roomIds.push(((await res.json()) as { _id: string })._id);
  }
  for (let start = 0; start < cookies.length; start += 20) {
    await Promise.all(
      cookies.slice(start, start + 20).map(async (cookie, offset) => {
        const n = start + offset;
        const roomId = roomIds[n % options.rooms] as string;
        if (n >= options.rooms) await post(`${url}/api/chat/join`, { chatId: roomId }, cookie);
        people.push({ cookie, roomId });
      }),
    );
  }
  return people;
}

async function connectAll(
  url: string,
  count: number,
  identity: (n: number) => { cookie?: string; room: string },
): Promise<Array<{ socket: Client; room: string }>> {
  const clients: Array<{ socket: Client; room: string }> = [];
  for (let start = 0; start < count; start += 100) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(100, count - start) }, async (_, offset) => {
        const { cookie, room } = identity(start + offset);
        // Sidecamp opens a socket only with a realtime ticket, asked for with the session cookie.
        const token = cookie
          ? ((await (await post(`${url}/api/auth/realtime-token`, {}, cookie)).json()) as { token: string })
              .token
          : undefined;
        const socket = io(url, {
          transports: ['websocket'],
          reconnection: false,
          timeout: 20_000,
          auth: token ? { room, token } : { room },
        });
        return new Promise<{ socket: Client; room: string }>((resolve, reject) => {
          socket.once('connect', () => resolve({ socket, room }));
          socket.once('connect_error', reject);
        });
      }),
    );
    clients.push(...batch);
  }
  return clients;
}

async function drive(
  target: string,
  clients: Array<{ socket: Client; room: string }>,
  serverPid: number,
  rssBeforeKb: number,
  options: FanoutOptions,
): Promise<FanoutResult> {
  const latencies: number[] = [];
  let delivered = 0;
  let measuring = true;
  for (const { socket } of clients)
    socket.on('addMessage', (payload: { messageResult: { body: string } }) => {
      if (!measuring) return;
      const sentAt = Number(payload.messageResult.body.split(' ')[1]);
      if (Number.isFinite(sentAt)) {
        latencies.push(performance.now() - sentAt);
        delivered += 1;
      }
    });
  const memoryPerConnectionKb = Math.round(((rssKb(serverPid) - rssBeforeKb) / clients.length) * 10) / 10;
  // One sender per room, taking turns, at a steady total rate.
  const senders = new Map<string, Client>();
  for (const client of clients) if (!senders.has(client.room)) senders.set(client.room, client.socket);
  const roomOf = [...senders.keys()];
  const socketsInRoom = new Map<string, number>();
  for (const client of clients) socketsInRoom.set(client.room, (socketsInRoom.get(client.room) ?? 0) + 1);
  const intervalMs = 1000 / options.messagesPerSecond;
  const total = Math.round(options.messagesPerSecond * options.durationSeconds);
  let sent = 0;
  let acked = 0;
  let expected = 0;
  const started = performance.now();
  const acks: Promise<void>[] = [];
  for (let n = 0; n < total; n += 1) {
    const due = started + n * intervalMs;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    const room = roomOf[n % roomOf.length] as string;
    const sender = senders.get(room) as Client;
    expected += socketsInRoom.get(room) ?? 0;
    sent += 1;
    acks.push(
      sender
        .timeout(10_000)
        .emitWithAck('sendMessage', {
          roomId: room,
          clientId: `f${n}-${Date.now()}`,
          body: `t ${performance.now()}`,
        })
        .then(
          () => {
            acked += 1;
          },
          () => undefined,
        ),
    );
  }
  await Promise.all(acks);
  // Let the last broadcasts land, then stop counting.
  const settleUntil = performance.now() + 3_000;
  while (delivered < expected && performance.now() < settleUntil) await sleep(50);
  measuring = false;
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    target,
    sockets: clients.length,
    delivered,
    deliveredPerSecond: Math.round(delivered / elapsed),
    expectedDeliveries: expected,
    sent,
    acked,
    p50Ms: Math.round(percentile(latencies, 50) * 10) / 10,
    p99Ms: Math.round(percentile(latencies, 99) * 10) / 10,
    maxMs: Math.round((latencies.at(-1) ?? 0) * 10) / 10,
    memoryPerConnectionKb,
  };
}

export async function runChatFanout(
  options: FanoutOptions,
): Promise<{ sidecamp: FanoutResult; baseline: FanoutResult }> {
  // Sidecamp first, then the bare server, one at a time, so they never share the two cores.
  const server = await startSidecampChat(options.port);
  let sidecamp: FanoutResult;
  try {
    const people = await populate(server.url, options);
    const rssBefore = rssKb(server.pid);
    const clients = await connectAll(server.url, options.sockets, (n) => {
      const person = people[n % people.length] as { cookie: string; roomId: string };
      return { cookie: person.cookie, room: person.roomId };
    });
    // The server sends each new socket its chat list; let that settle before measuring.
    await sleep(1_000);
    sidecamp = await drive('sidecamp', clients, server.pid, rssBefore, options);
    for (const { socket } of clients) socket.disconnect();
  } finally {
    await server.stop();
  }
  const bare = await startBareSocketIo();
  let baseline: FanoutResult;
  try {
    const rssBefore = rssKb(bare.pid);
    const clients = await connectAll(bare.url, options.sockets, (n) => ({
      room: `room-${(n % options.people) % options.rooms}`,
    }));
    await sleep(1_000);
    baseline = await drive('bare socket.io', clients, bare.pid, rssBefore, options);
    for (const { socket } of clients) socket.disconnect();
  } finally {
    await bare.stop();
  }
  return { sidecamp, baseline };
}

export function describeFanout(result: FanoutResult): string {
  const lost = result.expectedDeliveries - result.delivered;
  return `${String(result.deliveredPerSecond).padStart(7)} delivered/s  p50 ${result.p50Ms} ms  p99 ${result.p99Ms} ms  max ${result.maxMs} ms  ${result.memoryPerConnectionKb} KB/connection  (${result.acked}/${result.sent} acked${lost > 0 ? `, ${lost} deliveries missing` : ''})`;
}

// Standalone: `npx tsx bench/chatFanout.ts` with the BENCH_CHAT_* variables.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const sockets = Number(process.env.BENCH_CHAT_SOCKETS ?? 1000);
  const options: FanoutOptions = {
    sockets,
    rooms: Number(process.env.BENCH_CHAT_ROOMS ?? 4),
    people: Math.min(sockets, Number(process.env.BENCH_CHAT_PEOPLE ?? 250)),
    messagesPerSecond: Number(process.env.BENCH_CHAT_RATE ?? 20),
    durationSeconds: Number(process.env.BENCH_DURATION_SECONDS ?? 10),
    port: Number(process.env.BENCH_PORT ?? 3210) + 5,
  };
  const { sidecamp, baseline } = await runChatFanout(options);
  console.log(
    `chat fan-out: ${options.sockets} sockets, ${options.rooms} open rooms, ${options.people} people, ${options.messagesPerSecond} messages/s`,
  );
  console.log(`  sidecamp ${describeFanout(sidecamp)}`);
  console.log(`  baseline ${describeFanout(baseline)}`);
  process.exit(0);
}
