import { and, eq, type Placeholder, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client';
import { AppError } from '../../http/errors';
import type { AuthUser, Viewer } from '../auth';
import { boothMembers, booths } from './booths.tables';

export type BoothRow = typeof booths.$inferSelect;
export type BoothRole = 'owner' | 'member' | null;
export type BoothAccess = { booth: BoothRow; role: BoothRole };

export const boothNotFound = () => new AppError('NOT_FOUND', { message: 'There is no such booth.' });

export async function boothRoleOf(q: Queryable, boothId: number, userNo: number): Promise<BoothRole> {
  const [member] = await q
    .select({ role: boothMembers.role })
    .from(boothMembers)
    .where(and(eq(boothMembers.boothId, boothId), eq(boothMembers.userNo, userNo)))
    .limit(1);
  return (member?.role as BoothRole | undefined) ?? null;
}

/**
 * The booth's columns and the viewer's role in its team, in one round trip. The subquery names the
 * booths table outright: in a one-table select Drizzle leaves columns unqualified, and "id" would
 * be the member row's.
 */
const accessColumns = (viewerNo: Placeholder | number | null) => ({
  booth: booths,
  role: sql<string | null>`(select m.role from ${boothMembers} m
          where m.booth_id = booths.id and m.user_no = ${viewerNo}::int limit 1)`,
});

/** Unknown booths and other teams' drafts answer the same 404, so booth ids reveal nothing. */
function accessOf(row: { booth: BoothRow; role: string | null } | undefined): BoothAccess {
  if (!row) throw boothNotFound();
  const role = (row.role as BoothRole | null) ?? null;
  if ((row.booth.state !== 'published' || row.booth.hiddenAt) && role === null) throw boothNotFound();
  return { booth: row.booth, role };
}

/**
 * A booth the viewer may see, with the viewer's place in its team. `lock` serialises changes to
 * one booth (publishing, owner changes, counters).
 */
export async function boothFor(
  q: Queryable,
  id: number,
  viewer: Viewer | { no: number },
  options: { lock?: boolean } = {},
): Promise<BoothAccess> {
  const query = q
    .select(accessColumns(viewer?.no ?? null))
    .from(booths)
    .where(eq(booths.id, id))
    .limit(1);
  const [row] = options.lock ? await query.for('update', { of: booths }) : await query;
  return accessOf(row);
}

/**
 * boothFor for reads outside a transaction, prepared once per connection: the booth pages' lists
 * (supporters, build progress) check access with it before their own prepared statement.
 */
export function prepareBoothAccess(db: Database): (id: number, viewer: Viewer) => Promise<BoothAccess> {
  const statement = db
    .select(accessColumns(sql.placeholder('viewerNo')))
    .from(booths)
    .where(eq(booths.id, sql.placeholder('id')))
    .limit(1)
    .prepare('booths_access');
  return async (id, viewer) => accessOf((await statement.execute({ id, viewerNo: viewer?.no ?? null }))[0]);
}

/** As boothFor, for changes only the team makes (content, screenshots, publishing). */
export async function teamBooth(
  q: Queryable,
  id: number,
  user: AuthUser,
  options: { lock?: boolean } = {},
): Promise<BoothAccess> {
  const access = await boothFor(q, id, user, options);
  if (access.role === null)
    throw new AppError('FORBIDDEN', { message: "Only the booth's team can do that." });
  return access;
}

/** As boothFor, for what only the owner decides (the team, the owner, deleting). */
export async function ownedBooth(
  q: Queryable,
  id: number,
  user: AuthUser,
  options: { lock?: boolean } = {},
): Promise<BoothAccess> {
  const access = await boothFor(q, id, user, options);
  if (access.role !== 'owner')
    throw new AppError('FORBIDDEN', { message: "Only the booth's owner can do that." });
  return access;
}

/** As boothFor, for what visitors do to a launched booth (like, follow, support). */
export async function publishedBooth(
  q: Queryable,
  id: number,
  viewer: AuthUser,
  options: { lock?: boolean } = {},
): Promise<BoothAccess> {
  const access = await boothFor(q, id, viewer, options);
  if (access.booth.state !== 'published')
    throw new AppError('CONFLICT', { message: 'This booth is a draft: it opens to others once published.' });
  return access;
}

/**
 * For other modules' writes in a booth's name (a booth magazine, S004): the booth is published and
 * the user is on its team. 404 for an unknown booth or another team's draft, 409 for the team's own
 * draft, 403 for people outside the team.
 */
export async function assertBoothTeam(q: Queryable, boothId: number, user: AuthUser): Promise<BoothRow> {
  const { booth, role } = await publishedBooth(q, boothId, user);
  if (role === null)
    throw new AppError('FORBIDDEN', { message: "Only the booth's team writes in its name." });
  return booth;
}
