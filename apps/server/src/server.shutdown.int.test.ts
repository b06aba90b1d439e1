import { randomBytes } from 'node:crypto';
import type { TChatRoom } from '@sidecamp/domain';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  compiledServerFile,
  connectedSocket,
  type HttpUser,
  postJson,
  registerOver,
  reliableReceiver,
  type ServerProcess,
  sleep,
  startServerProcess,
} from './modules/chat/chat.testing';
import { createProcessDatabase } from './test/testDatabase';

/**
 * SIGTERM while people write, on PostgreSQL and Redis, against the real server process (src/main.ts
 * in a child process of its own): the process shuts down in order and exits 0, and no write that
 * was committed went unanswered (a reset or a 5xx for a stored write is what a crash mid-shutdown
 * looks like). Ten tries, each stopped at a different moment of the writing, from the first few
 * answers to some forty (SHUTDOWN_TRIES=50 spreads fifty over the same span, for a hunt). Each try
 * starts a server process, about 3 s of CPU, so twenty took four minutes of a busy CI run.
 */

const redisUrl = process.env.TEST_REDIS_URL;
const TRIES = Number(process.env.SHUTDOWN_TRIES ?? 10);
let database: Awaited<ReturnType<typeof createProcessDatabase>> | undefined;
let env: Record<string, string> = {};
let sql: pg.Client | undefined;

type Outcome = { key: string; answer: number | 'reset' | 'refused' };

/** One write: its status, 'refused' when no connection was made (it never reached the server), else 'reset'. */
async function write(url: string, user: HttpUser, body: unknown, headers: Record<string, string> = {}) {
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: user.cookie, ...headers },
      body: JSON.stringify(body),
    });
    await res.arrayBuffer();
    return res.status;
  } catch (error) {
    const code = (error as { cause?: { code?: string } }).cause?.code;
    return code === 'ECONNREFUSED' ? 'refused' : 'reset';
  }
}

describe.runIf(redisUrl)('SIGTERM during writes (PostgreSQL and Redis, a real process)', () => {
  beforeAll(async () => {
    database = await createProcessDatabase('sidecamp_shutdown');
    env = {
      DATABASE_URL: database.url,
      REDIS_URL: redisUrl as string,
      REDIS_PREFIX: `sidecamp-shutdown-${randomBytes(4).toString('hex')}:`,
      WRITE_RATE_LIMIT_PER_MINUTE: '1000000',
      WRITE_RATE_LIMITS: '*=1000000',
      // Long enough for any drain on a busy machine: a forced exit (code 1) would be a failure too.
      SHUTDOWN_GRACE_MS: '20000',
      EVENT_POLL_INTERVAL_MS: '20',
    };
    sql = new pg.Client({ connectionString: database.url });
    // The bundle production runs (and a start in a second rather than tsx's several).
    compiledServerFile();
  }, 60_000);

  afterAll(async () => {
    await sql?.end().catch(() => undefined);
    await database?.drop();
  }, 60_000);

  it(`exits 0 and answers every committed write, ${TRIES} tries`, { timeout: 900_000 }, async () => {
    // People and a room, made once; every try starts a fresh process on the same database.
    let server: ServerProcess = await startServerProcess(env, undefined, {
      compiled: true,
      startTimeoutMs: 180_000,
    });
    const a = await registerOver(server.url);
    const b = await registerOver(server.url);
    const room = await postJson<TChatRoom>(`${server.url}/api/chat/direct`, a, { opponentNo: b.no });
    await server.stop('SIGTERM');
    await sql?.connect();

    for (let attempt = 0; attempt < TRIES; attempt += 1) {
      server = await startServerProcess(env, undefined, { compiled: true, startTimeoutMs: 180_000 });
      // A listener on the room, so every message is also emitted through the Redis adapter.
      const receiver = reliableReceiver(server.url, b, room._id);
      await connectedSocket(receiver.socket);
      const outcomes: Outcome[] = [];
      let stopped = false;
      const writer = async (kind: 'message' | 'post' | 'reply', who: HttpUser, lane: number) => {
        let postId: number | undefined;
        for (let n = 0; !stopped; n += 1) {
          const key = `t${attempt}-${kind}-${lane}-${n}`;
          let answer: Outcome['answer'];
          if (kind === 'message') {
            answer = await write(`${server.url}/api/chat/rooms/${room._id}/messages`, who, {
              clientId: key,
              body: key,
            });
          } else if (kind === 'post' || postId === undefined) {
            answer = await write(
              `${server.url}/api/lounge/posts`,
              who,
              { category: '04', postType: '01', title: key, body: `Written during a shutdown (${key}).` },
              { 'idempotency-key': `shutdown-${key}` },
            );
            if (answer === 201) {
              const [row] = (await sql?.query('select id from posts where title = $1', [key]))?.rows ?? [];
              postId = row?.id as number | undefined;
            }
          } else {
            answer = await write(`${server.url}/api/lounge/posts/${postId}/replies`, who, { body: key });
          }
          outcomes.push({ key, answer });
          if (answer === 'refused') return;
        }
      };
      const writers = Promise.all([
        writer('message', a, 0),
        writer('message', b, 1),
        writer('post', a, 2),
        writer('reply', b, 3),
      ]);
      // A different moment of the writing each try: after 4 to 40 answers, with writes in flight.
      const answersBefore = 4 + Math.round((attempt * 36) / Math.max(TRIES - 1, 1));
      while (outcomes.length < answersBefore) await sleep(5);
      const stopping = server.stop('SIGTERM');
      await stopping;
      stopped = true;
      await writers;
      receiver.close();

      const exit = server.exit();
      expect(exit, `try ${attempt}: the process ended by itself with code 0\n${server.output()}`).toEqual({
        code: 0,
        signal: null,
      });
      expect(server.output(), `try ${attempt}`).not.toMatch(/Connection is closed/);

      const keys = outcomes.map((outcome) => outcome.key);
      const stored = new Set<string>([
        ...(
          (await sql?.query('select client_id as key from chat_messages where client_id = any($1)', [keys]))
            ?.rows ?? []
        ).map((row) => row.key as string),
        ...(
          (await sql?.query('select title as key from posts where title = any($1)', [keys]))?.rows ?? []
        ).map((row) => row.key as string),
        ...(
          (await sql?.query('select body as key from replies where body = any($1)', [keys]))?.rows ?? []
        ).map((row) => row.key as string),
      ]);
      const unanswered = outcomes.filter(
        (outcome) => stored.has(outcome.key) && !(typeof outcome.answer === 'number' && outcome.answer < 300),
      );
      expect(unanswered, `try ${attempt}: stored writes answered without success`).toEqual([]);
      const lost = outcomes.filter(
        (outcome) => typeof outcome.answer === 'number' && outcome.answer < 300 && !stored.has(outcome.key),
      );
      expect(lost, `try ${attempt}: answered writes not stored`).toEqual([]);
      expect(outcomes.filter((outcome) => outcome.answer === 201).length).toBeGreaterThan(0);
    }
  });
});
