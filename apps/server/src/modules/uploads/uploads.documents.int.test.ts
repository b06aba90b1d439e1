import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PROFILE_DOCUMENT_PURPOSES, type TUploadDto } from '@sidecamp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type TestUser } from '../../test/factories';
import { createTestApp, RELAXED_RATE_LIMITS, type TestApp } from '../../test/testApp';
import { renamed, zipOf } from './uploads.zip.testing';

/**
 * Career and proof documents follow the visibility of their owner's profile, as a chat's pictures
 * follow the room: the address alone opens nothing the profile would not show.
 */

const uploadsDir = mkdtempSync(path.join(tmpdir(), 'sidecamp-documents-'));
let t: TestApp;
let owner: TestUser;
let member: TestUser;

beforeAll(async () => {
  t = await createTestApp({ ...RELAXED_RATE_LIMITS, UPLOADS_DIR: uploadsDir });
  owner = await registerUser(t.app);
  member = await registerUser(t.app);
});
afterAll(async () => {
  await t.close();
  rmSync(uploadsDir, { recursive: true, force: true });
});

const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

async function upload(purpose: string, bytes: Uint8Array, name: string, type: string, cookie: string) {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type }), name);
  const encoded = new Response(form);
  return t.app.inject({
    method: 'POST',
    url: `/api/uploads?purpose=${purpose}`,
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type') ?? '', cookie },
  });
}

const fetchAs = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

async function setVisibility(visibility: 'public' | 'members' | 'private') {
  const res = await t.app.inject({
    method: 'PATCH',
    url: '/api/profiles/me',
    payload: { visibility },
    headers: { cookie: owner.cookie },
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe('career and proof documents', () => {
  it.each(PROFILE_DOCUMENT_PURPOSES)(
    '%s follows the owner profile: public, members only, only me',
    async (purpose) => {
      const res = await upload(purpose, pdf, 'certificate.pdf', 'application/pdf', owner.cookie);
      expect(res.statusCode, res.body).toBe(201);
      const { url } = res.json() as TUploadDto;

      await setVisibility('public');
      expect((await fetchAs(url)).statusCode).toBe(200);
      expect((await fetchAs(url, member.cookie)).statusCode).toBe(200);

      await setVisibility('members');
      expect((await fetchAs(url)).statusCode).toBe(401);
      const asMember = await fetchAs(url, member.cookie);
      expect(asMember.statusCode).toBe(200);
      expect(asMember.rawPayload.equals(pdf)).toBe(true);
      // Access can end, so no shared cache may keep it.
      expect(asMember.headers['cache-control']).toBe('private, max-age=3600');

      await setVisibility('private');
      expect((await fetchAs(url)).statusCode).toBe(401);
      const stranger = await fetchAs(url, member.cookie);
      // As for an unknown id: the address tells a stranger nothing.
      expect(stranger.statusCode).toBe(404);
      expect(stranger.json().error.code).toBe('NOT_FOUND');
      expect((await fetchAs(url, owner.cookie)).statusCode).toBe(200);
    },
  );

  it('a zip inside an uploaded zip is checked by the same rules', async () => {
    await setVisibility('public');
    const inner = renamed(await zipOf([{ name: 'xxxxx/outside.txt', data: 'escaped' }]), 'xxxxx/', '../../');
    const refused = await upload(
      'career_upload',
      await zipOf([{ name: 'portfolio/inner.zip', data: inner }]),
      'portfolio.zip',
      'application/zip',
      owner.cookie,
    );
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().error.details[0]).toMatchObject({
      field: 'file',
      message: expect.stringMatching(/Inside "portfolio\/inner\.zip".*outside the folder/),
    });

    const good = await zipOf([{ name: 'inner.zip', data: await zipOf([{ name: 'cv.txt', data: 'hello' }]) }]);
    const accepted = await upload('career_upload', good, 'portfolio.zip', 'application/zip', owner.cookie);
    expect(accepted.statusCode, accepted.body).toBe(201);
  });
});
