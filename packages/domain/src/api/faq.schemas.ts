import { z } from 'zod';
import { FAQ_CATEGORIES } from '../codes/support';
import { codeSchema } from './codeSchema';
import { ZRowIdParam } from './input.schemas';

/** FAQ entries admins manage (F16.1, F18); answers are plain text, shown as text. */
export const FAQ_QUESTION_MAX = 200;
export const FAQ_ANSWER_MAX = 4000;

const text = (label: string, max: number) =>
  z
    .string({ message: `${label} is required.` })
    .trim()
    .min(1, { message: `${label} is required.` })
    .max(max, { message: `Write at most ${max} characters.` });

export const ZFaqEntry = z.object({
  id: z.number(),
  category: codeSchema(FAQ_CATEGORIES),
  question: z.string(),
  answer: z.string(),
  position: z.number(),
  published: z.boolean(),
  updatedAt: z.string(),
});
export type TFaqEntry = z.infer<typeof ZFaqEntry>;
export const ZFaqList = z.object({ items: z.array(ZFaqEntry) });
export type TFaqList = z.infer<typeof ZFaqList>;

export const ZFaqInput = z
  .object({
    category: codeSchema(FAQ_CATEGORIES),
    question: text('A question', FAQ_QUESTION_MAX),
    answer: text('An answer', FAQ_ANSWER_MAX),
    published: z.boolean().default(true),
  })
  .strict();
export type TFaqInput = z.input<typeof ZFaqInput>;

export const ZFaqPatch = z
  .object({
    category: codeSchema(FAQ_CATEGORIES).optional(),
    question: text('A question', FAQ_QUESTION_MAX).optional(),
    answer: text('An answer', FAQ_ANSWER_MAX).optional(),
    published: z.boolean().optional(),
  })
  .strict();
export type TFaqPatch = z.infer<typeof ZFaqPatch>;

/** Moves one entry a step up or down the list. */
export const ZFaqMoveInput = z.object({ direction: z.enum(['up', 'down']) }).strict();
export type TFaqMoveInput = z.infer<typeof ZFaqMoveInput>;

export const ZFaqIdParams = z.object({ id: ZRowIdParam });
