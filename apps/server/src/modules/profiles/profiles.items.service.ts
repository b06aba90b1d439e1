import type { TProfileItemInput, ZProfileLinksInput } from '@sidecamp/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Queryable } from '../../db/client';
import { AppError } from '../../http/errors';
import type { AuthUser } from '../auth';
import { presentItem } from './profiles.presenter';
import { profileItems, profileLinks } from './profiles.tables';

type ItemRow = typeof profileItems.$inferSelect;

/** The items (career, projects, awards…) and integration links a person shows on their profile. */
export function createItemService(deps: { db: Database }) {
  const { db } = deps;

  async function ownItem(tx: Queryable, user: AuthUser, id: number): Promise<ItemRow> {
    const [item] = await tx
      .select()
      .from(profileItems)
      .where(and(eq(profileItems.id, id), eq(profileItems.userNo, user.no)))
      .limit(1);
    // Someone else's item answers like a missing one, so ids reveal nothing.
    if (!item) throw new AppError('NOT_FOUND', { message: 'There is no such profile item.' });
    return item;
  }

  return {
    async addItem(user: AuthUser, input: TProfileItemInput) {
      const [last] = await db
        .select({ max: sql<number | null>`max(${profileItems.position})` })
        .from(profileItems)
        .where(eq(profileItems.userNo, user.no));
      const [row] = await db
        .insert(profileItems)
        .values({ ...input, userNo: user.no, position: (last?.max ?? -1) + 1 })
        .returning();
      if (!row) throw new Error('profile item insert returned no row');
      return presentItem(row);
    },

    async updateItem(user: AuthUser, id: number, input: TProfileItemInput) {
      await ownItem(db, user, id);
      const [row] = await db
        .update(profileItems)
        .set({
          type: input.type,
          title: input.title,
          body: input.body,
          url: input.url ?? null,
          organization: input.organization ?? null,
          startDate: input.startDate ?? null,
          endDate: input.endDate ?? null,
          updatedAt: sql`now()`,
        })
        .where(and(eq(profileItems.id, id), eq(profileItems.userNo, user.no)))
        .returning();
      if (!row) throw new AppError('NOT_FOUND');
      return presentItem(row);
    },

    async removeItem(user: AuthUser, id: number) {
      await ownItem(db, user, id);
      await db.delete(profileItems).where(and(eq(profileItems.id, id), eq(profileItems.userNo, user.no)));
    },

    async reorderItems(user: AuthUser, ids: number[]) {
      return db.transaction(async (tx) => {
        const owned = await tx
          .select({ id: profileItems.id })
          .from(profileItems)
          .where(eq(profileItems.userNo, user.no));
        const ownedIds = new Set(owned.map((row) => row.id));
        if (
          ids.length !== ownedIds.size ||
          new Set(ids).size !== ids.length ||
          ids.some((id) => !ownedIds.has(id))
        ) {
          throw new AppError('VALIDATION_FAILED', {
            message: 'ids: list every one of your profile items exactly once.',
            details: [{ field: 'ids', message: 'List every one of your profile items exactly once.' }],
          });
        }
        for (const [position, id] of ids.entries()) {
          await tx.update(profileItems).set({ position }).where(eq(profileItems.id, id));
        }
        const rows = await tx
          .select()
          .from(profileItems)
          .where(eq(profileItems.userNo, user.no))
          .orderBy(asc(profileItems.position));
        return rows.map(presentItem);
      });
    },

    async replaceLinks(user: AuthUser, input: z.infer<typeof ZProfileLinksInput>) {
      await db.transaction(async (tx) => {
        await tx.delete(profileLinks).where(eq(profileLinks.userNo, user.no));
        if (input.links.length > 0) {
          await tx.insert(profileLinks).values(input.links.map((link) => ({ ...link, userNo: user.no })));
        }
      });
      return { links: input.links };
    },
  };
}

export type ItemService = ReturnType<typeof createItemService>;
