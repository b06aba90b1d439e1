import type { TFaqEntry, TFaqPatch, ZFaqInput } from '@sidecamp/domain';
import { asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { AppError } from '../../http/errors';
import { recordAdminAction } from '../admin';
import type { AuthUser } from '../auth';
import { faqEntries } from './support.tables';

type FaqRow = typeof faqEntries.$inferSelect;

const toEntry = (row: FaqRow): TFaqEntry => ({
  id: row.id,
  category: row.category,
  question: row.question,
  answer: row.answer,
  position: row.position,
  published: row.published,
  updatedAt: row.updatedAt.toISOString(),
});

const noSuchEntry = () => new AppError('NOT_FOUND', { message: 'There is no FAQ entry with this number.' });
const inOrder = [asc(faqEntries.position), asc(faqEntries.id)];

export type FaqService = ReturnType<typeof createFaqService>;

/**
 * The FAQ (F16.1): anyone reads the published entries in the admins' order; admins add, change,
 * publish, move and delete them (F18), each change audited in its own transaction.
 */
export function createFaqService(deps: { db: Database; now: () => Date }) {
  const { db, now } = deps;
  const all = async (): Promise<TFaqEntry[]> =>
    (
      await db
        .select()
        .from(faqEntries)
        .orderBy(...inOrder)
    ).map(toEntry);
  return {
    async published(): Promise<TFaqEntry[]> {
      const rows = await db
        .select()
        .from(faqEntries)
        .where(eq(faqEntries.published, true))
        .orderBy(...inOrder);
      return rows.map(toEntry);
    },

    all,

    async create(admin: AuthUser, input: z.output<typeof ZFaqInput>): Promise<TFaqEntry> {
      return db.transaction(async (tx) => {
        const [last] = await tx
          .select({ position: sql<number>`coalesce(max(${faqEntries.position}), 0)` })
          .from(faqEntries);
        const [row] = await tx
          .insert(faqEntries)
          .values({
            ...input,
            position: Number(last?.position ?? 0) + 1,
            updatedBy: admin.no,
            updatedAt: now(),
          })
          .returning();
        if (!row) throw new Error('FAQ insert returned no row');
        await recordAdminAction(tx, {
          adminNo: admin.no,
          action: 'faq.create',
          targetType: 'faq',
          targetId: row.id,
          detail: { question: row.question, published: row.published },
        });
        return toEntry(row);
      });
    },

    async update(admin: AuthUser, id: number, patch: TFaqPatch): Promise<TFaqEntry> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(faqEntries)
          .set({ ...patch, updatedBy: admin.no, updatedAt: now() })
          .where(eq(faqEntries.id, id))
          .returning();
        if (!row) throw noSuchEntry();
        await recordAdminAction(tx, {
          adminNo: admin.no,
          action: 'faq.update',
          targetType: 'faq',
          targetId: id,
          detail: { question: row.question, changed: Object.keys(patch) },
        });
        return toEntry(row);
      });
    },

    /** Swaps the entry with its neighbour and renumbers the list 1..n, so ties never stick. */
    async move(admin: AuthUser, id: number, direction: 'up' | 'down'): Promise<TFaqEntry[]> {
      await db.transaction(async (tx) => {
        // Locks the list so two admins moving entries at once cannot interleave their renumbering.
        const rows = await tx
          .select({ id: faqEntries.id, position: faqEntries.position })
          .from(faqEntries)
          .orderBy(...inOrder)
          .for('update');
        const index = rows.findIndex((row) => row.id === id);
        if (index < 0) throw noSuchEntry();
        const target = direction === 'up' ? index - 1 : index + 1;
        if (target < 0 || target >= rows.length)
          throw new AppError('CONFLICT', {
            message: direction === 'up' ? 'This entry is already first.' : 'This entry is already last.',
          });
        const order = rows.map((row) => row.id);
        [order[index], order[target]] = [order[target] as number, order[index] as number];
        for (const [at, entryId] of order.entries()) {
          if (rows[at]?.id !== entryId || rows[at]?.position !== at + 1)
            await tx
              .update(faqEntries)
              .set({ position: at + 1 })
              .where(eq(faqEntries.id, entryId));
        }
        await recordAdminAction(tx, {
          adminNo: admin.no,
          action: 'faq.update',
          targetType: 'faq',
          targetId: id,
          detail: { moved: direction, position: target + 1 },
        });
      });
      return all();
    },

    async remove(admin: AuthUser, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .delete(faqEntries)
          .where(eq(faqEntries.id, id))
          .returning({ id: faqEntries.id, question: faqEntries.question });
        if (!row) throw noSuchEntry();
        await recordAdminAction(tx, {
          adminNo: admin.no,
          action: 'faq.delete',
          targetType: 'faq',
          targetId: id,
          detail: { question: row.question },
        });
      });
    },
  };
}
