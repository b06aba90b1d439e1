import { SHARE_CARD_HEIGHT, SHARE_CARD_WIDTH, type TBooth } from '@sidecamp/domain';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type TestUser } from '../../test/factories';
import { caller, expectError } from '../../test/http';
import { writePost } from '../../test/lounge';
import { publishedProject } from '../../test/projects';
import { createTestApp, RELAXED_RATE_LIMITS, type TestApp } from '../../test/testApp';

let t: TestApp;
let call: ReturnType<typeof caller>;
let owner: TestUser;

beforeAll(async () => {
  t = await createTestApp(RELAXED_RATE_LIMITS);
  call = caller(t);
  owner = await registerUser(t.app);
});
afterAll(async () => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

/** The width and height written in a PNG's IHDR chunk, after checking its signature. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(
    true,
  );
  expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

function expectCard(res: LightMyRequestResponse) {
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('image/png');
  expect(res.headers['cache-control']).toBe('public, max-age=300');
  expect(res.headers.etag).toMatch(/^"[0-9a-z]+"$/);
  expect(pngSize(res.rawPayload)).toEqual({ width: SHARE_CARD_WIDTH, height: SHARE_CARD_HEIGHT });
  return res;
}

async function screenshot(user: TestUser): Promise<string> {
  const png = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#2f6f5a' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'screen.png');
  const encoded = new Response(form);
  const uploaded = await t.app.inject({
    method: 'POST',
    url: '/api/uploads?purpose=booth_screenshot',
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type') ?? '', cookie: user.cookie },
  });
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  return `/api/files/${uploaded.json().id}`;
}

async function publishedBooth(body: Record<string, unknown> = {}): Promise<TBooth> {
  const created = await call('POST', '/api/booths', owner, {
    name: 'Habit Garden',
    tagline: 'Grow habits with friends',
    intro: 'A shared garden where every habit you keep makes a plant grow. '.repeat(3),
    serviceCategory: '01',
    industry: '01',
    ...body,
  });
  expect(created.statusCode, created.body).toBe(201);
  const published = await call('POST', `/api/booths/${created.json().id}/publish`, owner);
  expect(published.statusCode, published.body).toBe(200);
  return published.json();
}

describe('share card images', () => {
  it('draws a booth with its screenshot as a 1200x630 PNG, the same bytes from the cache', async () => {
    const booth = await publishedBooth({ screenshots: [await screenshot(owner)] });
    const first = expectCard(await get(`/cards/booth/${booth.id}.png`));
    const metadata = await sharp(first.rawPayload).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['png', 1200, 630]);
    const again = expectCard(await get(`/cards/booth/${booth.id}.png?v=anything`));
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('answers 304 to a matching If-None-Match and the image to another', async () => {
    const booth = await publishedBooth();
    const first = expectCard(await get(`/cards/booth/${booth.id}.png`));
    const etag = String(first.headers.etag);
    const notModified = await get(`/cards/booth/${booth.id}.png`, { 'if-none-match': etag });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.rawPayload.length).toBe(0);
    expect(notModified.headers.etag).toBe(etag);
    expect((await get(`/cards/booth/${booth.id}.png`, { 'if-none-match': `W/${etag}` })).statusCode).toBe(
      304,
    );
    expectCard(await get(`/cards/booth/${booth.id}.png`, { 'if-none-match': '"something-else"' }));
  });

  it('follows a booth changed in the database past the app on the next request', async () => {
    const booth = await publishedBooth();
    const before = expectCard(await get(`/cards/booth/${booth.id}.png`));
    const changedAt = Date.now();
    // As another process would: straight SQL, no service of this app involved.
    await t.database.db.execute(sql`update booths set name = 'Habit Orchard' where id = ${booth.id}`);
    const after = expectCard(
      await get(`/cards/booth/${booth.id}.png`, { 'if-none-match': String(before.headers.etag) }),
    );
    expect(Date.now() - changedAt).toBeLessThan(1000);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.rawPayload.equals(before.rawPayload)).toBe(false);
  });

  it('draws a project, a person, a post and the site', async () => {
    const project = await publishedProject(t);
    expectCard(await get(`/cards/project/${project.no}.png`));
    expectCard(await get(`/cards/person/${owner.no}.png`));
    const post = await writePost(t, owner);
    expectCard(await get(`/cards/post/${post.id}.png`));
    expectCard(await get('/cards/site.png'));
  });

  it('gives a hidden booth, a draft, a private profile and a missing or malformed id a 404', async () => {
    const hidden = await publishedBooth();
    await t.database.db.execute(sql`update booths set hidden_at = now() where id = ${hidden.id}`);
    expectError(await get(`/cards/booth/${hidden.id}.png`), 404, 'NOT_FOUND');
    const draft = await call('POST', '/api/booths', owner, {
      name: 'Secret Garden',
      tagline: 'Not yet',
      intro: 'A draft that only its team may see, for now and a while longer. '.repeat(2),
      serviceCategory: '01',
      industry: '01',
    });
    expectError(await get(`/cards/booth/${draft.json().id}.png`), 404, 'NOT_FOUND');

    const shy = await registerUser(t.app);
    expectCard(await get(`/cards/person/${shy.no}.png`));
    const made = await call('PATCH', '/api/settings', shy, { privacy: { visibility: 'private' } });
    expect(made.statusCode, made.body).toBe(200);
    expectError(await get(`/cards/person/${shy.no}.png`), 404, 'NOT_FOUND');

    expectError(await get('/cards/booth/999999.png'), 404, 'NOT_FOUND');
    expectError(await get('/cards/project/999999.png'), 404, 'NOT_FOUND');
    expectError(await get('/cards/post/999999.png'), 404, 'NOT_FOUND');
    expectError(await get('/cards/booth/abc.png'), 404, 'NOT_FOUND');
    expectError(await get('/cards/booth/1.jpg'), 404, 'NOT_FOUND');
    expectError(await get('/cards/team/1.png'), 404, 'NOT_FOUND');
    expectError(await get('/cards/booth/99999999999.png'), 404, 'NOT_FOUND');
  });
});
