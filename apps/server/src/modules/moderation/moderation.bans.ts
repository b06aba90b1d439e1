import type { TAdminUser, TBanInput } from '@sidecamp/domain';
import { and, desc, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { AppError } from '../../http/errors';
import { recordAdminAction } from '../admin';
import { type AuthUser, activeBanOf, banUser, unbanUser, users } from '../auth';

const PEOPLE_PAGE = 50;

const adminUserColumns = {
  no: users.no,
  nickname: users.nickname,
  email: users.email,
  role: users.role,
  createdAt: users.createdAt,
  bannedAt: users.bannedAt,
  bannedUntil: users.bannedUntil,
  banReason: users.banReason,
};

type AdminUserRow = { [K in keyof typeof adminUserColumns]: (typeof users.$inferSelect)[K] };

function presentAdminUser(row: AdminUserRow): TAdminUser {
  const ban = activeBanOf(row);
  return {
    no: row.no,
    nickname: row.nickname,
    email: row.email,
    role: row.role,
    createdAt: row.createdAt.toISOString(),
    ban: ban && row.bannedAt ? { ...ban, bannedAt: row.bannedAt.toISOString() } : null,
  };
}

/** Bans and their lifting (F18), each with its audit row in the same transaction. */
export function createBanService(deps: { db: Database }) {
  const { db } = deps;
  return {
    async ban(admin: AuthUser, userNo: number, input: TBanInput): Promise<TAdminUser> {
      return db.transaction(async (tx) => {
        const until = input.until === null ? null : new Date(input.until);
        await banUser(tx, { userNo, adminNo: admin.no, reason: input.reason, until });
        await recordAdminAction(tx, {
          adminNo: admin.no,
          action: 'user.ban',
          targetType: 'user',
          targetId: userNo,
          reason: input.reason,
          detail: { until: until?.toISOString() ?? null },
        });
        const [row] = await tx.select(adminUserColumns).from(users).where(sql`${users.no} = ${userNo}`);
        if (!row) throw new AppError('NOT_FOUND', { message: 'There is no such person.' });
        return presentAdminUser(row);
      });
    },

    async unban(admin: AuthUser, userNo: number, reason: string): Promise<TAdminUser> {
      return db.transaction(async (tx) => {
        const lifted = await unbanUser(tx, userNo);
        if (!lifted) throw new AppError('CONFLICT', { message: 'This person is not banned.' });
        await recordAdminAction(tx, {
          adminNo: admin.no,
          action: 'user.unban',
          targetType: 'user',
          targetId: userNo,
          reason,
        });
        const [row] = await tx.select(adminUserColumns).from(users).where(sql`${users.no} = ${userNo}`);
        if (!row) throw new AppError('NOT_FOUND', { message: 'There is no such person.' });
        return presentAdminUser(row);
      });
    },

    /** People whose nickname or e-mail contains `q` (admins only see e-mails). */
    async search(q: string): Promise<TAdminUser[]> {
      const pattern = `%${q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
      const rows = await db
        .select(adminUserColumns)
        .from(users)
        .where(
          and(
            isNull(users.withdrawnAt),
            or(sql`${users.nickname} ilike ${pattern}`, sql`${users.email} ilike ${pattern}`),
          ),
        )
        .orderBy(users.nickname)
        .limit(PEOPLE_PAGE);
      return rows.map(presentAdminUser);
    },

    /** Bans in force, newest first (a ban whose end has passed is over and not listed). */
    async banned(): Promise<TAdminUser[]> {
      const rows = await db
        .select(adminUserColumns)
        .from(users)
        .where(
          and(isNotNull(users.bannedAt), or(isNull(users.bannedUntil), sql`${users.bannedUntil} > now()`)),
        )
        .orderBy(desc(users.bannedAt))
        .limit(200);
      return rows.map(presentAdminUser);
    },
  };
}

export type BanService = ReturnType<typeof createBanService>;
