import {
  RESUME_WORK_SECTIONS,
  type TResumeWork,
  type TResumeWorkSection,
  type TResumeWorkVisibility,
  type TResumeWorkVisibilityInput,
} from '@sidecamp/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { AppError } from '../../http/errors';
import type { AuthUser, Viewer } from '../auth';
import { users } from '../auth';
import { assertVisible, profiles } from '../profiles';
import { boothsOf, goalsOf, proChatsOf, projectsOf, reviewsOf, tasksOf } from './resume.queries';
import { resumeSettings } from './resume.tables';

const sectionsIn = (list: readonly string[] | null | undefined): TResumeWorkSection[] =>
  RESUME_WORK_SECTIONS.filter((section) => list?.includes(section));

/**
 * The proof-of-work resume (F3.2). The profile's own privacy choice comes first (a private profile
 * has no public resume either); then each section is shown to others only if the owner left it
 * public. Others get a hidden section as null, not an empty one, so nothing in it is read at all.
 */
export function createResumeService({ db }: { db: Database }) {
  return {
    async getWork(no: number, viewer: Viewer): Promise<TResumeWork> {
      const [owner] = await db
        .select({
          visibility: profiles.visibility,
          profileHiddenAt: profiles.hiddenAt,
          hidden: resumeSettings.hiddenSections,
        })
        .from(users)
        .leftJoin(profiles, eq(profiles.userNo, users.no))
        .leftJoin(resumeSettings, eq(resumeSettings.userNo, users.no))
        .where(and(eq(users.no, no), isNull(users.withdrawnAt)))
        .limit(1);
      if (!owner) throw new AppError('NOT_FOUND', { message: 'There is no such person.' });
      assertVisible(owner.profileHiddenAt ? 'hidden' : (owner.visibility ?? 'public'), no, viewer);
      const isOwner = viewer?.no === no;
      const hidden = sectionsIn(owner.hidden);
      const shown = (section: TResumeWorkSection) => isOwner || !hidden.includes(section);
      const read = <T>(section: TResumeWorkSection, query: () => Promise<T>) =>
        shown(section) ? query() : Promise.resolve(null);
      const [projects, tasks, goals, booths, reviews, proChats] = await Promise.all([
        read('projects', async () => ({ items: await projectsOf(db, no) })),
        read('tasks', () => tasksOf(db, no)),
        read('goals', () => goalsOf(db, no)),
        read('booths', async () => ({ items: await boothsOf(db, no) })),
        read('reviews', () => reviewsOf(db, no)),
        read('proChats', () => proChatsOf(db, no)),
      ]);
      return {
        userNo: no,
        isOwner,
        hidden: isOwner ? hidden : [],
        projects,
        tasks,
        goals,
        booths,
        reviews,
        proChats,
      };
    },

    /** Changes only the sections named; the row is locked so two quick toggles both count. */
    async setVisibility(me: AuthUser, input: TResumeWorkVisibilityInput): Promise<TResumeWorkVisibility> {
      return db.transaction(async (tx) => {
        await tx.insert(resumeSettings).values({ userNo: me.no }).onConflictDoNothing();
        const [row] = await tx
          .select({ hidden: resumeSettings.hiddenSections })
          .from(resumeSettings)
          .where(eq(resumeSettings.userNo, me.no))
          .for('update');
        const hidden = RESUME_WORK_SECTIONS.filter((section) => {
          const isPublic = input[section];
          return isPublic === undefined ? (row?.hidden ?? []).includes(section) : !isPublic;
        });
        await tx
          .update(resumeSettings)
          .set({ hiddenSections: hidden, updatedAt: sql`now()` })
          .where(eq(resumeSettings.userNo, me.no));
        return { hidden };
      });
    },
  };
}

export type ResumeService = ReturnType<typeof createResumeService>;
