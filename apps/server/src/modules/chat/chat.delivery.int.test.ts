import { spawn } from 'node:child_process';
import { createConnection } from 'node:net';
import type { ChatReadCount, TChatRoom } from '@sidecamp/domain';
import { afterEach, describe, expect, it, onTestFailed } from 'vitest';
import { createProcessDatabase } from '../../test/testDatabase';
import {
  connectedSocket,
  freePort,
  type HttpUser,
  postJson,
  registerOver,
  reliableReceiver,
  type ServerProcess,
  senderSocket,
  sendUntilStored,
  sleep,
  startServerProcess,
} from './chat.testing';

const cleanups: Array<() => unknown> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A fresh, migrated database for the processes, on the tests' PostgreSQL. */
async function databaseEnv(): Promise<Record<string, string>> {
  const database = await createProcessDatabase('sidecamp_chat');
  cleanups.unshift(database.drop);
  return { DATABASE_URL: database.url };
}

async function started(env: Record<string, string>, port?: number): Promise<ServerProcess> {
  const server = await startServerProcess(env, port, { compiled: true });
  cleanups.push(() => server.stop('SIGKILL'));
  // A failure shows what each process said and whether it was still running.
  onTestFailed(() => {
    console.error(
      `server at ${server.url}, ended: ${JSON.stringify(server.exit())}\n${server.output().slice(-3_000)}`,
    );
  });
  return server;
}

async function directRoom(url: string, a: HttpUser, b: HttpUser): Promise<TChatRoom> {
  return postJson<TChatRoom>(`${url}/api/chat/direct`, a, { opponentNo: b.no });
}

describe('nothing lost', () => {
  it('a burst survives a cut connection and a server restart: every message once, in order', {
    timeout: 180_000,
  }, async () => {
    const env = await databaseEnv();
    let server = await started(env);
    const port = server.port;
    const a = await registerOver(server.url);
    const b = await registerOver(server.url);
    const room = await directRoom(server.url, a, b);

    const sender = senderSocket(server.url, a);
    cleanups.push(() => sender.disconnect());
    const receiver = reliableReceiver(server.url, b, room._id);
    cleanups.push(() => receiver.close());
    await Promise.all([connectedSocket(sender), connectedSocket(receiver.socket)]);

    const total = 120;
    const bodies = Array.from({ length: total }, (_, n) => `burst ${n}`);
    const burst = (async () => {
      for (let n = 0; n < total; n += 1)
        await sendUntilStored(sender, room._id, `burst-${n}`, bodies[n] as string);
    })();

    // Mid-burst: cut the receiver's connection, then restart the server process under everyone.
    await waitFor(() => receiver.ordered().length >= 30);
    receiver.socket.io.engine.close();
    await waitFor(() => receiver.ordered().length >= 40 || receiver.socket.connected);
    // Killed outright: PostgreSQL keeps every committed message whatever happens to the process.
    await server.stop('SIGKILL');
    await sleep(300);
    server = await started(env, port);

    await burst;
    await waitFor(() => receiver.ordered().length >= total);
    const got = receiver.ordered();
    expect(got.map((message) => message.body)).toEqual(bodies);
    expect(new Set(got.map((message) => message._id)).size).toBe(total);

    // The database holds each message once, whatever the retries.
    type Page = { messages: Array<{ _id: string; body: string }> };
    const history = (await (
      await fetch(`${server.url}/api/chat/rooms/${room._id}/messages?limit=100&after=0`, {
        headers: { cookie: b.cookie },
      })
    ).json()) as Page;
    const rest = (await (
      await fetch(
        `${server.url}/api/chat/rooms/${room._id}/messages?limit=100&after=${history.messages.at(-1)?._id}`,
        {
          headers: { cookie: b.cookie },
        },
      )
    ).json()) as Page;
    expect([...history.messages, ...rest.messages].map((m: { body: string }) => m.body)).toEqual(bodies);
    const counts = await postJson<{ messageCount: ChatReadCount[] }>(
      `${server.url}/api/chat/message_count`,
      b,
      {},
    );
    expect(counts.messageCount.find((row) => row._id === room._id)?.count).toBe(total);
  });
});

