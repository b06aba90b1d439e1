import { type ChildProcess, spawn } from 'node:child_process';
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
const TSX = path.join(SERVER_DIR, '..', '..', 'node_modules', '.bin', 'tsx');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export type ServerProcess = {
  url: string;
  port: number;
  /** SIGTERM (graceful: in-flight work finishes) or SIGKILL (the process just dies). */
  stop: (signal?: 'SIGTERM' | 'SIGKILL') => Promise<void>;
  output: () => string;
};

/** Starts `src/main.ts` as its own OS process and waits until /api/health answers. */
export async function startServerProcess(env: Record<string, string>, port?: number): Promise<ServerProcess> {
  const chosenPort = port ?? (await freePort());
  const webDir = mkdtempSync(path.join(tmpdir(), 'sidecamp-chat-web-'));
  writeFileSync(path.join(webDir, 'index.html'), TEST_INDEX_HTML);
  let output = '';
  const child: ChildProcess = spawn(TSX, ['src/main.ts'], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(chosenPort),
      WEB_DIST_DIR: webDir,
      AUTH_RATE_LIMIT_PER_MINUTE: '10000',
      EVENT_POLL_INTERVAL_MS: '100',
      ARGON2_MEMORY_KIB: '1024',
      ARGON2_TIME_COST: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => {
    output += String(chunk);
  });
  child.stderr?.on('data', (chunk) => {
    output += String(chunk);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${chosenPort}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(1_000) });
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not start:\n${output}`);
    }
    await sleep(100);
  }
  return {
    url,
    port: chosenPort,
    output: () => output,
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

/**
 * A chat client that behaves as the web app does: it keeps the messages of one room by id, and on
 * every (re)connect (chatListInitialized) or resync it asks for everything after its last seen id.
 */
export function reliableReceiver(url: string, user: HttpUser, roomId: string) {
  const messages = new Map<string, TChatMessage>();
  let duplicates = 0;
  let resyncs = 0;
  // Catch-up bookkeeping, as the web client keeps it (useRoomMessages): `completeTo` is the id up to
  // which nothing is missing. Live messages move it only once this connection has caught up (after
  // its join, live delivery is gapless); a catch-up answer lost with a dropped connection must not
  // leave a later live message's id as the starting point, or the gap below it is never fetched.
  let completeTo = 0;
  let caughtUp = false;
  const socket = cookieSocket(url, user);
  const newest = (list: TChatMessage[]) => Math.max(0, ...list.map((message) => Number(message._id)));
  const take = (list: TChatMessage[]) => {
    for (const message of list) {
      if (message.roomId !== roomId) continue;
      if (messages.has(message._id)) duplicates += 1;
      messages.set(message._id, message);
    }
  };
  const catchUp = () => {
    caughtUp = false;
    socket.emit('findChatInfoOnly', { type: '01', roomId, context: { after: String(completeTo) } });
  };
  socket.on('addMessage', (payload) => {
    take([payload.messageResult]);
    if (caughtUp && payload.messageResult.roomId === roomId)
      completeTo = Math.max(completeTo, Number(payload.messageResult._id));
  });
  socket.on('chatListInitialized', catchUp);
  socket.on('disconnect', () => {
    caughtUp = false;
  });
  socket.on('resync', () => {
    resyncs += 1;
    catchUp();
  });
  socket.on('loadMessageResult', (payload) => {
    if (payload.roomId !== roomId) return;
    take(payload.messages);
    if (payload.hasMore) {
      completeTo = Math.max(completeTo, newest(payload.messages));
      catchUp();
      return;
    }
    // Everything up to the answer, plus whatever came live since this connection joined the room.
    completeTo = Math.max(completeTo, newest([...messages.values()]));
    caughtUp = true;
  });
  return {
    socket,
    /** In id order, each once. */
    ordered: () => [...messages.values()].sort((a, b) => Number(a._id) - Number(b._id)),
    /** Live announcements that repeated a message already held (harmless, counted for the record). */
    duplicates: () => duplicates,
    /** How many times the server said its cross-process link came back. */
    resyncs: () => resyncs,
    close: () => socket.disconnect(),
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
