import {
  BOOTH_SUPPORT_LEDGER_CODE,
  type TBoothSupporterPage,
  type TBoothSupportHistory,
  type TBoothSupportInput,
  type TBoothSupportResult,
  ZBoothSupportInput,
} from '@sidecamp/domain';
import { and, asc, desc, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import {
  decodeIdCursor,
  decodeTimeCursor,
  encodeIdCursor,
  encodeTimeCursor,
  exactTime,
  keysetPage,
} from '../../db/cursor';
import { recordEvent } from '../../events/outbox';
import { AppError, fieldError } from '../../http/errors';
import type { AuthUser, Viewer } from '../auth';
import { personColumns, users } from '../auth';
import { assertIdempotencyKey, withIdempotency, writeEntry } from '../points';
import { boothFor, prepareBoothAccess, publishedBooth } from './booths.access';
import { author, type PageQuery } from './booths.replies';
import { boothFollows, boothLikes, boothSupporters, boothSupports, booths } from './booths.tables';

export type BoothSupportService = ReturnType<typeof createBoothSupportService>;

/** Supporter pages are keyed by points given then person; the cursor is both, as `points.no`. */
function decodeSupporterCursor(value: string | undefined): { points: number; no: number } | undefined {
  if (value === undefined) return undefined;
  const match = /^(\d{1,10})\.(\d{1,10})$/.exec(value);
  if (!match) throw fieldError('cursor', 'use the nextCursor of the previous page');
  return { points: Number(match[1]), no: Number(match[2]) };
}

/**
 * Changes a booth counter by delta (0 changes nothing) with its event, and answers the new count.
 * Liking or following twice, or undoing what was never done, is a no-op: no count, no event.
 */
async function countOnce(
  tx: Transaction,
  boothId: number,
  counter: 'likeCount' | 'followCount',
  delta: 1 | -1 | 0,
  event: {
    type: 'booth.liked' | 'booth.unliked' | 'booth.followed' | 'booth.unfollowed';
    userNo: number;
    ownerNo: number;
  },
): Promise<number> {
  const column = booths[counter];
  const [row] =
    delta === 0
      ? await tx.select({ count: column }).from(booths).where(eq(booths.id, boothId))
      : await tx
          .update(booths)
          .set({ [counter]: sql`${column} + ${delta}` })
          .where(eq(booths.id, boothId))
          .returning({ count: column });
  if (delta !== 0)
    await recordEvent(
      tx,
      event.type,
      { boothId, userNo: event.userNo, ownerNo: event.ownerNo },
      { actorNo: event.userNo },
    );
  return row?.count ?? 0;
}

/** Likes, follows and support with points (F12.2). */
const supporterColumns = {
  ...personColumns,
  points: boothSupporters.points,
  times: boothSupporters.times,
  lastAt: exactTime(boothSupporters.lastAt),
};

export function createBoothSupportService(deps: { db: Database }) {
  const { db } = deps;
  const topSupporters = db
    .select(supporterColumns)
    .from(boothSupporters)
    .innerJoin(users, eq(users.no, boothSupporters.userNo))
    .where(eq(boothSupporters.boothId, sql.placeholder('boothId')))
    .orderBy(desc(boothSupporters.points), asc(boothSupporters.userNo))
    .limit(sql.placeholder('limit'))
    .prepare('booths_top_supporters');
  const boothAccess = prepareBoothAccess(db);

  return {
    async like(user: AuthUser, id: number, on: boolean) {
      return db.transaction(async (tx) => {
        const { booth } = await publishedBooth(tx, id, user);
        const changed = on
          ? await tx
              .insert(boothLikes)
              .values({ boothId: id, userNo: user.no })
              .onConflictDoNothing()
              .returning()
          : await tx
              .delete(boothLikes)
              .where(and(eq(boothLikes.boothId, id), eq(boothLikes.userNo, user.no)))
              .returning();
        const likes = await countOnce(tx, id, 'likeCount', changed.length === 0 ? 0 : on ? 1 : -1, {
          type: on ? 'booth.liked' : 'booth.unliked',
          userNo: user.no,
          ownerNo: booth.ownerNo,
        });
        return { liked: on, likes };
      });
    },

    async follow(user: AuthUser, id: number, on: boolean) {
      return db.transaction(async (tx) => {
        const { booth } = await publishedBooth(tx, id, user);
        const changed = on
          ? await tx
              .insert(boothFollows)
              .values({ boothId: id, userNo: user.no })
              .onConflictDoNothing()
              .returning()
          : await tx
              .delete(boothFollows)
              .where(and(eq(boothFollows.boothId, id), eq(boothFollows.userNo, user.no)))
              .returning();
        const follows = await countOnce(tx, id, 'followCount', changed.length === 0 ? 0 : on ? 1 : -1, {
          type: on ? 'booth.followed' : 'booth.unfollowed',
          userNo: user.no,
          ownerNo: booth.ownerNo,
        });
        return { following: on, follows };
      });
    },

    /**
     * Gives points to a booth (D31). The team cannot support its own booth. The Idempotency-Key makes
     * a retried request replay its first answer instead of paying twice; a short balance is refused
     * with INSUFFICIENT_POINTS and nothing is written.
     */
    async support(
      user: AuthUser,
      id: number,
      raw: TBoothSupportInput,
      idempotencyKey: string | undefined,
    ): Promise<TBoothSupportResult> {
      const input = ZBoothSupportInput.parse(raw);
      assertIdempotencyKey(idempotencyKey);
      const { role } = await publishedBooth(db, id, user);
      if (role !== null) throw new AppError('FORBIDDEN', { message: 'A team cannot support its own booth.' });
      const { result } = await withIdempotency(
        db,
        { userNo: user.no, key: idempotencyKey, scope: 'booth.support', request: { boothId: id, ...input } },
        async (tx) => {
          const { booth } = await publishedBooth(tx, id, user, { lock: true });
          const spent = await writeEntry(tx, {
            userNo: user.no,
            code: BOOTH_SUPPORT_LEDGER_CODE,
            points: input.points,
            cause: { type: 'booth_support', id: `${id}:${idempotencyKey}` },
            idempotencyKey,
          });
          const [gift] = await tx
            .insert(boothSupports)
            .values({ boothId: id, userNo: user.no, points: input.points, message: input.message })
            .returning({ id: boothSupports.id, at: boothSupports.createdAt });
          if (!gift) throw new Error('insert returned no support');
          const [supporter] = await tx
            .insert(boothSupporters)
            .values({ boothId: id, userNo: user.no, points: input.points, times: 1, lastAt: gift.at })
            .onConflictDoUpdate({
              target: [boothSupporters.boothId, boothSupporters.userNo],
              set: {
                points: sql`${boothSupporters.points} + ${input.points}`,
                times: sql`${boothSupporters.times} + 1`,
                lastAt: gift.at,
              },
            })
            .returning({ times: boothSupporters.times });
          const [counts] = await tx
            .update(booths)
            .set({
              supportPoints: sql`${booths.supportPoints} + ${input.points}`,
              supporterCount: sql`${booths.supporterCount} + ${supporter?.times === 1 ? 1 : 0}`,
            })
            .where(eq(booths.id, id))
            .returning({ supportPoints: booths.supportPoints, supporters: booths.supporterCount });
          await recordEvent(
            tx,
            'booth.supported',
            {
              boothId: id,
              supportId: gift.id,
              userNo: user.no,
              ownerNo: booth.ownerNo,
              points: input.points,
            },
            { actorNo: user.no },
          );
          return {
            boothId: id,
            pointsGiven: input.points,
            balance: spent.balance,
            supportPoints: counts?.supportPoints ?? 0,
            supporters: counts?.supporters ?? 0,
          };
        },
      );
      return result;
    },

    /** Supporters by points given in total, most first (the top supporters are the first page). */
    async supporters(viewer: Viewer, id: number, query: PageQuery): Promise<TBoothSupporterPage> {
      await boothAccess(id, viewer);
      const cursor = decodeSupporterCursor(query.cursor);
      // The first page (the top supporters a booth page shows) is prepared; later pages are built.
      const rows = cursor
        ? await db
            .select(supporterColumns)
            .from(boothSupporters)
            .innerJoin(users, eq(users.no, boothSupporters.userNo))
            .where(
              and(
                eq(boothSupporters.boothId, id),
                or(
                  lt(boothSupporters.points, cursor.points),
                  and(eq(boothSupporters.points, cursor.points), gt(boothSupporters.userNo, cursor.no)),
                ),
              ),
            )
            .orderBy(desc(boothSupporters.points), asc(boothSupporters.userNo))
            .limit(query.limit + 1)
        : await topSupporters.execute({ boothId: id, limit: query.limit + 1 });
      const { rows: page, nextCursor } = keysetPage(rows, query.limit, (last) => `${last.points}.${last.no}`);
      return {
        items: page.map((row) => ({
          person: author(row),
          points: row.points,
          times: row.times,
          lastAt: new Date(row.lastAt).toISOString(),
        })),
        nextCursor,
      };
    },

    /** Every gift, newest first. */
    async history(viewer: Viewer, id: number, query: PageQuery): Promise<TBoothSupportHistory> {
      await boothFor(db, id, viewer);
      const before = decodeIdCursor(query.cursor);
      const rows = await db
        .select({
          ...personColumns,
          id: boothSupports.id,
          points: boothSupports.points,
          message: boothSupports.message,
          at: exactTime(boothSupports.createdAt),
        })
        .from(boothSupports)
        .innerJoin(users, eq(users.no, boothSupports.userNo))
        .where(and(eq(boothSupports.boothId, id), before ? lt(boothSupports.id, before) : undefined))
        .orderBy(desc(boothSupports.id))
        .limit(query.limit + 1);
      const { rows: page, nextCursor } = keysetPage(rows, query.limit, (last) => encodeIdCursor(last.id));
      return {
        items: page.map((row) => ({
          id: row.id,
          person: author(row),
          points: row.points,
          message: row.message,
          at: new Date(row.at).toISOString(),
        })),
        nextCursor,
      };
    },

    /** Who liked the booth, most recent first. */
    async likers(viewer: Viewer, id: number, query: PageQuery) {
      await boothFor(db, id, viewer);
      const cursor = decodeTimeCursor(query.cursor);
      const rows = await db
        .select({ ...personColumns, since: exactTime(boothLikes.createdAt) })
        .from(boothLikes)
        .innerJoin(users, eq(users.no, boothLikes.userNo))
        .where(
          and(
            eq(boothLikes.boothId, id),
            cursor
              ? or(
                  lt(boothLikes.createdAt, sql`${cursor.at}::timestamptz`),
                  and(
                    eq(boothLikes.createdAt, sql`${cursor.at}::timestamptz`),
                    lt(boothLikes.userNo, cursor.id),
                  ),
                )
              : undefined,
          ),
        )
        .orderBy(desc(boothLikes.createdAt), desc(boothLikes.userNo))
        .limit(query.limit + 1);
      const { rows: page, nextCursor } = keysetPage(rows, query.limit, (last) =>
        encodeTimeCursor({ at: last.since, id: last.no }),
      );
      return {
        items: page.map((row) => ({ ...author(row), since: new Date(row.since).toISOString() })),
        nextCursor,
      };
    },
  };
}
