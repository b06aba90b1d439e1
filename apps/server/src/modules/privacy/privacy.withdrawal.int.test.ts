import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client';
import { registerUser, type TestUser } from '../../test/factories';
import { buildPosting, writePost } from '../../test/lounge';
import { createTestApp, RELAXED_RATE_LIMITS, type TestApp } from '../../test/testApp';
import { posts } from '../lounge';
import { uploads } from '../uploads';
import { createLocalDiskStorage } from '../uploads/uploads.storage';

const uploadsDir = mkdtempSync(path.join(tmpdir(), 'sidecamp-withdrawal-'));
let t: TestApp;
let alice: TestUser;

beforeAll(async () => {
  t = await createTestApp({ ...RELAXED_RATE_LIMITS, UPLOADS_DIR: uploadsDir });
  alice = await registerUser(t.app);
});
afterAll(async () => {
  await t.close();
  rmSync(uploadsDir, { recursive: true, force: true });
});

/**
 * Every text-like column of every table in the public schema, read from information_schema, so a
 * table added later is searched too.
 */
async function rowsMentioning(needle: string): Promise<string[]> {
  const columns = rowsOf<{ table_name: string; column_name: string }>(
    await t.database.db.execute(sql`
    select c.table_name, c.column_name
    from information_schema.columns c
    join information_schema.tables tb on tb.table_schema = c.table_schema and tb.table_name = c.table_name
    where c.table_schema = 'public' and tb.table_type = 'BASE TABLE'
      and c.data_type in ('text', 'character varying', 'character', 'json', 'jsonb', 'ARRAY')`),
  );
  const found: string[] = [];
  for (const { table_name, column_name } of columns) {
    const hits = rowsOf<{ n: number }>(
      await t.database.db.execute(
        sql`select count(*)::int as n from ${sql.identifier(table_name)} where position(lower(${needle}) in lower(${sql.identifier(column_name)}::text)) > 0`,
      ),
    );
    if ((hits[0]?.n ?? 0) > 0) found.push(`${table_name}.${column_name}`);
  }
  return found;
}

describe('withdrawal', () => {
  it('removes the e-mail, nickname and files everywhere, refuses a data download and keeps posts anonymously', async () => {
    const post = await writePost(t, alice, buildPosting({ title: 'A post others replied to' }));
    const picture = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#aa3366' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([picture], { type: 'image/png' }), 'me.png');
    const encoded = new Response(form);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/uploads?purpose=feedUpload',
      payload: Buffer.from(await encoded.arrayBuffer()),
      headers: { 'content-type': encoded.headers.get('content-type') ?? '', cookie: alice.cookie },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const stored = await t.database.db
      .select({ storageKey: uploads.storageKey, thumbnailKey: uploads.thumbnailKey })
      .from(uploads)
      .where(eq(uploads.ownerNo, alice.no));
    const keys = stored.flatMap((row) =>
      [row.storageKey, row.thumbnailKey].filter((key): key is string => !!key),
    );
    expect(keys.length).toBeGreaterThan(0);
    const storage = createLocalDiskStorage(uploadsDir);
    for (const key of keys) expect(await storage.get(key)).not.toBeNull();
    expect(await rowsMentioning(alice.email)).not.toEqual([]);
    // A browser's push subscription: its endpoint and keys are the person's, nobody else's.
    await t.database.db.execute(
      sql`insert into push_subscriptions (user_no, endpoint, p256dh, auth) values (${alice.no}, ${`https://push.example/${alice.no}`}, 'p256dh-key', 'auth-secret')`,
    );
    const personal = async () =>
      rowsOf<{ subscriptions: number; notifications: number }>(
        await t.database.db.execute(
          sql`select (select count(*)::int from push_subscriptions where user_no = ${alice.no}) as subscriptions,
                     (select count(*)::int from notifications where user_no = ${alice.no}) as notifications`,
        ),
      )[0];
    expect((await personal())?.subscriptions).toBe(1);

    const withdrawn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/user_withdrawl',
      payload: { confirm: 'WITHDRAW', password: alice.password },
      headers: { cookie: alice.cookie },
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    await t.events.drain();

    const exported = await t.app.inject({
      method: 'GET',
      url: '/api/me/data-export',
      headers: { cookie: alice.cookie },
    });
    expect(exported.statusCode).toBe(401);

    expect(await rowsMentioning(alice.email)).toEqual([]);
    expect(await rowsMentioning(alice.nickname)).toEqual([]);
    for (const key of keys) expect(await storage.get(key)).toBeNull();
    expect(await personal()).toEqual({ subscriptions: 0, notifications: 0 });
    expect(await t.database.db.select().from(uploads).where(eq(uploads.ownerNo, alice.no))).toEqual([]);

    const [kept] = await t.database.db
      .select({ authorNo: posts.authorNo })
      .from(posts)
      .where(eq(posts.id, post.id));
    expect(kept?.authorNo).toBe(alice.no);
    const shown = await t.app.inject({ method: 'GET', url: `/api/lounge/posts/${post.id}` });
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.body).not.toContain(alice.nickname);
  });
});
