import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type TestUser } from '../../test/factories';
import { expectError, fieldsOf } from '../../test/http';
import { buildPosting } from '../../test/lounge';
import { createTestApp, RELAXED_RATE_LIMITS, type TestApp } from '../../test/testApp';
import { posts, replies } from './lounge.tables';

let t: TestApp;
let ana: TestUser;
let ben: TestUser;

beforeAll(async () => {
  t = await createTestApp(RELAXED_RATE_LIMITS);
  ana = await registerUser(t.app);
  ben = await registerUser(t.app);
});
afterAll(async () => t.close());

const send = (url: string, user: TestUser, payload: object, key?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { cookie: user.cookie, ...(key === undefined ? {} : { 'idempotency-key': key }) },
    payload,
  });

describe('Idempotency-Key on lounge writes (a retry after a cut answer writes nothing twice)', () => {
  it('a post sent twice with one key is stored once and both answers name it', async () => {
    const input = buildPosting({ title: 'Sent twice after a cut answer' });
    const first = await send('/api/lounge/posts', ana, input, 'post-retry-0001');
    expect(first.statusCode, first.body).toBe(201);
    const retry = await send('/api/lounge/posts', ana, input, 'post-retry-0001');
    expect(retry.statusCode, retry.body).toBe(201);
    expect(retry.json().id).toBe(first.json().id);
    const stored = await t.database.db
      .select()
      .from(posts)
      .where(eq(posts.title, input.title as string));
    expect(stored).toHaveLength(1);

    // The key is the author's own: someone else's post with the same key is a post of its own.
    const bens = await send('/api/lounge/posts', ben, input, 'post-retry-0001');
    expect(bens.statusCode, bens.body).toBe(201);
    expect(bens.json().id).not.toBe(first.json().id);

    // The same key for another post is refused, and nothing is written.
    const other = await send('/api/lounge/posts', ana, buildPosting({ title: 'Another' }), 'post-retry-0001');
    expectError(other, 409, 'IDEMPOTENCY_KEY_REUSED');
    expect(await t.database.db.select().from(posts).where(eq(posts.title, 'Another'))).toHaveLength(0);

    // Without a key every press is a post, as before.
    const plain = buildPosting({ title: 'No key' });
    expect((await send('/api/lounge/posts', ana, plain)).statusCode).toBe(201);
    expect((await send('/api/lounge/posts', ana, plain)).statusCode).toBe(201);
    expect(await t.database.db.select().from(posts).where(eq(posts.title, 'No key'))).toHaveLength(2);
  });

  it('a malformed key is a 400 naming Idempotency-Key, and nothing is written', async () => {
    const input = buildPosting({ title: 'Malformed key' });
    const res = await send('/api/lounge/posts', ana, input, 'no');
    expectError(res, 400, 'VALIDATION_FAILED');
    expect(fieldsOf(res)).toContain('Idempotency-Key');
    expect(await t.database.db.select().from(posts).where(eq(posts.title, 'Malformed key'))).toHaveLength(0);
  });

  it('a reply sent twice with one key is stored once; the same key on another post is refused', async () => {
    const post = (await send('/api/lounge/posts', ana, buildPosting())).json() as { id: number };
    const url = `/api/lounge/posts/${post.id}/replies`;
    const first = await send(url, ben, { body: 'Replied once, sent twice' }, 'reply-retry-0001');
    expect(first.statusCode, first.body).toBe(201);
    const retry = await send(url, ben, { body: 'Replied once, sent twice' }, 'reply-retry-0001');
    expect(retry.statusCode, retry.body).toBe(201);
    expect(retry.json().id).toBe(first.json().id);
    const stored = await t.database.db.select().from(replies).where(eq(replies.postId, post.id));
    expect(stored).toHaveLength(1);
    const [counted] = await t.database.db.select().from(posts).where(eq(posts.id, post.id));
    expect(counted?.replyCount).toBe(1);

    const elsewhere = (await send('/api/lounge/posts', ana, buildPosting())).json() as { id: number };
    const reused = await send(
      `/api/lounge/posts/${elsewhere.id}/replies`,
      ben,
      { body: 'Replied once, sent twice' },
      'reply-retry-0001',
    );
    expectError(reused, 409, 'IDEMPOTENCY_KEY_REUSED');
    const bad = await send(url, ben, { body: 'Bad key' }, 'bad key with spaces');
    expectError(bad, 400, 'VALIDATION_FAILED');
    expect(fieldsOf(bad)).toContain('Idempotency-Key');
  });
});
