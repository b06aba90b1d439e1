import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { type ReceivedMail, startTestSmtpServer, type TestSmtpServer } from '../../test/smtpServer';
import { createTestDatabase } from '../../test/testDatabase';
import { createMailer } from './mail.service';
import { mailOutbox } from './mail.tables';

let database: DatabaseHandle;
let smtp: TestSmtpServer;
let received: ReceivedMail[];

beforeAll(async () => {
  database = await createTestDatabase();
  // A real SMTP server on loopback, as a mail relay would be in production.
  smtp = await startTestSmtpServer();
  received = smtp.received;
});
afterAll(async () => {
  await smtp.close();
  await database.close();
});

describe('mailer', () => {
  it('delivers over SMTP when SMTP_URL is set and records the delivery', async () => {
    const mailer = createMailer({
      db: database.db,
      smtpUrl: smtp.url,
      from: 'Sidecamp <no-reply@sidecamp.dev>',
    });
    const id = await mailer.send({
      to: 'person@example.com',
      subject: 'Reset your Sidecamp password',
      text: 'Open this link: https://x.test/r?token=abc',
    });
    mailer.close();

    expect(received).toHaveLength(1);
    expect(received[0]?.from).toBe('no-reply@sidecamp.dev');
    expect(received[0]?.to).toEqual(['person@example.com']);
    expect(received[0]?.raw).toContain('Subject: Reset your Sidecamp password');
    expect(received[0]?.raw).toContain('https://x.test/r?token=abc');
    const rows = await database.db.select().from(mailOutbox);
    const row = rows.find((candidate) => candidate.id === id);
    expect(row).toMatchObject({ transport: 'smtp', error: null });
    expect(row?.sentAt).toBeInstanceOf(Date);
  });

  it('keeps messages in the outbox without SMTP, newest first', async () => {
    const mailer = createMailer({ db: database.db, from: 'Sidecamp <no-reply@sidecamp.dev>' });
    expect(mailer.transport).toBe('outbox');
    await mailer.send({ to: 'a@example.com', subject: 'First', text: 'one' });
    await mailer.send({ to: 'b@example.com', subject: 'Second', text: 'two' });
    const listed = await mailer.list(2);
    expect(listed.map((row) => row.subject)).toEqual(['Second', 'First']);
    expect(listed.every((row) => row.transport === 'outbox' && row.sentAt === null)).toBe(true);
  });

  it('records a failed delivery and reports it to the caller', async () => {
    const mailer = createMailer({
      db: database.db,
      smtpUrl: 'smtp://127.0.0.1:1?ignoreTLS=true',
      from: 'x@sidecamp.dev',
    });
    await expect(mailer.send({ to: 'c@example.com', subject: 'Lost', text: 'x' })).rejects.toThrow();
    const [last] = await mailer.list(1);
    expect(last).toMatchObject({ subject: 'Lost', transport: 'smtp', sentAt: null });
    expect(last?.error).toBeTruthy();
    mailer.close();
  });
});
