import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../auth';
import { recordAdminAction } from './admin.audit';

export type GrantOutcome =
  | { outcome: 'granted'; userNo: number }
  | { outcome: 'already_admin'; userNo: number }
  | { outcome: 'no_account' };

/**
 * Makes the account with this e-mail an admin, with an audit row in the same transaction. A
 * withdrawn account is never granted; an admin already is one (nothing written).
 */
export async function grantAdminByEmail(
  db: Database,
  email: string,
  source: 'ADMIN_EMAILS' | 'command',
): Promise<GrantOutcome> {
  return db.transaction(async (tx) => {
    const [account] = await tx
      .select({ no: users.no, role: users.role })
      .from(users)
      .where(and(eq(sql`lower(${users.email})`, email.trim().toLowerCase()), isNull(users.withdrawnAt)))
      .for('update');
    if (!account) return { outcome: 'no_account' };
    if (account.role === 'admin') return { outcome: 'already_admin', userNo: account.no };
    await tx.update(users).set({ role: 'admin' }).where(eq(users.no, account.no));
    await recordAdminAction(tx, {
      adminNo: null,
      action: 'admin.grant',
      targetType: 'user',
      targetId: account.no,
      reason: source === 'ADMIN_EMAILS' ? 'Listed in ADMIN_EMAILS' : 'Granted with npm run admin -- grant',
      detail: { source },
    });
    return { outcome: 'granted', userNo: account.no };
  });
}

/** Applies ADMIN_EMAILS at start-up; says what it did (never the addresses' owners' other data). */
export async function applyConfiguredAdmins(
  db: Database,
  emails: readonly string[],
  log: { info: (message: string) => void; warn: (message: string) => void },
): Promise<void> {
  for (const email of emails) {
    const result = await grantAdminByEmail(db, email, 'ADMIN_EMAILS');
    if (result.outcome === 'granted') log.info(`ADMIN_EMAILS: account no. ${result.userNo} is now an admin.`);
    else if (result.outcome === 'no_account')
      log.warn(
        `ADMIN_EMAILS: no account has the e-mail ${email} yet. Register it, then restart the server or run \`npm run admin -- grant ${email}\` (addresses are not granted at sign-up, which does not confirm them).`,
      );
  }
}
