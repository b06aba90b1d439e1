import { z } from 'zod';
import {
  ANSWER_BODY_MAX,
  ASK_BODY_MAX,
  ASK_BODY_MIN,
  ASK_SUBJECT_MAX,
  ASK_SUBJECT_MIN,
  NOTICE_BODY_MAX,
  NOTICE_TITLE_MAX,
} from '../codes/support';
import { ZRowIdParam } from './input.schemas';

/*
 * Support notices and the "ask" inbox (F16.1, spec point 7 /notice/ask): admins publish notices
 * (an important one is also a banner until dismissed); a signed-in person asks support a question
 * and an admin answers it.
 */

/** Notices per page of the public list (the most a page may ask for is NOTICE_PAGE_MAX). */
export const NOTICE_PAGE_SIZE = 10;
export const NOTICE_PAGE_MAX = 50;

const text = (label: string, min: number, max: number) =>
  z
    .string({ message: `${label} is required.` })
    .trim()
    .min(min, { message: min <= 1 ? `${label} is required.` : `Write at least ${min} characters.` })
    .max(max, { message: `Write at most ${max} characters.` });

export const ZNotice = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Plain text; line breaks are kept when shown. */
  body: z.string(),
  important: z.boolean(),
  publishedAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type TNotice = z.infer<typeof ZNotice>;

export const ZNoticePage = z.object({
  items: z.array(ZNotice),
  page: z.number().int(),
  hasMore: z.boolean(),
  /** Whether the viewer is an admin (publishes notices and answers questions). */
  canPublish: z.boolean(),
});
export type TNoticePage = z.infer<typeof ZNoticePage>;

export const ZNoticeListQuery = z.object({
  page: z.coerce.number().int().min(1).max(1000).default(1),
  size: z.coerce.number().int().min(1).max(NOTICE_PAGE_MAX).default(NOTICE_PAGE_SIZE),
  /** Only the important ones (the banner's small query). */
  important: z.enum(['true', 'false']).optional(),
});
export type TNoticeListQuery = z.infer<typeof ZNoticeListQuery>;

export const ZNoticeInput = z
  .object({
    title: text('A title', 1, NOTICE_TITLE_MAX),
    body: text('A text', 1, NOTICE_BODY_MAX),
    important: z.boolean().default(false),
    /** When it counts as published (now when left out). */
    publishedAt: z.iso.datetime({ offset: true, message: 'Not a date and time.' }).optional(),
  })
  .strict();
export type TNoticeInput = z.input<typeof ZNoticeInput>;

export const ZNoticePatch = z
  .object({
    title: text('A title', 1, NOTICE_TITLE_MAX).optional(),
    body: text('A text', 1, NOTICE_BODY_MAX).optional(),
    important: z.boolean().optional(),
    publishedAt: z.iso.datetime({ offset: true, message: 'Not a date and time.' }).optional(),
  })
  .strict();
export type TNoticePatch = z.infer<typeof ZNoticePatch>;

export const ZSupportIdParams = z.object({ id: ZRowIdParam });

export const ASK_STATES = ['open', 'answered'] as const;
export type AskState = (typeof ASK_STATES)[number];

export const ZAsk = z.object({
  id: z.number().int(),
  subject: z.string(),
  body: z.string(),
  state: z.enum(ASK_STATES),
  createdAt: z.iso.datetime(),
  /** Who asked (shown to admins in the queue). */
  asker: z.object({ no: z.number().int(), nickname: z.string() }),
  answer: z.object({ body: z.string(), answeredAt: z.iso.datetime() }).nullable(),
});
export type TAsk = z.infer<typeof ZAsk>;

export const ZAskList = z.object({ items: z.array(ZAsk) });
export type TAskList = z.infer<typeof ZAskList>;

export const ZAskQueueQuery = z.object({ state: z.enum(ASK_STATES).default('open') });

export const ZAskInput = z
  .object({
    subject: text('A subject', ASK_SUBJECT_MIN, ASK_SUBJECT_MAX),
    body: text('Your question', ASK_BODY_MIN, ASK_BODY_MAX),
  })
  .strict();
export type TAskInput = z.infer<typeof ZAskInput>;

export const ZAnswerInput = z.object({ body: text('An answer', 1, ANSWER_BODY_MAX) }).strict();
export type TAnswerInput = z.infer<typeof ZAnswerInput>;
