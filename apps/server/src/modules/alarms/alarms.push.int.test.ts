import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  type ECDH,
  hkdfSync,
  randomBytes,
  verify,
} from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import webpush from 'web-push';
import { rowsOf } from '../../db/client';
import { registerUser, type TestUser } from '../../test/factories';
import { caller, expectError, fieldsOf } from '../../test/http';
import { buildPosting, writePost } from '../../test/lounge';
import { createTestApp, RELAXED_RATE_LIMITS, type TestApp } from '../../test/testApp';
import { createPushService, type PushService, pushEndpointProblem } from './alarms.push';

/** What the local push endpoint received: one POST each. */
type Received = { path: string; headers: IncomingHttpHeaders; body: Buffer };

const vapid = webpush.generateVAPIDKeys();
const received: Received[] = [];
let endpointServer: Server;
let endpointBase = '';
let t: TestApp;
let push: PushService;

beforeAll(async () => {
  // A stand-in for a browser vendor's push service: records each push; /gone answers 410 (the
  // browser unsubscribed), /broken 500, everything else 201 Created as the real ones do.
  endpointServer = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '';
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
      response.statusCode = path.startsWith('/gone') ? 410 : path.startsWith('/broken') ? 500 : 201;
      response.end(path.startsWith('/broken') ? 'push service down' : '');
    });
  });
  await new Promise<void>((resolve) => endpointServer.listen(0, '127.0.0.1', resolve));
  endpointBase = `http://127.0.0.1:${(endpointServer.address() as AddressInfo).port}`;
  t = await createTestApp({
    ...RELAXED_RATE_LIMITS,
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    VAPID_SUBJECT: 'mailto:push-test@sidecamp.dev',
  });
  // The same sweep the app runs every few seconds, called by the test (claims make either one fine).
  push = createPushService({ db: t.database.db, config: t.config });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => endpointServer.close(resolve));
});

const api = (...args: Parameters<ReturnType<typeof caller>>) => caller(t)(...args);

/** A browser's side of a subscription: its P-256 key pair and auth secret, as PushManager makes them. */
function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    ecdh,
    auth,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
  };
}

let endpointCount = 0;
async function subscribe(user: TestUser, kind = 'ok') {
  endpointCount += 1;
  const browser = browserKeys();
  const endpoint = `${endpointBase}/${kind}/${endpointCount}`;
  const res = await api('POST', '/api/alarms/push/subscriptions', user, {
    endpoint,
    expirationTime: null,
    keys: browser.keys,
  });
  expect(res.statusCode, res.body).toBe(204);
  return { ...browser, endpoint, path: new URL(endpoint).pathname };
}

