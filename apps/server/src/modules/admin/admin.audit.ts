import type { AdminAction, AdminTargetType, TAuditPage, TAuditQuery } from '@sidecamp/domain';
import { and, desc, eq, lt, type SQL } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client';
import { keysetPage } from '../../db/cursor';
import { users } from '../auth';
import { adminAuditLog } from './admin.tables';

export type AdminActionRecord = {
  /** The acting admin; null only for the operator's command line. */
  adminNo: number | null;
  action: AdminAction;
  targetType: AdminTargetType;
  targetId: string | number;
  reason?: string | null;
  /** What a reader of the log needs besides the target (a ban's end date, a refund): never an e-mail or a secret. */
  detail?: Record<string, unknown>;
};

/**
 * Writes one audit row. Call it with the transaction that makes the change, so the log holds
 * exactly the changes that were committed.
 */
export async function recordAdminAction(db: Queryable, entry: AdminActionRecord): Promise<void> {
  await db.insert(adminAuditLog).values({
    adminNo: entry.adminNo,
    action: entry.action,
    targetType: entry.targetType,
    targetId: String(entry.targetId),
    reason: entry.reason ?? null,
    detail: entry.detail ?? {},
  });
}

export type AuditService = ReturnType<typeof createAuditService>;

/** The audit log as admins read it: newest first, filtered by action, target type or admin. */
export function createAuditService(deps: { db: Database }) {
  const { db } = deps;
  return {
    async list(query: TAuditQuery): Promise<TAuditPage> {
      const filters: SQL[] = [];
      if (query.before !== undefined) filters.push(lt(adminAuditLog.id, query.before));
      if (query.action) filters.push(eq(adminAuditLog.action, query.action));
      if (query.targetType) filters.push(eq(adminAuditLog.targetType, query.targetType));
      if (query.adminNo !== undefined) filters.push(eq(adminAuditLog.adminNo, query.adminNo));
      const rows = await db
        .select({ entry: adminAuditLog, nickname: users.nickname })
        .from(adminAuditLog)
        .leftJoin(users, eq(users.no, adminAuditLog.adminNo))
        .where(and(...filters))
        .orderBy(desc(adminAuditLog.id))
        .limit(query.limit + 1);
      const { rows: page, nextCursor } = keysetPage(rows, query.limit, (last) => last.entry.id);
      return {
        items: page.map(({ entry, nickname }) => ({
          id: entry.id,
          admin:
            entry.adminNo === null ? null : { no: entry.adminNo, nickname: nickname ?? `#${entry.adminNo}` },
          action: entry.action as AdminAction,
          targetType: entry.targetType as AdminTargetType,
          targetId: entry.targetId,
          reason: entry.reason,
          detail: entry.detail,
          createdAt: entry.createdAt.toISOString(),
        })),
        nextCursor,
      };
    },
  };
}
