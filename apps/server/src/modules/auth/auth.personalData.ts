import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { socialAccounts, users } from './auth.tables';

/**
 * The account as its owner may download it (data rights): never the password hash or session
 * tokens; social logins by provider and date only.
 */
export async function accountDataOf(db: Database, userNo: number) {
  const [account] = await db
    .select({
      no: users.no,
      email: users.email,
      nickname: users.nickname,
      img: users.img,
      mainJob: users.mainJob,
      mainJobDetail: users.mainJobDetail,
      subJob: users.subJob,
      subJobDetail: users.subJobDetail,
      occupationStatus: users.occupationStatus,
      visitPurpose: users.visitPurpose,
      introduction: users.introduction,
      role: users.role,
      createdAt: users.createdAt,
      withdrawnAt: users.withdrawnAt,
    })
    .from(users)
    .where(eq(users.no, userNo));
  if (!account) return null;
  const socialLogins = await db
    .select({ provider: socialAccounts.provider, createdAt: socialAccounts.createdAt })
    .from(socialAccounts)
    .where(eq(socialAccounts.userNo, userNo));
  return { ...account, socialLogins };
}
