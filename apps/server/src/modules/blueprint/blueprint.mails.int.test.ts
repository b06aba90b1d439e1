import { IDEA_MAIL_ATTEMPTS, IDEA_MAIL_PENDING_MAX, ZIdeaAnalysis, ZIdeaReportMail } from '@sidecamp/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type TestUser } from '../../test/factories';
import { expectError, fieldsOf } from '../../test/http';
import { type ReceivedMail, startTestSmtpServer, type TestSmtpServer } from '../../test/smtpServer';
import { createTestApp, RELAXED_RATE_LIMITS, type TestApp } from '../../test/testApp';
import { createMailer } from '../mail/mail.service';
import { mailOutbox } from '../mail/mail.tables';
import { startPaidPlan } from '../points';
import { createReportMailService } from './blueprint.mails';
import { ideaReportMails } from './blueprint.tables';

let t: TestApp;
// A real SMTP relay on loopback; it can be told to refuse the next message.
let smtp: TestSmtpServer;
let received: ReceivedMail[];

beforeAll(async () => {
  t = await createTestApp(RELAXED_RATE_LIMITS);
  smtp = await startTestSmtpServer();
  received = smtp.received;
});
afterAll(async () => {
  await smtp.close();
  await t.close();
});

let keys = 0;
async function analysisOf(user: TestUser): Promise<number> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/blueprint/analyses',
    headers: { cookie: user.cookie, 'idempotency-key': `mail-${Date.now()}-${keys++}` },
    payload: {
      title: 'Shift Swap',
      text: 'Nurses swap hospital shifts at short notice; the ward manager approves every swap.',
      category: '08',
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return ZIdeaAnalysis.parse(res.json()).id;
}

