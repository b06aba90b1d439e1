import { and, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { AppError, fieldError } from '../../http/errors';
import type { AuthUser } from '../auth/auth.guard';
import { groupMembers, groups } from '../groups/groups.tables';
import { projectMembers, projects } from '../projects/projects.tables';
import { uploads } from '../uploads/uploads.tables';

export type Viewer = AuthUser | undefined;

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
