import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TChatRoom, TUploadDto } from '@sidecamp/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type TestUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/testApp';
import { FILE_CSP } from './uploads.routes';
import { docxOf, renamed, withDeclaredSize, zipOf } from './uploads.zip.testing';

/** Who may fetch a chat's file, how SVG is served, and how ZIP containers are checked on upload. */

const uploadsDir = mkdtempSync(path.join(tmpdir(), 'sidecamp-uploads-safety-'));
let t: TestApp;
let alice: TestUser;

beforeAll(async () => {
  t = await createTestApp({ UPLOADS_DIR: uploadsDir, AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
  alice = await registerUser(t.app);
});
afterAll(async () => {
  await t.close();
  rmSync(uploadsDir, { recursive: true, force: true });
});

async function upload(purpose: string, bytes: Uint8Array, name: string, type: string, cookie = alice.cookie) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  const encoded = new Response(form);
  return t.app.inject({
    method: 'POST',
    url: `/api/uploads?purpose=${purpose}`,
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type') ?? '', cookie },
  });
}

const get = (url: string, user?: TestUser) =>
  t.app.inject({ method: 'GET', url, headers: user ? { cookie: user.cookie } : {} });

const json = (method: 'POST' | 'GET', url: string, user: TestUser, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: { cookie: user.cookie },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

/** The `file` message of a refused upload, in the JSON error envelope. */
function fileIssue(res: { statusCode: number; json: () => unknown }): string {
  expect(res.statusCode).toBe(400);
  const body = res.json() as { error: { code: string; details: Array<{ field: string; message: string }> } };
  expect(body.error.code).toBe('VALIDATION_FAILED');
  expect(body.error.details).toEqual([{ field: 'file', message: expect.any(String) }]);
  return body.error.details[0]!.message;
}

const png = () =>
  sharp({ create: { width: 32, height: 24, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();

describe('a file sent in a chat', () => {
  let sender: TestUser;
  let reader: TestUser;
  let outsider: TestUser;
  let room: TChatRoom;
  let picture: TUploadDto;

  beforeAll(async () => {
    sender = await registerUser(t.app);
    reader = await registerUser(t.app);
    outsider = await registerUser(t.app);
    const opened = await json('POST', '/api/chat/direct', sender, { opponentNo: reader.no });
    expect([200, 201], opened.body).toContain(opened.statusCode);
    room = opened.json();
    const uploaded = await upload('chat_images', await png(), 'sketch.png', 'image/png', sender.cookie);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    picture = uploaded.json();
    const sent = await json('POST', `/api/chat/rooms/${room._id}/messages`, sender, {
      clientId: 'safety-1',
      type: 'image',
      uploadId: picture.id,
    });
    expect(sent.statusCode, sent.body).toBe(201);
  });

  it('is not served to a visitor, picture or thumbnail', async () => {
    for (const url of [picture.url, picture.thumbnailUrl ?? '']) {
      const res = await get(url);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ error: { code: 'UNAUTHENTICATED' } });
    }
  });

  it('is not served to someone outside the chat, as if there were no such file', async () => {
    const res = await get(picture.url, outsider);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: { code: 'NOT_FOUND', message: 'There is no such file.' } });
    expect((await get(picture.thumbnailUrl ?? '', outsider)).statusCode).toBe(404);
  });

  it('is served to the sender and to the other participant, kept out of shared caches', async () => {
    for (const user of [sender, reader]) {
      const res = await get(picture.url, user);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['cache-control']).toBe('private, max-age=3600');
      expect((await get(picture.thumbnailUrl ?? '', user)).statusCode).toBe(200);
    }
  });

  it('is served only to its uploader before it is sent', async () => {
    const uploaded = await upload('chat_images', await png(), 'draft.png', 'image/png', sender.cookie);
    const draft = uploaded.json() as TUploadDto;
    expect((await get(draft.url, sender)).statusCode).toBe(200);
    expect((await get(draft.url, reader)).statusCode).toBe(404);
  });

  it('is no longer served to a participant who left the chat', async () => {
    const leaver = await registerUser(t.app);
    const opened = await json('POST', '/api/chat/direct', sender, { opponentNo: leaver.no });
    const leaverRoom = opened.json() as TChatRoom;
    const sent = await json('POST', `/api/chat/rooms/${leaverRoom._id}/messages`, sender, {
      clientId: 'safety-2',
      type: 'image',
      uploadId: (await upload('chat_images', await png(), 'x.png', 'image/png', sender.cookie)).json().id,
    });
    const url = sent.json().imageUrl as string;
    expect((await get(url, leaver)).statusCode).toBe(200);
    const left = await json('POST', `/api/chat/rooms/${leaverRoom._id}/leave`, leaver, {});
    expect(left.statusCode, left.body).toBe(200);
    expect((await get(url, leaver)).statusCode).toBe(404);
    // The room's picture is still the sender's.
    expect((await get(url, sender)).statusCode).toBe(200);
  });

  it('leaves public pictures public', async () => {
    // A booth's screenshot is public by address (feed pictures follow their posts: lounge.pictures).
    const uploaded = await upload('booth_screenshot', await png(), 'screen.png', 'image/png');
    const res = await get((uploaded.json() as TUploadDto).url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-disposition']).toMatch(/^inline; /);
  });
});

describe('SVG', () => {
  it('is served as an attachment, sandboxed and not sniffed, so opening its address runs nothing', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4"/></svg>',
    );
    const uploaded = await upload('project_logo', svg, 'logo.svg', 'image/svg+xml');
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    for (const url of [uploaded.json().url, `${uploaded.json().url}?size=thumb`]) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/svg+xml');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="logo.svg"; filename*=UTF-8''logo.svg`,
      );
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-security-policy']).toBe(FILE_CSP);
      expect(FILE_CSP).toContain('sandbox');
    }
  });
});

