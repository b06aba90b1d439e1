import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type ClientToServerEvents,
  REALTIME_CLIENT_OPTIONS,
  type ServerToClientEvents,
  type TChatMessage,
} from '@sidecamp/domain';
import { io, type Socket } from 'socket.io-client';
import { TEST_INDEX_HTML } from '../../test/testApp';

/** Helpers for the chat tests that run real server processes and real socket.io clients. */
export type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

const SERVER_DIR = fileURLToPath(new URL('../../../', import.meta.url));

/** Listens on `port` (0: any) for a moment; the port it got, or null when it is taken. */
function probePort(port: number): Promise<number | null> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(null));
    probe.listen(port, '127.0.0.1', () => {
      const address = probe.address();
      const got = typeof address === 'object' && address ? address.port : null;
      probe.close(() => resolve(got));
    });
  });
}

/**
 * A free port for a test server: any port, or one of TEST_PORT_RANGE (`4300-4399`) when set, for
 * machines where tests may listen only on some ports.
 */
export async function freePort(): Promise<number> {
  const range = /^(\d+)-(\d+)$/.exec(process.env.TEST_PORT_RANGE ?? '');
  if (!range) {
    const port = await probePort(0);
    if (port === null) throw new Error('no free port');
    return port;
  }
  const [low, high] = [Number(range[1]), Number(range[2])];
  // A random start, so parallel test files rarely probe the same port first.
  const start = low + Math.floor(Math.random() * (high - low + 1));
  for (let n = 0; n <= high - low; n += 1) {
    const port = low + ((start - low + n) % (high - low + 1));
    if ((await probePort(port)) !== null) return port;
  }
  throw new Error(`no free port in TEST_PORT_RANGE ${process.env.TEST_PORT_RANGE}`);
}

export type ServerProcess = {
  url: string;
  port: number;
  /** SIGTERM (graceful: in-flight work finishes) or SIGKILL (the process just dies). */
  stop: (signal?: 'SIGTERM' | 'SIGKILL') => Promise<void>;
  output: () => string;
  /** How it ended (null while it runs): its exit code, or the signal that killed it. */
  exit: () => { code: number | null; signal: NodeJS.Signals | null } | null;
};

let compiledServer: string | undefined;

/**
 * The production bundle (esbuild, about a second), built once per test process into a folder of its
 * own beside dist/ (the bundle finds the migrations and node_modules from its folder's parent, as
 * dist/main.js does); the int project's globalSetup removes these folders when the run ends.
 * It starts in about a second where tsx compiles the sources for several.
 */
export function compiledServerFile(): string {
  if (compiledServer) return compiledServer;
  const outfile = path.join(SERVER_DIR, `dist-test-${process.pid}`, 'main.js');
  const built = spawnSync(process.execPath, ['build.mjs'], {
    cwd: SERVER_DIR,
    encoding: 'utf8',
    env: { ...process.env, SERVER_BUILD_OUTFILE: outfile },
  });
  if (built.status !== 0) throw new Error(`server build failed:\n${built.stdout}\n${built.stderr}`);
  compiledServer = outfile;
  return outfile;
}

/**
 * Starts the server as its own OS process and waits until /api/health answers: `src/main.ts`
 * through tsx, or with `compiled` the bundle production runs (compiledServerFile). Without a
 * `port` the process listens on one the OS gives it and says which over its IPC channel (main.ts):
 * a port probed free here beforehand could be taken by another test's process before the server
 * listened, and the health check then answered from that other server.
 */
