import { randomUUID } from 'node:crypto';
import { isRestrictedUploadPurpose, type TUploadDto, type UploadPurpose } from '@sidecamp/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Transaction } from '../../db/client';
import { AppError } from '../../http/errors';
import { users } from '../auth';
import { type IncomingFile, type PreparedFile, prepareUpload } from './uploads.intake';
import { allPictureSlots, fileAccessFor, pictureSlotFor } from './uploads.ports';
import { fileUrlOf, presentUpload, type UploadRow, uploadIdOfUrl } from './uploads.presenter';
import type { StoredObject, UploadStorage } from './uploads.storage';
import { uploads } from './uploads.tables';

// The routes name the incoming file by this file, where the service that takes it lives.
export type { IncomingFile };

export type FileVariant = 'original' | 'thumb';

export type ServedFile = StoredObject & {
  mediaType: string;
  kind: 'image' | 'document';
  fileName: string;
  /**
   * Who may keep a copy: `forever`, anyone (a public purpose: the bytes under an id never change);
   * `shared`, anyone for a while (a restricted file that a public page shows today, which may be
   * hidden tomorrow); `private`, only the viewer's own browser (a restricted file this viewer may see).
   */
  caching: 'forever' | 'shared' | 'private';
};

type Logger = Pick<FastifyBaseLogger, 'warn'>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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

  /** Whether someone other than the uploader may fetch the file, as its purpose's area rules. */
  async function mayFetch(row: UploadRow, viewerNo: number | null): Promise<boolean | 'anyone'> {
    const check = fileAccessFor(row.purpose as UploadPurpose);
    return check ? check(db, { id: row.id, ownerNo: row.ownerNo }, viewerNo) : false;
  }

  /** How a restricted file may be cached for this viewer; refused (401 / 404) when they may not fetch it. */
  async function restrictedCaching(row: UploadRow, viewerNo: number | null): Promise<'shared' | 'private'> {
    if (viewerNo !== null && viewerNo === row.ownerNo) return 'private';
    const access = await mayFetch(row, viewerNo);
    if (access === 'anyone') return 'shared';
    if (access) return 'private';
    throw viewerNo === null ? new AppError('UNAUTHENTICATED') : notFound();
  }

  return {
    /** A file for a later feature (post, chat, project, proof ...); the caller links it by id. */
    async upload(ownerNo: number, purpose: UploadPurpose, file: IncomingFile): Promise<TUploadDto> {
      return persist(ownerNo, purpose, await prepareUpload(purpose, file));
    },

    /** The profile picture: becomes users.img; the picture it replaces is deleted. */
    async setUserImage(ownerNo: number, file: IncomingFile): Promise<TUploadDto> {
      const prepared = await prepareUpload('user_image', file);
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

    /**
     * The profile background: shown where profiles registered its slot (profiles.backgroundImg);
     * the background it replaces is deleted.
     */
    async setUserBackground(ownerNo: number, file: IncomingFile): Promise<TUploadDto> {
      const slot = pictureSlotFor('user_background');
      if (!slot) throw new Error('no picture slot is registered for user_background');
      const prepared = await prepareUpload('user_background', file);
      return persist(ownerNo, 'user_background', prepared, async (tx, row) => {
        const previous = await slot.replace(tx, ownerNo, fileUrlOf(row.id));
        return releasePrevious(tx, ownerNo, previous, 'user_background');
      });
    },

    /**
     * The stored bytes of an upload (or of its thumbnail), for GET /api/files/:id. `viewerNo` is
     * asked only for a restricted file (RESTRICTED_UPLOAD_PURPOSES: a chat's pictures, career and
     * proof documents, feed pictures), which its area's rule may open to others: a visitor it
     * refuses gets 401, anyone else it refuses 404 (as for an unknown id, so ids cannot be probed).
     */
    async open(
      id: string,
      variant: FileVariant,
      viewerNo: () => Promise<number | null> = async () => null,
    ): Promise<ServedFile> {
      if (!UUID.test(id)) throw notFound();
      const [row] = await db.select().from(uploads).where(eq(uploads.id, id.toLowerCase()));
      if (!row) throw notFound();
      const caching = isRestrictedUploadPurpose(row.purpose)
        ? await restrictedCaching(row, await viewerNo())
        : 'forever';
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
        caching,
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
        for (const slot of allPictureSlots()) await slot.clear(tx, ownerNo, url);
        return row;
      });
      if (!removed) throw notFound();
      await discard([removed.storageKey, removed.thumbnailKey]);
    },
  };
}
