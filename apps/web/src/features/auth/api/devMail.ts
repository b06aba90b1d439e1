import { z } from 'zod';

/**
 * GET /api/dev/mail: the development outbox. Its schema lives on the server only (it is not part
 * of the product API), so the page keeps its own copy of the contract.
 */
export const ZDevMail = z.object({
  transport: z.enum(['smtp', 'outbox']),
  messages: z.array(
    z.object({
      id: z.number(),
      to: z.string(),
      subject: z.string(),
      text: z.string(),
      createdAt: z.string(),
    }),
  ),
});
export type TDevMail = z.infer<typeof ZDevMail>;
