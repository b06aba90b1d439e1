import { randomUUID } from 'node:crypto';
import type { TUploadDto } from '@sidecamp/domain';
import {
  checkUpload,
  DOCUMENT_UPLOAD_EXTENSIONS,
  detectFileTypeFromBytes,
  FILE_TYPE_TABLE,
  fileExtensionOf,
  IMAGE_UPLOAD_EXTENSIONS,
  isContentOfExtension,
  type KnownExtension,
  MAX_UPLOAD_BYTES,
  PURPOSE_FAMILIES,
  type UploadFamily,
  type UploadPurpose,
  type UploadRejection,
} from '@sidecamp/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Transaction } from '../../db/client';
import { AppError, fieldError } from '../../http/errors';
import { users } from '../auth/auth.tables';
import { chatMessages, chatParticipants } from '../chat/chat.tables';
import { profiles } from '../profiles/profiles.tables';
import { processRasterImage, type RasterFormat, UnreadableImageError } from './uploads.images';
import { fileUrlOf, presentUpload, type UploadRow, uploadIdOfUrl } from './uploads.presenter';
import type { StoredObject, UploadStorage } from './uploads.storage';
import { findSvgHazard, SVG_REFUSALS, svgTextOf } from './uploads.svg';
import { uploads } from './uploads.tables';
import { checkZipContainer } from './uploads.zip';

/** A file as it arrives: its bytes (or a stream of them) and what the sender says it is. */
export type IncomingFile = {
  content: Uint8Array | AsyncIterable<Uint8Array>;
  /** Whether the sender's parser cut the stream at the size limit (multipart's `truncated`). */
  wasTruncated?: () => boolean;
  fileName: string;
  mediaType: string;
};

export type FileVariant = 'original' | 'thumb';

export type ServedFile = StoredObject & {
  mediaType: string;
  kind: 'image' | 'document';
  fileName: string;
  /** Only some people may fetch it (a chat's file), so no shared cache may keep it. */
  restricted: boolean;
};

/**
 * Files sent in a chat are the chat's: only the uploader and the room's joined participants may
 * fetch them, however the address got out. Every other purpose is shown on public pages.
 */
const RESTRICTED_PURPOSES: readonly UploadPurpose[] = ['chat_images'];

type Logger = Pick<FastifyBaseLogger, 'warn'>;

type PreparedFile = {
  kind: 'image' | 'document';
  extension: string;
  mediaType: string;
  originalName: string;
  bytes: Uint8Array;
  thumbnail: Uint8Array | null;
  width: number | null;
  height: number | null;
};

export const TOO_LARGE_MESSAGE = 'The file is larger than 10 MB.';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const CONTENT_NAMES: Record<KnownExtension, string> = {
  jpg: 'a JPEG image',
  jpeg: 'a JPEG image',
  png: 'a PNG image',
  gif: 'a GIF image',
  bmp: 'a BMP image',
  svg: 'an SVG image',
  webp: 'a WebP image',
  pdf: 'a PDF document',
  ppt: 'a PowerPoint presentation',
  pptx: 'a PowerPoint presentation',
  doc: 'a Word document',
  docx: 'a Word document',
  hwp: 'a Hangul (HWP) document',
  hwpx: 'a Hangul (HWPX) document',
  xls: 'an Excel spreadsheet',
  xlsx: 'an Excel spreadsheet',
  zip: 'a ZIP archive',
};

const RASTER_FORMATS: Partial<Record<string, RasterFormat>> = {
  jpeg: 'jpeg',
  png: 'png',
  gif: 'gif',
  webp: 'webp',
};

function familyOf(extension: string): UploadFamily | null {
  if ((IMAGE_UPLOAD_EXTENSIONS as readonly string[]).includes(extension)) return 'image';
  if (extension === 'svg') return 'svg';
  if ((DOCUMENT_UPLOAD_EXTENSIONS as readonly string[]).includes(extension)) return 'document';
  return null;
}