/** Decrypts an aes128gcm push body (RFC 8188 record, keys from RFC 8291) as the browser does. */
function decrypt(body: Buffer, ecdh: ECDH, auth: Buffer): string {
  const salt = body.subarray(0, 16);
  const idLength = body[20] ?? 0;
  const serverKey = body.subarray(21, 21 + idLength);
  const cipherText = body.subarray(21 + idLength);
  const secret = ecdh.computeSecret(serverKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), ecdh.getPublicKey(), serverKey]);
  const ikm = Buffer.from(hkdfSync('sha256', secret, auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(cipherText.subarray(-16));
  const plain = Buffer.concat([decipher.update(cipherText.subarray(0, -16)), decipher.final()]);
  let end = plain.length - 1;
  while (end >= 0 && plain[end] === 0) end -= 1;
  expect(plain[end], 'the last record ends with the 0x02 delimiter').toBe(2);
  return plain.subarray(0, end).toString('utf8');
}

/** Checks the VAPID header: `vapid t=<ES256 JWT for this origin>, k=<the server's public key>`. */
function expectVapid(headers: IncomingHttpHeaders) {
  const match = /^vapid t=([^,]+), k=(.+)$/.exec(headers.authorization ?? '');
  expect(match, headers.authorization).not.toBeNull();
  const [, jwt = '', key = ''] = match ?? [];
  expect(key).toBe(vapid.publicKey);
  const [header = '', claims = '', signature = ''] = jwt.split('.');
  const payload = JSON.parse(Buffer.from(claims, 'base64url').toString()) as { aud: string; sub: string };
  expect(payload).toMatchObject({ aud: endpointBase, sub: 'mailto:push-test@sidecamp.dev' });
  const point = Buffer.from(vapid.publicKey, 'base64url');
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  expect(signed, 'the JWT is signed with the VAPID private key').toBe(true);
}

const pushesTo = (path: string) => received.filter((push) => push.path === path);

async function pushSwitch(user: TestUser, kind: string, enabled: boolean) {
  const res = await api('PATCH', '/api/settings', user, {
    notifications: [{ kind, channel: 'push', enabled }],
  });
  expect(res.statusCode, res.body).toBe(200);
}

async function repliedTo(author: TestUser) {
  const post = await writePost(t, author, buildPosting({ title: 'Push me' }));
  const replier = await registerUser(t.app);
  const res = await api('POST', `/api/lounge/posts/${post.id}/replies`, replier, { body: 'Nice one' });
  expect(res.statusCode, res.body).toBe(201);
  await t.events.drain();
  return { post, replier };
}

/**
 * Sweeps, then waits until every notification of the person has been looked at and any push that
 * the app's own timer may have started meanwhile has landed.
 */
async function settle(user: TestUser) {
  await push.sweep();
  await vi.waitFor(
    async () => {
      const [row] = rowsOf<{ n: string }>(
        await t.database.db.execute(
          sql`select count(*) as n from notifications where user_no = ${user.no} and pushed_at is null`,
        ),
      );
      expect(Number(row?.n)).toBe(0);
    },
    { timeout: 5_000, interval: 50 },
  );
  await new Promise((resolve) => setTimeout(resolve, 150));
}

const subscriptionsOf = async (user: TestUser) =>
  rowsOf<{ endpoint: string; last_error: string | null }>(
    await t.database.db.execute(
      sql`select endpoint, last_error from push_subscriptions where user_no = ${user.no} order by id`,
    ),
  );

describe('web push', () => {
  it('says whether push is on and which key to subscribe with', async () => {
    const user = await registerUser(t.app);
    const res = await api('GET', '/api/alarms/push/config', user);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ enabled: true, publicKey: vapid.publicKey });
  });

  it("pushes a reply once, encrypted for the browser and signed with the server's VAPID key", async () => {
    const author = await registerUser(t.app);
    await pushSwitch(author, 'activity', true);
    const device = await subscribe(author);
    const { post, replier } = await repliedTo(author);
    // Two sweepers at once (and the app's own timer): the notification is pushed once.
    await Promise.all([push.sweep(), push.sweep()]);
    await settle(author);
    await vi.waitFor(() => expect(pushesTo(device.path)).toHaveLength(1));

    const [sent] = pushesTo(device.path);
    if (!sent) throw new Error('no push');
    expect(sent.headers['content-encoding']).toBe('aes128gcm');
    expect(sent.headers['content-type']).toBe('application/octet-stream');
    expect(Number(sent.headers.ttl)).toBeGreaterThan(0);
    expectVapid(sent.headers);
    const payload = JSON.parse(decrypt(sent.body, device.ecdh, device.auth));
    const [notification] = rowsOf<{ id: string }>(
      await t.database.db.execute(
        sql`select id from notifications where user_no = ${author.no} and type = 'reply'`,
      ),
    );
    expect(payload).toEqual({
      title: 'Sidecamp',
      body: `${replier.nickname} replied to your post “Push me”`,
      url: `/lounge/posts/${post.id}`,
      tag: String(notification?.id),
    });
    // The level-up notices of sign-up and posting have their own switch (points), off by default.
    await settle(author);
    expect(pushesTo(device.path)).toHaveLength(1);
    expect(await subscriptionsOf(author)).toEqual([{ endpoint: device.endpoint, last_error: null }]);
  });

  it('pushes nothing while the push switch of the kind is off (the default)', async () => {
    const author = await registerUser(t.app);
    const device = await subscribe(author);
    await repliedTo(author);
    await settle(author);
    expect(pushesTo(device.path)).toHaveLength(0);
    // The notification is still in the alarm centre.
    const page = await api('GET', '/api/alarms?group=social', author);
    expect(page.json().items).toHaveLength(1);
  });

  it('pushes nothing in quiet hours, and the open tabs get counts without a pop-up text', async () => {
    const author = await registerUser(t.app);
    await pushSwitch(author, 'activity', true);
    const device = await subscribe(author);
    const now = new Date();
    const minute = now.getUTCHours() * 60 + now.getUTCMinutes();
    const quiet = await api('PATCH', '/api/alarms/settings', author, {
      quietStart: (minute + 1440 - 30) % 1440,
      quietEnd: (minute + 30) % 1440,
      timeZone: 'UTC',
    });
    expect(quiet.statusCode, quiet.body).toBe(200);
    const emits = vi.spyOn(t.realtime, 'emitToRoom');
    try {
      await repliedTo(author);
      const toAuthor = emits.mock.calls.filter(
        ([room, event]) => room === `user:${author.no}` && event === 'alarm',
      );
      expect(toAuthor.length).toBeGreaterThan(0);
      for (const [, , payload] of toAuthor) expect(payload).not.toHaveProperty('latest');
    } finally {
      emits.mockRestore();
    }
    await settle(author);
    expect(pushesTo(device.path)).toHaveLength(0);
    expect((await api('GET', '/api/alarms?group=social', author)).json().items).toHaveLength(1);
  });

  it("sends the new notification's text and link to the open tabs outside quiet hours", async () => {
    const author = await registerUser(t.app);
    const emits = vi.spyOn(t.realtime, 'emitToRoom');
    try {
      const { post, replier } = await repliedTo(author);
      const payloads = emits.mock.calls
        .filter(([room, event]) => room === `user:${author.no}` && event === 'alarm')
        .map(([, , payload]) => payload as { latest?: { text: string; link: string } });
      expect(payloads.map((payload) => payload.latest)).toContainEqual({
        id: expect.any(Number),
        text: `${replier.nickname} replied to your post “Push me”`,
        link: `/lounge/posts/${post.id}`,
      });
    } finally {
      emits.mockRestore();
    }
  });

  it('does not push what is older than an hour', async () => {
    const author = await registerUser(t.app);
    await pushSwitch(author, 'activity', true);
    const device = await subscribe(author);
    const post = await writePost(t, author, buildPosting());
    await t.events.drain();
    await settle(author); // the level-up notice of posting is handled first
    // A notification the sweep never saw (the server was down for two hours, say).
    await t.database.db.execute(sql`
      insert into notifications (user_no, type, alarm_group, preference, object_type, object_id, text, link, created_at, updated_at)
      values (${author.no}, 'reply', 'social', 'activity', 'post', ${String(post.id)}, 'old news', '/', now() - interval '2 hours', now() - interval '2 hours')`);
    await settle(author);
    expect(pushesTo(device.path)).toHaveLength(0);
  });

  it('forgets a subscription the push service says is gone (410), and notes other failures', async () => {
    const author = await registerUser(t.app);
    await pushSwitch(author, 'activity', true);
    const gone = await subscribe(author, 'gone');
    const broken = await subscribe(author, 'broken');
    await repliedTo(author);
    await settle(author);
    await vi.waitFor(() => expect(pushesTo(gone.path)).toHaveLength(1));
    expect(pushesTo(broken.path)).toHaveLength(1);
    const left = await subscriptionsOf(author);
    expect(left.map((row) => row.endpoint)).toEqual([broken.endpoint]);
    expect(left[0]?.last_error).toMatch(/^500 .*push service down/);
  });

  it('unsubscribes: no more pushes to that browser', async () => {
    const author = await registerUser(t.app);
    await pushSwitch(author, 'activity', true);
    const device = await subscribe(author);
    const res = await api('DELETE', '/api/alarms/push/subscriptions', author, { endpoint: device.endpoint });
    expect(res.statusCode, res.body).toBe(204);
    expect(await subscriptionsOf(author)).toEqual([]);
    await repliedTo(author);
    await settle(author);
    expect(pushesTo(device.path)).toHaveLength(0);
    // Once gone, it is not found again.
    expectError(
      await api('DELETE', '/api/alarms/push/subscriptions', author, { endpoint: device.endpoint }),
      404,
      'NOT_FOUND',
    );
  });
});

