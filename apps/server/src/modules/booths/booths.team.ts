import type { TBoothTeamRequest } from '@sidecamp/domain';
import { ZBoothInvitationInput, ZBoothJoinRequestInput } from '@sidecamp/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Queryable } from '../../db/client';
import { uniqueViolation } from '../../db/uniqueViolation';
import { AppError, fieldError } from '../../http/errors';
import type { AuthUser } from '../auth';
import { personColumns, users } from '../auth';
import { boothRoleOf, ownedBooth, publishedBooth, teamBooth } from './booths.access';
import { boothTeamRequests } from './booths.promo.tables';
import { boothMembers, booths } from './booths.tables';

const requestColumns = {
  ...personColumns,
  id: boothTeamRequests.id,
  boothId: boothTeamRequests.boothId,
  boothName: booths.name,
  kind: boothTeamRequests.kind,
  message: boothTeamRequests.message,
  state: boothTeamRequests.state,
  createdAt: boothTeamRequests.createdAt,
};

async function requestsWhere(q: Queryable, where: ReturnType<typeof and>): Promise<TBoothTeamRequest[]> {
  const rows = await q
    .select(requestColumns)
    .from(boothTeamRequests)
    .innerJoin(users, eq(users.no, boothTeamRequests.userNo))
    .innerJoin(booths, eq(booths.id, boothTeamRequests.boothId))
    .where(where)
    .orderBy(desc(boothTeamRequests.id))
    .limit(100);
  return rows.map((row) => ({
    id: row.id,
    boothId: row.boothId,
    boothName: row.boothName,
    person: {
      no: row.no,
      nickname: row.nickname,
      img: row.img,
      mainJob: row.mainJob,
      mainJobDetail: row.mainJobDetail,
    },
    kind: row.kind as TBoothTeamRequest['kind'],
    message: row.message,
    state: row.state as TBoothTeamRequest['state'],
    createdAt: new Date(row.createdAt).toISOString(),
  }));
}

/**
 * An invitation or request, locked for its answer or withdrawal: whichever comes second waits,
 * then finds it answered (or gone).
 */
async function lockedRequest(tx: Queryable, requestId: number) {
  const [request] = await tx
    .select()
    .from(boothTeamRequests)
    .where(eq(boothTeamRequests.id, requestId))
    .for('update');
  if (!request) throw new AppError('NOT_FOUND', { message: 'There is no such invitation or request.' });
  return request;
}

const alreadyPending = (error: unknown) => {
  if (uniqueViolation(error, 'booth_team_requests_one_pending_idx'))
    throw new AppError('CONFLICT', {
      message: 'There is already an open invitation or request for this person.',
    });
  throw error;
};

/** Growing the team: invitations from the owner, requests from candidates, and their answers. */
export function createBoothTeamService(deps: { db: Database }) {
  const { db } = deps;

  const one = async (id: number) => {
    const [found] = await requestsWhere(db, and(eq(boothTeamRequests.id, id)));
    if (!found) throw new AppError('NOT_FOUND', { message: 'There is no such invitation or request.' });
    return found;
  };

  return {
    async invite(user: AuthUser, boothId: number, raw: z.input<typeof ZBoothInvitationInput>) {
      const input = ZBoothInvitationInput.parse(raw);
      const id = await db
        .transaction(async (tx) => {
          await ownedBooth(tx, boothId, user, { lock: true });
          const [person] = await tx.select({ no: users.no }).from(users).where(eq(users.no, input.userNo));
          if (!person) throw fieldError('userNo', 'is not a member of Sidecamp');
          if ((await boothRoleOf(tx, boothId, input.userNo)) !== null)
            throw fieldError('userNo', 'is on the team already');
          const [row] = await tx
            .insert(boothTeamRequests)
            .values({ boothId, userNo: input.userNo, kind: 'invitation', message: input.message })
            .returning({ id: boothTeamRequests.id });
          return row?.id ?? 0;
        })
        .catch(alreadyPending);
      return one(id);
    },

    /** A person asks to join a published booth's team (a candidate). */
    async requestToJoin(user: AuthUser, boothId: number, raw: z.input<typeof ZBoothJoinRequestInput>) {
      const input = ZBoothJoinRequestInput.parse(raw);
      const id = await db
        .transaction(async (tx) => {
          const { role } = await publishedBooth(tx, boothId, user);
          if (role !== null) throw new AppError('CONFLICT', { message: 'You are on this team already.' });
          const [row] = await tx
            .insert(boothTeamRequests)
            .values({ boothId, userNo: user.no, kind: 'request', message: input.message })
            .returning({ id: boothTeamRequests.id });
          return row?.id ?? 0;
        })
        .catch(alreadyPending);
      return one(id);
    },

    /** The team's open invitations and candidates. */
    async pendingFor(user: AuthUser, boothId: number) {
      await teamBooth(db, boothId, user);
      return {
        items: await requestsWhere(
          db,
          and(eq(boothTeamRequests.boothId, boothId), eq(boothTeamRequests.state, 'pending')),
        ),
      };
    },

    /** My open invitations to booth teams. */
    async myInvitations(user: AuthUser) {
      return {
        items: await requestsWhere(
          db,
          and(
            eq(boothTeamRequests.userNo, user.no),
            eq(boothTeamRequests.kind, 'invitation'),
            eq(boothTeamRequests.state, 'pending'),
          ),
        ),
      };
    },

    /**
     * Takes back an open invitation (the booth's owner; the invited person declines instead) or
     * one's own request to join. The row goes, so the person can be invited or ask again.
     */
    async withdraw(user: AuthUser, requestId: number): Promise<void> {
      await db.transaction(async (tx) => {
        const request = await lockedRequest(tx, requestId);
        if (request.kind === 'invitation') {
          if ((await boothRoleOf(tx, request.boothId, user.no)) !== 'owner')
            throw new AppError('FORBIDDEN', {
              message: "Only the booth's owner withdraws an invitation; the invited person declines it.",
            });
        } else if (request.userNo !== user.no) {
          throw new AppError('FORBIDDEN', { message: 'Only the person who asked withdraws a request.' });
        }
        if (request.state !== 'pending')
          throw new AppError('CONFLICT', { message: 'This was answered already.' });
        await tx.delete(boothTeamRequests).where(eq(boothTeamRequests.id, requestId));
      });
    },

    /**
     * Answers an invitation (its invitee) or a request (the booth's owner). Accepting puts the
     * person on the team; an answered one cannot be answered again.
     */
    async answer(user: AuthUser, requestId: number, accept: boolean) {
      await db.transaction(async (tx) => {
        const request = await lockedRequest(tx, requestId);
        if (request.kind === 'invitation') {
          if (request.userNo !== user.no)
            throw new AppError('FORBIDDEN', { message: 'Only the invited person answers an invitation.' });
        } else {
          await ownedBooth(tx, request.boothId, user);
        }
        if (request.state !== 'pending')
          throw new AppError('CONFLICT', { message: 'This was answered already.' });
        await tx
          .update(boothTeamRequests)
          .set({ state: accept ? 'accepted' : 'declined', decidedAt: new Date() })
          .where(eq(boothTeamRequests.id, requestId));
        if (accept)
          await tx
            .insert(boothMembers)
            .values({ boothId: request.boothId, userNo: request.userNo, role: 'member' })
            .onConflictDoNothing();
      });
      return one(requestId);
    },
  };
}