const upper = (list: readonly string[]) => list.map((extension) => extension.toUpperCase()).join(', ');

function acceptedHere(families: readonly UploadFamily[]): string {
  const parts = families.map((family) => {
    switch (family) {
      case 'image':
        return `images (${upper(IMAGE_UPLOAD_EXTENSIONS)})`;
      case 'svg':
        return 'SVG drawings';
      case 'document':
        return `documents (${upper(DOCUMENT_UPLOAD_EXTENSIONS)})`;
      default:
        return family satisfies never;
    }
  });
  return `Accepted here: ${parts.join(', ')}.`;
}

function rejectionMessage(reason: UploadRejection, extension: string, declaredType: string): string {
  switch (reason) {
    case 'TOO_LARGE':
      return TOO_LARGE_MESSAGE;
    case 'EMPTY_FILE':
      return 'The file is empty.';
    case 'INVALID_SIZE':
      return 'The file size could not be read.';
    case 'MEDIA_TYPE_MISMATCH':
      return `The file is named .${extension} but was sent as ${declaredType.trim() || 'an unknown type'}.`;
    case 'NO_EXTENSION':
      return 'The file name has no extension.';
    case 'EXTENSION_NOT_ALLOWED':
      return `.${extension} files are not accepted here.`;
    default:
      return reason satisfies never;
  }
}

/**
 * The client's file name, reduced to something safe to store and show: no folders, no control
 * characters, at most 200 characters (the extension kept). It is never used to name stored bytes.
 */
export function cleanFileName(name: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
  const base = (name.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f-\u009f]/g, '').trim();
  if (base.length <= 200) return base || 'file';
  const dot = base.lastIndexOf('.');
  const extension = dot > 0 && base.length - dot <= 10 ? base.slice(dot) : '';
  return base.slice(0, 200 - extension.length) + extension;
}

/** Reads at most MAX_UPLOAD_BYTES (+ the chunk that crosses it); a longer file is refused. */
async function readLimited(file: IncomingFile): Promise<Uint8Array> {
  if (file.content instanceof Uint8Array) {
    if (file.content.byteLength > MAX_UPLOAD_BYTES) throw fieldError('file', TOO_LARGE_MESSAGE);
    return file.content;
  }
  const chunks: Uint8Array[] = [];
  let total = 0;
  for await (const chunk of file.content) {
    total += chunk.byteLength;
    // Leaving the loop ends the stream, so the rest of an oversized upload is never kept.
    if (total > MAX_UPLOAD_BYTES) throw fieldError('file', TOO_LARGE_MESSAGE);
    chunks.push(chunk);
  }
  if (file.wasTruncated?.()) throw fieldError('file', TOO_LARGE_MESSAGE);
  return Buffer.concat(chunks, total);
}

export type UploadService = ReturnType<typeof createUploadService>;