describe('web push: who may not, and bad input', () => {
  it('refuses a visitor', async () => {
    expectError(await api('GET', '/api/alarms/push/config'), 401, 'UNAUTHENTICATED');
    expectError(
      await api('POST', '/api/alarms/push/subscriptions', undefined, {
        endpoint: `${endpointBase}/x`,
        keys: browserKeys().keys,
      }),
      401,
      'UNAUTHENTICATED',
    );
    expectError(
      await api('DELETE', '/api/alarms/push/subscriptions', undefined, { endpoint: `${endpointBase}/x` }),
      401,
      'UNAUTHENTICATED',
    );
  });

  it("cannot remove another person's subscription", async () => {
    const owner = await registerUser(t.app);
    const other = await registerUser(t.app);
    const device = await subscribe(owner);
    expectError(
      await api('DELETE', '/api/alarms/push/subscriptions', other, { endpoint: device.endpoint }),
      404,
      'NOT_FOUND',
    );
    expect(await subscriptionsOf(owner)).toHaveLength(1);
  });

  it('names the field that is wrong', async () => {
    const user = await registerUser(t.app);
    const { keys } = browserKeys();
    const post = (body: unknown) => api('POST', '/api/alarms/push/subscriptions', user, body);
    expect(fieldsOf(await post({ endpoint: 'ftp://push.example/x', keys }))).toEqual(['endpoint']);
    expect(fieldsOf(await post({ endpoint: `${endpointBase}/x`, keys: { ...keys, p256dh: 'abc' } }))).toEqual(
      ['keys.p256dh'],
    );
    expect(fieldsOf(await post({ endpoint: `${endpointBase}/x`, keys: { p256dh: keys.p256dh } }))).toEqual([
      'keys.auth',
    ]);
    // Plain http only to 127.0.0.1, and only outside production.
    const http = await post({ endpoint: 'http://push.example/x', keys });
    expect(http.statusCode).toBe(400);
    expect(fieldsOf(http)).toEqual(['endpoint']);
    expect(fieldsOf(await api('DELETE', '/api/alarms/push/subscriptions', user, {}))).toEqual(['endpoint']);
  });

  it('writes the endpoint rule down', () => {
    expect(pushEndpointProblem('https://fcm.googleapis.com/fcm/send/abc', true)).toBeUndefined();
    expect(
      pushEndpointProblem('https://updates.push.services.mozilla.com/wpush/v2/x', false),
    ).toBeUndefined();
    expect(pushEndpointProblem('http://127.0.0.1:4000/push', false)).toBeUndefined();
    expect(pushEndpointProblem('http://127.0.0.1:4000/push', true)).toMatch(/https/);
    expect(pushEndpointProblem('http://localhost:4000/push', false)).toMatch(/https/);
    expect(pushEndpointProblem('https://10.0.0.5/push', true)).toMatch(/by name/);
    expect(pushEndpointProblem('https://localhost/push', true)).toMatch(/by name/);
    expect(pushEndpointProblem('https://user:pw@push.example/x', false)).toMatch(/password/);
  });
});

describe('web push without VAPID keys', () => {
  let off: TestApp;
  beforeAll(async () => {
    off = await createTestApp(RELAXED_RATE_LIMITS);
  });
  afterAll(() => off.close());

  it('says push is off, refuses subscriptions plainly (409, not a 500), and says so at start', async () => {
    const user = await registerUser(off.app);
    const config = await caller(off)('GET', '/api/alarms/push/config', user);
    expect(config.json()).toEqual({ enabled: false, publicKey: null });
    const error = expectError(
      await caller(off)('POST', '/api/alarms/push/subscriptions', user, {
        endpoint: `${endpointBase}/x`,
        keys: browserKeys().keys,
      }),
      409,
      'NOT_AVAILABLE_YET',
    );
    expect(error.message).toMatch(/not set up/);
    expect(off.config.startNotices.join('\n')).toMatch(/Web push is off/);
    expect(JSON.stringify(t.config.startNotices)).not.toContain(vapid.privateKey);
  });
});
