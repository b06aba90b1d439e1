import { ACTIVITY_REWARDS, type ActivityKind, utcDay, type WeeklyQuestCode } from '@sidecamp/domain';
import { and, eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import type { DomainEvent, DomainEventMap, DomainEventType } from '../../events/catalog';
import type { EventListener } from '../../events/dispatcher';
import type { RealtimeHub } from '../../realtime/hub';
import { rooms } from '../../realtime/rooms';
import { creditActivity, reverseActivity } from './points.activity';
import type { Cause } from './points.ledger';
import { markQuestDone } from './points.quests';
import { pointEntries } from './points.tables';
import { addTrustMark, dailyEarnCapOf, reactionEarns, removeTrustMark } from './points.trust';

type Handler<K extends DomainEventType> = (
  payload: DomainEventMap[K],
  event: DomainEvent,
  tx: Transaction,
) => Promise<void>;
type Handlers = { [K in DomainEventType]?: Handler<K> };

/**
 * Which actions earn what (F10.1), which count for which weekly quest (F10.3) and which for trust
 * levels. Every handler writes through the ledger's once-per-cause key (and the trust marks' key),
 * so a redelivered event credits and counts nothing twice.
 *
 * Trust gates every credit: a level-0 account earns at most its daily cap, and a reaction (a like,
 * follow, booth follow or review, whose other account is `otherNo`: who liked or followed, or whom
 * the review is about) earns nothing when both accounts were younger than a week at the time of the
 * event, which a redelivery decides the same way.
 */
function handlers(): Handlers {
  const credit = async (
    tx: Transaction,
    event: DomainEvent,
    userNo: number,
    kind: ActivityKind,
    cause: Cause,
    otherNo?: number,
  ) => {
    const at = event.occurredAt;
    if (otherNo !== undefined && !(await reactionEarns(tx, otherNo, userNo, at))) return;
    const earnCap = await dailyEarnCapOf(tx, userNo, at);
    await creditActivity(tx, { userNo, kind, cause, eventId: event.id, at, earnCap });
  };
  const reverse = (tx: Transaction, event: DomainEvent, userNo: number, kind: ActivityKind, cause: Cause) =>
    reverseActivity(tx, { userNo, kind, cause, eventId: event.id });
  const quest = (tx: Transaction, event: DomainEvent, userNo: number, code: WeeklyQuestCode) =>
    markQuestDone(tx, userNo, code, event.occurredAt);

  return {
    'user.registered': async ({ userNo }, event, tx) => {
      await credit(tx, event, userNo, 'signUp', { type: 'user', id: userNo });
    },
    'user.loggedIn': async ({ userNo }, event, tx) => {
      await credit(tx, event, userNo, 'dailyLogin', { type: 'login', id: utcDay(event.occurredAt) });
      await quest(tx, event, userNo, 'Q1');
    },
    'post.created': async ({ postId, authorNo }, event, tx) => {
      await credit(tx, event, authorNo, 'post', { type: 'post', id: postId });
      await quest(tx, event, authorNo, 'Q4');
    },
    'post.deleted': async ({ postId, authorNo }, event, tx) => {
      await reverse(tx, event, authorNo, 'post', { type: 'post', id: postId });
    },
    'reply.created': async ({ replyId, authorNo, postAuthorNo }, event, tx) => {
      await credit(tx, event, authorNo, 'comment', { type: 'reply', id: replyId });
      await quest(tx, event, authorNo, 'Q5');
      if (authorNo !== postAuthorNo) {
        await addTrustMark(tx, {
          userNo: postAuthorNo,
          kind: 'replyReceived',
          ref: replyId,
          at: event.occurredAt,
        });
      }
    },
    'reply.deleted': async ({ replyId, authorNo }, event, tx) => {
      await reverse(tx, event, authorNo, 'comment', { type: 'reply', id: replyId });
      await removeTrustMark(tx, 'replyReceived', replyId);
    },
    'post.liked': async ({ postId, userNo, authorNo }, event, tx) => {
      if (userNo !== authorNo) {
        await credit(tx, event, authorNo, 'reaction', { type: 'like', id: `${postId}:${userNo}` }, userNo);
      }
      await quest(tx, event, userNo, 'Q6');
    },
    'post.unliked': async ({ postId, userNo, authorNo }, event, tx) => {
      if (userNo !== authorNo) {
        await reverse(tx, event, authorNo, 'reaction', { type: 'like', id: `${postId}:${userNo}` });
      }
    },
    'magazine.published': async ({ magazineId, authorNo }, event, tx) => {
      await credit(tx, event, authorNo, 'magazine', { type: 'magazine', id: magazineId });
      await quest(tx, event, authorNo, 'Q4');
    },
    'magazine.deleted': async ({ magazineId, authorNo }, event, tx) => {
      await reverse(tx, event, authorNo, 'magazine', { type: 'magazine', id: magazineId });
    },
    'magazine.linkClicked': async ({ userNo }, event, tx) => {
      await quest(tx, event, userNo, 'Q2');
    },
    'magazine.read': async ({ userNo }, event, tx) => {
      await quest(tx, event, userNo, 'Q3');
    },
    'note.created': async ({ noteId, authorNo }, event, tx) => {
      await credit(tx, event, authorNo, 'note', { type: 'note', id: noteId });
      await quest(tx, event, authorNo, 'Q4');
    },
    'note.deleted': async ({ noteId, authorNo }, event, tx) => {
      await reverse(tx, event, authorNo, 'note', { type: 'note', id: noteId });
    },
    'project.published': async ({ projectNo, leaderNo }, event, tx) => {
      await credit(tx, event, leaderNo, 'project', { type: 'project', id: projectNo });
    },
    'project.deleted': async ({ projectNo }, event, tx) => {
      // The leader who published may have handed over since: take it back from whoever was credited.
      const credited = await tx
        .selectDistinct({ userNo: pointEntries.userNo })
        .from(pointEntries)
        .where(
          and(
            eq(pointEntries.code, ACTIVITY_REWARDS.project.code),
            eq(pointEntries.causeType, 'project'),
            eq(pointEntries.causeId, String(projectNo)),
          ),
        );
      for (const { userNo } of credited) {
        await reverse(tx, event, userNo, 'project', { type: 'project', id: projectNo });
      }
    },
    'project.followed': async ({ userNo }, event, tx) => {
      await quest(tx, event, userNo, 'Q7');
    },
    'project.applicationSubmitted': async ({ applicantNo }, event, tx) => {
      await quest(tx, event, applicantNo, 'Q8');
    },
    // Q8 also counts joining an interview or tester call and subscribing to a newsletter.
    'campaign.joined': async ({ userNo }, event, tx) => {
      await quest(tx, event, userNo, 'Q8');
    },
    'project.questionAsked': async ({ authorNo }, event, tx) => {
      await quest(tx, event, authorNo, 'Q5');
    },
    'project.questionReplied': async ({ replyId, authorNo }, event, tx) => {
      await credit(tx, event, authorNo, 'reply', { type: 'projectReply', id: replyId });
      await quest(tx, event, authorNo, 'Q5');
    },
    'task.created': async ({ creatorNo }, event, tx) => {
      await quest(tx, event, creatorNo, 'Q4');
    },
    'task.completed': async ({ taskId, completedByNo }, event, tx) => {
      await credit(tx, event, completedByNo, 'task', { type: 'task', id: taskId });
      await addTrustMark(tx, {
        userNo: completedByNo,
        kind: 'taskCompleted',
        ref: taskId,
        at: event.occurredAt,
      });
    },
    'goal.created': async ({ ownerNo }, event, tx) => {
      await quest(tx, event, ownerNo, 'Q4');
    },
    'goal.completed': async ({ goalId, completedByNo }, event, tx) => {
      await credit(tx, event, completedByNo, 'goal', { type: 'goal', id: goalId });
    },
    'review.written': async ({ reviewerNo, revieweeNo, firstTime }, event, tx) => {
      const pair = `${reviewerNo}:${revieweeNo}`;
      if (firstTime) {
        await credit(tx, event, reviewerNo, 'review', { type: 'review', id: pair }, revieweeNo);
      }
      await addTrustMark(tx, { userNo: revieweeNo, kind: 'reviewReceived', ref: pair, at: event.occurredAt });
    },
    'review.deleted': async ({ reviewerNo, revieweeNo }, event, tx) => {
      const pair = `${reviewerNo}:${revieweeNo}`;
      await reverse(tx, event, reviewerNo, 'review', { type: 'review', id: pair });
      await removeTrustMark(tx, 'reviewReceived', pair);
    },
    'user.followed': async ({ followerNo, followeeNo }, event, tx) => {
      const cause = { type: 'follow', id: `${followerNo}:${followeeNo}` };
      await credit(tx, event, followeeNo, 'follow', cause, followerNo);
      await quest(tx, event, followerNo, 'Q7');
    },
    'booth.followed': async ({ boothId, userNo, ownerNo }, event, tx) => {
      const cause = { type: 'booth_follow', id: `${boothId}:${userNo}` };
      if (userNo !== ownerNo) await credit(tx, event, ownerNo, 'boothFollow', cause, userNo);
      await quest(tx, event, userNo, 'Q7');
    },
    'booth.unfollowed': async ({ boothId, userNo, ownerNo }, event, tx) => {
      await reverse(tx, event, ownerNo, 'boothFollow', { type: 'booth_follow', id: `${boothId}:${userNo}` });
    },
    'user.unfollowed': async ({ followerNo, followeeNo }, event, tx) => {
      await reverse(tx, event, followeeNo, 'follow', { type: 'follow', id: `${followerNo}:${followeeNo}` });
    },
  };
}

/** Credits, deductions and quest progress from the other areas' domain events. */
export function pointsListener(): EventListener {
  const table = handlers();
  return {
    name: 'points.ledger',
    types: Object.keys(table) as DomainEventType[],
    handle: async (event, tx) => {
      const handler = table[event.type] as Handler<DomainEventType> | undefined;
      await handler?.(event.payload, event, tx);
    },
  };
}

/** Tells the person on every open tab that they reached a new level. */
export function levelUpListener(realtime: RealtimeHub): EventListener {
  return {
    name: 'points.levelUpNotice',
    types: ['points.levelUp'],
    handle: async (event) => {
      const { userNo, level } = event.payload as DomainEventMap['points.levelUp'];
      realtime.emitToRoom(rooms.user(userNo), 'levelUp', { level });
    },
  };
}