const schedule = (id: number | string, sendAt: unknown, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/blueprint/analyses/${id}/mails`,
    headers: cookie ? { cookie } : {},
    payload: { sendAt } as object,
  });

/** The service over a real SMTP relay, with a clock the test moves. */
function sweeperAt(clock: { now: Date }) {
  const mailer = createMailer({
    db: t.database.db,
    smtpUrl: smtp.url,
    from: 'Sidecamp <no-reply@sidecamp.dev>',
  });
  const service = createReportMailService({
    db: t.database.db,
    mailer,
    now: () => clock.now,
    siteUrl: 'https://sidecamp.example',
  });
  return { service, close: () => mailer.close() };
}

describe('e-mail me this report', () => {
  it('sends the report to its owner at the chosen time, once, with the whole report on Light', async () => {
    const owner = await registerUser(t.app);
    const id = await analysisOf(owner);
    const inAnHour = new Date(Date.now() + 3_600_000);
    const res = await schedule(id, inAnHour.toISOString(), owner.cookie);
    expect(res.statusCode, res.body).toBe(201);
    const mail = ZIdeaReportMail.parse(res.json());
    expect(mail).toMatchObject({ analysisId: id, sentAt: null, error: null });

    const clock = { now: new Date() };
    const { service, close } = sweeperAt(clock);
    const before = received.length;
    await service.sweep(); // not due yet
    expect(received.length).toBe(before);

    clock.now = new Date(inAnHour.getTime() + 1000);
    // Two processes sweeping at once still send it once.
    const sent = await Promise.all([service.sweep(), service.sweep()]);
    expect(sent[0] + sent[1]).toBe(1);
    expect(received.length).toBe(before + 1);
    const message = received.at(-1);
    expect(message?.to).toEqual([owner.email]);
    expect(message?.raw).toContain('Subject: Your Sidecamp idea report: Shift Swap');
    expect(message?.raw).toContain(`https://sidecamp.example/blueprint/${id}`);
    expect(message?.raw).toContain('the Light and Pro plans also put it in this e-mail');
    expect(await service.sweep()).toBe(0);

    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/blueprint/analyses/${id}/mails`,
      headers: { cookie: owner.cookie },
    });
    expect(listed.json().items[0].sentAt).not.toBeNull();

    // On Light (export included) the e-mail carries the whole report.
    await startPaidPlan(t.database.db, {
      userNo: owner.no,
      planType: 'Light',
      paymentId: crypto.randomUUID(),
      now: new Date(),
    });
    clock.now = new Date(Date.now() + 10_000);
    expect((await schedule(id, new Date(Date.now() + 5000).toISOString(), owner.cookie)).statusCode).toBe(
      201,
    );
    expect(await service.sweep()).toBe(1);
    expect(received.at(-1)?.raw).toContain('The whole report follows');
    expect(received.at(-1)?.raw).toContain('## Eight axes');
    close();
  });

  it('retries a refused delivery later and tells the owner in plain words', async () => {
    const owner = await registerUser(t.app);
    const id = await analysisOf(owner);
    const res = await schedule(id, new Date(Date.now() + 5000).toISOString(), owner.cookie);
    const clock = { now: new Date(Date.now() + 10_000) };
    const { service, close } = sweeperAt(clock);
    smtp.refuseNext();
    expect(await service.sweep()).toBe(0);
    const [row] = await t.database.db
      .select()
      .from(ideaReportMails)
      .where(eq(ideaReportMails.id, res.json().id));
    expect(row).toMatchObject({ attempts: 1, sentAt: null });
    expect(row?.error).toContain('mailbox busy');
    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/blueprint/analyses/${id}/mails`,
      headers: { cookie: owner.cookie },
    });
    expect(listed.json().items[0].error).toBe(
      'It could not be delivered yet; it is tried again in a few minutes.',
    );
    expect(await service.sweep()).toBe(0); // backing off
    clock.now = new Date(clock.now.getTime() + 11 * 60_000);
    expect(await service.sweep()).toBe(1);
    expect(IDEA_MAIL_ATTEMPTS).toBeGreaterThan(1);
    close();
  });

  it('refuses a time in the past or too far ahead, naming sendAt, and more than the pending limit', async () => {
    const owner = await registerUser(t.app);
    const id = await analysisOf(owner);
    expect(fieldsOf(await schedule(id, '2020-01-01T00:00:00Z', owner.cookie))).toEqual(['sendAt']);
    expect(
      fieldsOf(await schedule(id, new Date(Date.now() + 40 * 86_400_000).toISOString(), owner.cookie)),
    ).toEqual(['sendAt']);
    expect(fieldsOf(await schedule(id, 'tomorrow', owner.cookie))).toEqual(['sendAt']);
    const later = new Date(Date.now() + 86_400_000).toISOString();
    for (let i = 0; i < IDEA_MAIL_PENDING_MAX; i += 1)
      expect((await schedule(id, later, owner.cookie)).statusCode).toBe(201);
    expectError(await schedule(id, later, owner.cookie), 409, 'CONFLICT');
  });

  it("who may not: a visitor, another person (scheduling, reading or cancelling), a sent mail's cancel", async () => {
    const owner = await registerUser(t.app);
    const id = await analysisOf(owner);
    const inADay = new Date(Date.now() + 86_400_000).toISOString();
    expectError(await schedule(id, inADay), 401, 'UNAUTHENTICATED');
    const stranger = await registerUser(t.app);
    expectError(await schedule(id, inADay, stranger.cookie), 404, 'NOT_FOUND');
    const mine = (await schedule(id, inADay, owner.cookie)).json().id as number;
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/blueprint/analyses/${id}/mails`,
      headers: { cookie: stranger.cookie },
    });
    expectError(read, 404, 'NOT_FOUND');
    const cancel = (cookie: string) =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/blueprint/analyses/${id}/mails/${mine}`,
        headers: { cookie },
      });
    expectError(await cancel(stranger.cookie), 404, 'NOT_FOUND');
    expect((await cancel(owner.cookie)).statusCode).toBe(204);
    expectError(await cancel(owner.cookie), 404, 'NOT_FOUND');

    // "Send now" goes out at once (to the outbox here: the test app has no SMTP server).
    const now = (await schedule(id, new Date().toISOString(), owner.cookie)).json().id as number;
    await expect
      .poll(async () => {
        const [row] = await t.database.db.select().from(ideaReportMails).where(eq(ideaReportMails.id, now));
        return row?.sentAt ?? null;
      })
      .not.toBeNull();
    const [outbox] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, owner.email), eq(mailOutbox.transport, 'outbox')));
    expect(outbox?.subject).toBe('Your Sidecamp idea report: Shift Swap');
    const sent = await t.app.inject({
      method: 'DELETE',
      url: `/api/blueprint/analyses/${id}/mails/${now}`,
      headers: { cookie: owner.cookie },
    });
    expectError(sent, 409, 'CONFLICT');
  });
});
