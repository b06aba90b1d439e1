import { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import type { Database } from '../../db/client';
import type { PersonalDataSections } from '../../ports/personalData';
import { accountDataOf } from '../auth';
import { type UploadStorage, uploadsOwnedBy } from '../uploads';

const README = `Your Sidecamp data
==================

This archive holds what Sidecamp stores about you, as of the time it was made.

data.json   Your account (e-mail, nickname, profile fields, social logins by provider; never
            your password or session tokens), your profile, its items and links, whom you
            follow and the reviews you wrote; your projects (memberships, applications,
            invitations, follows, bookmarks, questions and news), tasks assigned to or made by
            you, goals you own and your to-dos; your resume settings; what you wrote, liked and
            voted in the lounge and the reports you filed; the chat messages you sent (not other
            people's); your booths, booth teams, likes, follows and supports; campaigns you sent
            or received and your answers; your idea analyses; your points balance, ledger and
            gift cards bought (never their codes); your notifications and alarm settings; and the
            list of files you uploaded. A list cut at 20,000 rows says "truncated": true.
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
  deps: { db: Database; storage: UploadStorage; sections: PersonalDataSections; now: () => Date },
  userNo: number,
): Promise<Readable | null> {
  const account = await accountDataOf(deps.db, userNo);
  if (!account || account.withdrawnAt) return null;
  // Each area's section comes from the module that owns it (ports/personalData.ts).
  const [files, ...sections] = await Promise.all([
    uploadsOwnedBy(deps.db, userNo),
    ...deps.sections
      .list()
      .map(async (section) => [section.key, await section.dataOf(deps.db, userNo)] as const),
  ]);
  const pathOf = (file: { id: string; originalName: string }) =>
    `files/${file.id}-${safeName(file.originalName)}`;
  const data = {
    exportedAt: deps.now().toISOString(),
    account,
    ...Object.fromEntries(sections),
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
