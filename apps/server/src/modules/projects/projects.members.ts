import {
  canBeRemoved,
  canReceiveLeadership,
  canResign,
  isPositionFull,
  type TInvitation,
  type TInvitationCreate,
} from '@sidecamp/domain';
import { and, desc, eq, inArray, isNull, ne } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Queryable } from '../../db/client';
import { recordEvent } from '../../events/outbox';
import { AppError, fieldError } from '../../http/errors';
import type { AuthUser } from '../auth';
import { personColumns, users } from '../auth';
import {
  addTimeline,
  assertNotClosed,
  managedProject,
  projectFor,
  recount,
  roleOf,
  uniqueViolation,
} from './projects.access';
import './projects.events';
import { presentInvitation } from './projects.presenter';
import { projectInvitations, projectMembers, projectPositions, projects } from './projects.tables';

const invitationNotFound = () => new AppError('NOT_FOUND', { message: 'There is no such invitation.' });

const inviters = alias(users, 'inviter');

/**
 * Moves the lead from one member to another in the caller's transaction (the project row locked):
 * the old leader stays a member, the timeline and `project.leaderChanged` say so. Handing over,
 * claiming after a succession notice and adopting all go through here, so there is always one leader.
 */
export async function handOverLead(
  tx: Queryable,
  no: number,
  change: { fromNo: number; toNo: number; actorNo: number; via?: 'succession' | 'adoption' },
): Promise<void> {
  const { fromNo, toNo, actorNo, via } = change;
  // Demote first: the one-leader index would refuse two leaders even for a moment.
  await tx
    .update(projectMembers)
    .set({ role: '02' })
    .where(and(eq(projectMembers.projectNo, no), eq(projectMembers.userNo, fromNo)));
  await tx
    .update(projectMembers)
    .set({ role: '01' })
    .where(and(eq(projectMembers.projectNo, no), eq(projectMembers.userNo, toNo)));
  // A lead that was taken names the old leader in the timeline, so the history credits them.
  await addTimeline(tx, no, 'leaderChanged', {
    actorNo: via ? fromNo : actorNo,
    subjectNo: toNo,
    data: via ? { fromNo, toNo, via } : { fromNo, toNo },
  });
  await recordEvent(
    tx,
    'project.leaderChanged',
    via ? { projectNo: no, fromNo, toNo, via } : { projectNo: no, fromNo, toNo },
    { actorNo },
  );
}

