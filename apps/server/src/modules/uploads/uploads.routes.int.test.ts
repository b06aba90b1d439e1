import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import type { TUploadDto } from '@sidecamp/domain';
import { MAX_UPLOAD_BYTES } from '@sidecamp/domain';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, sessionCheck, type TestUser } from '../../test/factories';
import { createTestApp, RELAXED_RATE_LIMITS, type TestApp } from '../../test/testApp';
import { profiles } from '../profiles/profiles.tables';
import { FILE_CSP } from './uploads.routes';
import { createUploadService } from './uploads.service';
import { createLocalDiskStorage, type UploadStorage } from './uploads.storage';
import { uploads } from './uploads.tables';

const uploadsDir = mkdtempSync(path.join(tmpdir(), 'sidecamp-uploads-'));
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

/** A multipart body built the way a browser's FormData builds it. */
async function multipart(bytes: Uint8Array, fileName: string, mediaType: string, field = 'file') {
  const form = new FormData();
  form.append(field, new Blob([bytes], { type: mediaType }), fileName);
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
  };
}

async function upload(
  url: string,
  file: { bytes: Uint8Array; name: string; type: string; field?: string },
  /** null: as a visitor. */
  cookie: string | null = alice.cookie,
) {
  const body = await multipart(file.bytes, file.name, file.type, file.field);
  return t.app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...body.headers, ...(cookie ? { cookie } : {}) },
  });
}

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

/** The single `file` issue of a refused upload. */
function fileIssue(res: { statusCode: number; json: () => unknown }) {
  expect(res.statusCode).toBe(400);
  const body = res.json() as { error: { code: string; details: Array<{ field: string; message: string }> } };
  expect(body.error.code).toBe('VALIDATION_FAILED');
  expect(body.error.details).toHaveLength(1);
  expect(body.error.details[0]!.field).toBe('file');
  return body.error.details[0]!.message;
}

const storedFiles = () =>
  readdirSync(uploadsDir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());

function noise(width: number, height: number) {
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } });
}

