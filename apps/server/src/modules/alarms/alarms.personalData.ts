import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { alarmSettings, notifications } from './alarms.tables';

/** A person's notifications and alarm settings, for their data download (no push endpoints). */
export async function alarmsDataOf(db: Database, userNo: number) {
  const [own, [settings]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(eq(notifications.userNo, userNo))
      .orderBy(desc(notifications.createdAt)),
    db.select().from(alarmSettings).where(eq(alarmSettings.userNo, userNo)),
  ]);
  return { notifications: own, settings: settings ?? null };
}