export function createUploadService(deps: { db: Database; storage: UploadStorage; logger?: Logger }) {
  const { db, storage, logger } = deps;

  /** Removes stored objects after the fact; a failure leaves an orphan file, never a broken row. */
  async function discard(keys: ReadonlyArray<string | null>): Promise<void> {
    const results = await Promise.allSettled(
      keys.filter((key): key is string => key !== null).map((key) => storage.delete(key)),
    );
    for (const result of results) {
      if (result.status === 'rejected')
        logger?.warn({ err: result.reason }, 'could not delete an upload file');
    }
  }

  /** Every check and all decoding happen here, before anything is stored. */
  async function prepare(purpose: UploadPurpose, file: IncomingFile): Promise<PreparedFile> {
    const families = PURPOSE_FAMILIES[purpose];
    const originalName = cleanFileName(file.fileName);
    const extension = fileExtensionOf(originalName);
    if (extension === null) {
      throw fieldError('file', `${rejectionMessage('NO_EXTENSION', '', '')} ${acceptedHere(families)}`);
    }
    const family = familyOf(extension);
    // Refused by name before a byte is read: no point taking in 10 MB of an .exe.
    if (family === null || !families.includes(family)) {
      throw fieldError(
        'file',
        `${rejectionMessage('EXTENSION_NOT_ALLOWED', extension, '')} ${acceptedHere(families)}`,
      );
    }
    const known = extension as KnownExtension;
    const bytes = await readLimited(file);

    if (family === 'svg') {
      if (bytes.byteLength === 0) throw fieldError('file', rejectionMessage('EMPTY_FILE', extension, ''));
      const declared = file.mediaType.split(';')[0]!.trim().toLowerCase();
      if (declared !== FILE_TYPE_TABLE.svg) {
        throw fieldError('file', rejectionMessage('MEDIA_TYPE_MISMATCH', extension, file.mediaType));
      }
    } else {
      const check = checkUpload({
        fileName: originalName,
        mediaType: file.mediaType,
        size: bytes.byteLength,
        kind: family,
      });
      if (!check.ok) throw fieldError('file', rejectionMessage(check.reason, extension, file.mediaType));
    }
    // The name and declared type are the sender's word; the first bytes are what a browser sniffs.
    if (!isContentOfExtension(known, bytes)) {
      throw fieldError('file', `The file's content is not ${CONTENT_NAMES[known]}.`);
    }

    switch (family) {
      case 'image': {
        const format = RASTER_FORMATS[detectFileTypeFromBytes(bytes) ?? ''];
        if (!format) throw fieldError('file', `The file's content is not ${CONTENT_NAMES[known]}.`);
        try {
          const image = await processRasterImage(
            Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
            format,
          );
          return {
            kind: 'image',
            extension: format === 'jpeg' ? 'jpg' : format,
            mediaType: image.mediaType,
            originalName,
            bytes: image.bytes,
            thumbnail: image.thumbnail,
            width: image.width,
            height: image.height,
          };
        } catch (error) {
          if (error instanceof UnreadableImageError) throw fieldError('file', error.message);
          throw error;
        }
      }
      case 'svg': {
        const text = svgTextOf(bytes);
        const hazard = text === null ? 'NOT_TEXT' : findSvgHazard(text);
        if (hazard !== null) throw fieldError('file', SVG_REFUSALS[hazard]);
        return {
          kind: 'image',
          extension: 'svg',
          mediaType: FILE_TYPE_TABLE.svg,
          originalName,
          bytes,
          thumbnail: null,
          width: null,
          height: null,
        };
      }
      case 'document': {
        // docx, xlsx, pptx, hwpx and zip: whoever downloads one unpacks it, so it is unpacked
        // here first (as a stream, within limits) and refused when it is a bomb or escapes its folder.
        if (detectFileTypeFromBytes(bytes) === 'zip') {
          const verdict = await checkZipContainer(bytes);
          if (!verdict.ok) {
            throw fieldError(
              'file',
              verdict.reason === 'UNREADABLE'
                ? `The file's content is not ${CONTENT_NAMES[known]}: it could not be read as a ZIP archive.`
                : verdict.message,
            );
          }
        }
        return {
          kind: 'document',
          extension,
          mediaType: FILE_TYPE_TABLE[known],
          originalName,
          bytes,
          thumbnail: null,
          width: null,
          height: null,
        };
      }
      default:
        return family satisfies never;
    }
  }

  /**
   * Stores the bytes, then writes the row (and whatever `attach` changes) in one transaction.
   * Storage failing means no row; the transaction failing deletes the stored bytes. Files that
   * `attach` replaced are deleted only once the transaction has committed.
   */
  async function persist(
    ownerNo: number,
    purpose: UploadPurpose,
    prepared: PreparedFile,
    attach?: (tx: Transaction, row: UploadRow) => Promise<Array<string | null>>,
  ): Promise<TUploadDto> {
    const id = randomUUID();
    // Server-made keys, fanned out by the id's first characters so no folder grows huge.
    const folder = id.slice(0, 2);
    const storageKey = `${folder}/${id}.${prepared.extension}`;
    const thumbnailKey = prepared.thumbnail ? `${folder}/${id}.thumb.webp` : null;
    const written: string[] = [];
    let outcome: { row: UploadRow; replaced: Array<string | null> };
    try {
      await storage.put(storageKey, prepared.bytes, prepared.mediaType);
      written.push(storageKey);
      if (thumbnailKey && prepared.thumbnail) {
        await storage.put(thumbnailKey, prepared.thumbnail, 'image/webp');
        written.push(thumbnailKey);
      }
      outcome = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(uploads)
          .values({
            id,
            ownerNo,
            kind: prepared.kind,
            purpose,
            originalName: prepared.originalName,
            mediaType: prepared.mediaType,
            sizeBytes: prepared.bytes.byteLength,
            storageKey,
            thumbnailKey,
            width: prepared.width,
            height: prepared.height,
          })
          .returning();
        if (!row) throw new Error('insert into uploads returned no row');
        return { row, replaced: attach ? await attach(tx, row) : [] };
      });
    } catch (error) {
      await discard(written);
      throw error;
    }
    await discard(outcome.replaced);
    return presentUpload(outcome.row);
  }

  /**
   * Deletes the owner's earlier upload for `purpose` at `url` (the picture being replaced) and
   * returns its keys. Only an upload of this user for this purpose: an address that points at
   * someone else's file, or at one used elsewhere, is left alone.
   */
  async function releasePrevious(
    tx: Transaction,
    ownerNo: number,
    url: string | null | undefined,
    purpose: UploadPurpose,
  ): Promise<Array<string | null>> {
    const previousId = uploadIdOfUrl(url);
    if (previousId === null) return [];
    const removed = await tx
      .delete(uploads)
      .where(and(eq(uploads.id, previousId), eq(uploads.ownerNo, ownerNo), eq(uploads.purpose, purpose)))
      .returning({ storageKey: uploads.storageKey, thumbnailKey: uploads.thumbnailKey });
    return removed.flatMap((row) => [row.storageKey, row.thumbnailKey]);
  }

  const notFound = () => new AppError('NOT_FOUND', { message: 'There is no such file.' });

  /** Whether the person is a joined participant of a room the file was sent in (as chat reads). */
  async function isInChatOf(uploadId: string, userNo: number): Promise<boolean> {
    const [found] = await db
      .select({ one: sql<number>`1` })
      .from(chatMessages)
      .innerJoin(
        chatParticipants,
        and(
          eq(chatParticipants.roomId, chatMessages.roomId),
          eq(chatParticipants.userNo, userNo),
          eq(chatParticipants.status, 'joined'),
        ),
      )
      .where(eq(chatMessages.uploadId, uploadId))
      .limit(1);
    return found !== undefined;
  }

  return {
    /** A file for a later feature (post, chat, project, proof ...); the caller links it by id. */
    async upload(ownerNo: number, purpose: UploadPurpose, file: IncomingFile): Promise<TUploadDto> {
      return persist(ownerNo, purpose, await prepare(purpose, file));
    },

    /** The profile picture: becomes users.img; the picture it replaces is deleted. */
    async setUserImage(ownerNo: number, file: IncomingFile): Promise<TUploadDto> {
      const prepared = await prepare('user_image', file);
      return persist(ownerNo, 'user_image', prepared, async (tx, row) => {
        // Locked so two uploads at once cannot both think they replace the same old picture.
        const [user] = await tx
          .select({ img: users.img })
          .from(users)
          .where(eq(users.no, ownerNo))
          .for('update');
        await tx
          .update(users)
          .set({ img: fileUrlOf(row.id) })
          .where(eq(users.no, ownerNo));
        return releasePrevious(tx, ownerNo, user?.img, 'user_image');
      });
    },

    /** The profile background: becomes profiles.backgroundImg (creating the profile row if needed). */
    async setUserBackground(ownerNo: number, file: IncomingFile): Promise<TUploadDto> {
      const prepared = await prepare('user_background', file);
      return persist(ownerNo, 'user_background', prepared, async (tx, row) => {
        // Make sure the row exists, then lock it to read the background being replaced: an upsert
        // alone cannot tell us the previous value.
        await tx
          .insert(profiles)
          .values({ userNo: ownerNo })
          .onConflictDoNothing({ target: profiles.userNo });
        const [profile] = await tx
          .select({ backgroundImg: profiles.backgroundImg })
          .from(profiles)
          .where(eq(profiles.userNo, ownerNo))
          .for('update');
        await tx
          .update(profiles)
          .set({ backgroundImg: fileUrlOf(row.id), updatedAt: new Date() })
          .where(eq(profiles.userNo, ownerNo));
        return releasePrevious(tx, ownerNo, profile?.backgroundImg, 'user_background');
      });
    },

    /**
     * The stored bytes of an upload (or of its thumbnail), for GET /api/files/:id. `viewerNo` is
     * asked only for a restricted file: a visitor gets 401, someone outside its chat 404 (as for an
     * unknown id, so ids cannot be probed).
     */
    async open(
      id: string,
      variant: FileVariant,
      viewerNo: () => Promise<number | null> = async () => null,
    ): Promise<ServedFile> {
      if (!UUID.test(id)) throw notFound();
      const [row] = await db.select().from(uploads).where(eq(uploads.id, id.toLowerCase()));
      if (!row) throw notFound();
      const restricted = RESTRICTED_PURPOSES.includes(row.purpose as UploadPurpose);
      if (restricted) {
        const viewer = await viewerNo();
        if (viewer === null) throw new AppError('UNAUTHENTICATED');
        if (viewer !== row.ownerNo && !(await isInChatOf(row.id, viewer))) throw notFound();
      }
      if (variant === 'thumb' && row.kind === 'document') throw notFound();
      // An SVG has no raster thumbnail: it scales itself, so the drawing serves as its own.
      const useThumbnail = variant === 'thumb' && row.thumbnailKey !== null;
      const key = useThumbnail && row.thumbnailKey ? row.thumbnailKey : row.storageKey;
      const object = await storage.get(key);
      if (!object) {
        logger?.warn({ uploadId: id, key }, 'an upload row has no stored file');
        throw notFound();
      }
      return {
        ...object,
        mediaType: useThumbnail ? 'image/webp' : row.mediaType,
        kind: row.kind === 'document' ? 'document' : 'image',
        fileName: row.originalName,
        restricted,
      };
    },

    /**
     * Deletes an upload of the owner. Someone else's id answers like an unknown one, so ids
     * cannot be probed. A profile picture or background that pointed at it is cleared.
     */
    async remove(ownerNo: number, id: string): Promise<void> {
      if (!UUID.test(id)) throw notFound();
      const removed = await db.transaction(async (tx) => {
        const [row] = await tx
          .delete(uploads)
          .where(and(eq(uploads.id, id.toLowerCase()), eq(uploads.ownerNo, ownerNo)))
          .returning();
        if (!row) return null;
        const url = fileUrlOf(row.id);
        await tx
          .update(users)
          .set({ img: null })
          .where(and(eq(users.no, ownerNo), eq(users.img, url)));
        await tx
          .update(profiles)
          .set({ backgroundImg: null, updatedAt: new Date() })
          .where(and(eq(profiles.userNo, ownerNo), eq(profiles.backgroundImg, url)));
        return row;
      });
      if (!removed) throw notFound();
      await discard([removed.storageKey, removed.thumbnailKey]);
    },
  };
}
