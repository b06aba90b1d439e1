import { and, arrayContains, eq, exists, isNull, not, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/client';
import { users } from '../auth';
import { groupMembers, groups } from '../groups';
import type { FileAccessCheck } from '../uploads';
import { magazines, notes, posts } from './lounge.tables';

/** Who is asking: a visitor (null), or a member with whether they are an admin. */
export type Reader = { no: number; admin: boolean } | null;

const one = sql`1`;

/**
 * The post's group lets the reader in (canReadGroup): no group, an open group, or (approval
 * groups) an active member. Admins are let in before this is asked.
 */
function groupLetsIn(db: Database, reader: Reader): SQL | undefined {
  const open = exists(
    db
      .select({ one })
      .from(groups)
      .where(and(eq(groups.id, posts.groupId), eq(groups.joinPolicy, 'open'))),
  );
  if (reader === null) return or(isNull(posts.groupId), open);
  const member = exists(
    db
      .select({ one })
      .from(groupMembers)
      .where(
        and(
          eq(groupMembers.groupId, posts.groupId),
          eq(groupMembers.userNo, reader.no),
          eq(groupMembers.state, 'active'),
        ),
      ),
  );
  return or(isNull(posts.groupId), open, member);
}

/**
 * Whether a post, magazine or note that shows the picture is one the reader may see: the rules of
 * visiblePost (a draft only to its author; a hidden post to its author and admins; a post in an
 * approval group to its active members and admins) and getMagazine (a hidden magazine to its author
 * and admins); notes are for everyone. One statement of index look-ups (posts_image_ids_idx,
 * magazines_cover_idx, notes_image_idx), as it runs for every picture a page shows.
 */
export function pictureShownQuery(db: Database, uploadId: string, reader: Reader): SQL {
  const isAuthor = (column: typeof posts.authorNo | typeof magazines.authorNo) =>
    reader === null ? sql`false` : eq(column, reader.no);
  const postSeen = reader?.admin
    ? or(isAuthor(posts.authorNo), not(posts.isDraft))
    : or(isAuthor(posts.authorNo), and(not(posts.isDraft), isNull(posts.hiddenAt), groupLetsIn(db, reader)));
  const inPost = exists(
    db
      .select({ one })
      .from(posts)
      .where(and(arrayContains(posts.imageIds, [uploadId]), postSeen)),
  );
  const magazineSeen = reader?.admin
    ? undefined
    : or(isAuthor(magazines.authorNo), isNull(magazines.hiddenAt));
  const inMagazine = exists(
    db
      .select({ one })
      .from(magazines)
      .where(and(eq(magazines.coverImageId, uploadId), magazineSeen)),
  );
  const inNote = exists(db.select({ one }).from(notes).where(eq(notes.imageId, uploadId)));
  return sql`select (${inPost} or ${inMagazine} or ${inNote}) as shown`;
}

async function shownTo(db: Database, uploadId: string, reader: Reader): Promise<boolean> {
  const [row] = rowsOf<{ shown: boolean }>(await db.execute(pictureShownQuery(db, uploadId, reader)));
  return row?.shown === true;
}

/**
 * Who besides its uploader may fetch a feed picture (registered with uploads for feedUpload):
 * whoever may see a lounge post, magazine or note that shows it. A picture a public one shows is
 * anyone's (and may be kept by shared caches); one that nothing shows yet is its uploader's alone.
 */
export const mayFetchLoungePicture: FileAccessCheck = async (db, file, viewerNo) => {
  if (await shownTo(db, file.id, null)) return 'anyone';
  if (viewerNo === null) return false;
  const [viewer] = await db.select({ role: users.role }).from(users).where(eq(users.no, viewerNo));
  if (!viewer) return false;
  return shownTo(db, file.id, { no: viewerNo, admin: viewer.role === 'admin' });
};