describe('many senders at once (PostgreSQL)', () => {
  it('8 senders x 50 messages while the receiver is cut off at random moments: each message handed on once, in id order', {
    timeout: 240_000,
  }, async () => {
    const server = await started(await databaseEnv());
    const host = await registerOver(server.url);
    const room = await postJson<TChatRoom>(`${server.url}/api/chat/open`, host, { name: 'Crowded room' });
    const people: HttpUser[] = [];
    for (let n = 0; n < 9; n += 1) {
      const person = await registerOver(server.url);
      await postJson(`${server.url}/api/chat/join`, person, { chatId: room._id });
      people.push(person);
    }
    const [reader, ...writers] = people as [HttpUser, ...HttpUser[]];

    // A reader that stays connected hears the room's announcements in id order, each once.
    const watcher = senderSocket(server.url, host);
    cleanups.push(() => watcher.disconnect());
    const heard: number[] = [];
    watcher.on('addMessage', ({ messageResult }) => {
      if (messageResult.roomId === room._id) heard.push(Number(messageResult._id));
    });
    const receiver = reliableReceiver(server.url, reader, room._id);
    cleanups.push(() => receiver.close());
    const senders = writers.map((writer) => {
      const socket = senderSocket(server.url, writer);
      cleanups.push(() => socket.disconnect());
      return socket;
    });
    await Promise.all([watcher, receiver.socket, ...senders].map(connectedSocket));

    let sending = true;
    const sends = Promise.all(
      senders.map(async (socket, who) => {
        for (let n = 0; n < 50; n += 1)
          await sendUntilStored(socket, room._id, `w${who}-${n}`, `writer ${who} message ${n}`);
      }),
    ).finally(() => {
      sending = false;
    });
    // Meanwhile the receiver's connection is cut at random moments (socket.io reconnects it).
    let cuts = 0;
    while (sending) {
      await sleep(50 + Math.random() * 250);
      if (!sending || !receiver.socket.connected) continue;
      receiver.socket.io.engine.close();
      cuts += 1;
    }
    await sends;
    expect(cuts).toBeGreaterThan(0);

    // Everything the room holds, as stored.
    const stored: number[] = [];
    for (let after = '0'; ; ) {
      const res = await fetch(`${server.url}/api/chat/rooms/${room._id}/messages?limit=100&after=${after}`, {
        headers: { cookie: reader.cookie },
      });
      const page = (await res.json()) as { messages: Array<{ _id: string }>; hasMore: boolean };
      stored.push(...page.messages.map((message) => Number(message._id)));
      if (!page.hasMore) break;
      after = page.messages.at(-1)?._id as string;
    }
    expect(stored.length).toBeGreaterThanOrEqual(400);

    await waitFor(() => receiver.delivered().length >= stored.length);
    expect(receiver.delivered().map((message) => Number(message._id))).toEqual(stored);
    await waitFor(() => heard.filter((id) => id >= (stored[0] as number)).length >= 400);
    const live = heard.filter((id) => stored.includes(id));
    expect(live).toEqual([...live].sort((a, b) => a - b));
    expect(new Set(live).size).toBe(live.length);
  });
});

