import { eq } from 'drizzle-orm';
import { users } from '../modules/auth/auth.tables';
import type { TestUser } from './factories';
import type { TestApp } from './testApp';

/** Makes the person an admin by writing the role (the app grants it only through ADMIN_EMAILS or the operator command). */
export async function makeAdmin(t: TestApp, user: TestUser) {
  await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.no, user.no));
  // Written past the app: wait until the session cache has heard of it.
  await t.database.settleNotifications();
}
