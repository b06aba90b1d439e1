import { z } from 'zod';
import { CHAT_ROOM_TYPES } from '../codes/chat';
import {
  CHAT_CLIENT_ID_MAX,
  CHAT_MESSAGE_MAX,
  CHAT_MESSAGE_TYPES,
  CHAT_PAGE_MAX,
  CHAT_ROOM_DESCRIPTION_MAX,
  CHAT_ROOM_NAME_MAX,
  PRO_RESERVATION_STATUSES,
} from '../rules/limits';
import { codeSchema } from './codeSchema';
import { ZBigRowIdText, ZPageLimit, ZRowId, ZRowIdParam, ZRowIdText } from './input.schemas';

export type ChatMessageType = (typeof CHAT_MESSAGE_TYPES)[number];

const ZPositiveId = ZRowIdParam;
/** Room ids travel as strings (the spec's `_id`), and are numbers underneath. */
export const ZChatId = z
  .union([z.string().regex(/^\d{1,10}$/, { message: 'Not a chat id.' }), ZRowId])
  .transform(Number)
  .pipe(ZRowId);

export const ZChatRoomParams = z.object({ roomId: ZPositiveId });
export const ZProjectChatParams = z.object({ projectNo: ZPositiveId });
export const ZGroupChatParams = z.object({ groupId: ZPositiveId });

export const ZChatPerson = z.object({
  no: z.number(),
  nickname: z.string(),
  img: z.string().nullable(),
  role: z.enum(['host', 'guest', 'pro']),
  /** Participant status: joined, left, expelled or banned. */
  status: z.enum(['joined', 'left', 'expelled', 'banned']),
  online: z.boolean(),
});
export type TChatPerson = z.infer<typeof ZChatPerson>;

export const ZChatMessage = z.object({
  _id: z.string(),
  roomId: z.string(),
  body: z.string(),
  createdAt: z.string(),
  type: z.enum(CHAT_MESSAGE_TYPES),
  senderNo: z.number().nullable(),
  sender: z.object({ no: z.number(), nickname: z.string(), img: z.string().nullable() }).nullable(),
  clientId: z.string().nullable(),
  imageUrl: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
});
export type TChatMessage = z.infer<typeof ZChatMessage>;

export const ZChatLastMessage = z.object({
  _id: z.string(),
  body: z.string(),
  createdAt: z.string(),
  type: z.enum(CHAT_MESSAGE_TYPES),
});

export const ZChatRoom = z.object({
  _id: z.string(),
  type: codeSchema(CHAT_ROOM_TYPES),
  name: z.string(),
  description: z.string(),
  hostNo: z.number().nullable(),
  projectNo: z.number().nullable(),
  reservationId: z.number().nullable(),
  participantsSize: z.number(),
  endDate: z.string().nullable(),
  attributes: z.object({ realStart: z.string().optional() }),
  botEnabled: z.boolean(),
  lastMessage: ZChatLastMessage.nullable(),
  /** The host, and for one-to-one and pro chats the other person; each with a status. */
  hostInfo: ZChatPerson.nullable(),
  opponentInfo: ZChatPerson.nullable(),
  unreadCount: z.number(),
  lastReadMessageId: z.string(),
  isAlarmBlocked: z.boolean(),
  myRole: z.enum(['host', 'guest', 'pro']).nullable(),
  myStatus: z.enum(['joined', 'left', 'expelled', 'banned']).nullable(),
  createdAt: z.string(),
});
export type TChatRoom = z.infer<typeof ZChatRoom>;

export const ZChatRoomList = z.object({ items: z.array(ZChatRoom) });

