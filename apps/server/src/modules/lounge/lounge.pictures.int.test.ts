import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TGroup, TMagazine, TNote, TPost, TUploadDto } from '@sidecamp/domain';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAdmin } from '../../test/admin';
import { registerUser, type TestUser } from '../../test/factories';
import { caller } from '../../test/http';
import { buildPosting } from '../../test/lounge';
import { createTestApp, RELAXED_RATE_LIMITS, type TestApp } from '../../test/testApp';
import { magazines } from './lounge.tables';

/**
 * A feed picture (feedUpload) follows what shows it: whoever may see a lounge post, magazine or
 * note with it may fetch it, and nobody else, however the address got out.
 */

const uploadsDir = mkdtempSync(path.join(tmpdir(), 'sidecamp-feed-pictures-'));
let t: TestApp;
let call: ReturnType<typeof caller>;
let author: TestUser;
let member: TestUser;
let stranger: TestUser;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp({ ...RELAXED_RATE_LIMITS, UPLOADS_DIR: uploadsDir });
  call = caller(t);
  author = await registerUser(t.app);
  member = await registerUser(t.app);
  stranger = await registerUser(t.app);
  admin = await registerUser(t.app);
  await makeAdmin(t, admin);
});
afterAll(async () => {
  await t.close();
  rmSync(uploadsDir, { recursive: true, force: true });
});

