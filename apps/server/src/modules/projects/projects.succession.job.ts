import { LEADER_INACTIVE_DAYS } from '@sidecamp/domain';
import { and, eq, sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../db/client';
import { recordEvent } from '../../events/outbox';
import './projects.events';
import { closeReturned, lastActiveSql, succession } from './projects.succession.facts';
import { projectSuccessionNotices } from './projects.succession.tables';

const DAY_MS = 86_400_000;

export type SuccessionRunResult = {
  /** Whether this process held the lock (another one was running the job otherwise). */
  ran: boolean;
  opened: number;
  returned: number;
  ended: number;
};

/**
 * The daily succession job (F4.4): for every live project (not a draft, not closed) whose leader
 * was last active before `at` minus LEADER_INACTIVE_DAYS, or that has a notice open, asks the
 * domain rule where it stands at `at` and
 * - opens a notice (`project.leaderQuiet`: the alarm centre tells the members, the feed says it),
 * - closes the notice of a leader who came back (`project.leaderReturned`),
 * - marks a notice that ran out 'claimable', so the most active member may take the lead.
 * Idempotent: at most one open notice per project (a unique index; the insert does nothing on a
 * second run) and each close or mark happens once. Runs under a transaction-scoped advisory lock, so
 * with several processes one does the work. `at` is the clock: tests and demos pass a later time
 * (`--as-of`); `projectNo` limits the run to one project.
 */
export async function runSuccession(
  db: Database,
  at: Date,
  options: { projectNo?: number } = {},
): Promise<SuccessionRunResult> {
  const cutoff = new Date(at.getTime() - LEADER_INACTIVE_DAYS * DAY_MS);
  return db.transaction(async (tx) => {
    const lock = rowsOf<{ locked: boolean }>(
      await tx.execute(sql`select pg_try_advisory_xact_lock(hashtext('sidecamp:succession')) as locked`),
    );
    const result: SuccessionRunResult = { ran: false, opened: 0, returned: 0, ended: 0 };
    if (lock[0]?.locked !== true) return result;
    result.ran = true;
    const only = options.projectNo === undefined ? sql`true` : sql`p.no = ${options.projectNo}`;
    const candidates = rowsOf<{ no: number }>(
      await tx.execute(sql`
        select p.no
          from projects p
          join project_members m on m.project_no = p.no and m.role = '01'
         where p.stage not in ('00', '99') and ${only}
           and (exists (select 1 from project_succession_notices n
                         where n.project_no = p.no and n.state in ('open', 'claimable'))
             or coalesce(${lastActiveSql(sql`p.no`, sql`m.user_no`)}, '-infinity'::timestamptz)
                  <= ${cutoff.toISOString()}::timestamptz)
         order by p.no`),
    );
    for (const candidate of candidates) {
      const projectNo = Number(candidate.no);
      const { leader, notice, state } = await succession(tx, projectNo, at, { lock: true });
      if (!leader) continue;
      if (state.kind === 'leaderQuiet') {
        const [opened] = await tx
          .insert(projectSuccessionNotices)
          .values({
            projectNo,
            leaderNo: leader.userNo,
            leaderLastActiveAt: leader.lastActiveAt,
            openedAt: at,
            claimableAt: state.claimableAt,
          })
          .onConflictDoNothing()
          .returning({ id: projectSuccessionNotices.id });
        if (!opened) continue;
        await recordEvent(tx, 'project.leaderQuiet', {
          projectNo,
          leaderNo: leader.userNo,
          noticeId: opened.id,
          lastActiveAt: leader.lastActiveAt?.toISOString() ?? null,
          claimableAt: state.claimableAt.toISOString(),
          successorNo: state.successorNo,
        });
        result.opened += 1;
      } else if (state.kind === 'leaderReturned' && notice) {
        if (await closeReturned(tx, notice, at)) result.returned += 1;
      } else if ((state.kind === 'claimable' || state.kind === 'adoptable') && notice?.state === 'open') {
        await tx
          .update(projectSuccessionNotices)
          .set({ state: 'claimable' })
          .where(and(eq(projectSuccessionNotices.id, notice.id), eq(projectSuccessionNotices.state, 'open')));
        result.ended += 1;
      }
    }
    return result;
  });
}
