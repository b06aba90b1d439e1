import { MAX_UPLOAD_BYTES } from '@sidecamp/domain';
import {
  type Entry,
  type ExtraField,
  fromBufferPromise,
  getFileNameLowLevel,
  parseExtraFields,
  type ZipFile,
} from 'yauzl';

/**
 * Office files (docx, xlsx, pptx, hwpx) and zip archives are ZIP containers, and whoever downloads
 * one unpacks it. Before such a file is stored it is read here with yauzl and refused when it is a
 * zip bomb (too many entries, too much unpacked data, an entry packed too tightly, or headers that
 * understate what an entry unpacks to) or when an entry would land outside the folder it is
 * unpacked into (`..`, an absolute path, a backslash) or is a symbolic link.
 *
 * The declared sizes are checked first, so an honest bomb is refused without inflating a byte; then
 * every entry is inflated as a stream and counted, so a header that lies is caught after at most
 * the bytes it declared. Nothing is ever inflated into memory as a whole, except an entry that is
 * itself a ZIP container (by its bytes, whatever its name): it is inspected by the same rules, its
 * entries and unpacked bytes counted against the same limits as the outer archive's, up to
 * `maxDepth` archives deep, and it may be no larger than an upload.
 */

export const ZIP_LIMITS = {
  /** Entries in one archive. */
  maxEntries: 10_000,
  /** All entries unpacked together: 20 times the upload limit (200 MB). */
  maxInflatedBytes: 20 * MAX_UPLOAD_BYTES,
  /** Unpacked size over packed size, for an entry that unpacks to more than `ratioFreeBytes`. */
  maxRatio: 100,
  ratioFreeBytes: 1024 * 1024,
  /** Archives inside archives: the uploaded one and up to two levels inside it. */
  maxDepth: 3,
  /** A nested archive is held in memory to be inspected: no larger than an upload. */
  maxNestedBytes: MAX_UPLOAD_BYTES,
} as const;

export type ZipVerdict =
  | { ok: true; entries: number; inflatedBytes: number }
  /** UNREADABLE: not a ZIP archive that can be read at all; REFUSED: `message` says why. */
  | { ok: false; reason: 'UNREADABLE' | 'REFUSED'; message: string };

class Refusal extends Error {}
class Unreadable extends Error {}

const STORED = 0;
const DEFLATED = 8;
const UNICODE_PATH_FIELD = 0x7075;
const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;
const LOCAL_HEADER_SIGNATURE = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

/** An entry's name for a message: printable, and short. */
function shown(name: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is replaced.
  const printable = name.replace(/[\u0000-\u001f\u007f-\u009f]/g, '?');
  return `"${printable.length > 80 ? `${printable.slice(0, 77)}...` : printable}"`;
}

/** Why an entry name is refused, or null. The same rules apply to every name an entry carries. */
function nameProblem(name: string): string | null {
  if (name.includes('\\')) return 'has a backslash in its path';
  if (name.startsWith('/') || /^[A-Za-z]:/.test(name)) return 'has an absolute path';
  if (name.split('/').includes('..')) return 'points outside the folder it is unpacked into (..)';
  return null;
}

/**
 * Every name an unpacking tool might use for the entry: the central directory's and the local
 * header's, each as raw bytes and as the Info-ZIP Unicode Path field (which some tools prefer).
 */
function namesOf(flags: number, rawName: Buffer, extraFields: ExtraField[]): string[] {
  const plain = getFileNameLowLevel(flags, rawName, [], true);
  const names = [plain];
  if (extraFields.some((field) => field.id === UNICODE_PATH_FIELD)) {
    const unicode = getFileNameLowLevel(flags, rawName, extraFields, true);
    if (unicode !== plain) names.push(unicode);
  }
  return names;
}

function checkNames(names: string[]): void {
  for (const name of names) {
    const problem = nameProblem(name);
    if (problem) throw new Refusal(`${shown(name)} in the archive ${problem}, which is not allowed.`);
  }
}

