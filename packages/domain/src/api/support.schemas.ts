import { z } from 'zod';
import { FEEDBACK_TYPES } from '../codes/support';
import { FEEDBACK_MAX_LENGTH, FEEDBACK_MIN_LENGTH } from '../rules/limits';
import { ZEmail } from './auth.schemas';
import { codeSchema } from './codeSchema';

/** Feedback form (F16.1). Visitors leave an e-mail to be answered at; members are answered at theirs. */
export const ZFeedbackInput = z
  .object({
    type: codeSchema(FEEDBACK_TYPES),
    message: z
      .string()
      .trim()
      .min(FEEDBACK_MIN_LENGTH, { message: `Write at least ${FEEDBACK_MIN_LENGTH} characters.` })
      .max(FEEDBACK_MAX_LENGTH, { message: `Write at most ${FEEDBACK_MAX_LENGTH} characters.` }),
    email: ZEmail.optional(),
  })
  .strict();
export type TFeedbackInput = z.infer<typeof ZFeedbackInput>;

export const ZFeedbackReceipt = z.object({
  id: z.number(),
  type: z.string(),
  replyTo: z.string(),
  createdAt: z.string(),
});
export type TFeedbackReceipt = z.infer<typeof ZFeedbackReceipt>;