describe('ZIP containers (docx, xlsx, pptx, hwpx, zip)', () => {
  const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
  const MB = 1024 * 1024;

  it('accepts a Word document and serves it back as it was', async () => {
    const docx = await docxOf('Quarterly report');
    const res = await upload('work_upload', docx, 'report.docx', DOCX);
    expect(res.statusCode, res.body).toBe(201);
    const served = await get((res.json() as TUploadDto).url);
    expect(served.rawPayload.equals(docx)).toBe(true);
  });

  it('accepts an ordinary zip archive with folders', async () => {
    const zip = await zipOf([
      { name: 'photos/', data: '' },
      { name: 'photos/readme.txt', data: 'Pictures from the meetup.' },
      { name: 'notes.txt', data: 'x'.repeat(5000) },
    ]);
    const res = await upload('evidence_upload', zip, 'evidence.zip', 'application/zip');
    expect(res.statusCode, res.body).toBe(201);
  });

  it('refuses an archive with too many entries', async () => {
    const files = Array.from({ length: 10_001 }, (_, i) => ({ name: `f${i}`, data: '', compress: false }));
    const res = await upload('evidence_upload', await zipOf(files), 'many.zip', 'application/zip');
    expect(fileIssue(res)).toBe('The archive has more than 10,000 files in it.');
  });

  it('refuses an entry packed more than 100 to 1', async () => {
    const zip = await zipOf([{ name: 'word/document.xml', data: Buffer.alloc(20 * MB, ' ') }]);
    const res = await upload('work_upload', zip, 'bomb.docx', DOCX);
    expect(fileIssue(res)).toBe(
      '"word/document.xml" in the archive unpacks to more than 100 times its packed size, which is how zip bombs are made.',
    );
  });

  it('refuses an entry whose headers lie about its size', async () => {
    const zip = withDeclaredSize(
      await zipOf([{ name: 'sheet.xml', data: Buffer.alloc(30 * MB) }]),
      'sheet.xml',
      2048,
    );
    const res = await upload('work_upload', zip, 'numbers.xlsx', 'application/octet-stream');
    expect(fileIssue(res)).toBe(
      '"sheet.xml" in the archive unpacks to more than its header declares; the archive is damaged or made to mislead.',
    );
  });

  it('refuses an entry named ../evil', async () => {
    const zip = renamed(await zipOf([{ name: 'xx/evil.sh', data: 'rm -rf ~' }]), 'xx/evil.sh', '../evil.sh');
    const res = await upload('quest_upload', zip, 'tools.zip', 'application/zip');
    expect(fileIssue(res)).toBe(
      '"../evil.sh" in the archive points outside the folder it is unpacked into (..), which is not allowed.',
    );
  });

  it('refuses a symbolic link', async () => {
    const zip = await zipOf([{ name: 'home', data: '/home/user', mode: 0o120777 }]);
    const res = await upload('quest_upload', zip, 'links.zip', 'application/zip');
    expect(fileIssue(res)).toBe('"home" in the archive is a symbolic link, which is not allowed.');
  });

  it('refuses a .docx that is not a readable archive, naming what was expected', async () => {
    const res = await upload('work_upload', Buffer.from('PK\x03\x04 then nothing'), 'broken.docx', DOCX);
    expect(fileIssue(res)).toBe(
      "The file's content is not a Word document: it could not be read as a ZIP archive.",
    );
  });
});
