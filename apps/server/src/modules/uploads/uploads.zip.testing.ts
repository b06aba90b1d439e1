/**
 * Test helpers: ZIP archives made with yazl (a real ZIP writer), and the few byte-level edits a
 * hostile archive needs that no honest writer will make (a lying size, a `../` name, entries that
 * share data, an entry missing from the central directory).
 */
import { ZipFile } from 'yazl';

/** A name ending in / is a folder (its data is ignored). */
export type ZipInput = { name: string; data: Buffer | string; mode?: number; compress?: boolean };

export async function zipOf(files: ZipInput[]): Promise<Buffer> {
  const zip = new ZipFile();
  for (const file of files) {
    if (file.name.endsWith('/')) {
      zip.addEmptyDirectory(file.name, file.mode === undefined ? {} : { mode: file.mode });
      continue;
    }
    const data = typeof file.data === 'string' ? Buffer.from(file.data) : file.data;
    zip.addBuffer(data, file.name, {
      ...(file.mode === undefined ? {} : { mode: file.mode }),
      compress: file.compress ?? true,
    });
  }
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** A minimal Word document: the three parts Word needs, deflated as Word does. */
export function docxOf(text: string): Promise<Buffer> {
  return zipOf([
    {
      name: '[Content_Types].xml',
      data: '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    },
    {
      name: '_rels/.rels',
      data: '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    },
    {
      name: 'word/document.xml',
      data: `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:body></w:document>`,
    },
  ]);
}

/** Replaces every occurrence of a name's bytes (local header and central directory alike). */
export function renamed(zip: Buffer, from: string, to: string): Buffer {
  const a = Buffer.from(from);
  const b = Buffer.from(to);
  if (a.length !== b.length) throw new Error('renamed: names must have the same length');
  const out = Buffer.from(zip);
  let at = out.indexOf(a);
  if (at < 0) throw new Error(`renamed: ${from} not found`);
  while (at >= 0) {
    b.copy(out, at);
    at = out.indexOf(a, at + b.length);
  }
  return out;
}

type Record = { at: number; length: number; name: string; localAt: number };

/** The central directory records of an archive yazl wrote (no comment, no ZIP64). */
function directoryOf(zip: Buffer): { start: number; size: number; end: number; records: Record[] } {
  const end = zip.length - 22;
  if (zip.readUInt32LE(end) !== 0x06054b50) throw new Error('no end of central directory record');
  const count = zip.readUInt16LE(end + 10);
  const size = zip.readUInt32LE(end + 12);
  const start = zip.readUInt32LE(end + 16);
  const records: Record[] = [];
  let at = start;
  for (let i = 0; i < count; i++) {
    if (zip.readUInt32LE(at) !== 0x02014b50) throw new Error('bad central directory record');
    const n = zip.readUInt16LE(at + 28);
    const length = 46 + n + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    records.push({
      at,
      length,
      name: zip.subarray(at + 46, at + 46 + n).toString(),
      localAt: zip.readUInt32LE(at + 42),
    });
    at += length;
  }
  return { start, size, end, records };
}

/** Makes both headers of an entry claim it unpacks to `size` bytes (CRC and data unchanged). */
export function withDeclaredSize(zip: Buffer, name: string, size: number): Buffer {
  const out = Buffer.from(zip);
  const record = directoryOf(out).records.find((r) => r.name === name);
  if (!record) throw new Error(`withDeclaredSize: ${name} not found`);
  out.writeUInt32LE(size, record.at + 24);
  out.writeUInt32LE(size, record.localAt + 22);
  return out;
}

/** Adds `copies` more central directory records pointing at the first entry's data. */
export function withOverlappingEntries(zip: Buffer, copies: number): Buffer {
  const { start, size, end, records } = directoryOf(zip);
  const first = records[0];
  if (!first) throw new Error('withOverlappingEntries: empty archive');
  const record = zip.subarray(first.at, first.at + first.length);
  const eocd = Buffer.from(zip.subarray(end));
  eocd.writeUInt16LE(records.length + copies, 8);
  eocd.writeUInt16LE(records.length + copies, 10);
  eocd.writeUInt32LE(size + copies * first.length, 12);
  return Buffer.concat([zip.subarray(0, start + size), ...Array(copies).fill(record), eocd]);
}

/**
 * Puts the entries of `hidden` (their local headers and data) in front of `zip`'s, leaving them out
 * of the central directory: only a tool that walks local headers would find them.
 */
export function withHiddenEntries(zip: Buffer, hidden: Buffer): Buffer {
  const hiddenData = hidden.subarray(0, directoryOf(hidden).start);
  const out = Buffer.concat([hiddenData, zip]);
  const shift = hiddenData.length;
  const end = out.length - 22;
  out.writeUInt32LE(out.readUInt32LE(end + 16) + shift, end + 16);
  for (const record of directoryOf(out).records) out.writeUInt32LE(record.localAt + shift, record.at + 42);
  return out;
}
