import {
  BOOTH_PROMO_CODES_MAX,
  type TBoothPromo,
  ZBoothPromoInput,
  ZBoothPromoUpdate,
} from '@sidecamp/domain';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Queryable } from '../../db/client';
import { AppError } from '../../http/errors';
import type { AuthUser, Viewer } from '../auth';
import { users } from '../auth';
import { boothFor, publishedBooth, teamBooth } from './booths.access';
import { cardColumns, toCard } from './booths.cards';
import { listedBooth } from './booths.moderated';
import { presentCard } from './booths.presenter';
import { boothMarks, boothPromoCodes, boothPromoReveals } from './booths.promo.tables';
import { booths } from './booths.tables';

type PromoRow = typeof boothPromoCodes.$inferSelect;

function statusOf(row: PromoRow, now: Date): TBoothPromo['status'] {
  if (row.expiresAt && new Date(row.expiresAt) <= now) return 'expired';
  if (row.usageLimit !== null && row.revealCount >= row.usageLimit) return 'usedUp';
  return 'open';
}

const present = (row: PromoRow, showCode: boolean, now: Date): TBoothPromo => ({
  id: row.id,
  boothId: row.boothId,
  offer: row.offer,
  expiresAt: row.expiresAt ? new Date(row.expiresAt).toISOString() : null,
  usageLimit: row.usageLimit,
  revealed: row.revealCount,
  status: statusOf(row, now),
  code: showCode ? row.code : null,
});

async function promoOf(q: Queryable, promoId: number): Promise<PromoRow> {
  const [row] = await q.select().from(boothPromoCodes).where(eq(boothPromoCodes.id, promoId));
  if (!row) throw new AppError('NOT_FOUND', { message: 'There is no such promotion code.' });
  return row;
}

/** Promotion codes and bookmarks ("marks") of booths. */
export function createBoothPromoService(deps: { db: Database; now?: () => Date }) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  return {
    /** The offers; the team sees every code, others the codes they revealed. */
    async list(viewer: Viewer, boothId: number) {
      const { role } = await boothFor(db, boothId, viewer);
      const rows = await db
        .select({
          promo: boothPromoCodes,
          revealedByMe: viewer
            ? sql<boolean>`exists (select 1 from booth_promo_reveals as r where r.promo_id = "booth_promo_codes"."id" and r.user_no = ${viewer.no})`
            : sql<boolean>`false`,
        })
        .from(boothPromoCodes)
        .where(eq(boothPromoCodes.boothId, boothId))
        .orderBy(asc(boothPromoCodes.id));
      const at = now();
      return { items: rows.map((row) => present(row.promo, role !== null || row.revealedByMe, at)) };
    },

    async create(user: AuthUser, boothId: number, raw: z.input<typeof ZBoothPromoInput>) {
      const input = ZBoothPromoInput.parse(raw);
      return db.transaction(async (tx) => {
        await teamBooth(tx, boothId, user, { lock: true });
        const [count] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(boothPromoCodes)
          .where(eq(boothPromoCodes.boothId, boothId));
        if ((count?.n ?? 0) >= BOOTH_PROMO_CODES_MAX)
          throw new AppError('CONFLICT', {
            message: `A booth offers at most ${BOOTH_PROMO_CODES_MAX} promotion codes.`,
          });
        const [row] = await tx
          .insert(boothPromoCodes)
          .values({ boothId, ...input, expiresAt: input.expiresAt ? new Date(input.expiresAt) : null })
          .returning();
        if (!row) throw new Error('insert returned no promotion code');
        return present(row, true, now());
      });
    },

    async update(user: AuthUser, promoId: number, raw: z.input<typeof ZBoothPromoUpdate>) {
      const input = ZBoothPromoUpdate.parse(raw);
      const promo = await promoOf(db, promoId);
      await teamBooth(db, promo.boothId, user);
      const { expiresAt, ...rest } = input;
      const [row] = await db
        .update(boothPromoCodes)
        .set({
          ...rest,
          ...(expiresAt === undefined ? {} : { expiresAt: expiresAt ? new Date(expiresAt) : null }),
        })
        .where(eq(boothPromoCodes.id, promoId))
        .returning();
      return present(row ?? promo, true, now());
    },

    async remove(user: AuthUser, promoId: number) {
      const promo = await promoOf(db, promoId);
      await teamBooth(db, promo.boothId, user);
      await db.delete(boothPromoCodes).where(eq(boothPromoCodes.id, promoId));
    },

    /**
     * Reveals the code to a logged-in person: counted once per person (revealing again shows it
     * again without counting), refused once expired or when the limit is reached.
     */
    async reveal(user: AuthUser, promoId: number): Promise<TBoothPromo> {
      return db.transaction(async (tx) => {
        const [locked] = await tx
          .select()
          .from(boothPromoCodes)
          .where(eq(boothPromoCodes.id, promoId))
          .for('update');
        if (!locked) throw new AppError('NOT_FOUND', { message: 'There is no such promotion code.' });
        await publishedBooth(tx, locked.boothId, user);
        const [already] = await tx
          .select({ at: boothPromoReveals.revealedAt })
          .from(boothPromoReveals)
          .where(and(eq(boothPromoReveals.promoId, promoId), eq(boothPromoReveals.userNo, user.no)));
        const at = now();
        if (already) return present(locked, true, at);
        const status = statusOf(locked, at);
        if (status === 'expired')
          throw new AppError('CONFLICT', { message: 'This promotion code has expired.' });
        if (status === 'usedUp')
          throw new AppError('CONFLICT', { message: 'This promotion code has been used up.' });
        await tx.insert(boothPromoReveals).values({ promoId, userNo: user.no, revealedAt: at });
        const [row] = await tx
          .update(boothPromoCodes)
          .set({ revealCount: sql`${boothPromoCodes.revealCount} + 1` })
          .where(eq(boothPromoCodes.id, promoId))
          .returning();
        return present(row ?? locked, true, at);
      });
    },

    async mark(user: AuthUser, boothId: number, on: boolean) {
      await boothFor(db, boothId, user);
      if (on) await db.insert(boothMarks).values({ boothId, userNo: user.no }).onConflictDoNothing();
      else
        await db
          .delete(boothMarks)
          .where(and(eq(boothMarks.boothId, boothId), eq(boothMarks.userNo, user.no)));
      return { marked: on };
    },

    /** My marked booths, the latest marked first (published ones, and drafts of my own teams). */
    async marks(user: AuthUser) {
      const rows = await db
        .select(cardColumns)
        .from(boothMarks)
        .innerJoin(booths, eq(booths.id, boothMarks.boothId))
        .innerJoin(users, eq(users.no, booths.ownerNo))
        .where(and(eq(boothMarks.userNo, user.no), listedBooth()))
        .orderBy(desc(boothMarks.createdAt))
        .limit(100);
      return { items: rows.map(toCard).map(presentCard) };
    },
  };
}
