import { spawn } from 'node:child_process';
import { createConnection } from 'node:net';
import type { TChatRoom } from '@sidecamp/domain';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import {
  connectedSocket,
  freePort,
  type HttpUser,
  postJson,
  registerOver,
  reliableReceiver,
  sleep,
} from '../modules/chat/chat.testing';
import { type RunningServer, startServer } from '../server';
import { RELAXED_RATE_LIMITS, testConfig } from '../test/testApp';
import { createTestDatabase } from '../test/testDatabase';

/**
 * Two installations on one Redis (each its own database, so their room names repeat: the same
 * `user:N`, the same `chat:<id>`), each with its own REDIS_PREFIX; installation A runs two
 * processes. A hears its own messages across its processes, B hears nothing of A, and every key
 * and channel in the Redis carries one of the two prefixes. A Redis of the test's own, so the scan
 * sees only what these installations wrote.
 */

const cleanups: Array<() => unknown> = [];
afterAll(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
}, 60_000);

async function privateRedis(port: number) {
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  cleanups.push(async () => {
    child.kill('SIGKILL');
    await exited;
  });
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const up = await new Promise<boolean>((resolve) => {
      const probe = createConnection({ port, host: '127.0.0.1' }, () => {
        probe.destroy();
        resolve(true);
      });
      probe.once('error', () => resolve(false));
    });
    if (up) return;
    await sleep(100);
  }
  throw new Error('redis-server did not start');
}

const PREFIX_A = 'sidecamp-a:';
const PREFIX_B = 'sidecamp-b:';

describe.runIf(process.env.TEST_REDIS_URL)('two installations on one Redis', () => {
  it('hear nothing of each other, and every key and channel carries its prefix', {
    timeout: 240_000,
  }, async () => {
    const redisUrl = `redis://127.0.0.1:${await freePort()}`;
    await privateRedis(Number(new URL(redisUrl).port));
    // Everything published on this Redis, whoever publishes it.
    const spy = new Redis(redisUrl);
    const reader = new Redis(redisUrl);
    cleanups.push(
      () => spy.disconnect(),
      () => reader.disconnect(),
    );
    const published: string[] = [];
    spy.on('pmessage', (_pattern, channel) => published.push(channel));
    await spy.psubscribe('*');

    const start = async (prefix: string, database: Awaited<ReturnType<typeof createTestDatabase>>) => {
      // Port 0: the OS gives a free one, and server.url says which.
      const server: RunningServer = await startServer(
        testConfig({
          ...RELAXED_RATE_LIMITS,
          PORT: '0',
          HOST: '127.0.0.1',
          REDIS_URL: redisUrl,
          REDIS_PREFIX: prefix,
          EVENT_POLL_INTERVAL_MS: '50',
          ARGON2_MEMORY_KIB: '1024',
          ARGON2_TIME_COST: '1',
        }),
        // The test closes the databases itself: installation A's two processes share one.
        { database: { ...database, close: async () => undefined } },
      );
      cleanups.push(() => server.close());
      return server;
    };
    const databaseA = await createTestDatabase();
    const databaseB = await createTestDatabase();
    cleanups.push(
      () => databaseA.close(),
      () => databaseB.close(),
    );
    const a1 = await start(PREFIX_A, databaseA);
    // A second process of installation A, on the same database.
    const a2 = await start(PREFIX_A, databaseA);
    const b = await start(PREFIX_B, databaseB);

    // The same people and rooms by number on both installations.
    const [annA, bobA] = [await registerOver(a1.url), await registerOver(a1.url)];
    const [annB, bobB] = [await registerOver(b.url), await registerOver(b.url)];
    expect([annB.no, bobB.no]).toEqual([annA.no, bobA.no]);
    const direct = (url: string, from: HttpUser, to: HttpUser) =>
      postJson<TChatRoom>(`${url}/api/chat/direct`, from, { opponentNo: to.no });
    const roomA = await direct(a1.url, annA, bobA);
    const roomB = await direct(b.url, annB, bobB);
    expect(roomB._id).toBe(roomA._id);

    // Bob of A listens on A's second process, Bob of B on B: same user room, same chat room.
    const hearsA = reliableReceiver(a2.url, bobA, roomA._id);
    const hearsB = reliableReceiver(b.url, bobB, roomB._id);
    cleanups.push(
      () => hearsA.close(),
      () => hearsB.close(),
    );
    const heardByB: string[] = [];
    hearsB.socket.onAny((event) => heardByB.push(String(event)));
    await Promise.all([connectedSocket(hearsA.socket), connectedSocket(hearsB.socket)]);
    // B's own events of the sign-ups (the welcome points' levelUp, sent by B's dispatcher a moment
    // later, later still on a loaded machine) are let in before A starts: B is quiet for 3 s.
    for (let waited = 0, heard = -1; heard !== heardByB.length && waited < 30_000; waited += 3_000) {
      heard = heardByB.length;
      await sleep(3_000);
    }
    heardByB.splice(0);

    // Ann of A writes on A's first process until Bob of A hears it on the second (the adapter's
    // subscription may need a moment), then a while more.
    for (let n = 0; n < 50 && hearsA.ordered().length === 0; n += 1) {
      await postJson(`${a1.url}/api/chat/rooms/${roomA._id}/messages`, annA, {
        clientId: `a-${n}`,
        body: `private message of installation A (${n})`,
      });
      await sleep(200);
    }
    expect(hearsA.ordered().length).toBeGreaterThan(0);
    await postJson(`${a1.url}/api/chat/rooms/${roomA._id}/messages`, annA, {
      clientId: 'a-last',
      body: 'another private message of installation A',
    });
    await sleep(1_000);
    expect(heardByB).toEqual([]);
    expect(hearsB.ordered()).toEqual([]);

    // Every key and every channel used is one installation's.
    const keys: string[] = [];
    let cursor = '0';
    do {
      const [next, batch] = await reader.scan(cursor, 'COUNT', 1000);
      cursor = next;
      keys.push(...batch);
    } while (cursor !== '0');
    expect(keys.length).toBeGreaterThan(0);
    const foreign = (name: string) => !name.startsWith(PREFIX_A) && !name.startsWith(PREFIX_B);
    expect(keys.filter(foreign)).toEqual([]);
    expect(published.length).toBeGreaterThan(0);
    expect([...new Set(published)].filter(foreign)).toEqual([]);
    const channels = (await reader.pubsub('CHANNELS', '*')) as string[];
    expect(channels.filter(foreign)).toEqual([]);
  });
});