export const ZOpenChatCard = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  participantsSize: z.number(),
  host: z.object({ no: z.number(), nickname: z.string(), img: z.string().nullable() }).nullable(),
  lastMessageAt: z.string().nullable(),
  joined: z.boolean(),
  createdAt: z.string(),
  /** When the host's paid top ad (OPEN_CHAT_TOP_AD) ends; null when the chat is not pinned now. */
  pinnedUntil: z.string().nullable(),
});
export type TOpenChatCard = z.infer<typeof ZOpenChatCard>;
export const ZOpenChatPage = z.object({ items: z.array(ZOpenChatCard), nextCursor: z.string().nullable() });
export const ZOpenChatQuery = z.object({
  q: z.string().trim().min(1).max(60).optional(),
  cursor: ZRowIdText.optional(),
  limit: ZPageLimit(50, 20),
});

export const ZOpenChatCreate = z
  .object({
    name: z
      .string()
      .trim()
      .min(2, { message: 'Give the chat a name of at least 2 characters.' })
      .max(CHAT_ROOM_NAME_MAX),
    description: z.string().trim().max(CHAT_ROOM_DESCRIPTION_MAX).default(''),
  })
  .strict();

export const ZDirectChatInput = z.object({ opponentNo: ZPositiveId }).strict();
/** Chat join (spec point 7): nickname and chatId. The nickname is the session's; a different one is refused. */
export const ZChatJoinInput = z.object({ chatId: ZChatId, nickname: z.string().optional() }).strict();
export const ZChatIdInput = z.object({ chatId: ZChatId }).strict();
export const ZAlarmChangeInput = z.object({ chatId: ZChatId, is_alarm_blocked: z.boolean() }).strict();
export const ZBotChangeInput = z.object({ chatId: ZChatId, botEnabled: z.boolean() }).strict();
export const ZUserBannedInput = z
  .object({ chatId: ZChatId, opponentNo: ZPositiveId, messageId: ZBigRowIdText.optional() })
  .strict();
export const ZInviteTeamChatInput = z.object({ projectNo: ZPositiveId, opponentNo: ZPositiveId }).strict();
export const ZMessageCount = z.object({
  messageCount: z.array(z.object({ _id: z.string().nullable(), count: z.number() })),
});
export const ZChatProfiles = z.object({ roomId: z.string(), people: z.array(ZChatPerson) });
export const ZAlarmState = z.object({ chatId: z.string(), is_alarm_blocked: z.boolean() });
export const ZBotState = z.object({ chatId: z.string(), botEnabled: z.boolean() });

export const ZSendMessageInput = z
  .object({
    /** The sender's own id for this message: a retry with the same one never makes a second message. */
    clientId: z
      .string()
      .trim()
      .min(1)
      .max(CHAT_CLIENT_ID_MAX)
      .regex(/^[\w.:-]+$/, { message: 'Use letters, digits, dot, colon, dash or underscore.' }),
    type: z.enum(['text', 'image']).default('text'),
    body: z
      .string()
      .max(CHAT_MESSAGE_MAX, { message: `At most ${CHAT_MESSAGE_MAX} characters.` })
      .default(''),
    /** An image message names an upload made with purpose chat_images. */
    uploadId: z.uuid().optional(),
  })
  .strict()
  .superRefine((input, context) => {
    if (input.type === 'text' && input.body.trim() === '')
      context.addIssue({ code: 'custom', path: ['body'], message: 'Write a message.' });
    if (input.type === 'image' && !input.uploadId)
      context.addIssue({
        code: 'custom',
        path: ['uploadId'],
        message: 'An image message needs an uploaded image.',
      });
  });
export type TSendMessageInput = z.input<typeof ZSendMessageInput>;

export const ZMessagesQuery = z.object({
  /** Messages after this id, oldest first (catching up after a reconnect). */
  after: ZBigRowIdText.optional(),
  /** Messages before this id, newest page first (history paging). */
  before: ZBigRowIdText.optional(),
  /** Search within the room. */
  q: z.string().trim().min(1).max(100).optional(),
  limit: ZPageLimit(CHAT_PAGE_MAX, 50),
});
export const ZMessagePage = z.object({
  messages: z.array(ZChatMessage),
  roomId: z.string(),
  /** More older messages exist (paging backwards) / more newer ones (catching up). */
  hasMore: z.boolean(),
});
export type TMessagePage = z.infer<typeof ZMessagePage>;

