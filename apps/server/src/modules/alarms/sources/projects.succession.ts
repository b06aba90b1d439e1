import { eq } from 'drizzle-orm';
import type { Transaction } from '../../../db/client';
import type { DomainEvent, DomainEventMap } from '../../../events/catalog';
import { users } from '../../auth';
import { projectAudience } from '../alarms.drafts';
import type { AlarmDraft } from '../alarms.notify';

/*
 * Leader succession notifications (F4.4, issue 21): the members hear that their leader went quiet
 * (and the leader that they risk the lead), that the leader came back, and who took the lead.
 */

const day = (iso: string) => iso.slice(0, 10);

async function nicknameOf(tx: Transaction, userNo: number | null): Promise<string | null> {
  if (userNo === null) return null;
  const [row] = await tx.select({ nickname: users.nickname }).from(users).where(eq(users.no, userNo));
  return row?.nickname ?? null;
}

export async function leaderQuietDrafts(
  payload: DomainEventMap['project.leaderQuiet'],
  event: DomainEvent,
  tx: Transaction,
): Promise<AlarmDraft[]> {
  const { projectNo, leaderNo, claimableAt, successorNo } = payload;
  const { name, people } = await projectAudience(tx, projectNo, false);
  const successor = await nicknameOf(tx, successorNo);
  const until = day(claimableAt);
  return people.map((person) => ({
    userNo: person.userNo,
    type: 'leader_quiet',
    actorNo: person.userNo === leaderNo ? null : leaderNo,
    object: { type: 'project', id: projectNo },
    text:
      person.userNo === leaderNo
        ? `You have been inactive in ${name}: come back by ${until} to keep the lead.`
        : person.userNo === successorNo
          ? `has been inactive in ${name}; if they do not return by ${until}, you can take the lead`
          : `has been inactive in ${name}; if they do not return by ${until}, ${successor ?? 'the most active member'} can take the lead`,
    link: `/projects/${projectNo}`,
    eventId: event.id,
    needs: 'normal',
    defaultLevel: 'normal',
  }));
}

export async function leaderReturnedDrafts(
  payload: DomainEventMap['project.leaderReturned'],
  event: DomainEvent,
  tx: Transaction,
): Promise<AlarmDraft[]> {
  const { projectNo, leaderNo } = payload;
  const { name, people } = await projectAudience(tx, projectNo, false);
  return people
    .filter((person) => person.userNo !== leaderNo)
    .map((person) => ({
      userNo: person.userNo,
      type: 'leader_quiet',
      actorNo: leaderNo,
      object: { type: 'project', id: projectNo },
      text: `is back in ${name} and keeps the lead`,
      link: `/projects/${projectNo}`,
      eventId: event.id,
      needs: 'tracking',
      defaultLevel: 'tracking',
    }));
}

/** A lead taken after a notice or by adoption: told by the new leader, the old one credited. */
export async function leadTakenDrafts(
  payload: DomainEventMap['project.leaderChanged'],
  event: DomainEvent,
  tx: Transaction,
): Promise<AlarmDraft[]> {
  const { projectNo, fromNo, toNo, via } = payload;
  const { name, people } = await projectAudience(tx, projectNo, false);
  const from = (await nicknameOf(tx, fromNo)) ?? 'the old leader';
  return people
    .filter((person) => person.userNo !== toNo)
    .map((person) => ({
      userNo: person.userNo,
      type: 'leader_changed',
      actorNo: toNo,
      object: { type: 'project', id: projectNo },
      text:
        person.userNo === fromNo
          ? `${via === 'adoption' ? 'adopted' : 'took over the lead of'} ${name} while you were away; you stay a member`
          : `${via === 'adoption' ? 'adopted' : 'took over the lead of'} ${name} from ${from}`,
      link: `/projects/${projectNo}`,
      eventId: event.id,
      needs: person.userNo === fromNo ? 'normal' : 'tracking',
      defaultLevel: 'tracking',
    }));
}
