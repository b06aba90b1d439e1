import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { TChatRoom, TFeedPage } from '@sidecamp/domain';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  connectedSocket,
  type HttpUser,
  postJson,
  registerOver,
  reliableReceiver,
  senderSocket,
  sendUntilStored,
  sleep,
} from '../src/modules/chat/chat.testing';
import { type Deployment, deploy } from './scaleout.deploy';
import {
  type Child,
  checkShippedConfig,
  dropDatabase,
  freshDatabase,
  killAllChildren,
  type Nginx,
  removeTemporaryFolders,
  startNginx,
  startServer,
  temporaryFolder,
  waitUntilAnswering,
} from './scaleout.harness';

/**
 * Three server processes behind Debian's nginx running deploy/nginx/sidecamp.conf, on PostgreSQL
 * and Redis, as production runs them (NODE_ENV=production, the compiled bundle). A chat and feed
 * journey goes through nginx only; in the middle one process is killed with SIGKILL. Afterwards
 * every client holds every committed message once, in order, and every write is either committed
 * once or was refused.
 */

// SCALEOUT_PORT moves all four ports (nginx on it, the servers on the next three).
const NGINX_PORT = Number(process.env.SCALEOUT_PORT ?? 3400);
const SERVER_PORTS = [NGINX_PORT + 1, NGINX_PORT + 2, NGINX_PORT + 3];
const BASE = `http://127.0.0.1:${NGINX_PORT}`;
const ADMIN_DATABASE_URL =
  process.env.SCALEOUT_ADMIN_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE_NAME = 'sidecamp_scaleout';
const REDIS_URL = process.env.SCALEOUT_REDIS_URL ?? 'redis://127.0.0.1:6379';

// Rate-limit counters of this run only, whatever else shares the Redis.
const RATE_LIMIT_REDIS_PREFIX = `sidecamp-scaleout-${process.pid}-${Date.now().toString(36)}:`;
const METRICS_TOKEN = randomBytes(24).toString('hex');
let databaseUrl = '';
let servers: Child[] = [];
let nginx: Nginx | undefined;
let serverEnv: Record<string, string> = {};
let sql: pg.Client | undefined;
const closers: Array<() => unknown> = [];

async function stopEverything() {
  for (const close of closers.splice(0).reverse()) {
    try {
      await close();
    } catch {
      // keep closing the rest
    }
  }
  await Promise.all([...servers, ...(nginx ? [nginx] : [])].map((child) => child.kill('SIGKILL')));
  killAllChildren();
  removeTemporaryFolders();
}

let deployment: Deployment | undefined;

beforeAll(async () => {
  // A fresh copy built with the documented steps (`npm ci && npm run build`), run as the unit runs it.
  deployment = deploy();
  databaseUrl = await freshDatabase(ADMIN_DATABASE_URL, DATABASE_NAME);
  const dataDir = temporaryFolder('data');
  // What every process shares: one database, one Redis, one uploads folder, the same secrets.
  const env: Record<string, string> = {
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    REDIS_URL,
    PUBLIC_URL: BASE,
    TRUST_PROXY: '127.0.0.1',
    PAYMENT_PROVIDER: 'sandbox',
    PAYMENT_WEBHOOK_SECRET: randomBytes(24).toString('hex'),
    MAIL_LINK_SECRET: randomBytes(24).toString('hex'),
    DATA_DIR: dataDir,
    UPLOADS_DIR: path.join(dataDir, 'uploads'),
    LOG_FORMAT: 'json',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_REDIS_PREFIX,
    METRICS_TOKEN,
    // The journey is about delivery, not the budgets (tested elsewhere); many users share 127.0.0.1.
    AUTH_RATE_LIMIT_PER_MINUTE: '10000',
    WRITE_RATE_LIMIT_PER_MINUTE: '100000',
    WRITE_RATE_LIMITS: '*=100000',
    CHAT_MESSAGES_PER_10_SECONDS: '100000',
    CHAT_MESSAGE_BURST: '100000',
    EVENT_POLL_INTERVAL_MS: '100',
    ARGON2_MEMORY_KIB: '1024',
    ARGON2_TIME_COST: '1',
  };
  serverEnv = env;
  servers = SERVER_PORTS.map((port) => startServer(deployment as Deployment, port, env));
  await Promise.all(
    servers.map((server, n) => waitUntilAnswering(`http://127.0.0.1:${SERVER_PORTS[n]}/api/health`, server)),
  );
  nginx = await startNginx(
    NGINX_PORT,
    SERVER_PORTS,
    path.join((deployment as Deployment).dir, 'apps', 'web', 'dist'),
  );
  await waitUntilAnswering(`${BASE}/api/health`, nginx, 10_000);
  sql = new pg.Client({ connectionString: databaseUrl });
  await sql.connect();
  closers.push(() => sql?.end());
}, 1_200_000);