function checkDeclaredSizes(entry: Entry, name: string): void {
  if (entry.compressionMethod === STORED && entry.compressedSize !== entry.uncompressedSize) {
    throw new Refusal(
      `${shown(name)} in the archive declares sizes that do not match; the archive is damaged or made to mislead.`,
    );
  }
  if (
    entry.uncompressedSize > ZIP_LIMITS.ratioFreeBytes &&
    entry.uncompressedSize > ZIP_LIMITS.maxRatio * entry.compressedSize
  ) {
    throw new Refusal(
      `${shown(name)} in the archive unpacks to more than ${ZIP_LIMITS.maxRatio} times its packed size, which is how zip bombs are made.`,
    );
  }
}

const ZIP_SIGNATURES = [LOCAL_HEADER_SIGNATURE, Buffer.from([0x50, 0x4b, 0x05, 0x06])];

/** What every archive of one upload, nested ones included, has used of the limits so far. */
type Budget = { entries: number; declaredBytes: number };

/**
 * Inflates one entry as a stream, counting bytes; stops as soon as it passes what was declared.
 * An entry whose bytes begin as a ZIP archive does is kept and returned, to be inspected in turn.
 */
async function inflateEntry(
  zip: ZipFile,
  entry: Entry,
  name: string,
): Promise<{ size: number; nestedArchive: Buffer | null }> {
  const stream = await zip.openReadStreamPromise(entry);
  let total = 0;
  const kept: Buffer[] = [];
  let keeping: boolean | undefined;
  try {
    for await (const chunk of stream) {
      total += (chunk as Buffer).byteLength;
      if (keeping !== false) {
        kept.push(chunk as Buffer);
        const head = Buffer.concat(kept).subarray(0, 4);
        if (head.byteLength === 4) keeping = ZIP_SIGNATURES.some((signature) => head.equals(signature));
        if (keeping === false) kept.length = 0;
      }
      if (keeping && total > ZIP_LIMITS.maxNestedBytes) {
        throw new Refusal(
          `${shown(name)} in the archive is an archive larger than ${megabytes(ZIP_LIMITS.maxNestedBytes)}, which cannot be checked.`,
        );
      }
      if (total > entry.uncompressedSize) {
        throw new Refusal(
          `${shown(name)} in the archive unpacks to more than its header declares; the archive is damaged or made to mislead.`,
        );
      }
    }
  } finally {
    stream.destroy();
  }
  if (total !== entry.uncompressedSize) {
    throw new Refusal(
      `${shown(name)} in the archive unpacks to less than its header declares; the archive is damaged or made to mislead.`,
    );
  }
  return { size: total, nestedArchive: keeping ? Buffer.concat(kept) : null };
}

type Span = { start: number; end: number };

/**
 * Entries may not share bytes (overlapping entries multiply one compressed stream, the densest zip
 * bombs), and no local file header may sit outside the listed entries: a tool that walks the file
 * from the front instead of reading the central directory would unpack an entry we never saw.
 */
function checkLayout(bytes: Buffer, spans: Span[], directoryStart: number): void {
  const sorted = [...spans].sort((a, b) => a.start - b.start);
  let cursor = 0;
  for (const span of [...sorted, { start: directoryStart, end: directoryStart }]) {
    if (span.start < cursor)
      throw new Refusal('Files in the archive share the same data, which is not allowed.');
    if (bytes.subarray(cursor, span.start).includes(LOCAL_HEADER_SIGNATURE)) {
      throw new Refusal(
        'The archive contains a file that is not in its list of files, which is not allowed.',
      );
    }
    cursor = span.end;
  }
}

