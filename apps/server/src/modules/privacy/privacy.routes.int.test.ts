import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromBuffer } from 'yauzl';
import { registerUser, type TestUser } from '../../test/factories';
import { buildPosting, writePost } from '../../test/lounge';
import { createTestApp, RELAXED_RATE_LIMITS, type TestApp } from '../../test/testApp';
import { DATA_EXPORTS_PER_HOUR } from '.';

const uploadsDir = mkdtempSync(path.join(tmpdir(), 'sidecamp-privacy-'));
let t: TestApp;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  t = await createTestApp({ ...RELAXED_RATE_LIMITS, UPLOADS_DIR: uploadsDir });
  alice = await registerUser(t.app);
  bob = await registerUser(t.app);
});
afterAll(async () => {
  await t.close();
  rmSync(uploadsDir, { recursive: true, force: true });
});

/** Every entry of a zip, by name, read with yauzl (as an unpacking tool would). */
function unzip(archive: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    fromBuffer(archive, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error);
      const entries = new Map<string, Buffer>();
      zip.on('error', reject);
      zip.on('end', () => resolve(entries));
      zip.on('entry', (entry) => {
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.readEntry();
    });
  });
}

async function uploadPicture(user: TestUser, name: string) {
  const picture = await sharp({ create: { width: 20, height: 30, channels: 3, background: '#3366aa' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([picture], { type: 'image/png' }), name);
  const encoded = new Response(form);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/uploads?purpose=feedUpload',
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type') ?? '', cookie: user.cookie },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; url: string };
}

const exportOf = (cookie?: string) =>
  t.app.inject({ method: 'GET', url: '/api/me/data-export', headers: cookie ? { cookie } : {} });

describe('GET /api/me/data-export', () => {
  it('answers 401 to a visitor', async () => {
    const res = await exportOf();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ error: { code: 'UNAUTHENTICATED' } });
  });

  it("holds the person's account, posts and files byte for byte, and nobody else's data or secrets", async () => {
    const post = await writePost(t, alice, buildPosting({ title: 'Alice exports her lounge post' }));
    await writePost(t, bob, buildPosting({ title: 'Bob keeps his own post' }));
    const picture = await uploadPicture(alice, 'whiteboard.png');
    await uploadPicture(bob, 'bobs-picture.png');

    const res = await exportOf(alice.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="sidecamp-data-\d{4}-\d{2}-\d{2}\.zip"/,
    );

    const entries = await unzip(res.rawPayload);
    expect([...entries.keys()].sort()).toEqual(
      ['README.txt', 'data.json', `files/${picture.id}-whiteboard.png`].sort(),
    );
    const text = entries.get('data.json')?.toString('utf8') ?? '';
    const data = JSON.parse(text);
    expect(data.account).toMatchObject({ no: alice.no, email: alice.email, nickname: alice.nickname });
    expect(data.lounge.posts.rows.map((row: { id: number }) => row.id)).toEqual([post.id]);
    expect(data.lounge.posts.truncated).toBe(false);
    // Every area with personal data is there (each module adds its section), as lists of rows, even when empty.
    expect(Object.keys(data).sort()).toEqual(
      [
        'exportedAt',
        'account',
        'resume',
        'profile',
        'projects',
        'workspace',
        'lounge',
        'chat',
        'booths',
        'campaigns',
        'blueprint',
        'points',
        'alarms',
        'uploads',
      ].sort(),
    );
    for (const area of ['profile', 'projects', 'workspace', 'booths', 'campaigns', 'blueprint'])
      expect(data, area).toHaveProperty(area);
    expect(Array.isArray(data.workspace.todos.rows)).toBe(true);
    expect(data.points.giftCards).toHaveProperty('bought');
    expect(text).not.toMatch(/codeHash|tokenHash|passwordHash|password_hash/);
    expect(data.chat).toEqual({ messagesSent: [] });
    expect(data.points).toHaveProperty('ledger');
    expect(data.alarms).toHaveProperty('notifications');
    expect(data.uploads).toEqual([
      expect.objectContaining({
        id: picture.id,
        originalName: 'whiteboard.png',
        path: `files/${picture.id}-whiteboard.png`,
      }),
    ]);
    // Never another person's data, never secrets or storage internals.
    expect(text).not.toContain(bob.email);
    expect(text).not.toContain('Bob keeps his own post');
    expect(text).not.toMatch(/passwordHash|password_hash|storageKey|tokenHash/i);

    const served = await t.app.inject({ method: 'GET', url: picture.url, headers: { cookie: alice.cookie } });
    expect(served.statusCode).toBe(200);
    expect(entries.get(`files/${picture.id}-whiteboard.png`)?.equals(served.rawPayload)).toBe(true);
    expect(entries.get('README.txt')?.toString('utf8')).toContain('data.json');
  });
});

describe('the data download limit', () => {
  let limited: TestApp;
  beforeAll(async () => {
    // Without RELAXED_RATE_LIMITS: the per-person limit as in production.
    limited = await createTestApp({ UPLOADS_DIR: uploadsDir });
  });
  afterAll(async () => {
    await limited.close();
  });

  it(`allows ${DATA_EXPORTS_PER_HOUR} downloads an hour per person, then answers 429`, async () => {
    const carol = await registerUser(limited.app);
    const dave = await registerUser(limited.app);
    const download = (user: TestUser) =>
      limited.app.inject({ method: 'GET', url: '/api/me/data-export', headers: { cookie: user.cookie } });
    for (let i = 0; i < DATA_EXPORTS_PER_HOUR; i++) expect((await download(carol)).statusCode).toBe(200);
    const refused = await download(carol);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: { code: 'RATE_LIMITED' } });
    // Counted per person: someone else on the same address still gets theirs.
    expect((await download(dave)).statusCode).toBe(200);
  });
});
