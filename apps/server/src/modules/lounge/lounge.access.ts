import { and, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { AppError, fieldError } from '../../http/errors';
import type { AuthUser } from '../auth';
import { groupMembers, groups } from '../groups';
import { projectMembers, projects } from '../projects';
import { uploads } from '../uploads';
import { posts } from './lounge.tables';

export type Viewer = AuthUser | undefined;

type PostRow = typeof posts.$inferSelect;

export const isAdmin = (user: Viewer) => user?.role === 'admin';

export const postNotFound = () => new AppError('NOT_FOUND', { message: 'There is no such post.' });

/** Every id must be an image the actor uploaded (nobody attaches another person's file). */
export async function assertOwnImages(tx: Queryable, user: AuthUser, field: string, ids: readonly string[]) {
  if (ids.length === 0) return;
  const unique = [...new Set(ids.map((id) => id.toLowerCase()))];
  if (unique.length !== ids.length) throw fieldError(field, 'lists the same image twice');
  const found = await tx
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(inArray(uploads.id, unique), eq(uploads.ownerNo, user.no), eq(uploads.kind, 'image')));
  if (found.length !== unique.length) throw fieldError(field, 'holds an image you did not upload');
}

/** Writing in a project (posts, S003 magazines) is for its leader and members. */
export async function assertProjectMember(tx: Queryable, user: AuthUser, projectNo: number) {
  const [project] = await tx.select({ no: projects.no }).from(projects).where(eq(projects.no, projectNo));
  if (!project) throw fieldError('projectNo', 'is not a project');
  const [member] = await tx
    .select({ role: projectMembers.role })
    .from(projectMembers)
    .where(and(eq(projectMembers.projectNo, projectNo), eq(projectMembers.userNo, user.no)));
  if (!member) throw new AppError('NOT_PROJECT_MEMBER');
}

/** Posting in a group is for its active members. */
export async function assertGroupMember(tx: Queryable, user: AuthUser, groupId: number) {
  const [group] = await tx.select({ id: groups.id }).from(groups).where(eq(groups.id, groupId));
  if (!group) throw fieldError('groupId', 'is not a group');
  const [member] = await tx
    .select({ state: groupMembers.state })
    .from(groupMembers)
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userNo, user.no)));
  if (member?.state !== 'active')
    throw new AppError('FORBIDDEN', { message: 'Only members of the group can post in it.' });
}

/** Whether a viewer may read what was posted in a group (approval groups keep it to members). */
export async function canReadGroup(tx: Queryable, viewer: Viewer, groupId: number): Promise<boolean> {
  const [group] = await tx.select({ policy: groups.joinPolicy }).from(groups).where(eq(groups.id, groupId));
  if (!group) return false;
  if (group.policy === 'open' || isAdmin(viewer)) return true;
  if (!viewer) return false;
  const [member] = await tx
    .select({ state: groupMembers.state })
    .from(groupMembers)
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userNo, viewer.no)));
  return member?.state === 'active';
}

/** A post the viewer may see: drafts only to their author, hidden posts to the author and admins. */
export async function visiblePost(tx: Queryable, id: number, viewer: Viewer, lock = false): Promise<PostRow> {
  const query = tx.select().from(posts).where(eq(posts.id, id)).limit(1);
  const [post] = lock ? await query.for('update') : await query;
  if (!post) throw postNotFound();
  const isAuthor = viewer?.no === post.authorNo;
  if (post.isDraft && !isAuthor) throw postNotFound();
  if (post.hiddenAt && !isAuthor && !isAdmin(viewer)) throw postNotFound();
  if (post.groupId !== null && !isAuthor && !(await canReadGroup(tx, viewer, post.groupId)))
    throw postNotFound();
  return post;
}

/** A published, shown post others can react to (vote, like, reply, report). */
export async function livePost(tx: Queryable, id: number, viewer: AuthUser, lock = false) {
  const post = await visiblePost(tx, id, viewer, lock);
  if (post.isDraft)
    throw new AppError('CONFLICT', { message: 'A draft cannot be reacted to; publish it first.' });
  if (post.hiddenAt) throw new AppError('CONFLICT', { message: 'This post is hidden.' });
  return post;
}
