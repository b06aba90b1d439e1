import { and, eq, inArray } from 'drizzle-orm';
import { chatMessages, chatParticipants } from '../../chat';
import { mentioned } from '../alarms.drafts';
import type { AlarmDraft } from '../alarms.notify';
import type { NotificationSource } from './source';

/** Chat notifications: mentions in a room, pro chat bookings and the review of a pro offer. */
export const chatNotifications: NotificationSource = {
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
