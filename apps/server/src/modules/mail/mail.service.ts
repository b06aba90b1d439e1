import { createRequire } from 'node:module';
import { desc, eq } from 'drizzle-orm';
import type nodemailerType from 'nodemailer';
import type { Transporter } from 'nodemailer';
import type { Database } from '../../db/client';
import { mailOutbox } from './mail.tables';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers for the SMTP message (List-Unsubscribe); the outbox row does not keep them. */
  headers?: Record<string, string>;
};

export type Mailer = {
  readonly transport: 'smtp' | 'outbox';
  /** Records the message and, with SMTP, delivers it; resolves to the outbox row id. */
  send: (message: MailMessage) => Promise<number>;
  /** Newest first; the development mail page. */
  list: (limit: number) => Promise<Array<typeof mailOutbox.$inferSelect>>;
  close: () => void;
};

export function createMailer(deps: { db: Database; smtpUrl?: string | undefined; from: string }): Mailer {
  const transporter: Transporter | undefined = deps.smtpUrl
    ? // Loaded only when there is an SMTP server to talk to.
      (createRequire(import.meta.url)('nodemailer') as typeof nodemailerType).createTransport(deps.smtpUrl)
    : undefined;
  const transport = transporter ? 'smtp' : 'outbox';
  return {
    transport,
    send: async (message) => {
      const { headers: _headers, ...stored } = message;
      const [row] = await deps.db
        .insert(mailOutbox)
        .values({ ...stored, html: message.html ?? null, transport })
        .returning({ id: mailOutbox.id });
      if (!row) throw new Error('mail outbox insert returned no row');
      if (!transporter) return row.id;
      try {
        const info = await transporter.sendMail({ from: deps.from, ...message });
        await deps.db
          .update(mailOutbox)
          .set({ sentAt: new Date(), messageId: String(info.messageId ?? '') })
          .where(eq(mailOutbox.id, row.id));
      } catch (error) {
        await deps.db
          .update(mailOutbox)
          .set({ error: error instanceof Error ? error.message.slice(0, 1000) : String(error) })
          .where(eq(mailOutbox.id, row.id));
        throw error;
      }
      return row.id;
    },
    list: (limit) => deps.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(limit),
    close: () => transporter?.close(),
  };
}
