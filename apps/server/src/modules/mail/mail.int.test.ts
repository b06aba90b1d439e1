import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { createTestDatabase } from '../../test/testDatabase';
import { createMailer } from './mail.service';
import { mailOutbox } from './mail.tables';

type Received = { from: string; to: string[]; raw: string };

let database: DatabaseHandle;
let smtp: SMTPServer;
let smtpPort = 0;
const received: Received[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  // A real SMTP server on loopback, as a mail relay would be in production.
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpPort = (smtp.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await database.close();
});

describe('mailer', () => {
  it('delivers over SMTP when SMTP_URL is set and records the delivery', async () => {
    const mailer = createMailer({
      db: database.db,
      smtpUrl: `smtp://127.0.0.1:${smtpPort}?ignoreTLS=true`,
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