export async function startServerProcess(
  env: Record<string, string>,
  port?: number,
  options: { compiled?: boolean; startTimeoutMs?: number } = {},
): Promise<ServerProcess> {
  const askedPort = port ?? (process.env.TEST_PORT_RANGE ? await freePort() : 0);
  const webDir = mkdtempSync(path.join(tmpdir(), 'sidecamp-chat-web-'));
  writeFileSync(path.join(webDir, 'index.html'), TEST_INDEX_HTML);
  let output = '';
  // Node itself with tsx's loader, one process: the tsx command runs the server as a child of its
  // own, and a SIGKILL (the crash these tests simulate) left that child running after the test.
  const args = options.compiled
    ? ['--enable-source-maps', compiledServerFile()]
    : ['--import', 'tsx', 'src/main.ts'];
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(askedPort),
      WEB_DIST_DIR: webDir,
      AUTH_RATE_LIMIT_PER_MINUTE: '10000',
      // These tests are about delivery; the message budget has tests of its own (chat.socket.int.test.ts).
      CHAT_MESSAGES_PER_10_SECONDS: '1000000',
      CHAT_MESSAGE_BURST: '1000000',
      EVENT_POLL_INTERVAL_MS: '100',
      ARGON2_MEMORY_KIB: '1024',
      ARGON2_TIME_COST: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  child.stdout?.on('data', (chunk) => {
    output += String(chunk);
  });
  child.stderr?.on('data', (chunk) => {
    output += String(chunk);
  });
  let listeningUrl: string | undefined;
  child.on('message', (message) => {
    const said = message as { sidecamp?: string; url?: string };
    if (said.sidecamp === 'listening' && typeof said.url === 'string') listeningUrl = said.url;
  });
  // The harness must not wait on the channel either: a test that forgets a stop still ends.
  child.channel?.unref();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // A first start on a fresh PostgreSQL database migrates it, which a busy machine makes slow.
  const deadline = Date.now() + (options.startTimeoutMs ?? 60_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    if (listeningUrl) {
      try {
        const res = await fetch(`${listeningUrl}/api/health`, { signal: AbortSignal.timeout(1_000) });
        if (res.ok) break;
      } catch {
        // listening, but not answering yet
      }
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not start:\n${output}`);
    }
    await sleep(100);
  }
  const url = listeningUrl as string; // the loop ends only once it has answered
  const chosenPort = Number(new URL(url).port);
  return {
    url,
    port: chosenPort,
    output: () => output,
    exit: () =>
      child.exitCode === null && child.signalCode === null
        ? null
        : { code: child.exitCode, signal: child.signalCode },
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null) child.kill(signal);
      await exited;
    },
  };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type HttpUser = { no: number; nickname: string; cookie: string };

let sequence = 0;
export async function registerOver(url: string): Promise<HttpUser> {
  sequence += 1;
  const tag = `${process.pid.toString(36)}x${sequence}${Date.now().toString(36)}`;
  const res = await fetch(`${url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `chat${tag}@example.com`,
      password: 'correct horse battery',
      nickname: `chat${tag}`.slice(0, 20),
      mainJobDetail: '0403',
      occupationStatus: '01',
      visitPurpose: '01',
    }),
  });
  if (res.status !== 201) throw new Error(`register ${res.status}: ${await res.text()}`);
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const body = (await res.json()) as { user: { no: number; nickname: string } };
  return { no: body.user.no, nickname: body.user.nickname, cookie };
}

