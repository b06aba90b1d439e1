import { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import type { Database } from '../../db/client';
import { alarmsDataOf } from '../alarms';
import { accountDataOf } from '../auth';
import { chatDataOf } from '../chat';
import { loungeDataOf } from '../lounge';
import { pointsDataOf } from '../points';
import { resumeDataOf } from '../resume';
import { type UploadStorage, uploadsOwnedBy } from '../uploads';

const README = `Your Sidecamp data
==================

This archive holds what Sidecamp stores about you, as of the time it was made.

data.json   Your account (e-mail, nickname, profile fields, social logins by provider; never
            your password or session tokens), your resume settings, the lounge posts and
            replies you wrote, the chat messages you sent (not other people's), your points
            balance and ledger, your notifications and alarm settings, and the list of files
            you uploaded.
files/      Every file you uploaded, byte for byte, named <upload id>-<original name>.

Other people's e-mail addresses and private data are never included.
`;

/** A file name safe inside a zip: no folders, no control characters. */
function safeName(name: string): string {
  const cleaned = Array.from(name, (char) =>
    char === '/' || char === '\\' || char.charCodeAt(0) < 32 || char.charCodeAt(0) === 127 ? '_' : char,
  )
    .join('')
    .slice(0, 120);
  return cleaned || 'file';
}

/**
 * Builds the data download as a zip stream. The JSON is gathered first (small); files are added
 * lazily, so memory stays bounded however many files a person has. Returns null when there is no
 * such (active) account.
 */
export async function buildDataExport(
  deps: { db: Database; storage: UploadStorage; now: () => Date },
  userNo: number,
): Promise<Readable | null> {
  const account = await accountDataOf(deps.db, userNo);
  if (!account || account.withdrawnAt) return null;
  const [resume, lounge, chat, points, alarms, files] = await Promise.all([
    resumeDataOf(deps.db, userNo),
    loungeDataOf(deps.db, userNo),
    chatDataOf(deps.db, userNo),
    pointsDataOf(deps.db, userNo),
    alarmsDataOf(deps.db, userNo),
    uploadsOwnedBy(deps.db, userNo),
  ]);
  const pathOf = (file: { id: string; originalName: string }) =>
    `files/${file.id}-${safeName(file.originalName)}`;
  const data = {
    exportedAt: deps.now().toISOString(),
    account,
    resume,
    lounge,
    chat,
    points,
    alarms,
    uploads: files.map(({ storageKey: _storageKey, ...file }) => ({ ...file, path: pathOf(file) })),
  };
  const zip = new ZipFile();
  zip.addBuffer(Buffer.from(README, 'utf8'), 'README.txt');
  zip.addBuffer(Buffer.from(JSON.stringify(data, null, 2), 'utf8'), 'data.json');
  for (const file of files) {
    // addReadStreamLazy opens each file only when yazl reaches it, so a huge account never holds
    // more than one file's stream open at a time.
    zip.addReadStreamLazy(pathOf(file), (done) => {
      deps.storage.get(file.storageKey).then(
        // A row whose bytes are gone from storage yields an empty file, not a broken archive.
        (stored) => done(null, stored ? stored.stream : Readable.from([])),
        (error: unknown) => done(error, Readable.from([])),
      );
    });
  }
  zip.end();
  return zip.outputStream as unknown as Readable;
}
