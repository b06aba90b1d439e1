import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isNotNull } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../modules/auth/auth.tables';
import { uploadStorageFor } from '../modules/uploads/uploads.s3Storage';
import { createTestApp, type TestApp } from '../test/testApp';
import { DEMO_PEOPLE, peopleSeeder } from './people.seed';

// The demo people's drawn faces: stored as their profile pictures, served as any upload is.
let t: TestApp;
let uploadsDir: string;
let summary: string;
beforeAll(async () => {
  uploadsDir = mkdtempSync(path.join(tmpdir(), 'sidecamp-seed-pictures-'));
  t = await createTestApp({ UPLOADS_DIR: uploadsDir });
  const { storage } = uploadStorageFor(t.config);
  summary = await t.database.db.transaction((tx) => peopleSeeder.run(tx, { storage }));
}, 120_000);
afterAll(async () => {
  await t?.close();
  rmSync(uploadsDir, { recursive: true, force: true });
});

describe('demo pictures', () => {
  it('gives most demo people a drawn face, stored and served as a 256 px PNG', async () => {
    const pictured = await t.database.db
      .select({ nickname: users.nickname, img: users.img })
      .from(users)
      .where(isNotNull(users.img));
    // Every seventh person keeps the initial, as some people never add a picture.
    const expected = DEMO_PEOPLE.length - Math.floor((DEMO_PEOPLE.length + 1) / 7);
    expect(pictured).toHaveLength(expected);
    expect(summary).toContain(`${expected} with a drawn picture`);

    const first = pictured[0]!;
    expect(first.img).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);
    const file = await t.app.inject({ method: 'GET', url: first.img! });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    const { width, height } = await sharp(file.rawPayload).metadata();
    expect([width, height]).toEqual([256, 256]);
  });

  it('draws each person their own face', async () => {
    const pictured = await t.database.db.select({ img: users.img }).from(users).where(isNotNull(users.img));
    const bytes = await Promise.all(
      pictured
        .slice(0, 4)
        .map(async (row) => (await t.app.inject({ method: 'GET', url: row.img! })).rawPayload),
    );
    expect(new Set(bytes.map((buffer) => buffer.toString('base64'))).size).toBe(4);
  });
});
