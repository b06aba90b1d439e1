import { eq } from 'drizzle-orm';
import type { EventListener } from '../../events/dispatcher';
import type { UploadStorage } from './uploads.storage';
import { uploads } from './uploads.tables';

/**
 * On withdrawal every file the person uploaded goes: the rows in the same transaction as the
 * event's delivery, and the bytes (and thumbnails) from storage. A message
 * that showed a picture keeps its text (chat's upload link is ON DELETE SET NULL).
 */
export function uploadsWithdrawalListener(deps: { storage: UploadStorage }): EventListener {
  return {
    name: 'uploads.withdrawal',
    types: ['user.withdrawn'],
    async handle(event, tx) {
      const { userNo } = event.payload as { userNo: number };
      const removed = await tx
        .delete(uploads)
        .where(eq(uploads.ownerNo, userNo))
        .returning({ storageKey: uploads.storageKey, thumbnailKey: uploads.thumbnailKey });
      const keys = removed.flatMap((row) =>
        row.thumbnailKey ? [row.storageKey, row.thumbnailKey] : [row.storageKey],
      );
      // Deleted here rather than after commit so the event's delivery finishes only when the
      // bytes are gone; withdrawal cannot be undone, so a rolled-back delivery that already removed
      // some bytes loses nothing the person wanted kept, and its retry removes the rows.
      for (const key of keys) await deps.storage.delete(key);
    },
  };
}
