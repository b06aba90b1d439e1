import type { Transaction } from '../../db/client';
import type { DomainEvent, DomainEventMap } from '../../events/catalog';
import type { FeedItemInsert } from './feed.writer';
import { nicknameOf, projectNameOf } from './feed.writer';

type Item = Omit<FeedItemInsert, 'sourceKey' | 'writeType'> | null;

/*
 * The feed's automatic items for leader succession (F4.4, issue 21): P009 the leader went quiet
 * (a notice opened), P010 the leader came back, P011 the lead was taken over (claimed after the
 * notice, or the project adopted by a follower), crediting the old leader.
 */

export async function leaderQuietItem(
  { projectNo, leaderNo, claimableAt }: DomainEventMap['project.leaderQuiet'],
  event: DomainEvent,
  tx: Transaction,
): Promise<Item> {
  const name = await projectNameOf(tx, projectNo);
  if (name === null) return null;
  const leader = (await nicknameOf(tx, leaderNo)) ?? 'The leader';
  return {
    autoCode: 'P009',
    actorNo: leaderNo,
    projectNo,
    targetType: 'project',
    targetId: projectNo,
    feedDetail: `${leader} has been inactive in ${name}; the lead can be taken over from ${claimableAt.slice(0, 10)} unless they return.`,
    userNickname: leader,
    projectName: name,
    createdAt: event.occurredAt,
  };
}

export async function leaderReturnedItem(
  { projectNo, leaderNo }: DomainEventMap['project.leaderReturned'],
  event: DomainEvent,
  tx: Transaction,
): Promise<Item> {
  const name = await projectNameOf(tx, projectNo);
  if (name === null) return null;
  const leader = (await nicknameOf(tx, leaderNo)) ?? 'The leader';
  return {
    autoCode: 'P010',
    actorNo: leaderNo,
    projectNo,
    targetType: 'project',
    targetId: projectNo,
    feedDetail: `${leader} is back and keeps the lead of ${name}.`,
    userNickname: leader,
    projectName: name,
    createdAt: event.occurredAt,
  };
}

/** Only a lead that was taken (`via`) is news here; a hand-over between members is not announced. */
export async function leadTakenItem(
  { projectNo, fromNo, toNo, via }: DomainEventMap['project.leaderChanged'],
  event: DomainEvent,
  tx: Transaction,
): Promise<Item> {
  if (!via) return null;
  const name = await projectNameOf(tx, projectNo);
  if (name === null) return null;
  const from = (await nicknameOf(tx, fromNo)) ?? 'the old leader';
  const to = await nicknameOf(tx, toNo);
  return {
    autoCode: 'P011',
    actorNo: toNo,
    projectNo,
    targetType: 'project',
    targetId: projectNo,
    feedDetail:
      via === 'adoption'
        ? `${to ?? 'A follower'} adopted ${name}, taking over from ${from}.`
        : `${to ?? 'A member'} took over the lead of ${name} from ${from}.`,
    userNickname: to,
    projectName: name,
    data: { fromNo, via },
    createdAt: event.occurredAt,
  };
}
