import type { TFeedbackInput, TFeedbackReceipt } from '@sidecamp/domain';
import type { Database } from '../../db/client';
import { fieldError } from '../../http/errors';
import type { AuthUser } from '../auth';
import { feedback } from './support.tables';

export function createSupportService(deps: { db: Database }) {
  return {
    async sendFeedback(sender: AuthUser | undefined, input: TFeedbackInput): Promise<TFeedbackReceipt> {
      const replyTo = sender?.email ?? input.email;
      if (!replyTo) throw fieldError('email', 'Leave an e-mail address so we can answer you.');
      const [row] = await deps.db
        .insert(feedback)
        .values({ userNo: sender?.no ?? null, type: input.type, replyTo, message: input.message })
        .returning();
      if (!row) throw new Error('feedback insert returned no row');
      return { id: row.id, type: row.type, replyTo: row.replyTo, createdAt: row.createdAt.toISOString() };
    },
  };
}

export type SupportService = ReturnType<typeof createSupportService>;