const twoProcesses = process.env.TEST_REDIS_URL;
describe.skipIf(!twoProcesses)('two server processes (PostgreSQL + Redis)', () => {
  it('a message sent through one process reaches a client on the other, and unread counts agree', {
    timeout: 180_000,
  }, async () => {
    const env = { ...(await databaseEnv()), REDIS_URL: process.env.TEST_REDIS_URL as string };
    const [one, two] = await Promise.all([started(env), started(env)]);
    const a = await registerOver(one.url);
    const b = await registerOver(two.url);
    const room = await directRoom(one.url, a, b);

    const sender = senderSocket(one.url, a);
    cleanups.push(() => sender.disconnect());
    const receiver = reliableReceiver(two.url, b, room._id);
    cleanups.push(() => receiver.close());
    await Promise.all([connectedSocket(sender), connectedSocket(receiver.socket)]);
    // The adapter's subscription settles right after connecting; the catch-up covers the gap anyway.
    await sleep(300);

    const live: string[] = [];
    receiver.socket.on('addMessage', (payload) => live.push(payload.messageResult.body));
    for (let n = 0; n < 5; n += 1) await sendUntilStored(sender, room._id, `cross-${n}`, `across ${n}`);
    await waitFor(() => live.length >= 5);
    expect(live).toEqual(['across 0', 'across 1', 'across 2', 'across 3', 'across 4']);

    const countOn = async (url: string) =>
      (
        await postJson<{ messageCount: ChatReadCount[] }>(`${url}/api/chat/message_count`, b, {})
      ).messageCount.find((row) => row._id === room._id)?.count;
    expect(await countOn(one.url)).toBe(5);
    expect(await countOn(two.url)).toBe(5);

    // Reading on one process clears the count everywhere, and B's socket on the other hears it.
    const cleared = new Promise<ChatReadCount[]>((resolve) =>
      receiver.socket.once('newNotReadMessagesCount', (payload) => resolve(payload.messageCount)),
    );
    const last = receiver.ordered().at(-1)?._id as string;
    await postJson(`${one.url}/api/chat/rooms/${room._id}/read`, b, { messageId: last });
    expect(await cleared).toEqual([{ _id: room._id, count: 0 }]);
    expect(await countOn(two.url)).toBe(0);
  });
});

/** A Redis of this test's own (never the shared one), so it can be killed and started again. */
async function privateRedis(port: number) {
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (let attempt = 0; attempt < 50; attempt += 1) {
    try {
      const socket = await new Promise<import('node:net').Socket>((resolve, reject) => {
        const probe = createConnection({ port, host: '127.0.0.1' }, () => resolve(probe));
        probe.once('error', reject);
      });
      socket.destroy();
      break;
    } catch {
      await sleep(100);
    }
  }
  return {
    kill: async () => {
      child.kill('SIGKILL');
      await exited;
    },
  };
}

describe.skipIf(!twoProcesses)('a Redis restart (two processes, PostgreSQL)', () => {
  it('loses no message: announcements missed while Redis is down are caught up after resync', {
    timeout: 180_000,
  }, async () => {
    const redisPort = await freePort();
    let redis = await privateRedis(redisPort);
    cleanups.push(() => redis.kill());
    const env = { ...(await databaseEnv()), REDIS_URL: `redis://127.0.0.1:${redisPort}` };
    const [one, two] = await Promise.all([started(env), started(env)]);
    const a = await registerOver(one.url);
    const b = await registerOver(two.url);
    const room = await directRoom(one.url, a, b);
    const sender = senderSocket(one.url, a);
    cleanups.push(() => sender.disconnect());
    const receiver = reliableReceiver(two.url, b, room._id);
    cleanups.push(() => receiver.close());
    await Promise.all([connectedSocket(sender), connectedSocket(receiver.socket)]);

    const bodies = Array.from({ length: 9 }, (_, n) => `through an outage ${n}`);
    for (const n of [0, 1, 2]) await sendUntilStored(sender, room._id, `outage-${n}`, bodies[n] as string);
    await waitFor(() => receiver.ordered().length >= 3);

    await redis.kill();
    // Stored and acknowledged by process one while the processes cannot talk to each other.
    for (const n of [3, 4, 5]) await sendUntilStored(sender, room._id, `outage-${n}`, bodies[n] as string);
    redis = await privateRedis(redisPort);
    for (const n of [6, 7, 8]) await sendUntilStored(sender, room._id, `outage-${n}`, bodies[n] as string);

    await waitFor(() => receiver.ordered().length >= bodies.length);
    expect(receiver.ordered().map((message) => message.body)).toEqual(bodies);
    // The server told its sockets to catch up when its Redis subscription came back.
    expect(receiver.resyncs()).toBeGreaterThan(0);
  });
});

async function waitFor(condition: () => boolean, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await sleep(20);
  }
}
