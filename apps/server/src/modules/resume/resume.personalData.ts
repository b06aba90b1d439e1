import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { resumeSettings } from './resume.tables';

/** A person's resume settings, for their data download. */
export async function resumeDataOf(db: Database, userNo: number) {
  const [settings] = await db.select().from(resumeSettings).where(eq(resumeSettings.userNo, userNo));
  return { settings: settings ?? null };
}