export const ZReadInput = z.object({ messageId: ZBigRowIdText }).strict();

// Pro chat (F9.6).
export const PRO_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ProStatus = (typeof PRO_STATUSES)[number];
export const ZProProfileInput = z
  .object({
    headline: z.string().trim().min(2).max(120),
    pricePoints: z.number().int().min(0).max(100_000).default(0),
    active: z.boolean().default(true),
  })
  .strict();
export const ZProProfile = z.object({
  userNo: z.number(),
  nickname: z.string(),
  img: z.string().nullable(),
  headline: z.string(),
  pricePoints: z.number(),
  active: z.boolean(),
  /** A new offer waits for an admin; only an approved one is listed and bookable (F18). */
  status: z.enum(PRO_STATUSES),
  /** Why an admin turned the offer down (shown to its owner only). */
  rejectReason: z.string().nullable(),
});
export type TProProfile = z.infer<typeof ZProProfile>;
/** The caller's own pro offer, or null when they never made one. */
export const ZMyProProfile = z.object({ profile: ZProProfile.nullable() });
export type TMyProProfile = z.infer<typeof ZMyProProfile>;
export const ZProList = z.object({ items: z.array(ZProProfile) });
export const ZOpenSlotsInput = z
  .object({
    slots: z
      .array(
        z.object({
          startsAt: z.iso.datetime({ offset: true, message: 'Use an ISO date-time.' }),
          minutes: z.union([z.literal(30), z.literal(60)]).default(60),
        }),
      )
      .min(1)
      .max(50),
  })
  .strict();
export const ZOpenSlot = z.object({
  id: z.number(),
  proNo: z.number(),
  startsAt: z.string(),
  endsAt: z.string(),
  reserved: z.boolean(),
});
export const ZOpenSlotList = z.object({ items: z.array(ZOpenSlot) });
export const ZProParams = z.object({ proNo: ZPositiveId });
export const ZReserveInput = z.object({ slotId: ZPositiveId }).strict();
export const ZReservation = z.object({
  id: z.number(),
  slotId: z.number(),
  pro: z.object({ no: z.number(), nickname: z.string(), img: z.string().nullable() }),
  user: z.object({ no: z.number(), nickname: z.string(), img: z.string().nullable() }),
  startsAt: z.string(),
  endsAt: z.string(),
  status: z.enum(PRO_RESERVATION_STATUSES),
  /** 'unpaid': a free pro chat (price 0); otherwise the ledger holds the points, then settles or releases them. */
  payment: z.enum(['unpaid', 'held', 'settled', 'released']),
  pricePoints: z.number(),
  roomId: z.string().nullable(),
  myReview: z.object({ rating: z.number(), body: z.string() }).nullable(),
});
export type TReservation = z.infer<typeof ZReservation>;
export const ZReservationList = z.object({ items: z.array(ZReservation) });
export const ZReservationParams = z.object({ reservationId: ZPositiveId });
export const ZProReviewInput = z
  .object({ rating: z.number().int().min(1).max(5), body: z.string().trim().min(1).max(1000) })
  .strict();

/** A room's read count for one message (GET .../read-count): who read it last and how many. */
export const ZChatReadCount = z.object({ _id: z.string().nullable(), count: z.number() });

/** POST /api/chat/rooms/:roomId/leave. */
export const ZLeftRoom = z.object({ roomId: z.string() });

/** POST /api/chat/user_banned: the ban's new state in a direct room. */
export const ZChatBanState = z.object({ chatId: z.string(), opponentNo: z.number(), banned: z.boolean() });

/** GET /api/chat/voice/config: the ICE servers a voice call uses. */
export const ZVoiceConfig = z.object({
  iceServers: z.array(
    z.object({
      urls: z.union([z.string(), z.array(z.string())]),
      username: z.string().optional(),
      credential: z.string().optional(),
    }),
  ),
});
