import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { checkZipContainer, ZIP_LIMITS } from './uploads.zip';
import {
  docxOf,
  renamed,
  withDeclaredSize,
  withHiddenEntries,
  withOverlappingEntries,
  zipOf,
} from './uploads.zip.testing';

async function refusal(bytes: Buffer): Promise<string> {
  const verdict = await checkZipContainer(bytes);
  if (verdict.ok) throw new Error('expected the archive to be refused');
  expect(verdict.reason).toBe('REFUSED');
  return verdict.message;
}

const MB = 1024 * 1024;

describe('checkZipContainer', () => {
  it('accepts a Word document and counts what it unpacks to', async () => {
    const verdict = await checkZipContainer(await docxOf('hello'));
    expect(verdict).toMatchObject({ ok: true, entries: 3 });
  });

  it('accepts folders, stored entries and a large but ordinary entry', async () => {
    const text = Buffer.from(Array.from({ length: 200_000 }, (_, i) => `line ${i * 7919}\n`).join(''));
    const verdict = await checkZipContainer(
      await zipOf([
        { name: 'docs/', data: '', mode: 0o40755 },
        { name: 'docs/readme.txt', data: 'plain', compress: false },
        { name: 'docs/log.txt', data: text },
      ]),
    );
    expect(verdict).toEqual({ ok: true, entries: 3, inflatedBytes: 5 + text.length });
  });

  it('accepts an empty archive', async () => {
    expect(await checkZipContainer(await zipOf([]))).toMatchObject({ ok: true, entries: 0 });
  });

  it('says a file that is not a ZIP archive is unreadable', async () => {
    const verdict = await checkZipContainer(Buffer.from('PK\x03\x04 but nothing after it'));
    expect(verdict).toMatchObject({ ok: false, reason: 'UNREADABLE' });
  });

  it('refuses more entries than the limit, before reading them', async () => {
    const files = Array.from({ length: ZIP_LIMITS.maxEntries + 1 }, (_, i) => ({
      name: `${i}`,
      data: '',
      compress: false,
    }));
    expect(await refusal(await zipOf(files))).toBe('The archive has more than 10,000 files in it.');
  }, 30_000);

  it('refuses an entry packed more than 100 to 1', async () => {
    const message = await refusal(await zipOf([{ name: 'zeros.bin', data: Buffer.alloc(5 * MB) }]));
    expect(message).toBe(
      '"zeros.bin" in the archive unpacks to more than 100 times its packed size, which is how zip bombs are made.',
    );
  });

  it('lets a small entry pack tightly', async () => {
    expect(
      await checkZipContainer(await zipOf([{ name: 'zeros.bin', data: Buffer.alloc(MB) }])),
    ).toMatchObject({
      ok: true,
    });
  });

  it('refuses an archive that unpacks to more than 200 MB in all', async () => {
    // Each entry is just under the ratio-free size, so only the total gives the bomb away.
    const entry = Buffer.alloc(MB);
    const files = Array.from({ length: 201 }, (_, i) => ({ name: `part${i}.bin`, data: entry }));
    expect(await refusal(await zipOf(files))).toBe(
      'The archive unpacks to more than 200 MB, which is not accepted.',
    );
  }, 30_000);

  it('refuses an entry whose headers understate what it unpacks to', async () => {
    // 50 MB of zeros declared as 1 KB: every declared number passes, only inflating shows the lie.
    const zip = withDeclaredSize(
      await zipOf([{ name: 'small.txt', data: Buffer.alloc(50 * MB) }]),
      'small.txt',
      1024,
    );
    expect(await refusal(zip)).toBe(
      '"small.txt" in the archive unpacks to more than its header declares; the archive is damaged or made to mislead.',
    );
  });

  it('refuses an entry whose headers overstate what it unpacks to', async () => {
    const zip = withDeclaredSize(await zipOf([{ name: 'a.txt', data: 'short' }]), 'a.txt', 500);
    expect(await refusal(zip)).toMatch(/^"a\.txt" in the archive unpacks to less than its header declares/);
  });

  it('refuses a stored entry whose two sizes differ', async () => {
    const zip = withDeclaredSize(
      await zipOf([{ name: 'a.txt', data: 'stored', compress: false }]),
      'a.txt',
      3,
    );
    expect(await refusal(zip)).toMatch(/^"a\.txt" in the archive declares sizes that do not match/);
  });

  it.each([
    [
      'xx/evil.txt',
      '../evil.txt',
      '"../evil.txt" in the archive points outside the folder it is unpacked into (..)',
    ],
    [
      'a/xx/xx/b',
      'a/../../b',
      '"a/../../b" in the archive points outside the folder it is unpacked into (..)',
    ],
    ['etc/passwdx', '/etc/passwd', '"/etc/passwd" in the archive has an absolute path'],
    ['Cx/boot.ini', 'C:/boot.ini', '"C:/boot.ini" in the archive has an absolute path'],
    ['xx_evil.txt', '..\\evil.txt', '"..\\evil.txt" in the archive has a backslash in its path'],
  ])('refuses the entry name %s -> %s', async (honest, hostile, message) => {
    const zip = renamed(await zipOf([{ name: honest, data: 'x' }]), honest, hostile);
    expect(await refusal(zip)).toBe(`${message}, which is not allowed.`);
  });

  it('checks the name in the local header too, where streaming tools read it', async () => {
    const zip = await zipOf([{ name: 'xx/evil.txt', data: 'x' }]);
    // Only the first occurrence, the local header, is changed; the central directory stays honest.
    const local = Buffer.from(zip);
    Buffer.from('../evil.txt').copy(local, local.indexOf('xx/evil.txt'));
    expect(await refusal(local)).toMatch(/^"\.\.\/evil\.txt" in the archive points outside/);
  });

  it('checks the Info-ZIP Unicode Path field, which some tools prefer to the plain name', async () => {
    // A central directory record with a 0x7075 field naming the entry ../evil.txt.
    const name = Buffer.from('ok.txt');
    const { crc32 } = await import('node:zlib');
    const unicode = Buffer.concat([Buffer.from([1]), Buffer.alloc(4), Buffer.from('../evil.txt')]);
    unicode.writeUInt32LE(crc32(name), 1);
    const extra = Buffer.concat([Buffer.from([0x75, 0x70, unicode.length, 0]), unicode]);
    const data = deflateRawSync('x');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc32('x'), 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(1, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc32('x'), 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(1, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt16LE(extra.length, 30);
    const directoryStart = local.length + name.length + data.length;
    const directory = Buffer.concat([central, name, extra]);
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(1, 8);
    end.writeUInt16LE(1, 10);
    end.writeUInt32LE(directory.length, 12);
    end.writeUInt32LE(directoryStart, 16);
    const zip = Buffer.concat([local, name, data, directory, end]);
    expect(await refusal(zip)).toMatch(/^"\.\.\/evil\.txt" in the archive points outside/);
  });

  it('refuses a symbolic link', async () => {
    const zip = await zipOf([{ name: 'link', data: '/etc/passwd', mode: 0o120777 }]);
    expect(await refusal(zip)).toBe('"link" in the archive is a symbolic link, which is not allowed.');
  });

  it('refuses entries that share their data (an overlapping bomb)', async () => {
    const zip = withOverlappingEntries(await zipOf([{ name: 'a.txt', data: 'shared' }]), 3);
    expect(await refusal(zip)).toBe('Files in the archive share the same data, which is not allowed.');
  });

  it('refuses an entry hidden from the central directory', async () => {
    const hidden = renamed(await zipOf([{ name: 'xx/evil.txt', data: 'x' }]), 'xx/evil.txt', '../evil.txt');
    const zip = withHiddenEntries(await zipOf([{ name: 'ok.txt', data: 'fine' }]), hidden);
    expect(await refusal(zip)).toBe(
      'The archive contains a file that is not in its list of files, which is not allowed.',
    );
  });

  it('refuses a password-protected archive', async () => {
    const zip = Buffer.from(await zipOf([{ name: 'secret.txt', data: 'x', compress: false }]));
    // Set the "encrypted" flag in the local header and the central directory record.
    zip.writeUInt16LE(zip.readUInt16LE(6) | 1, 6);
    const central = zip.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    zip.writeUInt16LE(zip.readUInt16LE(central + 8) | 1, central + 8);
    expect(await refusal(zip)).toBe('The archive is password-protected, so its contents cannot be checked.');
  });

  describe('an archive inside an archive', () => {
    it('is inspected by the same rules: a bad path inside a nested zip is refused, named by where it is', async () => {
      const inner = renamed(await zipOf([{ name: 'xxxxx/.bashrc', data: 'echo owned' }]), 'xxxxx/', '../../');
      const outer = await zipOf([
        { name: 'readme.txt', data: 'see inside' },
        { name: 'parts/inner.zip', data: inner },
      ]);
      expect(await refusal(outer)).toMatch(/Inside "parts\/inner\.zip": "\.\.\/\.\.\/\.bashrc".*outside/);
    });

    it('is found by its bytes, not its name, and a good one is accepted with its entries counted', async () => {
      const inner = await zipOf([{ name: 'evil', data: 'x', mode: 0o120777 }]);
      expect(await refusal(await zipOf([{ name: 'notes.txt', data: inner }]))).toMatch(
        /Inside "notes\.txt": "evil".*symbolic link/,
      );
      const good = await zipOf([{ name: 'a.txt', data: 'hello' }]);
      const verdict = await checkZipContainer(await zipOf([{ name: 'b.zip', data: good, compress: false }]));
      expect(verdict).toEqual({ ok: true, entries: 2, inflatedBytes: good.length + 5 });
    });

    it("counts a nested bomb against the outer archive's limits", async () => {
      const bomb = withDeclaredSize(
        await zipOf([{ name: 'zeros', data: Buffer.alloc(2 * MB) }]),
        'zeros',
        10,
      );
      expect(await refusal(await zipOf([{ name: 'inner.zip', data: bomb }]))).toMatch(/Inside "inner\.zip":/);
    });

    it('refuses archives nested deeper than the limit', async () => {
      let nested = await zipOf([{ name: 'core.txt', data: 'deep' }]);
      for (let level = 1; level < ZIP_LIMITS.maxDepth; level++)
        nested = await zipOf([{ name: `level${level}.zip`, data: nested }]);
      expect(await checkZipContainer(nested)).toMatchObject({ ok: true });
      const deeper = await zipOf([{ name: 'one-more.zip', data: nested }]);
      expect(await refusal(deeper)).toMatch(new RegExp(`nested more than ${ZIP_LIMITS.maxDepth} deep`));
    });
  });
});
