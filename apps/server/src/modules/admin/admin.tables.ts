import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per admin action (F18.4). Append-only: migration 0047 puts a trigger on it that refuses
 * UPDATE, DELETE and TRUNCATE. `adminNo` has no foreign key on purpose: a withdrawn admin's
 * actions stay attributed to their (anonymised) account number.
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    adminNo: integer('admin_no'),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    reason: text('reason'),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('admin_audit_log_admin_idx').on(table.adminNo, table.id.desc().nullsFirst()),
    index('admin_audit_log_target_idx').on(table.targetType, table.targetId, table.id.desc().nullsFirst()),
  ],
);
