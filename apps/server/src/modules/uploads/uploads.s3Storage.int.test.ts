import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import type { TUploadDto } from '@sidecamp/domain';
import { eq } from 'drizzle-orm';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import { registerUser, type TestUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/testApp';
import { createS3Storage, uploadStorageFor } from './uploads.s3Storage';
import { InvalidStorageKeyError } from './uploads.storage';
import { uploads } from './uploads.tables';

/**
 * Uploads stored in a real S3-compatible server (s3rver, on loopback, started here) through the
 * app's HTTP routes: what lands in the bucket, what is served back, what delete removes, and that
 * a refused upload never reaches the bucket.
 */

const BUCKET = 'sidecamp-test-uploads';
// s3rver's fixed development credentials; it checks the SigV4 signature made with them.
const ACCESS_KEY_ID = 'S3RVER';
const SECRET_ACCESS_KEY = 'S3RVER';

const s3Dir = mkdtempSync(path.join(tmpdir(), 'sidecamp-s3rver-'));
const diskDir = mkdtempSync(path.join(tmpdir(), 'sidecamp-uploads-unused-'));
let s3server: S3rver;
let endpoint: string;
let bucketClient: S3Client;
let t: TestApp;
let alice: TestUser;

beforeAll(async () => {
  s3server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: s3Dir,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const address = (await s3server.run()) as AddressInfo;
  endpoint = `http://127.0.0.1:${address.port}`;
  bucketClient = new S3Client({
    region: 'us-east-1',
    endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: ACCESS_KEY_ID, secretAccessKey: SECRET_ACCESS_KEY },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  t = await createTestApp({
    // Set so a fallback to disk would show up as files here instead of objects in the bucket.
    UPLOADS_DIR: diskDir,
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: endpoint,
    S3_ACCESS_KEY_ID: ACCESS_KEY_ID,
    S3_SECRET_ACCESS_KEY: SECRET_ACCESS_KEY,
    S3_FORCE_PATH_STYLE: '1',
  });
  alice = await registerUser(t.app);
});

afterAll(async () => {
  await t?.close();
  bucketClient?.destroy();
  await s3server?.close();
  rmSync(s3Dir, { recursive: true, force: true });
  rmSync(diskDir, { recursive: true, force: true });
});

async function bucketKeys(): Promise<string[]> {
  const listed = await bucketClient.send(new ListObjectsV2Command({ Bucket: BUCKET }));
  return (listed.Contents ?? []).map((object) => object.Key ?? '').sort();
}

async function bucketBytes(key: string): Promise<Buffer> {
  const object = await bucketClient.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
  return Buffer.from(await object.Body!.transformToByteArray());
}

async function upload(bytes: Uint8Array, name: string, type: string, cookie = alice.cookie) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  const encoded = new Response(form);
  return t.app.inject({
    method: 'POST',
    url: '/api/uploads?purpose=feedUpload',
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type') ?? '', cookie },
  });
}

const png = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#cc6633' } })
    .png()
    .toBuffer();

describe('uploads in an S3-compatible bucket', () => {
  it('stores an upload as objects in the bucket and serves it back through the app', async () => {
    const before = await bucketKeys();
    const original = await png();
    const res = await upload(original, 'orange.png', 'image/png');
    expect(res.statusCode, res.body).toBe(201);
    const dto = res.json() as TUploadDto;
    const [row] = await t.database.db.select().from(uploads).where(eq(uploads.id, dto.id));
    expect(row?.storageKey).toMatch(new RegExp(`^${dto.id.slice(0, 2)}/${dto.id}\\.png$`));
    expect(row?.thumbnailKey).toBe(`${dto.id.slice(0, 2)}/${dto.id}.thumb.webp`);

    expect(await bucketKeys()).toEqual([...before, row!.storageKey, row!.thumbnailKey!].sort());
    // The bucket holds the re-encoded picture (what the app serves), not the bytes that came in.
    const stored = await bucketBytes(row!.storageKey);
    expect(stored.byteLength).toBe(dto.sizeBytes);
    const storedMeta = await sharp(stored).metadata();
    expect([storedMeta.format, storedMeta.width, storedMeta.height]).toEqual(['png', 40, 30]);

    // An unattached feed picture is its uploader's alone.
    const asAlice = { cookie: alice.cookie };
    const served = await t.app.inject({ method: 'GET', url: dto.url, headers: asAlice });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(served.rawPayload, stored)).toBe(0);
    const thumb = await t.app.inject({ method: 'GET', url: dto.thumbnailUrl!, headers: asAlice });
    expect(thumb.statusCode).toBe(200);
    expect(Buffer.compare(thumb.rawPayload, await bucketBytes(row!.thumbnailKey!))).toBe(0);
  });

  it('removes the objects when the upload is deleted', async () => {
    const res = await upload(await png(), 'gone.png', 'image/png');
    expect(res.statusCode, res.body).toBe(201);
    const dto = res.json() as TUploadDto;
    const keysOfUpload = (await bucketKeys()).filter((key) => key.includes(dto.id));
    expect(keysOfUpload).toHaveLength(2);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/uploads/${dto.id}`,
      headers: { cookie: alice.cookie },
    });
    expect(removed.statusCode).toBe(204);
    expect((await bucketKeys()).filter((key) => key.includes(dto.id))).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: dto.url })).statusCode).toBe(404);
  });

  it('refuses a hostile upload before anything reaches the bucket', async () => {
    const before = await bucketKeys();
    const html = Buffer.from('<!doctype html><html><script>fetch("/api/auth/me")</script></html>');
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(256, 0x41)]);
    for (const bytes of [html, exe]) {
      const res = await upload(bytes, 'holiday.png', 'image/png');
      expect(res.statusCode, res.body).toBe(400);
      const body = res.json() as { error: { code: string; details: Array<{ field: string }> } };
      expect(body.error.code).toBe('VALIDATION_FAILED');
      expect(body.error.details.map((detail) => detail.field)).toEqual(['file']);
    }
    expect(await bucketKeys()).toEqual(before);
  });

  it('answers 401 to a visitor and stores nothing', async () => {
    const before = await bucketKeys();
    const res = await upload(await png(), 'anon.png', 'image/png', '');
    expect(res.statusCode).toBe(401);
    expect(await bucketKeys()).toEqual(before);
  });

  it('checks keys as the disk backend does and treats a missing key as absent', async () => {
    const storage = createS3Storage({
      bucket: BUCKET,
      region: 'us-east-1',
      endpoint,
      accessKeyId: ACCESS_KEY_ID,
      secretAccessKey: SECRET_ACCESS_KEY,
      forcePathStyle: true,
    });
    for (const key of ['../escape.png', 'a/../../b', '/abs.png', 'a//b', 'sp ace.png', '.hidden']) {
      await expect(storage.put(key, new Uint8Array([1]), 'image/png')).rejects.toBeInstanceOf(
        InvalidStorageKeyError,
      );
      await expect(storage.get(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
    }
    expect(await storage.get('zz/never-written.png')).toBeNull();
    await expect(storage.delete('zz/never-written.png')).resolves.toBeUndefined();
  });
});

describe('S3 configuration', () => {
  it('keeps local disk as the default and names the bucket (never the secret) when S3 is on', () => {
    const disk = uploadStorageFor(loadConfig({ NODE_ENV: 'test', UPLOADS_DIR: diskDir }));
    expect(disk.description).toBe(`local disk, ${diskDir}`);
    const s3 = uploadStorageFor(
      loadConfig({
        NODE_ENV: 'test',
        S3_BUCKET: BUCKET,
        S3_ENDPOINT: endpoint,
        S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
        S3_SECRET_ACCESS_KEY: 'very-secret-value',
      }),
    );
    expect(s3.description).toBe(`S3 bucket ${BUCKET} at ${endpoint}`);
    expect(s3.description).not.toContain('very-secret-value');
  });

  it('refuses a bucket without keys, naming the missing variables', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', S3_BUCKET: BUCKET })).toThrow(ConfigError);
    expect(() =>
      loadConfig({ NODE_ENV: 'test', S3_BUCKET: BUCKET, S3_ACCESS_KEY_ID: 'AKIAEXAMPLE' }),
    ).toThrow(/S3_SECRET_ACCESS_KEY/);
    expect(() => loadConfig({ NODE_ENV: 'test', S3_BUCKET: BUCKET })).toThrow(/S3_ACCESS_KEY_ID/);
    expect(() => loadConfig({ NODE_ENV: 'test', S3_BUCKET: 'Not_A_Bucket' })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ NODE_ENV: 'test', S3_ACCESS_KEY_ID: 'AKIAEXAMPLE' })).toThrow(/S3_BUCKET/);
  });
});