const smallPng = () =>
  sharp({ create: { width: 32, height: 24, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();

const minimalPdf = () =>
  Buffer.from(
    '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  );

describe('raster images', () => {
  it('strips EXIF and GPS, applies the orientation and makes a thumbnail', async () => {
    // 64 x 48 pixels, tagged "rotate 90°": a viewer shows it 48 wide and 64 high.
    const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#cc3333' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({
        IFD0: { Make: 'PhoneMaker', Model: 'Phone 1' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '37/1 33/1 59/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '126/1 58/1 41/1',
        },
      })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif?.toString('latin1')).toContain('PhoneMaker');

    const res = await upload('/api/uploads?purpose=feedUpload', {
      bytes: photo,
      name: 'IMG_0001.JPG',
      type: 'image/jpeg',
    });
    expect(res.statusCode).toBe(201);
    const dto = res.json() as TUploadDto;
    expect(dto).toMatchObject({
      kind: 'image',
      purpose: 'feedUpload',
      mediaType: 'image/jpeg',
      width: 48,
      height: 64,
      originalName: 'IMG_0001.JPG',
      url: `/api/files/${dto.id}`,
      thumbnailUrl: `/api/files/${dto.id}?size=thumb`,
    });

    // A feed picture that no post shows yet is its uploader's alone (lounge.pictures.int.test.ts).
    expect((await get(dto.url)).statusCode).toBe(401);
    const served = await get(dto.url, alice.cookie);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toBe('private, max-age=3600');
    expect(served.rawPayload.byteLength).toBe(dto.sizeBytes);
    const stored = await sharp(served.rawPayload).metadata();
    expect(stored.exif).toBeUndefined();
    expect(stored.orientation).toBeUndefined();
    expect(served.rawPayload.toString('latin1')).not.toContain('PhoneMaker');
    expect([stored.width, stored.height]).toEqual([48, 64]);

    const thumb = await get(dto.thumbnailUrl!, alice.cookie);
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/webp');
    expect((await sharp(thumb.rawPayload).metadata()).format).toBe('webp');
  });

  it('takes a 9 MB photo and stores it re-encoded', async () => {
    // Noise at quality 100 without chroma subsampling is about 2.9 bytes per pixel: a worst-case photo.
    const photo = await noise(1760, 1760).jpeg({ quality: 100, chromaSubsampling: '4:4:4' }).toBuffer();
    expect(photo.byteLength).toBeGreaterThan(8.5 * 1024 * 1024);
    expect(photo.byteLength).toBeLessThan(MAX_UPLOAD_BYTES);

    const res = await upload('/api/uploads?purpose=chat_images', {
      bytes: photo,
      name: 'noise.jpg',
      type: 'image/jpeg',
    });
    expect(res.statusCode).toBe(201);
    const dto = res.json() as TUploadDto;
    expect([dto.width, dto.height]).toEqual([1760, 1760]);
    // Re-encoded at our quality, so not the bytes that came in.
    expect(dto.sizeBytes).toBeLessThan(photo.byteLength);
    // A chat's picture is served to its uploader (and the chat), not to anyone with the address.
    const served = await t.app.inject({ method: 'GET', url: dto.url, headers: { cookie: alice.cookie } });
    expect((await sharp(served.rawPayload).metadata()).format).toBe('jpeg');
  });

  it('refuses an 11 MB image with the 10 MB message', async () => {
    const big = await noise(2000, 1900).png({ compressionLevel: 0 }).toBuffer();
    expect(big.byteLength).toBeGreaterThan(11 * 1000 * 1000);
    const before = storedFiles().length;
    const res = await upload('/api/uploads?purpose=feedUpload', {
      bytes: big,
      name: 'big.png',
      type: 'image/png',
    });
    expect(fileIssue(res)).toBe('The file is larger than 10 MB.');
    expect(storedFiles()).toHaveLength(before);
  });

  it('shrinks an oversized canvas to 4096 px and keeps PNG as PNG', async () => {
    const wide = await sharp({ create: { width: 5000, height: 1000, channels: 4, background: '#00000000' } })
      .png()
      .toBuffer();
    const res = await upload('/api/uploads?purpose=feedUpload', {
      bytes: wide,
      name: 'wide.png',
      type: 'image/png',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ mediaType: 'image/png', width: 4096, height: 819 });
  });

  it('keeps an animated GIF animated and a WebP as WebP', async () => {
    // Three 20 x 10 frames of different colours, stacked as one raw strip.
    const frames = Buffer.alloc(20 * 30 * 4);
    for (let pixel = 0; pixel < 20 * 30; pixel += 1)
      frames.writeUInt32BE([0xff0000ff, 0x00ff00ff, 0x0000ffff][Math.floor(pixel / 200)]!, pixel * 4);
    const gif = await sharp(frames, { raw: { width: 20, height: 30, channels: 4, pageHeight: 10 } })
      .gif()
      .toBuffer();
    const animated = await upload('/api/uploads?purpose=feedUpload', {
      bytes: gif,
      name: 'loop.gif',
      type: 'image/gif',
    });
    expect(animated.statusCode).toBe(201);
    const gifDto = animated.json() as TUploadDto;
    expect(gifDto).toMatchObject({ mediaType: 'image/gif', width: 20, height: 10 });
    const storedGif = await sharp((await get(gifDto.url, alice.cookie)).rawPayload, {
      animated: true,
    }).metadata();
    expect(storedGif.pages).toBe(3);

    const webp = await sharp(await smallPng())
      .webp()
      .toBuffer();
    const still = await upload('/api/uploads?purpose=feedUpload', {
      bytes: webp,
      name: 'still.webp',
      type: 'image/webp',
    });
    expect(still.statusCode).toBe(201);
    expect(still.json()).toMatchObject({ mediaType: 'image/webp', width: 32, height: 24 });
  });

  it('refuses a decompression bomb by its declared canvas before decoding it', async () => {
    // A valid PNG header claiming 20000 x 20000 pixels (400 megapixels), with a token of data.
    const chunk = (type: string, data: Buffer) => {
      const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
      const length = Buffer.alloc(4);
      length.writeUInt32BE(data.byteLength);
      const crc = Buffer.alloc(4);
      crc.writeUInt32BE(crc32(body));
      return Buffer.concat([length, body, crc]);
    };
    const header = Buffer.alloc(13);
    header.writeUInt32BE(20_000, 0);
    header.writeUInt32BE(20_000, 4);
    header.set([8, 2, 0, 0, 0], 8);
    const bomb = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header),
      chunk('IDAT', deflateSync(Buffer.alloc(1000))),
      chunk('IEND', Buffer.alloc(0)),
    ]);
    const res = await upload('/api/uploads?purpose=feedUpload', {
      bytes: bomb,
      name: 'bomb.png',
      type: 'image/png',
    });
    expect(fileIssue(res)).toBe('The image is too large: at most 64 megapixels are accepted.');
  });

  it('refuses HTML named .png (a polyglot)', async () => {
    const html = Buffer.from(
      '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>',
    );
    const res = await upload('/api/uploads?purpose=feedUpload', {
      bytes: html,
      name: 'cat.png',
      type: 'image/png',
    });
    expect(fileIssue(res)).toBe("The file's content is not a PNG image.");
  });

  it('refuses a file whose type does not match its name', async () => {
    const res = await upload('/api/uploads?purpose=feedUpload', {
      bytes: await smallPng(),
      name: 'cat.png',
      type: 'text/html',
    });
    expect(fileIssue(res)).toBe('The file is named .png but was sent as text/html.');
  });

  it('refuses an image that cannot be decoded', async () => {
    const broken = Buffer.concat([(await smallPng()).subarray(0, 16), randomBytes(200)]);
    const res = await upload('/api/uploads?purpose=feedUpload', {
      bytes: broken,
      name: 'broken.png',
      type: 'image/png',
    });
    expect(fileIssue(res)).toBe('The image could not be read; it may be damaged.');
  });
});