async function inspect(
  bytes: Buffer,
  depth = 1,
  budget: Budget = { entries: 0, declaredBytes: 0 },
): Promise<{ entries: number; inflatedBytes: number }> {
  if (depth > ZIP_LIMITS.maxDepth) {
    throw new Refusal(
      `The archive holds archives nested more than ${ZIP_LIMITS.maxDepth} deep, which cannot be checked.`,
    );
  }
  let zip: ZipFile;
  try {
    // Names are decoded here (decodeStrings off) so every variant is checked with one set of rules;
    // sizes are counted here too, so a lying header gets our message rather than a stream error.
    zip = await fromBufferPromise(bytes, { decodeStrings: false, validateEntrySizes: false });
  } catch {
    throw new Unreadable();
  }
  try {
    if (budget.entries + zip.entryCount > ZIP_LIMITS.maxEntries) {
      throw new Refusal(
        `The archive has more than ${ZIP_LIMITS.maxEntries.toLocaleString('en')} files in it.`,
      );
    }
    // Before any entry is read the cursor is where the central directory starts (yauzl's own field).
    const cursor = (zip as unknown as { readEntryCursor: unknown }).readEntryCursor;
    const directoryStart = typeof cursor === 'number' ? cursor : bytes.byteLength;

    const entries: Array<{ entry: Entry; name: string }> = [];
    const spans: Span[] = [];
    for await (const entry of zip.eachEntry()) {
      if (budget.entries >= ZIP_LIMITS.maxEntries) {
        throw new Refusal(
          `The archive has more than ${ZIP_LIMITS.maxEntries.toLocaleString('en')} files in it.`,
        );
      }
      const names = namesOf(entry.generalPurposeBitFlag, entry.fileNameRaw, entry.extraFields);
      const name = names[0] ?? '';
      checkNames(names);
      const local = await zip.readLocalFileHeaderPromise(entry);
      checkNames(namesOf(local.generalPurposeBitFlag, local.fileName, parseExtraFields(local.extraField)));

      if (((entry.externalFileAttributes >>> 16) & S_IFMT) === S_IFLNK) {
        throw new Refusal(`${shown(name)} in the archive is a symbolic link, which is not allowed.`);
      }
      if (entry.isEncrypted() || local.generalPurposeBitFlag & 0x1) {
        throw new Refusal('The archive is password-protected, so its contents cannot be checked.');
      }
      if (entry.compressionMethod !== STORED && entry.compressionMethod !== DEFLATED) {
        throw new Refusal(
          `${shown(name)} in the archive is packed with a method that cannot be checked; only stored and deflated files are accepted.`,
        );
      }
      checkDeclaredSizes(entry, name);
      budget.entries += 1;
      budget.declaredBytes += entry.uncompressedSize;
      if (budget.declaredBytes > ZIP_LIMITS.maxInflatedBytes) {
        throw new Refusal(
          `The archive unpacks to more than ${megabytes(ZIP_LIMITS.maxInflatedBytes)}, which is not accepted.`,
        );
      }
      entries.push({ entry, name });
      spans.push({
        start: entry.relativeOffsetOfLocalHeader,
        end: local.fileDataStart + entry.compressedSize,
      });
    }
    checkLayout(bytes, spans, directoryStart);

    // Every declaration passed; now make the data prove it. Each entry stops at its declared size,
    // so the total inflated is bounded by the declared total checked above.
    let inflatedBytes = 0;
    let entryCount = entries.length;
    for (const { entry, name } of entries) {
      const { size, nestedArchive } = await inflateEntry(zip, entry, name);
      inflatedBytes += size;
      if (!nestedArchive) continue;
      // An archive inside: the same rules, on the same budget, one level deeper.
      const inner = await inspect(nestedArchive, depth + 1, budget).catch((error: unknown) => {
        if (error instanceof Refusal) throw new Refusal(`Inside ${shown(name)}: ${error.message}`);
        throw new Refusal(`${shown(name)} in the archive looks like an archive but cannot be read.`);
      });
      entryCount += inner.entries;
      inflatedBytes += inner.inflatedBytes;
    }
    return { entries: entryCount, inflatedBytes };
  } catch (error) {
    if (error instanceof Refusal) throw error;
    throw new Unreadable();
  } finally {
    zip.close();
  }
}

/** Reads a ZIP container and says whether it may be stored. */
export async function checkZipContainer(bytes: Uint8Array): Promise<ZipVerdict> {
  try {
    const result = await inspect(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    return { ok: true, ...result };
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, reason: 'REFUSED', message: error.message };
    if (error instanceof Unreadable)
      return { ok: false, reason: 'UNREADABLE', message: 'not a readable ZIP archive' };
    throw error;
  }
}
