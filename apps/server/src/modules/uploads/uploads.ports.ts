import type { UploadPurpose } from '@sidecamp/domain';
import type { Database, Transaction } from '../../db/client';

/**
 * What the areas that use uploads tell it about their files, so uploads imports none of them (chat
 * and profiles import uploads, not the other way round). Each area registers its rules when its
 * module is built. The rules hold no state of their own (they are handed the database or the
 * transaction to read), so apps built side by side in one process, as tests do, share them safely.
 */

/**
 * Whether `viewerNo` (null: a visitor who is not logged in), who did not upload it, may fetch the
 * restricted file `file`: `false` no; `true` yes, as this viewer (no shared cache may keep it);
 * `'anyone'` yes, and so may anyone, a visitor too (a public page shows it), so a shared cache may
 * keep it for a while.
 */
export type FileAccessCheck = (
  db: Database,
  file: { id: string; ownerNo: number },
  viewerNo: number | null,
) => Promise<boolean | 'anyone'>;

/** A place that shows one picture per person (a profile's background), kept in the upload's transaction. */
export type PictureSlot = {
  /** Points the owner's slot at `url` and returns the address it held before, locked until commit. */
  replace(tx: Transaction, ownerNo: number, url: string): Promise<string | null>;
  /** Empties the owner's slot if it still shows `url`: that file is being deleted. */
  clear(tx: Transaction, ownerNo: number, url: string): Promise<void>;
};

const fileAccess = new Map<UploadPurpose, FileAccessCheck>();
const pictureSlots = new Map<UploadPurpose, PictureSlot>();

/**
 * Who besides the uploader may fetch a restricted purpose's files. With no check registered only
 * the uploader may: a missing rule refuses, it never opens a file up.
 */
export function registerFileAccess(purpose: UploadPurpose, check: FileAccessCheck): void {
  fileAccess.set(purpose, check);
}

/** Where an upload for `purpose` is shown once stored, and cleared from when it is deleted. */
export function registerPictureSlot(purpose: UploadPurpose, slot: PictureSlot): void {
  pictureSlots.set(purpose, slot);
}

export function fileAccessFor(purpose: UploadPurpose): FileAccessCheck | undefined {
  return fileAccess.get(purpose);
}

export function pictureSlotFor(purpose: UploadPurpose): PictureSlot | undefined {
  return pictureSlots.get(purpose);
}

/** Every registered slot, for clearing a deleted file from wherever it was shown. */
export function allPictureSlots(): PictureSlot[] {
  return [...pictureSlots.values()];
}