describe('SVG', () => {
  const drawing = (inner: string, attributes = '') =>
    Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"${attributes}>${inner}</svg>`);

  it('refuses an SVG with a script', async () => {
    const res = await upload('/api/uploads?purpose=project_logo', {
      bytes: drawing('<script>alert(1)</script>'),
      name: 'logo.svg',
      type: 'image/svg+xml',
    });
    expect(fileIssue(res)).toBe('The SVG contains a script, which is not allowed.');
  });

  it('refuses an SVG with onload=', async () => {
    const res = await upload('/api/uploads?purpose=project_logo', {
      bytes: drawing('<rect width="5" height="5"/>', ' onload="alert(1)"'),
      name: 'logo.svg',
      type: 'image/svg+xml',
    });
    expect(fileIssue(res)).toMatch(/event handler/);
  });

  it('stores a clean SVG as it is and serves it sandboxed', async () => {
    const bytes = drawing('<circle cx="5" cy="5" r="4" fill="#f60"/>');
    const res = await upload('/api/uploads?purpose=project_logo', {
      bytes,
      name: 'logo.svg',
      type: 'image/svg+xml',
    });
    expect(res.statusCode).toBe(201);
    const dto = res.json() as TUploadDto;
    expect(dto).toMatchObject({ kind: 'image', mediaType: 'image/svg+xml', thumbnailUrl: null });

    const served = await get(dto.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/svg+xml');
    expect(served.headers['content-security-policy']).toBe(FILE_CSP);
    expect(FILE_CSP).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(bytes)).toBe(true);
  });

  it('is not taken where only photos are', async () => {
    const res = await upload('/api/uploads?purpose=feedUpload', {
      bytes: drawing('<rect/>'),
      name: 'logo.svg',
      type: 'image/svg+xml',
    });
    expect(fileIssue(res)).toMatch(/^\.svg files are not accepted here\. Accepted here: images \(JPEG, JPG/);
  });
});

describe('documents', () => {
  it('accepts a PDF and serves it as an attachment under its UTF-8 name', async () => {
    const pdf = minimalPdf();
    const res = await upload('/api/uploads?purpose=evidence_upload', {
      bytes: pdf,
      name: '경력 증명서 (2024).pdf',
      type: 'application/pdf',
    });
    expect(res.statusCode).toBe(201);
    const dto = res.json() as TUploadDto;
    expect(dto).toMatchObject({
      kind: 'document',
      mediaType: 'application/pdf',
      sizeBytes: pdf.byteLength,
      width: null,
      thumbnailUrl: null,
      originalName: '경력 증명서 (2024).pdf',
    });

    const served = await get(dto.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const disposition = String(served.headers['content-disposition']);
    expect(disposition).toMatch(/^attachment; /);
    expect(disposition).toContain(`filename*=UTF-8''${encodeURIComponent('경력 증명서 ')}%282024%29.pdf`);
    expect(served.rawPayload.equals(pdf)).toBe(true);
    expect((await get(`${dto.url}?size=thumb`)).statusCode).toBe(404);
  });

  it('accepts a document whose type the browser did not know', async () => {
    const res = await upload('/api/uploads?purpose=biz_upload', {
      bytes: minimalPdf(),
      name: 'registration.pdf',
      type: 'application/octet-stream',
    });
    expect(res.statusCode).toBe(201);
  });

  it('refuses a document where only photos are taken', async () => {
    const res = await upload('/api/uploads?purpose=chat_images', {
      bytes: minimalPdf(),
      name: 'doc.pdf',
      type: 'application/pdf',
    });
    expect(fileIssue(res)).toMatch(/^\.pdf files are not accepted here/);
  });

  it.each([
    ['setup.exe', 'application/x-msdownload', Buffer.from('MZ\x90\x00\x03\x00\x00\x00')],
    ['page.html', 'text/html', Buffer.from('<html><script>alert(1)</script></html>')],
  ])('refuses %s', async (name, type, bytes) => {
    const res = await upload('/api/uploads?purpose=work_upload', { bytes, name, type });
    expect(fileIssue(res)).toMatch(/files are not accepted here/);
  });

  it('refuses a file without an extension', async () => {
    const res = await upload('/api/uploads?purpose=work_upload', {
      bytes: minimalPdf(),
      name: 'README',
      type: '',
    });
    expect(fileIssue(res)).toMatch(/^The file name has no extension\./);
  });
});

describe('profile picture and background', () => {
  it('sets the session profile img and deletes the picture it replaces', async () => {
    const user = await registerUser(t.app);
    const first = await upload(
      '/api/upload/user_image',
      { bytes: await smallPng(), name: 'me.png', type: 'image/png' },
      user.cookie,
    );
    expect(first.statusCode).toBe(201);
    const firstDto = first.json() as TUploadDto;
    expect(firstDto.purpose).toBe('user_image');
    expect((await sessionCheck(t.app, user.cookie)).user).toMatchObject({ img: firstDto.url });

    const second = await upload(
      '/api/upload/user_image',
      { bytes: await smallPng(), name: 'me2.png', type: 'image/png' },
      user.cookie,
    );
    expect(second.statusCode).toBe(201);
    const secondDto = second.json() as TUploadDto;
    expect((await sessionCheck(t.app, user.cookie)).user).toMatchObject({ img: secondDto.url });
    expect((await get(firstDto.url)).statusCode).toBe(404);
    expect((await get(secondDto.url)).statusCode).toBe(200);
  });

  it('sets the profile background, creating the profile row', async () => {
    const user = await registerUser(t.app);
    const res = await upload(
      '/api/upload/user_background',
      { bytes: await smallPng(), name: 'bg.png', type: 'image/png' },
      user.cookie,
    );
    expect(res.statusCode).toBe(201);
    const dto = res.json() as TUploadDto;
    const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.userNo, user.no));
    expect(profile?.backgroundImg).toBe(dto.url);

    const again = await upload(
      '/api/upload/user_background',
      { bytes: await smallPng(), name: 'bg2.png', type: 'image/png' },
      user.cookie,
    );
    const [updated] = await t.database.db.select().from(profiles).where(eq(profiles.userNo, user.no));
    expect(updated?.backgroundImg).toBe((again.json() as TUploadDto).url);
    expect((await get(dto.url)).statusCode).toBe(404);
  });

  it('clears the picture when its upload is deleted', async () => {
    const user = await registerUser(t.app);
    const res = await upload(
      '/api/upload/user_image',
      { bytes: await smallPng(), name: 'me.png', type: 'image/png' },
      user.cookie,
    );
    const dto = res.json() as TUploadDto;
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/uploads/${dto.id}`,
      headers: { cookie: user.cookie },
    });
    expect(removed.statusCode).toBe(204);
    expect((await sessionCheck(t.app, user.cookie)).user).toMatchObject({ img: null });
  });
});

describe('who may upload and delete', () => {
  it('answers 401 to a visitor on every write', async () => {
    const file = { bytes: await smallPng(), name: 'a.png', type: 'image/png' };
    for (const url of [
      '/api/upload/user_image',
      '/api/upload/user_background',
      '/api/uploads?purpose=feedUpload',
    ]) {
      const res = await upload(url, file, null);
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('UNAUTHENTICATED');
    }
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/uploads/${randomUUID()}` });
    expect(removed.statusCode).toBe(401);
  });

  it("answers 404 to someone else's delete and deletes the owner's file and thumbnail", async () => {
    const res = await upload('/api/uploads?purpose=noteUpload', {
      bytes: await smallPng(),
      name: 'n.png',
      type: 'image/png',
    });
    const dto = res.json() as TUploadDto;
    const [row] = await t.database.db.select().from(uploads).where(eq(uploads.id, dto.id));
    expect(existsSync(path.join(uploadsDir, row!.storageKey))).toBe(true);
    expect(existsSync(path.join(uploadsDir, row!.thumbnailKey!))).toBe(true);

    const byBob = await t.app.inject({
      method: 'DELETE',
      url: `/api/uploads/${dto.id}`,
      headers: { cookie: bob.cookie },
    });
    expect(byBob.statusCode).toBe(404);
    expect((await get(dto.url)).statusCode).toBe(200);

    const byAlice = await t.app.inject({
      method: 'DELETE',
      url: `/api/uploads/${dto.id}`,
      headers: { cookie: alice.cookie },
    });
    expect(byAlice.statusCode).toBe(204);
    expect((await get(dto.url)).statusCode).toBe(404);
    expect(existsSync(path.join(uploadsDir, row!.storageKey))).toBe(false);
    expect(existsSync(path.join(uploadsDir, row!.thumbnailKey!))).toBe(false);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/uploads/${dto.id}`,
      headers: { cookie: alice.cookie },
    });
    expect(again.statusCode).toBe(404);
  });
});

describe('bad requests', () => {
  it('answers 404 in the JSON error format for an unknown or malformed id', async () => {
    for (const id of [randomUUID(), 'not-an-id', '..%2F..%2Fetc%2Fpasswd']) {
      const res = await get(`/api/files/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json().error).toMatchObject({ code: 'NOT_FOUND', message: 'There is no such file.' });
    }
  });

  it('names file when the form has no file', async () => {
    const form = new FormData();
    form.append('note', 'hello');
    const encoded = new Response(form);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/uploads?purpose=feedUpload',
      payload: Buffer.from(await encoded.arrayBuffer()),
      headers: { 'content-type': encoded.headers.get('content-type') ?? '', cookie: alice.cookie },
    });
    expect(fileIssue(res)).toBe('Choose a file to upload.');
  });

  it('names file when it comes in another field', async () => {
    const res = await upload('/api/uploads?purpose=feedUpload', {
      bytes: await smallPng(),
      name: 'a.png',
      type: 'image/png',
      field: 'image',
    });
    expect(fileIssue(res)).toMatch(/field named "file"/);
  });

  it('refuses a body that is not multipart with 415, and a broken multipart body with 400', async () => {
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/uploads?purpose=feedUpload',
      payload: { file: 'aGVsbG8=' },
      headers: { cookie: alice.cookie },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');

    const octets = await t.app.inject({
      method: 'POST',
      url: '/api/upload/user_image',
      payload: await smallPng(),
      headers: { cookie: alice.cookie, 'content-type': 'image/png' },
    });
    expect(octets.statusCode).toBe(415);

    const cut = await multipart(await smallPng(), 'a.png', 'image/png');
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/uploads?purpose=feedUpload',
      payload: cut.payload.subarray(0, cut.payload.byteLength - 60),
      headers: { ...cut.headers, cookie: alice.cookie },
    });
    expect(broken.statusCode).toBe(400);

    const noBoundary = await t.app.inject({
      method: 'POST',
      url: '/api/uploads?purpose=feedUpload',
      payload: 'hello',
      headers: { 'content-type': 'multipart/form-data', cookie: alice.cookie },
    });
    expect(noBoundary.statusCode).toBe(400);
  });

  it('names purpose when it is missing, unknown or has its own route', async () => {
    const file = { bytes: await smallPng(), name: 'a.png', type: 'image/png' };
    for (const url of ['/api/uploads', '/api/uploads?purpose=virus', '/api/uploads?purpose=user_image']) {
      const res = await upload(url, file);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.details.map((issue: { field: string }) => issue.field)).toEqual(['purpose']);
    }
  });
});

