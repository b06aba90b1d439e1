import type { TNotice, TNoticeListQuery, TNoticePage, TNoticePatch, ZNoticeInput } from '@sidecamp/domain';
import { and, desc, eq, lte } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { AppError } from '../../http/errors';
import { recordAdminAction } from '../admin';
import type { AuthUser } from '../auth';
import { supportNotices } from './support.tables';

type NoticeRow = typeof supportNotices.$inferSelect;

const toNotice = (row: NoticeRow): TNotice => ({
  id: row.id,
  title: row.title,
  body: row.body,
  important: row.important,
  publishedAt: row.publishedAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const noSuchNotice = () => new AppError('NOT_FOUND', { message: 'There is no notice with this number.' });

export type NoticeService = ReturnType<typeof createNoticeService>;

/** Notices (F16.1): anyone reads the published ones, newest first; admins write them. */
export function createNoticeService(deps: { db: Database; now: () => Date }) {
  const { db, now } = deps;
  return {
    async list(query: TNoticeListQuery, canPublish: boolean): Promise<TNoticePage> {
      const published = lte(supportNotices.publishedAt, now());
      const rows = await db
        .select()
        .from(supportNotices)
        .where(query.important === 'true' ? and(published, eq(supportNotices.important, true)) : published)
        .orderBy(desc(supportNotices.publishedAt), desc(supportNotices.id))
        .limit(query.size + 1)
        .offset((query.page - 1) * query.size);
      return {
        items: rows.slice(0, query.size).map(toNotice),
        page: query.page,
        hasMore: rows.length > query.size,
        canPublish,
      };
    },

    async create(admin: AuthUser, input: z.output<typeof ZNoticeInput>): Promise<TNotice> {
      const at = now();
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(supportNotices)
          .values({
            title: input.title,
            body: input.body,
            important: input.important,
            authorNo: admin.no,
            publishedAt: input.publishedAt ? new Date(input.publishedAt) : at,
            createdAt: at,
            updatedAt: at,
          })
          .returning();
        if (!row) throw new Error('notice insert returned no row');
        await recordAdminAction(tx, {
          adminNo: admin.no,
          action: 'notice.create',
          targetType: 'notice',
          targetId: row.id,
          detail: { title: row.title, important: row.important },
        });
        return toNotice(row);
      });
    },

    async update(admin: AuthUser, id: number, patch: TNoticePatch): Promise<TNotice> {
      const { publishedAt, ...rest } = patch;
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(supportNotices)
          .set({ ...rest, ...(publishedAt ? { publishedAt: new Date(publishedAt) } : {}), updatedAt: now() })
          .where(eq(supportNotices.id, id))
          .returning();
        if (!row) throw noSuchNotice();
        await recordAdminAction(tx, {
          adminNo: admin.no,
          action: 'notice.update',
          targetType: 'notice',
          targetId: id,
          detail: { title: row.title, changed: Object.keys(patch) },
        });
        return toNotice(row);
      });
    },

    async remove(admin: AuthUser, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .delete(supportNotices)
          .where(eq(supportNotices.id, id))
          .returning({ id: supportNotices.id, title: supportNotices.title });
        if (!row) throw noSuchNotice();
        await recordAdminAction(tx, {
          adminNo: admin.no,
          action: 'notice.delete',
          targetType: 'notice',
          targetId: id,
          detail: { title: row.title },
        });
      });
    },
  };
}