export async function postJson<T>(url: string, user: HttpUser, body: unknown): Promise<T> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: user.cookie },
    body: JSON.stringify(body),
  });
  if (res.status >= 300) throw new Error(`${url} ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

/**
 * A test client's socket, authenticated with the session cookie (a client without a realtime
 * ticket may), so a process restart in the middle of a handshake has no ticket request to lose.
 * The ticket handshake itself is tested in server.int.test.ts.
 */
function cookieSocket(url: string, user: HttpUser): ClientSocket {
  return io(url, {
    ...REALTIME_CLIENT_OPTIONS,
    transports: ['websocket'],
    reconnectionDelay: 100,
    reconnectionDelayMax: 300,
    extraHeaders: { cookie: user.cookie },
  });
}

/** How long a client waits for a missing message to come live before it fetches the gap. */
export const GAP_WAIT_MS = 250;

/**
 * A chat client that behaves as the web app does (useRoomMessages). It keeps the messages of one
 * room by id and hands them on (`delivered`) in id order, each once, and only once nothing below
 * them is missing. `completeTo` is the id up to which nothing is missing: a catch-up answer (all
 * of a room after an id, as stored) moves it to its newest message; a live message moves it only
 * when the message before it (`previousId`) is at or below it. A live message above a gap is held;
 * when the gap does not fill by itself (a message from another process still on its way) within
 * GAP_WAIT_MS, the client fetches everything after `completeTo`. On every (re)connect
 * (chatListInitialized) and resync it also asks for everything after `completeTo`.
 */
export function reliableReceiver(url: string, user: HttpUser, roomId: string) {
  const messages = new Map<string, TChatMessage>();
  const delivered: TChatMessage[] = [];
  let duplicates = 0;
  let resyncs = 0;
  let gapFetches = 0;
  let completeTo = 0;
  let catchingUp = false;
  // Live messages above completeTo, by id, with the id of the message before each.
  const held = new Map<number, number>();
  let gapTimer: NodeJS.Timeout | undefined;
  const socket = cookieSocket(url, user);
  const idOf = (message: TChatMessage) => Number(message._id);
  const take = (list: TChatMessage[]) => {
    for (const message of list) {
      if (message.roomId !== roomId) continue;
      if (messages.has(message._id)) duplicates += 1;
      messages.set(message._id, message);
    }
  };
  /** Nothing up to `to` is missing: hand on what lies between, in order. */
  const completeUpTo = (to: number) => {
    if (to <= completeTo) return;
    const run = [...messages.values()]
      .filter((message) => idOf(message) > completeTo && idOf(message) <= to)
      .sort((a, b) => idOf(a) - idOf(b));
    delivered.push(...run);
    completeTo = to;
    for (const id of held.keys()) if (id <= completeTo) held.delete(id);
  };
  const catchUp = () => {
    clearTimeout(gapTimer);
    gapTimer = undefined;
    catchingUp = true;
    socket.emit('findChatInfoOnly', { type: '01', roomId, context: { after: String(completeTo) } });
  };
  const chain = () => {
    for (const id of [...held.keys()].sort((a, b) => a - b)) {
      if ((held.get(id) as number) > completeTo) break;
      completeUpTo(id);
    }
    if (held.size === 0 || catchingUp || gapTimer || !socket.connected) return;
    gapTimer = setTimeout(() => {
      gapTimer = undefined;
      if (held.size === 0 || catchingUp || !socket.connected) return;
      gapFetches += 1;
      catchUp();
    }, GAP_WAIT_MS);
  };
  socket.on('addMessage', (payload) => {
    const message = payload.messageResult;
    if (message.roomId !== roomId) return;
    take([message]);
    if (idOf(message) <= completeTo) return;
    // Without a previousId nothing tells what lies below: treat it as a gap.
    held.set(
      idOf(message),
      payload.previousId === undefined ? Number.POSITIVE_INFINITY : Number(payload.previousId),
    );
    chain();
  });
  socket.on('chatListInitialized', catchUp);
  socket.on('disconnect', () => {
    catchingUp = false;
    clearTimeout(gapTimer);
    gapTimer = undefined;
  });
  socket.on('resync', () => {
    resyncs += 1;
    catchUp();
  });
  socket.on('loadMessageResult', (payload) => {
    if (payload.roomId !== roomId) return;
    take(payload.messages);
    // The answer holds every message of the room after the asked id, as stored when it was read.
    completeUpTo(Math.max(0, ...payload.messages.map(idOf)));
    if (payload.hasMore) return catchUp();
    catchingUp = false;
    chain();
  });
  return {
    socket,
    /** Everything seen, in id order, each once. */
    ordered: () => [...messages.values()].sort((a, b) => idOf(a) - idOf(b)),
    /** What the client handed on: in id order, each once, with nothing missing below any of them. */
    delivered: () => [...delivered],
    /** Messages seen more than once (live and again in a catch-up), which the client drops. */
    duplicates: () => duplicates,
    /** How many times the server said its cross-process link came back. */
    resyncs: () => resyncs,
    /** How many times a gap below a live message did not fill by itself and was fetched. */
    gapFetches: () => gapFetches,
    close: () => {
      clearTimeout(gapTimer);
      socket.disconnect();
    },
  };
}

/** Sends one message and retries (same client id) until the server acknowledges it as stored. */
export async function sendUntilStored(
  socket: ClientSocket,
  roomId: string,
  clientId: string,
  body: string,
): Promise<TChatMessage> {
  for (let attempt = 0; attempt < 400; attempt += 1) {
    if (!socket.connected) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 500);
        socket.once('connect', () => {
          clearTimeout(timer);
          resolve();
        });
      });
      continue;
    }
    try {
      const result = await socket.timeout(2_000).emitWithAck('sendMessage', { roomId, clientId, body });
      if (result.ok) return result.data;
      // Too fast (or the server is busy): wait as long as it says.
      if (result.retryAfterMs) await sleep(Math.min(result.retryAfterMs, 5_000));
    } catch {
      // no ack in time (the server went away): try again with the same client id
    }
    await sleep(50);
  }
  throw new Error(`message ${clientId} was never acknowledged`);
}

export function senderSocket(url: string, user: HttpUser): ClientSocket {
  return cookieSocket(url, user);
}

export const connectedSocket = (socket: ClientSocket) =>
  socket.connected
    ? Promise.resolve()
    : new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
