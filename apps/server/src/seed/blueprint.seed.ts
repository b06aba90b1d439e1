import { analyseIdeaOffline, type ServiceCategoryCode } from '@sidecamp/domain';
import { asc } from 'drizzle-orm';
import type { Transaction } from '../db/client';
import { users } from '../modules/auth/auth.tables';
import { ideaNeighbours } from '../modules/blueprint/blueprint.retrieval';
import { ideaAnalyses } from '../modules/blueprint/blueprint.tables';
import type { Seeder } from './seeder';

/** The case library's examples: one idea per category, written as members would write them. */
const CASES: readonly { title: string; category: ServiceCategoryCode; text: string }[] = [
  {
    title: 'Habit Buddy',
    category: '08',
    text: 'A habit tracker for busy parents who want to exercise again. Daily streaks, a weekly challenge with a friend, and reminders that move when the day gets busy.',
  },
  {
    title: 'Menu Reader',
    category: '17',
    text: 'Restaurant menus for people who use screen readers. Restaurants upload a photo of the menu and it is turned into accessible text automatically; guests can ask about allergens.',
  },
  {
    title: 'Invoice Autopilot',
    category: '06',
    text: 'For freelancers who forget to send invoices. It syncs with their calendar and time tracker through an API, drafts invoices automatically and reminds clients before payments are late.',
  },
  {
    title: 'Pair Practice',
    category: '07',
    text: 'Students find a study partner for the same course and meet in a shared video room. A short quiz at the end of each session shows what to review next.',
  },
  {
    title: 'Repair Circle',
    category: '09',
    text: 'A community for neighbours who repair things together. Members post a broken item, volunteers with the right tools offer help, and monthly repair days are organised in the feed.',
  },
  {
    title: 'Deploy Diary',
    category: '02',
    text: 'For developers on small teams: every deploy is logged with the changes it shipped, and the team chat gets a summary. It connects to the code host through webhooks.',
  },
];

/**
 * The case library: example analyses made by the offline engine against the demo community's own
 * projects and booths (so their competitors are real ones), owned by the first demo members.
 */
export const blueprintSeeder: Seeder = {
  name: 'blueprint',
  run: async (tx: Transaction) => {
    const owners = await tx.select({ no: users.no }).from(users).orderBy(asc(users.no)).limit(CASES.length);
    if (owners.length === 0) return 'no members to own the cases';
    for (const [index, example] of CASES.entries()) {
      const owner = owners[index % owners.length];
      if (!owner) continue;
      const report = analyseIdeaOffline({
        ...example,
        neighbours: await ideaNeighbours(tx, `${example.title}. ${example.text}`),
      });
      await tx.insert(ideaAnalyses).values({
        userNo: owner.no,
        title: example.title,
        provider: report.meta.provider,
        report,
        isCase: true,
      });
    }
    return `${CASES.length} library cases`;
  },
};
