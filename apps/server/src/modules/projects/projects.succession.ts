import type { TAdoptionRequest, TSuccession } from '@sidecamp/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client';
import { recordEvent } from '../../events/outbox';
import { AppError } from '../../http/errors';
import type { AuthUser } from '../auth';
import { users } from '../auth';
import { addTimeline, assertNotClosed, projectFor, recount } from './projects.access';
import './projects.events';
import { handOverLead } from './projects.members';
import { closeReturned, type NoticeRow, succession } from './projects.succession.facts';
import { projectSuccessionNotices } from './projects.succession.tables';
import { projectFollows, projectMembers } from './projects.tables';

const NONE: TSuccession = {
  state: 'none',
  leader: null,
  leaderLastActiveAt: null,
  claimableAt: null,
  successor: null,
  canClaim: false,
  canAdopt: false,
};

const leaderBack = () =>
  new AppError('CONFLICT', { message: 'The leader is back: the lead stays with them.' });

/**
 * Leader succession and adoption (F4.4). The daily job (projects.succession.job.ts) opens a notice
 * when a leader goes quiet; here members see it, the most active member claims the lead once it
 * ends, and a follower adopts a project nobody is active in. Both go through `handOverLead`, the
 * path the leader's own hand-over takes, so the old leader stays a member and is credited.
 */
export function createSuccessionService(deps: { db: Database }) {
  const { db } = deps;

  async function people(nos: number[]) {
    if (nos.length === 0) return new Map<number, { no: number; nickname: string; img: string | null }>();
    const rows = await db
      .select({ no: users.no, nickname: users.nickname, img: users.img })
      .from(users)
      .where(inArray(users.no, nos));
    return new Map(rows.map((row) => [row.no, row]));
  }

  async function follows(tx: Queryable, projectNo: number, userNo: number): Promise<boolean> {
    const [row] = await tx
      .select({ userNo: projectFollows.userNo })
      .from(projectFollows)
      .where(and(eq(projectFollows.projectNo, projectNo), eq(projectFollows.userNo, userNo)))
      .limit(1);
    return row !== undefined;
  }

  /** A leader who came back closes the notice in its own transaction, then the caller is refused. */
  async function closeIfReturned(notice: NoticeRow | undefined): Promise<void> {
    if (!notice) return;
    await db.transaction((tx) => closeReturned(tx, notice, new Date()));
  }

  return {
    /** What the viewer may see of the succession: members the notice, followers an adoptable project. */
    async view(user: AuthUser, no: number): Promise<TSuccession> {
      const { project, role } = await projectFor(db, no, user);
      if (project.stage === '00' || project.stage === '99') return NONE;
      const { leader, notice, state } = await succession(db, no, new Date());
      if (!leader || !notice) return NONE;
      const member = role !== null;
      const kind = state.kind;
      if (kind !== 'notice' && kind !== 'claimable' && kind !== 'adoptable') return NONE;
      if (!member && (kind !== 'adoptable' || !(await follows(db, no, user.no)))) return NONE;
      const successorNo = kind === 'adoptable' ? null : state.successorNo;
      const named = await people([leader.userNo, ...(successorNo === null ? [] : [successorNo])]);
      return {
        state: kind,
        leader: named.get(leader.userNo) ?? null,
        leaderLastActiveAt: leader.lastActiveAt?.toISOString() ?? null,
        claimableAt: notice.claimableAt.toISOString(),
        successor: successorNo === null ? null : (named.get(successorNo) ?? null),
        canClaim: kind === 'claimable' && role === '02' && successorNo === user.no,
        canAdopt: kind === 'adoptable' && !member,
      };
    },

    /** The most active member takes the lead once the notice ended and the leader did not return. */
    async claim(user: AuthUser, no: number): Promise<void> {
      const returned = await db.transaction(async (tx) => {
        const { project, role } = await projectFor(tx, no, user, { lock: true });
        assertNotClosed(project);
        if (role === '01') throw new AppError('FORBIDDEN', { message: 'You already lead this project.' });
        if (role !== '02')
          throw new AppError('FORBIDDEN', { message: 'Only a member of the project can take the lead.' });
        const { leader, notice, state } = await succession(tx, no, new Date(), { lock: true });
        if (!leader || !notice)
          throw new AppError('CONFLICT', { message: 'The leader is active: there is no lead to take.' });
        if (state.kind === 'leaderReturned') return notice;
        if (state.kind === 'notice')
          throw new AppError('CONFLICT', {
            message: `The notice runs until ${state.claimableAt.toISOString()}; the leader may still return.`,
            details: { claimableAt: state.claimableAt.toISOString() },
          });
        if (state.kind !== 'claimable' || state.successorNo !== user.no)
          throw new AppError('FORBIDDEN', { message: 'Only the most active member can take the lead.' });
        await handOverLead(tx, no, {
          fromNo: leader.userNo,
          toNo: user.no,
          actorNo: user.no,
          via: 'succession',
        });
        await tx
          .update(projectSuccessionNotices)
          .set({ state: 'claimed', closedAt: new Date(), successorNo: user.no })
          .where(eq(projectSuccessionNotices.id, notice.id));
        return undefined;
      });
      if (returned) {
        await closeIfReturned(returned);
        throw leaderBack();
      }
    },

    /**
     * A follower adopts a project nobody is active in any more: granted at once (the leader was
     * quiet through the whole notice and no member is active, so there is nobody to ask). The
     * follower joins and leads; the old leader stays a member, credited in the timeline.
     */
    async adopt(user: AuthUser, no: number, input: TAdoptionRequest): Promise<void> {
      const returned = await db.transaction(async (tx) => {
        const { project, role } = await projectFor(tx, no, user, { lock: true });
        assertNotClosed(project);
        if (role !== null)
          throw new AppError('FORBIDDEN', {
            message: 'Members do not adopt their own project; the most active member takes the lead.',
          });
        if (!(await follows(tx, no, user.no)))
          throw new AppError('FORBIDDEN', { message: 'Only a follower of the project can adopt it.' });
        const { leader, notice, state } = await succession(tx, no, new Date(), { lock: true });
        if (!leader || !notice)
          throw new AppError('CONFLICT', { message: 'The leader is active: the project cannot be adopted.' });
        if (state.kind === 'leaderReturned') return notice;
        if (state.kind !== 'adoptable')
          throw new AppError('CONFLICT', {
            message:
              state.kind === 'notice'
                ? `The notice runs until ${state.claimableAt.toISOString()}; the leader may still return.`
                : 'A member is still active: the lead goes to them.',
          });
        await tx
          .insert(projectMembers)
          .values({ projectNo: no, userNo: user.no, role: '02', positionId: null });
        await recount(tx, no);
        await addTimeline(tx, no, 'memberJoined', {
          actorNo: user.no,
          subjectNo: user.no,
          data: { via: 'adoption' },
        });
        await recordEvent(
          tx,
          'project.memberJoined',
          { projectNo: no, userNo: user.no, positionId: null, via: 'adoption' },
          { actorNo: user.no },
        );
        await handOverLead(tx, no, {
          fromNo: leader.userNo,
          toNo: user.no,
          actorNo: user.no,
          via: 'adoption',
        });
        await tx
          .update(projectSuccessionNotices)
          .set({
            state: 'adopted',
            closedAt: new Date(),
            successorNo: user.no,
            adoptionMessage: input.message,
          })
          .where(eq(projectSuccessionNotices.id, notice.id));
        return undefined;
      });
      if (returned) {
        await closeIfReturned(returned);
        throw leaderBack();
      }
    },
  };
}

export type SuccessionService = ReturnType<typeof createSuccessionService>;
