import { createECDH, randomBytes } from 'node:crypto';
import { type AddressInfo, createServer, type Server } from 'node:net';
import { hostname } from 'node:os';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { rowsOf } from '../../db/client';
import { registerUser, type TestUser } from '../../test/factories';
import { caller, fieldsOf } from '../../test/http';
import { buildPosting, writePost } from '../../test/lounge';
import { createTestApp, RELAXED_RATE_LIMITS, type TestApp } from '../../test/testApp';
import { createPushService } from './alarms.push';

/*
 * Server-side request forgery through web push (issue 30, item 2): an endpoint whose host name
 * resolves inside the network (the machine's own name, localhost, an IPv4 address written as
 * IPv6) is refused when subscribing, and a stored one (its DNS answer changed since) is refused at
 * connect time: a listener on loopback records that nothing ever connected to it.
 */

const vapid = webpush.generateVAPIDKeys();
let listener: Server;
let port = 0;
let connections = 0;
let t: TestApp;

beforeAll(async () => {
  listener = createServer((socket) => {
    connections += 1;
    socket.destroy();
  });
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  port = (listener.address() as AddressInfo).port;
  t = await createTestApp({
    ...RELAXED_RATE_LIMITS,
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    VAPID_SUBJECT: 'mailto:push-test@sidecamp.dev',
  });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => listener.close(resolve));
});

const api = (...args: Parameters<ReturnType<typeof caller>>) => caller(t)(...args);

function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
}

/** Endpoints that all lead to the loopback listener, none of them written as 127.0.0.1. */
const insideEndpoints = (tag: string) => [
  `https://${hostname()}:${port}/own-name/${tag}`,
  `https://localhost:${port}/localhost/${tag}`,
  `https://[::ffff:127.0.0.1]:${port}/mapped/${tag}`,
  `https://[::1]:${port}/ipv6-loopback/${tag}`,
];

/** A subscription as stored when its name still resolved to a public address (DNS rebinding). */
async function storedSubscription(user: TestUser, endpoint: string) {
  const keys = browserKeys();
  await t.database.db.execute(sql`
    insert into push_subscriptions (user_no, endpoint, p256dh, auth)
    values (${user.no}, ${endpoint}, ${keys.p256dh}, ${keys.auth})`);
}

describe('web push to addresses inside the network', () => {
  it('refuses to subscribe an endpoint whose name resolves to loopback, naming the field', async () => {
    const user = await registerUser(t.app);
    for (const endpoint of insideEndpoints('subscribe')) {
      const res = await api('POST', '/api/alarms/push/subscriptions', user, {
        endpoint,
        expirationTime: null,
        keys: browserKeys(),
      });
      expect(res.statusCode, endpoint).toBe(400);
      expect(fieldsOf(res)).toEqual(['endpoint']);
      // The machine's own name is loopback here; on some machines it is a private address.
      expect(res.json().error.message).toMatch(/loopback|private network/);
    }
    expect(connections).toBe(0);
  });

  it('never connects to a stored endpoint that now resolves inside the network, and notes why', async () => {
    const author = await registerUser(t.app);
    const on = await api('PATCH', '/api/settings', author, {
      notifications: [{ kind: 'activity', channel: 'push', enabled: true }],
    });
    expect(on.statusCode, on.body).toBe(200);
    for (const endpoint of insideEndpoints('stored')) await storedSubscription(author, endpoint);
    const post = await writePost(t, author, buildPosting({ title: 'Rebind me' }));
    const replier = await registerUser(t.app);
    const reply = await api('POST', `/api/lounge/posts/${post.id}/replies`, replier, { body: 'Hi' });
    expect(reply.statusCode, reply.body).toBe(201);
    await t.events.drain();

    // The test server (outside production) and a production one alike.
    for (const isProduction of [false, true]) {
      await t.database.db.execute(
        sql`update notifications set pushed_at = null where user_no = ${author.no} and type = 'reply'`,
      );
      const push = createPushService({ db: t.database.db, config: { ...t.config, isProduction } });
      const result = await push.sweep();
      expect(result.sent).toBe(0);
      expect(result.failed).toBeGreaterThanOrEqual(insideEndpoints('stored').length);
    }
    expect(connections).toBe(0);
    const rows = rowsOf<{ endpoint: string; last_error: string | null }>(
      await t.database.db.execute(
        sql`select endpoint, last_error from push_subscriptions where user_no = ${author.no} order by id`,
      ),
    );
    expect(rows).toHaveLength(insideEndpoints('stored').length);
    for (const row of rows) expect(row.last_error, row.endpoint).toMatch(/loopback|private network|by name/);
    expect(rows.find((row) => row.endpoint.includes('own-name'))?.last_error).toMatch(
      new RegExp(`${hostname()} resolves to [0-9a-f.:]+, a (loopback|private network) address`),
    );
  });
});