afterAll(async () => {
  // Each step's time is printed: on a loaded machine removing the built copy (its node_modules) is
  // the slow one, and a hook that times out should say which step it was in.
  const step = async (name: string, run: () => unknown) => {
    const started = Date.now();
    await run();
    console.log(`cleanup: ${name} ${Date.now() - started} ms`);
  };
  await step('stop processes', stopEverything);
  await step('remove the built copy', () => deployment?.remove());
  await step('drop the database', () => dropDatabase(ADMIN_DATABASE_URL, DATABASE_NAME).catch(() => {}));
}, 300_000);

type Outcome = { key: string; statuses: Array<number | 'reset'>; committedId?: string };

/** One POST through nginx; a dropped connection (the process died mid-request) counts as 'reset'. */
async function post(
  url: string,
  user: HttpUser,
  body: unknown,
): Promise<{ status: number | 'reset'; json?: unknown }> {
  try {
    const res = await fetch(`${BASE}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: user.cookie },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
    const text = await res.text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: res.status, json };
  } catch {
    return { status: 'reset' };
  }
}

const isGatewayFailure = (status: number | 'reset') => status === 'reset' || status === 502 || status === 504;

/**
 * A chat message over REST: on a gateway failure it is sent again with the same clientId (the
 * route is idempotent per clientId), until the server answers. Every answer is recorded.
 */
async function sendOverRest(
  user: HttpUser,
  roomId: string,
  clientId: string,
  body: string,
): Promise<Outcome> {
  const outcome: Outcome = { key: clientId, statuses: [] };
  for (let attempt = 0; attempt < 30; attempt += 1) {
    const { status, json } = await post(`/api/chat/rooms/${roomId}/messages`, user, { clientId, body });
    outcome.statuses.push(status);
    if (status === 200 || status === 201) {
      outcome.committedId = (json as { _id: string })._id;
      return outcome;
    }
    if (!isGatewayFailure(status)) return outcome;
    await sleep(100);
  }
  return outcome;
}

async function storedMessages(roomId: string) {
  const rows = await sql?.query<{ id: string; client_id: string | null; sender_no: number | null }>(
    'select id::text as id, client_id, sender_no from chat_messages where room_id = $1 order by chat_messages.id',
    [Number(roomId)],
  );
  return rows?.rows ?? [];
}

async function waitFor(what: string, condition: () => boolean | Promise<boolean>, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

describe('three server processes behind nginx, one killed mid-journey', () => {
  it('deploy/nginx/sidecamp.conf as shipped passes nginx -t', () => {
    const checked = checkShippedConfig();
    expect(checked.ok, checked.output).toBe(true);
  });

  it('counts a client under its own address: nginx replaces a forged X-Forwarded-For, the server trusts nginx', async () => {
    const res = await fetch(`${BASE}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.9' },
      body: JSON.stringify({ email: 'nobody@example.com', password: 'not the password' }),
    });
    expect(res.status).toBe(401);
    const redis = new Redis(REDIS_URL);
    try {
      const keys = await redis.keys(`${RATE_LIMIT_REDIS_PREFIX}*auth/login*`);
      expect(
        keys.some((key) => key.endsWith('127.0.0.1')),
        keys.join(', '),
      ).toBe(true);
      expect(
        keys.some((key) => key.includes('203.0.113.9')),
        keys.join(', '),
      ).toBe(false);
    } finally {
      redis.disconnect();
    }
  });

  it("answers the web app's hashed files itself, compressed, and asks a process only for others", async () => {
    const assetsDir = path.join((deployment as Deployment).dir, 'apps', 'web', 'dist', 'assets');
    const script = readdirSync(assetsDir).find((file) => file.endsWith('.js'));
    if (!script) throw new Error(`no built script in ${assetsDir}`);
    const logBefore = nginx?.accessLog().length ?? 0;
    const answer = await fetch(`${BASE}/assets/${script}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toContain('immutable');
    expect(await answer.text()).toBe(readFileSync(path.join(assetsDir, script), 'utf8'));
    // Not on disk (another build's file): passed on to a process, which answers it as before.
    expect((await fetch(`${BASE}/assets/not-in-this-build.js`)).status).toBe(404);
    const lines = (nginx?.accessLog().slice(logBefore) ?? '')
      .split('\n')
      .filter((line) => line.includes('/assets/'));
    // '$status $upstream_addr ...': '-' when nginx answered without a process.
    expect(lines.find((line) => line.includes(script))?.split(' ')[1]).toBe('-');
    expect(lines.find((line) => line.includes('not-in-this-build'))?.split(' ')[1]).toMatch(/^127\.0\.0\.1:/);
  });

  it('does not pass /metrics on to a process; each is scraped directly', async () => {
    const authorization = `Bearer ${METRICS_TOKEN}`;
    expect((await fetch(`${BASE}/metrics`, { headers: { authorization } })).status).toBe(404);
    const direct = await fetch(`http://127.0.0.1:${SERVER_PORTS[0]}/metrics`, { headers: { authorization } });
    expect(direct.status).toBe(200);
  });

  it("keeps a visitor's page at the edge for a second, never a logged-in person's and nothing else", async () => {
    const page = (url: string, cookie?: string) =>
      fetch(`${BASE}${url}`, { headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });
    const edge = (answer: Response) => answer.headers.get('x-edge-cache');

    // A visitor's page: the first is asked of a process, the next (within the second) is nginx's copy.
    const first = await page('/projects');
    expect(first.status).toBe(200);
    expect(edge(first)).toBe('MISS');
    const firstBody = await first.text();
    const second = await page('/projects');
    expect(edge(second)).toBe('HIT');
    expect(await second.text()).toBe(firstBody);

    // A logged-in person never reads the edge's copy, and their page never lands in it.
    const member = await registerOver(BASE);
    const own = await page('/booths/ranking', member.cookie);
    expect(own.status).toBe(200);
    expect(edge(own)).toBe('BYPASS');
    expect(own.headers.get('x-page-cache')).toBeNull();
    await own.arrayBuffer();
    const visitorAfter = await page('/booths/ranking');
    expect(edge(visitorAfter)).toBe('MISS');
    await visitorAfter.arrayBuffer();
    expect(edge(await page('/projects', member.cookie))).toBe('BYPASS');

    // Nothing the server did not mark is kept: the API and the app's other files are asked every time.
    for (const url of ['/api/health', '/api/health', '/robots.txt', '/robots.txt']) {
      const answer = await fetch(`${BASE}${url}`);
      expect(answer.status, url).toBe(200);
      expect(edge(answer), url).toBe('MISS');
      await answer.arrayBuffer();
    }
  });

  it('delivers every chat message once and in order, and every write is committed once or refused', {
    timeout: 150_000,
  }, async () => {
    // People register and log in through nginx; whichever process answers, the session is shared.
    const host = await registerOver(BASE);
    const members: HttpUser[] = [];
    for (let n = 0; n < 5; n += 1) members.push(await registerOver(BASE));
    const room = await postJson<TChatRoom>(`${BASE}/api/chat/open`, host, {
      name: 'Scale-out room',
      description: 'Three processes, one nginx',
    });
    for (const member of members) await postJson(`${BASE}/api/chat/join`, member, { chatId: room._id });
    const everyone = [host, ...members];

    // One receiving client per person, connected one after another: nginx's round robin spreads
    // the six websockets over the three processes, two each.
    const receivers: Array<ReturnType<typeof reliableReceiver>> = [];
    for (const person of everyone) {
      const receiver = reliableReceiver(BASE, person, room._id);
      closers.push(() => receiver.close());
      await connectedSocket(receiver.socket);
      receivers.push(receiver);
    }
    const disconnected = new Set<number>();
    receivers.forEach((receiver, n) => {
      receiver.socket.on('disconnect', () => disconnected.add(n));
    });
    // Two members also send over their own sockets, as the web app does.
    const socketSenders = members.slice(0, 2).map((member) => {
      const socket = senderSocket(BASE, member);
      closers.push(() => socket.disconnect());
      return socket;
    });
    await Promise.all(socketSenders.map(connectedSocket));
    await sleep(300);

    const PER_SENDER = 24;
    const KILL_AFTER = 8;
    let sentBeforeKill = 0;
    const restOutcomes: Outcome[] = [];
    const socketSent: Array<{ clientId: string; id: string }> = [];
    const restSenders = [host, ...members.slice(2)];
    const chatTraffic = Promise.all([
      ...restSenders.map(async (sender, who) => {
        for (let n = 0; n < PER_SENDER; n += 1) {
          restOutcomes.push(await sendOverRest(sender, room._id, `rest-${who}-${n}`, `rest ${who} #${n}`));
          sentBeforeKill += 1;
          await sleep(30);
        }
      }),
      ...socketSenders.map(async (socket, who) => {
        for (let n = 0; n < PER_SENDER; n += 1) {
          const clientId = `socket-${who}-${n}`;
          const stored = await sendUntilStored(socket, room._id, clientId, `socket ${who} #${n}`);
          socketSent.push({ clientId, id: stored._id });
          await sleep(30);
        }
      }),
    ]);

    // Lounge posts through nginx at the same time; the post route has no idempotency key, so a
    // post whose answer was lost is not retried (that could write it twice): it must be absent,
    // or present exactly once.
    const runTag = `scaleout${Date.now().toString(36)}`;
    const postOutcomes: Array<{ title: string; status: number | 'reset'; id?: number }> = [];
    const feedTraffic = Promise.all(
      everyone.slice(0, 3).map(async (author, who) => {
        for (let n = 0; n < 12; n += 1) {
          const title = `${runTag} post ${who}-${n}`;
          const { status, json } = await post('/api/lounge/posts', author, {
            category: '04',
            postType: '01',
            title,
            body: `Written through nginx while a process dies (${who}-${n}).`,
          });
          postOutcomes.push({
            title,
            status,
            ...(status === 201 ? { id: (json as { id: number }).id } : {}),
          });
          await sleep(40);
        }
      }),
    );

    // Mid-journey: SIGKILL one process, which holds two of the receivers' websockets.
    await waitFor('the first messages', () => sentBeforeKill >= KILL_AFTER);
    const victim = servers[1] as Child;
    await victim.kill('SIGKILL');
    await Promise.all([chatTraffic, feedTraffic]);

    // The kill cut some clients off; they reconnected through nginx to a survivor.
    expect(disconnected.size).toBeGreaterThan(0);
    await waitFor('every client to reconnect', () =>
      receivers.every((receiver) => receiver.socket.connected),
    );

    // Every chat write: a 2xx is in the database exactly once, under the id it was answered with;
    // a write cut by the kill was retried with its clientId until answered, and is there once.
    const stored = await storedMessages(room._id);
    const storedByClientId = new Map<string, string[]>();
    for (const row of stored)
      if (row.client_id)
        storedByClientId.set(row.client_id, [...(storedByClientId.get(row.client_id) ?? []), row.id]);
    expect(restOutcomes).toHaveLength(restSenders.length * PER_SENDER);
    for (const outcome of restOutcomes) {
      expect(outcome.committedId, `${outcome.key}: ${outcome.statuses.join(',')}`).toBeDefined();
      expect(storedByClientId.get(outcome.key)).toEqual([outcome.committedId]);
    }
    for (const sent of socketSent) expect(storedByClientId.get(sent.clientId)).toEqual([sent.id]);
    expect(socketSent).toHaveLength(socketSenders.length * PER_SENDER);
    const journeyClientIds = new Set([
      ...restOutcomes.map((o) => o.key),
      ...socketSent.map((s) => s.clientId),
    ]);
    expect([...storedByClientId.keys()].filter((key) => journeyClientIds.has(key))).toHaveLength(
      journeyClientIds.size,
    );
    const gatewayFailures = restOutcomes.filter((outcome) => outcome.statuses.some(isGatewayFailure));

    // Every client ends with exactly the committed messages: same ids, same order, none twice.
    const firstJourneyId = Math.min(
      ...stored
        .filter((row) => row.client_id && journeyClientIds.has(row.client_id))
        .map((row) => Number(row.id)),
    );
    const committedIds = stored.map((row) => row.id).filter((id) => Number(id) >= firstJourneyId);
    for (const [n, receiver] of receivers.entries()) {
      await waitFor(`client ${n} to hold every message`, () =>
        receiver.delivered().some((message) => message._id === committedIds.at(-1)),
      );
      const held = receiver
        .delivered()
        .map((message) => message._id)
        .filter((id) => Number(id) >= firstJourneyId);
      expect(held, `client ${n}`).toEqual(committedIds);
      // Through the history API (nginx, any process): nothing after the client's last message.
      const after = await fetch(
        `${BASE}/api/chat/rooms/${room._id}/messages?after=${receiver.delivered().at(-1)?._id}&limit=50`,
        { headers: { cookie: (everyone[n] as HttpUser).cookie } },
      );
      expect(after.status).toBe(200);
      expect(((await after.json()) as { messages: unknown[] }).messages).toEqual([]);
    }

    // Lounge posts: a 201 is in the database once; a failed write is absent or there once.
    const titles = postOutcomes.map((outcome) => outcome.title);
    const postRows =
      (
        await sql?.query<{ id: number; title: string }>(
          'select id, title from posts where title = any($1::text[]) order by id',
          [titles],
        )
      )?.rows ?? [];
    const rowsByTitle = new Map<string, number[]>();
    for (const row of postRows) rowsByTitle.set(row.title, [...(rowsByTitle.get(row.title) ?? []), row.id]);
    let failedPosts = 0;
    let failedButCommitted = 0;
    for (const outcome of postOutcomes) {
      const rows = rowsByTitle.get(outcome.title) ?? [];
      if (outcome.status === 201) {
        expect(rows, outcome.title).toEqual([outcome.id]);
      } else {
        failedPosts += 1;
        expect(isGatewayFailure(outcome.status), `${outcome.title}: ${outcome.status}`).toBe(true);
        expect(rows.length, outcome.title).toBeLessThanOrEqual(1);
        if (rows.length === 1) failedButCommitted += 1;
      }
    }

    // The feed, read through nginx, shows every committed post exactly once (its feed entry may be
    // written by an event listener on any surviving process).
    const committedPostIds = postRows.map((row) => row.id).sort((a, b) => a - b);
    const ourPostIds = new Set(committedPostIds);
    let feedPostIds: number[] = [];
    await waitFor(
      'the feed to show every committed post',
      async () => {
        feedPostIds = [];
        for (let cursor: string | null = null, pages = 0; pages < 20; pages += 1) {
          const res = await fetch(`${BASE}/api/lounge/feed?limit=50${cursor ? `&cursor=${cursor}` : ''}`);
          const page = (await res.json()) as TFeedPage;
          for (const item of page.items)
            if (item.post && item.target && ourPostIds.has(item.target.id)) feedPostIds.push(item.target.id);
          cursor = page.nextCursor;
          if (!cursor) break;
        }
        return feedPostIds.length >= committedPostIds.length;
      },
      20_000,
    );
    expect([...feedPostIds].sort((a, b) => a - b)).toEqual(committedPostIds);

    // The killed process comes back (as systemd's Restart= would bring it) and nginx sends it
    // requests again once fail_timeout (5 s) has passed; the room goes on across all three.
    const restarted = startServer(deployment as Deployment, SERVER_PORTS[1] as number, serverEnv);
    servers[1] = restarted;
    await waitUntilAnswering(`http://127.0.0.1:${SERVER_PORTS[1]}/api/health`, restarted);
    await sleep(5_500);
    const logBefore = nginx?.accessLog().length ?? 0;
    const afterRestart: string[] = [];
    for (let n = 0; n < 6; n += 1) {
      const outcome = await sendOverRest(host, room._id, `after-restart-${n}`, `after the restart #${n}`);
      expect(outcome.statuses, outcome.key).toEqual([201]);
      afterRestart.push(outcome.committedId as string);
    }
    const answeredBy = (nginx?.accessLog().slice(logBefore) ?? '')
      .split('\n')
      .filter((line) => line.includes('/messages'))
      .map((line) => line.split(' ')[1]);
    expect(answeredBy).toContain(`127.0.0.1:${SERVER_PORTS[1]}`);
    for (const [n, receiver] of receivers.entries()) {
      await waitFor(`client ${n} to hold the messages sent after the restart`, () =>
        receiver.delivered().some((message) => message._id === afterRestart.at(-1)),
      );
      const tail = receiver
        .delivered()
        .map((message) => message._id)
        .filter((id) => Number(id) > Number(committedIds.at(-1)));
      expect(tail, `client ${n}`).toEqual(afterRestart);
    }

    console.log(
      `scale-out journey: ${committedIds.length} messages to ${receivers.length} clients (${disconnected.size} cut off by the kill, ` +
        `${gatewayFailures.length} REST sends retried after a gateway failure); ${postOutcomes.length} posts, ` +
        `${failedPosts} refused by the kill (${failedButCommitted} of them committed before the process died)`,
    );
  });
});
