import {
  canManageProject,
  type TBooth,
  type TBoothCreateInput,
  type TBoothPage,
  type TBoothUpdateInput,
  ZBoothCreateInput,
  ZBoothUpdateInput,
} from '@sidecamp/domain';
import { and, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client';
import { decodeTimeCursor, encodeTimeCursor, keysetPage } from '../../db/cursor';
import { uniqueViolation } from '../../db/uniqueViolation';
import { recordEvent } from '../../events/outbox';
import { AppError, fieldError } from '../../http/errors';
import type { AuthUser, Viewer } from '../auth';
import { users } from '../auth';
import { projectFor, projectMembers } from '../projects';
import { uploadIdOfUrl, uploads } from '../uploads';
import { type BoothRole, boothNotFound, ownedBooth, teamBooth } from './booths.access';
import { cardColumns, toCard } from './booths.cards';
import { listedBooth } from './booths.moderated';
import { presentBooth, presentCard, type TeamRow } from './booths.presenter';
import { boothTeamRequests } from './booths.promo.tables';
import type { BoothListCache } from './booths.rankingCache';
import { boothFollows, boothLikes, boothMembers, booths } from './booths.tables';

export type BoothService = ReturnType<typeof createBoothService>;
type ListQuery = {
  cursor?: string | undefined;
  limit: number;
  sort: 'new' | 'best';
  category?: string | undefined;
};

/** "Best" pages are keyed by likes then id; the cursor is both, as `likes.id`. */
function decodeBestCursor(value: string | undefined): { likes: number; id: number } | undefined {
  if (value === undefined) return undefined;
  const match = /^(\d{1,9})\.(\d{1,10})$/.exec(value);
  if (!match) throw fieldError('cursor', 'use the nextCursor of the previous page');
  return { likes: Number(match[1]), id: Number(match[2]) };
}

/**
 * Screenshots are images uploaded through the uploads module by someone on the team (a new booth's
 * by its author), so nobody can show another person's files as their gallery.
 */
async function assertTeamImages(
  q: Queryable,
  screenshots: readonly string[] | undefined,
  uploaderNos: readonly number[],
) {
  if (!screenshots || screenshots.length === 0) return;
  const ids = screenshots.map((url) => uploadIdOfUrl(url)?.toLowerCase() ?? '');
  if (new Set(ids).size !== ids.length) throw fieldError('screenshots', 'lists the same image twice');
  const found = await q
    .select({ id: uploads.id })
    .from(uploads)
    .where(
      and(inArray(uploads.id, ids), inArray(uploads.ownerNo, [...uploaderNos]), eq(uploads.kind, 'image')),
    );
  if (found.length !== ids.length)
    throw fieldError('screenshots', 'holds an image nobody on the team uploaded');
}

const viewerNo = sql.placeholder('viewerNo');

/**
 * A booth page in one statement, prepared once per connection (its subqueries cost PostgreSQL more
 * to plan than to run): the booth, its team (as JSON, in the team card's order) and, for a
 * logged-in viewer, their like, follow, own open request to join and open invitation (found by
 * booth_team_requests_one_pending_idx). Column references in the subqueries name the booths table
 * outright: in a one-table select Drizzle writes its columns unqualified.
 */
function prepareBoothPage(db: Database) {
  return db
    .select({
      booth: booths,
      team: sql<TeamRow[]>`(
        select coalesce(json_agg(json_build_object(
                 'no', u.no, 'nickname', u.nickname, 'img', u.img, 'mainJob', u.main_job,
                 'mainJobDetail', u.main_job_d, 'role', m.role, 'since', m.created_at)
               order by m.role = 'owner' desc, m.created_at, m.user_no), '[]'::json)
          from ${boothMembers} m join ${users} u on u.no = m.user_no
         where m.booth_id = booths.id)`,
      liked: sql<boolean>`(${viewerNo}::int is not null and exists (select 1 from ${boothLikes} l
               where l.booth_id = booths.id and l.user_no = ${viewerNo}::int))`,
      following: sql<boolean>`(${viewerNo}::int is not null and exists (select 1 from ${boothFollows} f
               where f.booth_id = booths.id and f.user_no = ${viewerNo}::int))`,
      pendingJoinRequestId: sql<number | null>`(select r.id from ${boothTeamRequests} r
               where r.booth_id = booths.id and r.user_no = ${viewerNo}::int
                 and r.state = 'pending' and r.kind = 'request' limit 1)`,
      pendingInvitationId: sql<number | null>`(select r.id from ${boothTeamRequests} r
               where r.booth_id = booths.id and r.user_no = ${viewerNo}::int
                 and r.state = 'pending' and r.kind = 'invitation' limit 1)`,
    })
    .from(booths)
    .where(eq(booths.id, sql.placeholder('id')))
    .prepare('booths_page');
}

export function createBoothService(deps: {
  db: Database;
  /** Pages of the lists, kept by migration 0029's channel (optional: without it each read is a query). */
  listCache?: BoothListCache;
}) {
  const { db } = deps;

  async function listPage(query: ListQuery): Promise<TBoothPage> {
    const category = query.category ? eq(booths.serviceCategory, query.category) : undefined;
    const published = listedBooth();
    const base = db.select(cardColumns).from(booths).innerJoin(users, eq(users.no, booths.ownerNo));
    if (query.sort === 'best') {
      const cursor = decodeBestCursor(query.cursor);
      const rows = await base
        .where(
          and(
            published,
            category,
            cursor
              ? or(
                  lt(booths.likeCount, cursor.likes),
                  and(eq(booths.likeCount, cursor.likes), lt(booths.id, cursor.id)),
                )
              : undefined,
          ),
        )
        .orderBy(sql`${booths.likeCount} desc nulls last`, sql`${booths.id} desc nulls last`)
        .limit(query.limit + 1);
      const { rows: page, nextCursor } = keysetPage(
        rows.map(toCard),
        query.limit,
        (last) => `${last.likeCount}.${last.id}`,
      );
      return {
        items: page.map(presentCard),
        nextCursor,
      };
    }
    const cursor = decodeTimeCursor(query.cursor);
    const rows = await base
      .where(
        and(
          published,
          category,
          cursor
            ? or(
                lt(booths.publishedAt, sql`${cursor.at}::timestamptz`),
                and(eq(booths.publishedAt, sql`${cursor.at}::timestamptz`), lt(booths.id, cursor.id)),
              )
            : undefined,
        ),
      )
      .orderBy(sql`${booths.publishedAt} desc nulls last`, sql`${booths.id} desc nulls last`)
      .limit(query.limit + 1);
    // A booth without a publication time cannot carry the cursor: the list ends there.
    const { rows: page, nextCursor } = keysetPage(rows.map(toCard), query.limit, (last) =>
      last.publishedAt
        ? encodeTimeCursor({ at: new Date(last.publishedAt).toISOString(), id: last.id })
        : null,
    );
    return {
      items: page.map(presentCard),
      nextCursor,
    };
  }

  const boothPage = prepareBoothPage(db);

  /**
   * The booth as `viewer` sees it; the viewer's role is read from the team. Unknown booths and
   * other teams' drafts answer the same 404, as boothFor does.
   */
  async function view(id: number, viewer: Viewer): Promise<TBooth> {
    const [row] = await boothPage.execute({ id, viewerNo: viewer?.no ?? null });
    if (!row) throw boothNotFound();
    const mine = viewer ? row.team.find((member) => member.no === viewer.no) : undefined;
    const role: BoothRole = mine ? (mine.role === 'owner' ? 'owner' : 'member') : null;
    if ((row.booth.state !== 'published' || row.booth.hiddenAt) && role === null) throw boothNotFound();
    return presentBooth(row.booth, row.team, {
      role,
      liked: row.liked,
      following: row.following,
      pendingJoinRequestId: row.pendingJoinRequestId,
      pendingInvitationId: row.pendingInvitationId,
    });
  }

  return {
    /**
     * A new draft booth. From a project: only its leader, once the project is published, one booth
     * per project; the project's members join the booth's team. Standalone: the author alone.
     */
    async create(user: AuthUser, raw: TBoothCreateInput): Promise<TBooth> {
      const input = ZBoothCreateInput.parse(raw);
      const id = await db
        .transaction(async (tx) => {
          let memberNos: number[] = [];
          if (input.projectNo !== null) {
            const { project, role } = await projectFor(tx, input.projectNo, user);
            if (!canManageProject(role))
              throw new AppError('FORBIDDEN', { message: "Only the project's leader can launch its booth." });
            if (project.publishedAt === null)
              throw new AppError('CONFLICT', { message: 'Publish the project before launching its booth.' });
            const members = await tx
              .select({ userNo: projectMembers.userNo })
              .from(projectMembers)
              .where(eq(projectMembers.projectNo, input.projectNo));
            memberNos = members.map((member) => member.userNo).filter((no) => no !== user.no);
          }
          await assertTeamImages(tx, input.screenshots, [user.no]);
          const [booth] = await tx
            .insert(booths)
            .values({ ...input, ownerNo: user.no })
            .returning({ id: booths.id });
          if (!booth) throw new Error('insert returned no booth');
          await tx
            .insert(boothMembers)
            .values([
              { boothId: booth.id, userNo: user.no, role: 'owner' },
              ...memberNos.map((userNo) => ({ boothId: booth.id, userNo, role: 'member' })),
            ]);
          await recordEvent(
            tx,
            'booth.created',
            { boothId: booth.id, ownerNo: user.no, projectNo: input.projectNo },
            { actorNo: user.no },
          );
          return booth.id;
        })
        .catch((error: unknown) => {
          if (uniqueViolation(error, 'booths_one_per_project_idx'))
            throw new AppError('CONFLICT', { message: 'This project already has a booth.' });
          throw error;
        });
      return view(id, user);
    },

    async update(user: AuthUser, id: number, raw: TBoothUpdateInput): Promise<TBooth> {
      const input = ZBoothUpdateInput.parse(raw);
      await db.transaction(async (tx) => {
        await teamBooth(tx, id, user, { lock: true });
        const team = await tx
          .select({ no: boothMembers.userNo })
          .from(boothMembers)
          .where(eq(boothMembers.boothId, id));
        await assertTeamImages(
          tx,
          input.screenshots,
          team.map((member) => member.no),
        );
        await tx
          .update(booths)
          .set({ ...input, updatedAt: new Date() })
          .where(eq(booths.id, id));
      });
      return view(id, user);
    },

    /** Opens a draft to everyone (the owner decides); publishing twice is refused. */
    async publish(user: AuthUser, id: number): Promise<TBooth> {
      await db.transaction(async (tx) => {
        const { booth } = await ownedBooth(tx, id, user, { lock: true });
        if (booth.state === 'published')
          throw new AppError('CONFLICT', { message: 'This booth is published already.' });
        await tx
          .update(booths)
          .set({ state: 'published', publishedAt: new Date(), updatedAt: new Date() })
          .where(eq(booths.id, id));
        await recordEvent(
          tx,
          'booth.published',
          { boothId: id, ownerNo: booth.ownerNo, projectNo: booth.projectNo },
          { actorNo: user.no },
        );
      });
      return view(id, user);
    },

    get: (viewer: Viewer, id: number) => view(id, viewer),

    /** Published booths: newest first, or best (most liked) first; by service category. */
    /** A page of published booths, newest or most liked first; cached until a card changes. */
    list(query: ListQuery): Promise<TBoothPage> {
      const key = JSON.stringify(query);
      return deps.listCache ? deps.listCache.getOrLoad(key, () => listPage(query)) : listPage(query);
    },

    /** The booths I am on the team of, drafts included, newest first. */
    async mine(user: AuthUser): Promise<TBoothPage> {
      const rows = await db
        .select(cardColumns)
        .from(boothMembers)
        .innerJoin(booths, eq(booths.id, boothMembers.boothId))
        .innerJoin(users, eq(users.no, booths.ownerNo))
        .where(eq(boothMembers.userNo, user.no))
        .orderBy(desc(booths.id))
        .limit(100);
      return { items: rows.map(toCard).map(presentCard), nextCursor: null };
    },

    /** Hands the booth to another team member; the old owner stays as a member. */
    async changeOwner(user: AuthUser, id: number, toNo: number): Promise<TBooth> {
      await db.transaction(async (tx) => {
        await ownedBooth(tx, id, user, { lock: true });
        if (toNo === user.no) throw fieldError('userNo', 'you own this booth already');
        const [target] = await tx
          .select({ role: boothMembers.role })
          .from(boothMembers)
          .where(and(eq(boothMembers.boothId, id), eq(boothMembers.userNo, toNo)));
        if (!target) throw fieldError('userNo', 'the new owner must be on the booth team');
        await tx
          .update(boothMembers)
          .set({ role: 'member' })
          .where(and(eq(boothMembers.boothId, id), eq(boothMembers.userNo, user.no)));
        await tx
          .update(boothMembers)
          .set({ role: 'owner' })
          .where(and(eq(boothMembers.boothId, id), eq(boothMembers.userNo, toNo)));
        await tx.update(booths).set({ ownerNo: toNo, updatedAt: new Date() }).where(eq(booths.id, id));
        await recordEvent(
          tx,
          'booth.ownerChanged',
          { boothId: id, fromNo: user.no, toNo },
          { actorNo: user.no },
        );
      });
      return view(id, user);
    },

    /** The owner removes a member, or a member leaves; the owner cannot leave (hand it over first). */
    async removeMember(user: AuthUser, id: number, memberNo: number): Promise<void> {
      await db.transaction(async (tx) => {
        const { role } = await teamBooth(tx, id, user, { lock: true });
        if (memberNo !== user.no && role !== 'owner')
          throw new AppError('FORBIDDEN', { message: "Only the booth's owner can remove someone else." });
        const [target] = await tx
          .select({ role: boothMembers.role })
          .from(boothMembers)
          .where(and(eq(boothMembers.boothId, id), eq(boothMembers.userNo, memberNo)));
        if (!target) throw new AppError('NOT_FOUND', { message: 'That person is not on the booth team.' });
        if (target.role === 'owner')
          throw new AppError('CONFLICT', {
            message: 'The owner stays on the team: hand the booth over first.',
          });
        await tx
          .delete(boothMembers)
          .where(and(eq(boothMembers.boothId, id), eq(boothMembers.userNo, memberNo)));
      });
    },
  };
}
