import { PROJECT_STAGES } from '@sidecamp/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import type { DomainEvent, DomainEventMap, DomainEventType } from '../../events/catalog';
import type { EventListener } from '../../events/dispatcher';
import type { RealtimeHub } from '../../realtime/hub';
import { chatMessages, chatParticipants } from '../chat';
import { posts, replies } from '../lounge';
import { campaignReviewedDrafts, campaignSentDrafts, signupDecidedDrafts } from './alarms.campaigns';
import {
  boothDraft,
  mentioned,
  money,
  paymentDraft,
  postOf,
  projectAudience,
  projectOf,
  quoted,
  taskAssigned,
} from './alarms.drafts';
import { type AlarmDraft, explicitWatchers, notifyAll } from './alarms.notify';
import { leaderQuietDrafts, leaderReturnedDrafts, leadTakenDrafts } from './alarms.succession';

type Handler<K extends DomainEventType> = (
  payload: DomainEventMap[K],
  event: DomainEvent,
  tx: Transaction,
) => Promise<AlarmDraft[]>;
type Handlers = { [K in DomainEventType]?: Handler<K> };

function handlers(): Handlers {
  return {
    'reply.created': async ({ postId, replyId, authorNo, postAuthorNo }, event, tx) => {
      const post = await postOf(tx, postId);
      const [reply] = await tx.select({ body: replies.body }).from(replies).where(eq(replies.id, replyId));
      const object = { type: 'post', id: postId } as const;
      const link = `/lounge/posts/${postId}`;
      const title = quoted(post?.title ?? '', 'your post');
      const base = { actorNo: authorNo, object, link, eventId: event.id };
      const drafts: AlarmDraft[] = [];
      // Named people first, so someone both named and watching gets the mention.
      for (const userNo of await mentioned(tx, reply?.body ?? ''))
        drafts.push({
          ...base,
          userNo,
          type: 'mention',
          text: `mentioned you in a reply to ${title}`,
          needs: 'normal',
          defaultLevel: 'normal',
        });
      drafts.push({
        ...base,
        userNo: postAuthorNo,
        type: 'reply',
        text: `replied to your post ${title}`,
        needs: 'normal',
        defaultLevel: 'watching',
      });
      for (const userNo of await explicitWatchers(tx, object))
        drafts.push({
          ...base,
          userNo,
          type: 'reply',
          text: `replied to ${title}`,
          needs: 'watching',
          defaultLevel: 'normal',
        });
      return drafts;
    },
    'post.created': async ({ postId, authorNo }, event, tx) => {
      const [post] = await tx
        .select({ title: posts.title, body: posts.bodyText })
        .from(posts)
        .where(eq(posts.id, postId));
      const names = await mentioned(tx, `${post?.title ?? ''} ${post?.body ?? ''}`);
      return names.map((userNo) => ({
        userNo,
        type: 'mention',
        actorNo: authorNo,
        object: { type: 'post', id: postId },
        text: `mentioned you in ${quoted(post?.title ?? '', 'a post')}`,
        link: `/lounge/posts/${postId}`,
        eventId: event.id,
        needs: 'normal',
        defaultLevel: 'normal',
      }));
    },
    'chat.mentioned': async ({ roomId, messageId, senderNo }, event, tx) => {
      const [message] = await tx
        .select({ body: chatMessages.body })
        .from(chatMessages)
        .where(eq(chatMessages.id, messageId));
      const named = await mentioned(tx, message?.body ?? '');
      if (named.length === 0) return [];
      // Only people in the room hear it; a room they muted (the chat's alarm switch) stays quiet.
      const members = await tx
        .select({ userNo: chatParticipants.userNo, muted: chatParticipants.isAlarmBlocked })
        .from(chatParticipants)
        .where(and(eq(chatParticipants.roomId, roomId), inArray(chatParticipants.userNo, named)));
      return members.map(
        (member): AlarmDraft => ({
          userNo: member.userNo,
          type: 'chat_mention',
          actorNo: senderNo,
          object: { type: 'chat_room', id: roomId },
          text: 'mentioned you in a chat',
          link: `/chat/${roomId}`,
          eventId: event.id,
          needs: 'normal',
          defaultLevel: member.muted ? 'muted' : 'normal',
        }),
      );
    },
    'post.liked': async ({ postId, userNo, authorNo }, event, tx) => {
      const post = await postOf(tx, postId);
      return [
        {
          userNo: authorNo,
          type: 'like',
          actorNo: userNo,
          object: { type: 'post', id: postId },
          text: `liked your post ${quoted(post?.title ?? '', '')}`.trim(),
          link: `/lounge/posts/${postId}`,
          eventId: event.id,
          needs: 'normal',
          defaultLevel: 'watching',
        },
      ];
    },
    'user.followed': async ({ followerNo, followeeNo }, event) => [
      {
        userNo: followeeNo,
        type: 'follow',
        actorNo: followerNo,
        object: { type: 'person', id: followerNo },
        text: 'started following you',
        link: `/u/${followerNo}`,
        eventId: event.id,
        needs: 'normal',
        defaultLevel: 'normal',
      },
    ],
    'review.written': async ({ reviewerNo, revieweeNo, rating }, event) => [
      {
        userNo: revieweeNo,
        type: 'review',
        actorNo: reviewerNo,
        object: { type: 'person', id: revieweeNo },
        text: `reviewed you (${rating} of 5)`,
        link: `/u/${revieweeNo}`,
        eventId: event.id,
        needs: 'normal',
        defaultLevel: 'normal',
      },
    ],
    'project.applicationSubmitted': async ({ projectNo, applicantNo }, event, tx) => {
      const project = await projectOf(tx, projectNo);
      if (project.leaderNo === null) return [];
      return [
        {
          userNo: project.leaderNo,
          type: 'application_received',
          actorNo: applicantNo,
          object: { type: 'project', id: projectNo },
          text: `applied to ${project.name}`,
          link: `/projects/${projectNo}/applications`,
          eventId: event.id,
          needs: 'normal',
          defaultLevel: 'watching',
        },
      ];
    },
    'project.applicationDecided': async ({ projectNo, applicantNo, state }, event, tx) => {
      const project = await projectOf(tx, projectNo);
      const approved = state === '02';
      return [
        {
          userNo: applicantNo,
          type: approved ? 'application_approved' : 'application_rejected',
          actorNo: event.actorNo,
          object: { type: 'project', id: projectNo },
          text: approved
            ? `approved your application to ${project.name}`
            : `declined your application to ${project.name}`,
          link: approved ? `/projects/${projectNo}` : '/projects/mine/applications',
          eventId: event.id,
          needs: 'normal',
          defaultLevel: 'normal',
        },
      ];
    },
    'project.invited': async ({ projectNo, inviteeNo, inviterNo }, event, tx) => {
      const project = await projectOf(tx, projectNo);
      return [
        {
          userNo: inviteeNo,
          type: 'invitation_received',
          actorNo: inviterNo,
          object: { type: 'project', id: projectNo },
          text: `invited you to join ${project.name}`,
          link: '/projects/mine/invitations',
          eventId: event.id,
          needs: 'normal',
          defaultLevel: 'normal',
        },
      ];
    },
    'project.memberJoined': async ({ projectNo, userNo }, event, tx) => {
      const { name, people } = await projectAudience(tx, projectNo, false);
      return people.map((person) => ({
        userNo: person.userNo,
        type: 'member_joined',
        actorNo: userNo,
        object: { type: 'project', id: projectNo },
        text: `joined ${name}`,
        link: `/projects/${projectNo}`,
        eventId: event.id,
        needs: 'watching',
        defaultLevel: person.leads ? 'watching' : 'tracking',
      }));
    },
    'project.memberLeft': async ({ projectNo, userNo, reason }, event, tx) => {
      const { name, people } = await projectAudience(tx, projectNo, false);
      const drafts: AlarmDraft[] = people.map((person) => ({
        userNo: person.userNo,
        type: 'member_left',
        actorNo: userNo,
        object: { type: 'project', id: projectNo },
        text: `left ${name}`,
        link: `/projects/${projectNo}`,
        eventId: event.id,
        needs: 'watching',
        defaultLevel: person.leads ? 'watching' : 'tracking',
      }));
      // Someone removed from a team is told, by the leader who removed them.
      if (reason === 'removed')
        drafts.unshift({
          userNo,
          type: 'member_left',
          actorNo: event.actorNo,
          object: { type: 'project', id: projectNo },
          text: `removed you from ${name}`,
          link: `/projects/${projectNo}`,
          eventId: event.id,
          needs: 'normal',
          defaultLevel: 'normal',
        });
      return drafts;
    },
    'project.leaderChanged': async (payload, event, tx) => {
      if (payload.via) return leadTakenDrafts(payload, event, tx);
      const { projectNo, fromNo, toNo } = payload;
      const { name, people } = await projectAudience(tx, projectNo, false);
      return people.map((person) => ({
        userNo: person.userNo,
        type: 'leader_changed',
        actorNo: fromNo,
        object: { type: 'project', id: projectNo },
        text:
          person.userNo === toNo
            ? `made you the leader of ${name}`
            : `handed the lead of ${name} to someone new`,
        link: `/projects/${projectNo}`,
        eventId: event.id,
        needs: person.userNo === toNo ? 'normal' : 'tracking',
        defaultLevel: 'tracking',
      }));
    },
    'project.leaderQuiet': leaderQuietDrafts,
    'project.leaderReturned': leaderReturnedDrafts,
    'project.newsSent': async ({ projectNo, authorNo }, event, tx) => {
      const { name, people } = await projectAudience(tx, projectNo, true);
      return people.map((person) => ({
        userNo: person.userNo,
        type: 'project_news',
        actorNo: authorNo,
        object: { type: 'project', id: projectNo },
        text: `posted news in ${name}`,
        link: `/projects/${projectNo}`,
        eventId: event.id,
        needs: 'tracking',
        defaultLevel: person.leads ? 'watching' : 'tracking',
      }));
    },
    'project.stageChanged': async ({ projectNo, from, to }, event, tx) => {
      // Publishing (from the draft stage) has no audience yet: the team forms after it.
      if (!PROJECT_STAGES.isCode(to) || to === '99' || from === '99') return [];
      const { name, people } = await projectAudience(tx, projectNo, true);
      return people.map((person) => ({
        userNo: person.userNo,
        type: 'project_stage',
        actorNo: event.actorNo,
        object: { type: 'project', id: projectNo },
        text: `moved ${name} to ${PROJECT_STAGES.label(to)}`,
        link: `/projects/${projectNo}`,
        eventId: event.id,
        needs: 'tracking',
        defaultLevel: person.leads ? 'watching' : 'tracking',
      }));
    },
    'task.created': async ({ projectNo, taskId, creatorNo, assigneeNo }, event, tx) => {
      if (assigneeNo === null) return [];
      return [
        await taskAssigned(tx, { projectNo, taskId, assigneeNo, actorNo: creatorNo, eventId: event.id }),
      ];
    },
    'task.assigned': async ({ projectNo, taskId, assigneeNo, byNo }, event, tx) => [
      await taskAssigned(tx, { projectNo, taskId, assigneeNo, actorNo: byNo, eventId: event.id }),
    ],
    'goal.completed': async ({ projectNo, completedByNo }, event, tx) => {
      const { name, people } = await projectAudience(tx, projectNo, false);
      return people.map((person) => ({
        userNo: person.userNo,
        type: 'goal_completed',
        actorNo: completedByNo,
        object: { type: 'project', id: projectNo },
        text: `completed a goal in ${name}`,
        link: `/projects/${projectNo}/workspace`,
        eventId: event.id,
        needs: 'tracking',
        defaultLevel: person.leads ? 'watching' : 'tracking',
      }));
    },
    // Level 1 comes with the account itself: nobody "reached" it.
    'points.levelUp': async ({ userNo, level }, event) =>
      level <= 1
        ? []
        : [
            {
              userNo,
              type: 'level_up',
              actorNo: null,
              object: { type: 'person', id: userNo },
              text: `You reached level ${level}.`,
              link: '/levels',
              eventId: event.id,
              needs: 'normal',
              defaultLevel: 'normal',
            },
          ],
    'quest.completed': async ({ userNo }, event) => [
      {
        userNo,
        type: 'quest_completed',
        actorNo: null,
        object: { type: 'person', id: userNo },
        text: 'You completed a weekly quest.',
        link: '/quests',
        eventId: event.id,
        needs: 'normal',
        defaultLevel: 'normal',
      },
    ],
    'proChat.reserved': async ({ proNo, userNo, startsAt }, event) => [
      {
        userNo: proNo,
        type: 'pro_chat_reserved',
        actorNo: userNo,
        object: { type: 'person', id: proNo },
        text: `booked a pro chat with you for ${startsAt.slice(0, 16).replace('T', ' ')} UTC`,
        link: '/chat/pros',
        eventId: event.id,
        needs: 'normal',
        defaultLevel: 'normal',
      },
    ],
    'payment.completed': async ({ userNo, productLabel, amountCents, currency }, event) => [
      paymentDraft(
        event,
        userNo,
        'payment_completed',
        `Your payment of ${money(amountCents, currency)} for ${productLabel} went through.`,
      ),
    ],
    'payment.refunded': async ({ userNo, productLabel, amountCents, currency }, event) => [
      paymentDraft(
        event,
        userNo,
        'payment_refunded',
        `Your payment of ${money(amountCents, currency)} for ${productLabel} was refunded.`,
      ),
    ],
    'booth.followed': async ({ boothId, userNo, ownerNo }, event, tx) => [
      await boothDraft(
        tx,
        { boothId, ownerNo, actorNo: userNo, eventId: event.id },
        'booth_followed',
        'followed',
      ),
    ],
    'booth.reviewed': async ({ boothId, userNo, ownerNo }, event, tx) => [
      await boothDraft(
        tx,
        { boothId, ownerNo, actorNo: userNo, eventId: event.id },
        'booth_reviewed',
        'reviewed',
      ),
    ],
    'booth.supported': async (payload, event, tx) => [
      await boothDraft(
        tx,
        { boothId: payload.boothId, ownerNo: payload.ownerNo, actorNo: payload.userNo, eventId: event.id },
        'booth_supported',
        'supported',
      ),
    ],
    // Support speaks as Sidecamp, not as the admin who wrote (no actor, so no person mute drops it).
    'support.answered': async ({ askId, askerNo }, event) => [
      {
        userNo: askerNo,
        type: 'support_answered',
        actorNo: null,
        object: { type: 'person', id: askerNo },
        text: `Sidecamp support answered your question (no. ${askId}).`,
        link: '/support#asks',
        eventId: event.id,
        needs: 'normal',
        defaultLevel: 'normal',
      },
    ],
    'campaign.sent': async (payload, event) => campaignSentDrafts(payload, event),
    'campaign.reviewed': async (payload, event) => campaignReviewedDrafts(payload, event),
    'campaign.signupDecided': async (payload, event) => signupDecidedDrafts(payload, event),
    // A moderator's hide or restore speaks as Sidecamp, with the admin's reason.
    'content.moderated': async ({ authorNo, targetType, hidden, reason, link }, event) => [
      {
        userNo: authorNo,
        type: 'content_moderated',
        actorNo: null,
        object: { type: 'person', id: authorNo },
        text: hidden
          ? `An admin hid your ${targetType === 'profile' ? 'profile' : targetType}: ${reason}`
          : `An admin restored your ${targetType}: ${reason}`,
        link: link ?? '/alarms',
        eventId: event.id,
        needs: 'normal',
        defaultLevel: 'normal',
      },
    ],
    // An admin's decision on a pro offer speaks as Sidecamp, like support's answers.
    'pro.reviewed': async ({ userNo, approved, reason }, event) => [
      {
        userNo,
        type: 'pro_reviewed',
        actorNo: null,
        object: { type: 'person', id: userNo },
        text: approved
          ? 'Your pro chat offer was approved: people can now find and book you.'
          : `Your pro chat offer was not approved: ${reason ?? 'no reason given'}. Change your headline to apply again.`,
        link: '/chat/pros',
        eventId: event.id,
        needs: 'normal',
        defaultLevel: 'normal',
      },
    ],
  };
}

/** Notifications from the other areas' domain events (issue 19): the alarm centre's one source. */
export function alarmsListener(realtime: RealtimeHub | undefined): EventListener {
  const table = handlers();
  return {
    name: 'alarms.notifications',
    types: Object.keys(table) as DomainEventType[],
    handle: async (event, tx) => {
      const handler = table[event.type] as Handler<DomainEventType> | undefined;
      if (!handler) return;
      const emits: Array<() => void> = [];
      await notifyAll(tx, realtime, await handler(event.payload, event, tx), emits);
      return () => {
        for (const emit of emits) emit();
      };
    },
  };
}
