import { and, eq, inArray, lt } from 'drizzle-orm';
import type { EventListener } from '../../events/dispatcher';
import { closeReturned } from './projects.succession.facts';
import { projectSuccessionNotices } from './projects.succession.tables';
import { projectMembers } from './projects.tables';

/**
 * A quiet leader who logs in again keeps the lead at once: every open notice of a project they
 * still lead closes (`project.leaderReturned`), without waiting for the daily job. Acting in the
 * project also counts, but that is seen by the job and by a claim, which read the activity anyway.
 */
export function successionLoginListener(): EventListener {
  return {
    name: 'projects.successionLeaderBack',
    types: ['user.loggedIn'],
    handle: async (event, tx) => {
      if (event.type !== 'user.loggedIn') return;
      const { userNo } = event.payload as { userNo: number };
      const open = await tx
        .select({ notice: projectSuccessionNotices })
        .from(projectSuccessionNotices)
        .innerJoin(
          projectMembers,
          and(
            eq(projectMembers.projectNo, projectSuccessionNotices.projectNo),
            eq(projectMembers.userNo, userNo),
            eq(projectMembers.role, '01'),
          ),
        )
        .where(
          and(
            eq(projectSuccessionNotices.leaderNo, userNo),
            // A log-in delivered late (made before the notice opened) is no return.
            lt(projectSuccessionNotices.openedAt, event.occurredAt),
            inArray(projectSuccessionNotices.state, ['open', 'claimable']),
          ),
        );
      for (const { notice } of open) await closeReturned(tx, notice, event.occurredAt);
    },
  };
}
