import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalDiskStorage, InvalidStorageKeyError, uploadsDirectoryOf } from './uploads.storage';

const root = mkdtempSync(path.join(tmpdir(), 'sidecamp-storage-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('local disk storage', () => {
  const storage = createLocalDiskStorage(root);

  it('puts, gets and deletes by key', async () => {
    await storage.put('ab/file.txt', new TextEncoder().encode('hello'), 'text/plain');
    expect(readFileSync(path.join(root, 'ab', 'file.txt'), 'utf8')).toBe('hello');
    const object = await storage.get('ab/file.txt');
    expect(object?.size).toBe(5);
    expect(await text(object!.stream)).toBe('hello');
    await storage.delete('ab/file.txt');
    expect(await storage.get('ab/file.txt')).toBeNull();
    await expect(storage.delete('ab/file.txt')).resolves.toBeUndefined();
  });

  it.each(['../escape.txt', 'ab/../../escape.txt', '/etc/passwd', 'ab/./x', 'a\\b', '', 'ab//x', '.hidden'])(
    'refuses the key %j',
    async (key) => {
      await expect(storage.put(key, new Uint8Array([1]), 'text/plain')).rejects.toBeInstanceOf(
        InvalidStorageKeyError,
      );
      await expect(storage.get(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(storage.delete(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
    },
  );

  it('lives in UPLOADS_DIR, or in DATA_DIR/uploads', () => {
    expect(uploadsDirectoryOf({ UPLOADS_DIR: '/srv/files', DATA_DIR: '/data' })).toBe('/srv/files');
    expect(uploadsDirectoryOf({ DATA_DIR: '/data' })).toBe(path.join('/data', 'uploads'));
  });
});