export function createMemberService(deps: { db: Database }) {
  const { db } = deps;

  async function invitationList(where: ReturnType<typeof and>): Promise<TInvitation[]> {
    const rows = await db
      .select({
        invitation: projectInvitations,
        project: { no: projects.no, name: projects.name, logo: projects.logo },
        invitee: personColumns,
        inviter: {
          no: inviters.no,
          nickname: inviters.nickname,
          img: inviters.img,
          mainJob: inviters.mainJob,
          mainJobDetail: inviters.mainJobDetail,
        },
      })
      .from(projectInvitations)
      .innerJoin(projects, eq(projects.no, projectInvitations.projectNo))
      .innerJoin(users, eq(users.no, projectInvitations.inviteeNo))
      .leftJoin(inviters, eq(inviters.no, projectInvitations.inviterNo))
      .where(where)
      .orderBy(desc(projectInvitations.id))
      .limit(200);
    return rows.map((row) => presentInvitation(row.invitation, row.project, row.invitee, row.inviter));
  }

  async function oneInvitation(id: number): Promise<TInvitation> {
    const [invitation] = await invitationList(eq(projectInvitations.id, id));
    if (!invitation) throw invitationNotFound();
    return invitation;
  }

  /** The invitee's own pending invitation, locked (anyone else's answers like a missing one). */
  async function ownInvitation(tx: Queryable, user: AuthUser, id: number) {
    const [invitation] = await tx
      .select()
      .from(projectInvitations)
      .where(and(eq(projectInvitations.id, id), eq(projectInvitations.inviteeNo, user.no)))
      .limit(1)
      .for('update');
    if (!invitation) throw invitationNotFound();
    if (invitation.state !== 'pending')
      throw new AppError('CONFLICT', { message: `This invitation was already ${invitation.state}.` });
    return invitation;
  }

  async function removeMembership(
    tx: Queryable,
    projectNo: number,
    userNo: number,
    actorNo: number,
    reason: 'resigned' | 'removed',
  ) {
    await tx
      .delete(projectMembers)
      .where(and(eq(projectMembers.projectNo, projectNo), eq(projectMembers.userNo, userNo)));
    await recount(tx, projectNo);
    await addTimeline(tx, projectNo, reason === 'resigned' ? 'memberLeft' : 'memberRemoved', {
      actorNo,
      subjectNo: userNo,
      data: { reason },
    });
    await recordEvent(tx, 'project.memberLeft', { projectNo, userNo, reason }, { actorNo });
  }

  return {
    /** Hands the leadership to a current member; the old leader stays as a member. Always one leader. */
    async changeLeader(user: AuthUser, no: number, targetNo: number): Promise<void> {
      await db.transaction(async (tx) => {
        await managedProject(tx, no, user, { lock: true });
        if (targetNo === user.no) throw fieldError('userNo', 'You already lead this project.');
        if (!canReceiveLeadership(await roleOf(tx, no, targetNo)))
          throw fieldError('userNo', 'Leadership can go to a current member of the project only.');
        await handOverLead(tx, no, { fromNo: user.no, toNo: targetNo, actorNo: user.no });
      });
    },

    async resign(user: AuthUser, no: number): Promise<void> {
      await db.transaction(async (tx) => {
        const { role } = await projectFor(tx, no, user, { lock: true });
        if (role === '01') throw new AppError('LEADER_MUST_HAND_OVER');
        if (!canResign(role))
          throw new AppError('FORBIDDEN', { message: 'You are not a member of this project.' });
        await removeMembership(tx, no, user.no, user.no, 'resigned');
      });
    },

    async removeMember(user: AuthUser, no: number, memberNo: number): Promise<void> {
      await db.transaction(async (tx) => {
        await managedProject(tx, no, user, { lock: true });
        const role = await roleOf(tx, no, memberNo);
        if (role === null)
          throw new AppError('NOT_FOUND', { message: 'That person is not a member of this project.' });
        if (!canBeRemoved(role)) throw new AppError('LEADER_MUST_HAND_OVER');
        await removeMembership(tx, no, memberNo, user.no, 'removed');
      });
    },

    /** Invites one person or several at once; all or none (a member or a pending invitee refuses the batch). */
    async invite(user: AuthUser, no: number, input: TInvitationCreate): Promise<TInvitation[]> {
      try {
        const ids = await db.transaction(async (tx) => {
          const { project } = await managedProject(tx, no, user, { lock: true });
          assertNotClosed(project);
          if (project.stage === '99')
            throw new AppError('CONFLICT', { message: 'Publish the project before inviting people.' });
          if (input.userNos.includes(user.no)) throw fieldError('userNos', 'You cannot invite yourself.');
          if (input.positionId !== null) {
            const [position] = await tx
              .select()
              .from(projectPositions)
              .where(and(eq(projectPositions.id, input.positionId), eq(projectPositions.projectNo, no)));
            if (!position) throw fieldError('positionId', 'is not a position of this project');
            if (position.closedAt) throw new AppError('POSITION_CLOSED');
            if (isPositionFull(position)) throw new AppError('POSITION_FULL');
          }
          const people = await tx
            .select({ no: users.no })
            .from(users)
            .where(and(inArray(users.no, input.userNos), isNull(users.withdrawnAt)));
          const known = new Set(people.map((person) => person.no));
          const unknown = input.userNos.filter((userNo) => !known.has(userNo));
          if (unknown.length > 0)
            throw fieldError('userNos', `There is no such person: ${unknown.join(', ')}.`);
          const members = await tx
            .select({ userNo: projectMembers.userNo })
            .from(projectMembers)
            .where(and(eq(projectMembers.projectNo, no), inArray(projectMembers.userNo, input.userNos)));
          if (members.length > 0) {
            throw new AppError('ALREADY_MEMBER', {
              message: `Already a member: ${members.map((member) => member.userNo).join(', ')}.`,
              details: { userNos: members.map((member) => member.userNo) },
            });
          }
          const pending = await tx
            .select({ inviteeNo: projectInvitations.inviteeNo })
            .from(projectInvitations)
            .where(
              and(
                eq(projectInvitations.projectNo, no),
                eq(projectInvitations.state, 'pending'),
                inArray(projectInvitations.inviteeNo, input.userNos),
              ),
            );
          if (pending.length > 0) {
            throw new AppError('ALREADY_INVITED', {
              message: `Already invited: ${pending.map((row) => row.inviteeNo).join(', ')}.`,
              details: { userNos: pending.map((row) => row.inviteeNo) },
            });
          }
          const inserted = await tx
            .insert(projectInvitations)
            .values(
              input.userNos.map((inviteeNo) => ({
                projectNo: no,
                inviteeNo,
                inviterNo: user.no,
                positionId: input.positionId,
                message: input.message,
              })),
            )
            .returning({ id: projectInvitations.id, inviteeNo: projectInvitations.inviteeNo });
          for (const invitation of inserted) {
            await recordEvent(
              tx,
              'project.invited',
              {
                projectNo: no,
                invitationId: invitation.id,
                inviteeNo: invitation.inviteeNo,
                inviterNo: user.no,
              },
              { actorNo: user.no },
            );
          }
          return inserted.map((invitation) => invitation.id);
        });
        return invitationList(inArray(projectInvitations.id, ids));
      } catch (error) {
        if (uniqueViolation(error, 'project_invitations_pending_idx')) throw new AppError('ALREADY_INVITED');
        throw error;
      }
    },

    async projectInvitations(user: AuthUser, no: number): Promise<TInvitation[]> {
      await managedProject(db, no, user);
      return invitationList(eq(projectInvitations.projectNo, no));
    },

    async withdrawInvitation(user: AuthUser, no: number, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        await managedProject(tx, no, user, { lock: true });
        const withdrawn = await tx
          .update(projectInvitations)
          .set({ state: 'withdrawn', answeredAt: new Date() })
          .where(
            and(
              eq(projectInvitations.id, id),
              eq(projectInvitations.projectNo, no),
              eq(projectInvitations.state, 'pending'),
            ),
          )
          .returning({ id: projectInvitations.id });
        if (withdrawn.length === 0) throw invitationNotFound();
      });
    },

    /** My pending invitations to projects that are not closed. */
    async myInvitations(user: AuthUser): Promise<TInvitation[]> {
      return invitationList(
        and(
          eq(projectInvitations.inviteeNo, user.no),
          eq(projectInvitations.state, 'pending'),
          ne(projects.stage, '00'),
        ),
      );
    },

    async accept(user: AuthUser, id: number): Promise<TInvitation> {
      await db.transaction(async (tx) => {
        const invitation = await ownInvitation(tx, user, id);
        const { project, role } = await projectFor(tx, invitation.projectNo, user, { lock: true });
        assertNotClosed(project);
        if (role !== null)
          throw new AppError('ALREADY_MEMBER', { message: 'You are already a member of this project.' });
        if (invitation.positionId !== null) {
          const [position] = await tx
            .select()
            .from(projectPositions)
            .where(eq(projectPositions.id, invitation.positionId))
            .for('update');
          if (position?.closedAt) throw new AppError('POSITION_CLOSED');
          if (position && isPositionFull(position)) throw new AppError('POSITION_FULL');
        }
        await tx
          .update(projectInvitations)
          .set({ state: 'accepted', answeredAt: new Date() })
          .where(eq(projectInvitations.id, id));
        await tx.insert(projectMembers).values({
          projectNo: project.no,
          userNo: user.no,
          role: '02',
          positionId: invitation.positionId,
        });
        await recount(tx, project.no);
        await addTimeline(tx, project.no, 'memberJoined', {
          actorNo: user.no,
          subjectNo: user.no,
          data: { via: 'invitation', positionId: invitation.positionId },
        });
        await recordEvent(
          tx,
          'project.invitationAnswered',
          { projectNo: project.no, invitationId: id, inviteeNo: user.no, accepted: true },
          { actorNo: user.no },
        );
        await recordEvent(
          tx,
          'project.memberJoined',
          { projectNo: project.no, userNo: user.no, positionId: invitation.positionId, via: 'invitation' },
          { actorNo: user.no },
        );
      });
      return oneInvitation(id);
    },

    async decline(user: AuthUser, id: number): Promise<TInvitation> {
      await db.transaction(async (tx) => {
        const invitation = await ownInvitation(tx, user, id);
        await tx
          .update(projectInvitations)
          .set({ state: 'declined', answeredAt: new Date() })
          .where(eq(projectInvitations.id, id));
        await recordEvent(
          tx,
          'project.invitationAnswered',
          { projectNo: invitation.projectNo, invitationId: id, inviteeNo: user.no, accepted: false },
          { actorNo: user.no },
        );
      });
      return oneInvitation(id);
    },
  };
}

export type MemberService = ReturnType<typeof createMemberService>;
