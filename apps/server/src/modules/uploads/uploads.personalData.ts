import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { uploads } from './uploads.tables';

/** Every file a person uploaded, oldest first, with the storage key its bytes live under. */
export async function uploadsOwnedBy(db: Database, userNo: number) {
  return db
    .select({
      id: uploads.id,
      kind: uploads.kind,
      purpose: uploads.purpose,
      originalName: uploads.originalName,
      mediaType: uploads.mediaType,
      sizeBytes: uploads.sizeBytes,
      storageKey: uploads.storageKey,
      createdAt: uploads.createdAt,
    })
    .from(uploads)
    .where(eq(uploads.ownerNo, userNo))
    .orderBy(asc(uploads.createdAt));
}