async function uploadPicture(user: TestUser = author): Promise<TUploadDto> {
  const bytes = await sharp({ create: { width: 30, height: 20, channels: 3, background: '#4488cc' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'team.png');
  const encoded = new Response(form);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/uploads?purpose=feedUpload',
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type') ?? '', cookie: user.cookie },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as TUploadDto;
}

const fetchAs = (url: string, user?: TestUser) =>
  t.app.inject({ method: 'GET', url, headers: user ? { cookie: user.cookie } : {} });

/** Who gets the picture: the status for a visitor and for each person, in that order. */
async function statusesOf(url: string, people: TestUser[]) {
  const visitor = await fetchAs(url);
  const each = await Promise.all(people.map(async (person) => (await fetchAs(url, person)).statusCode));
  return [visitor.statusCode, ...each];
}

async function post(user: TestUser, body: Record<string, unknown>): Promise<TPost> {
  const res = await call('POST', '/api/lounge/posts', user, buildPosting(body));
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as TPost;
}

async function approvalGroupWith(joiner: TestUser): Promise<TGroup> {
  const created = await call('POST', '/api/groups', author, {
    kind: 'study',
    name: `Closed circle ${Math.random().toString(36).slice(2, 8)}`,
    joinPolicy: 'approval',
  });
  expect(created.statusCode, created.body).toBe(201);
  const group = created.json() as TGroup;
  expect((await call('POST', `/api/groups/${group.id}/join`, joiner)).statusCode).toBeLessThan(300);
  const approved = await call('POST', `/api/groups/${group.id}/members/${joiner.no}/approve`, author);
  expect(approved.statusCode, approved.body).toBeLessThan(300);
  return group;
}

describe('feed pictures', () => {
  it('of a post in an approval group: its members, not a stranger or a visitor', async () => {
    const group = await approvalGroupWith(member);
    const picture = await uploadPicture();
    const shown = await post(author, { imageIds: [picture.id], groupId: group.id });
    expect(shown.images.map((image) => image.url)).toEqual([picture.url]);

    // Visitor, author, member, stranger, admin (admins read every group, as the post itself).
    expect(await statusesOf(picture.url, [author, member, stranger, admin])).toEqual([
      401, 200, 200, 404, 200,
    ]);
    expect(await statusesOf(picture.thumbnailUrl!, [member, stranger])).toEqual([401, 200, 404]);
    // The post itself answers the same way.
    expect((await call('GET', `/api/lounge/posts/${shown.id}`, stranger)).statusCode).toBe(404);

    const asMember = await fetchAs(picture.url, member);
    expect(asMember.headers['content-type']).toBe('image/png');
    expect(asMember.rawPayload.byteLength).toBe(picture.sizeBytes);
    // Only this member may: no shared cache keeps it, nor the refusals.
    expect(asMember.headers['cache-control']).toBe('private, max-age=3600');
    const refused = await fetchAs(picture.url, stranger);
    expect(refused.json().error.code).toBe('NOT_FOUND');
    expect(refused.headers['cache-control']).toBe('no-store');
    expect((await fetchAs(picture.url)).json().error.code).toBe('UNAUTHENTICATED');
  });

  it('not shown anywhere yet: its uploader alone', async () => {
    const picture = await uploadPicture();
    expect(await statusesOf(picture.url, [author, member, admin])).toEqual([401, 200, 404, 404]);
    expect((await fetchAs(picture.url, author)).headers['cache-control']).toBe('private, max-age=3600');
    // A draft shows it to nobody else either.
    await post(author, { imageIds: [picture.id], draft: true });
    expect(await statusesOf(picture.url, [author, member, admin])).toEqual([401, 200, 404, 404]);
  });

  it('of a public post: anyone, logged out too, and shared caches may keep it', async () => {
    const picture = await uploadPicture();
    await post(author, { imageIds: [picture.id] });
    const asVisitor = await fetchAs(picture.url);
    expect(asVisitor.statusCode, asVisitor.body).toBe(200);
    expect(asVisitor.rawPayload.byteLength).toBe(picture.sizeBytes);
    expect(asVisitor.headers['cache-control']).toBe('public, max-age=3600');
    expect((await fetchAs(picture.thumbnailUrl!)).statusCode).toBe(200);
    expect(await statusesOf(picture.url, [stranger])).toEqual([200, 200]);
  });

  it('of a post its author or an admin hid: the author and admins', async () => {
    const picture = await uploadPicture();
    const shown = await post(author, { imageIds: [picture.id] });
    expect((await call('POST', `/api/lounge/posts/${shown.id}/hide`, admin)).statusCode).toBe(204);
    expect(await statusesOf(picture.url, [author, stranger, admin])).toEqual([401, 200, 404, 200]);
  });

  it('of a magazine cover and a note: their readers, while they are shown', async () => {
    const cover = await uploadPicture();
    const published = await call('POST', '/api/magazines', author, {
      scope: 'S001',
      title: 'What we shipped',
      body: 'A long story about a short sprint.',
      coverImageId: cover.id,
    });
    expect(published.statusCode, published.body).toBe(201);
    const magazine = published.json() as TMagazine;
    expect(magazine.coverUrl).toBe(cover.url);
    expect(await statusesOf(cover.url, [stranger])).toEqual([200, 200]);
    await t.database.db.update(magazines).set({ hiddenAt: new Date() }).where(eq(magazines.id, magazine.id));
    expect(await statusesOf(cover.url, [author, stranger, admin])).toEqual([401, 200, 404, 200]);

    const pictureOfNote = await uploadPicture();
    const noted = await call('POST', '/api/notes', author, { body: 'Shipped!', imageId: pictureOfNote.id });
    expect(noted.statusCode, noted.body).toBe(201);
    expect((noted.json() as TNote).imageUrl).toBe(pictureOfNote.url);
    expect(await statusesOf(pictureOfNote.url, [stranger])).toEqual([200, 200]);
    // Deleted, the note shows it to nobody: the uploader's again.
    const deleted = await call('DELETE', `/api/notes/${(noted.json() as TNote).id}`, author);
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    expect(await statusesOf(pictureOfNote.url, [author, stranger])).toEqual([401, 200, 404]);
  });

  it('shown both in an approval group and on a public post: anyone', async () => {
    const group = await approvalGroupWith(member);
    const picture = await uploadPicture();
    await post(author, { imageIds: [picture.id], groupId: group.id });
    expect(await statusesOf(picture.url, [stranger])).toEqual([401, 404]);
    await post(author, { imageIds: [picture.id] });
    expect(await statusesOf(picture.url, [stranger])).toEqual([200, 200]);
  });
});