describe('nothing half-written', () => {
  it('keeps no row when storage fails, and no bytes when the row cannot be written', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sidecamp-uploads-fail-'));
    try {
      const disk = createLocalDiskStorage(dir);
      const failing: UploadStorage = { ...disk, put: async () => Promise.reject(new Error('disk full')) };
      const file = async () => ({ content: await smallPng(), fileName: 'a.png', mediaType: 'image/png' });

      const countOf = async () =>
        (await t.database.db.select().from(uploads).where(eq(uploads.ownerNo, bob.no))).length;
      const before = await countOf();
      const broken = createUploadService({ db: t.database.db, storage: failing });
      await expect(broken.upload(bob.no, 'feedUpload', await file())).rejects.toThrow('disk full');
      expect(await countOf()).toBe(before);

      // No such user: the foreign key refuses the row, so the stored bytes must go again.
      const service = createUploadService({ db: t.database.db, storage: disk });
      await expect(service.upload(2_000_000_000, 'feedUpload', await file())).rejects.toThrow();
      expect(readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile())).toEqual(
        [],
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('API contract', () => {
  it('lists the upload routes in the OpenAPI document under the uploads tag', async () => {
    const doc = (await get('/api/openapi.json')).json() as {
      paths: Record<string, Record<string, { tags?: string[] }>>;
    };
    for (const [route, method] of [
      ['/api/upload/user_image', 'post'],
      ['/api/upload/user_background', 'post'],
      ['/api/uploads', 'post'],
      ['/api/files/{id}', 'get'],
      ['/api/uploads/{id}', 'delete'],
    ] as const) {
      expect(doc.paths[route]?.[method]?.tags).toEqual(['uploads']);
    }
  });
});
