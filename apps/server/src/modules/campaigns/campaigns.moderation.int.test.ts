import {
  CAMPAIGN_APPROVAL_THRESHOLD,
  CAMPAIGN_MIN_AUDIENCE,
  campaignCost,
  ZCampaign,
  ZCampaignResults,
} from '@sidecamp/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainEvents } from '../../events/outbox.tables';
import { makeAdmin } from '../../test/admin';
import type { TestUser } from '../../test/factories';
import { caller, expectError, fieldsOf } from '../../test/http';
import { createTestApp, RELAXED_RATE_LIMITS, type TestApp } from '../../test/testApp';
import { adminAuditLog } from '../admin';
import { users } from '../auth';
import { boothSupporters } from '../booths';
import { createMailer } from '../mail/mail.service';
import { mailOutbox } from '../mail/mail.tables';
import { pointsListener } from '../points/points.listeners';
import { questCompletions } from '../points/points.tables';
import { notificationPreferences } from '../profiles';
import { createCampaignMailService } from './campaigns.mails';
import {
  alarmTypesOf,
  balanceOf,
  campaignCalls,
  crowd,
  grantPoints,
  memberWithJob,
  setCampaignSwitch,
} from './campaigns.testing';

let t: TestApp;
let calls: ReturnType<typeof campaignCalls>;
let sender: TestUser;
let admin: TestUser;
let tester: TestUser;

const NEWS = { type: '01', channel: '01', title: 'QA weekly', body: 'This week in testing.' };

beforeAll(async () => {
  t = await createTestApp(RELAXED_RATE_LIMITS);
  calls = campaignCalls(t);
  sender = await memberWithJob(t, '0101');
  admin = await memberWithJob(t, '0107');
  tester = await memberWithJob(t, '0502');
  await makeAdmin(t, admin);
  // Enough QA testers to pass the in-app threshold, written straight to the table (registering
  // fifty people through the API would hash fifty passwords).
  await t.database.db.insert(users).values(
    Array.from({ length: CAMPAIGN_APPROVAL_THRESHOLD['01'] }, (_, index) => ({
      email: `qa${index}-${process.pid}@example.com`,
      nickname: `qa${index}x${process.pid}`,
      mainJob: '05',
      mainJobDetail: '0502',
    })),
  );
  await t.events.drain();
});
afterAll(() => t.close());

describe('a campaign above the approval threshold', () => {
  it('waits for an admin, reaches nobody meanwhile, and is refunded in full when rejected', async () => {
    const audience = CAMPAIGN_APPROVAL_THRESHOLD['01'] + 1;
    const total = campaignCost('01', '01', audience).total;
    await grantPoints(t, sender, total * 2);
    const before = await balanceOf(t, sender);
    const waiting = await calls.sent(sender, { ...NEWS, jobTargets: ['0502'] });
    expect(waiting).toMatchObject({ status: 'pending_approval', recipients: audience, costPoints: total });
    expect(await balanceOf(t, sender)).toBe(before - total);
    await t.events.drain();
    expectError(await calls.view(tester, waiting.id), 404, 'NOT_FOUND');
    expect((await alarmTypesOf(t, tester)).map((alarm) => alarm.type)).not.toContain('campaign_received');

    const queue = (user?: TestUser) => calls.inject('GET', '/api/admin/campaigns', user);
    expectError(await queue(undefined), 401, 'UNAUTHENTICATED');
    expectError(await queue(sender), 403, 'FORBIDDEN');
    const listed = await queue(admin);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().items.map((item: { id: number }) => item.id)).toEqual([waiting.id]);

    const reject = (user: TestUser | undefined, reason: unknown) =>
      calls.inject('POST', `/api/admin/campaigns/${waiting.id}/reject`, user, { reason });
    expectError(await reject(sender, 'Looks like spam'), 403, 'FORBIDDEN');
    expect(fieldsOf(await reject(admin, ''))).toEqual(['reason']);
    const rejected = await reject(admin, 'Please target fewer people first.');
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().status).toBe('rejected');
    expect(await balanceOf(t, sender)).toBe(before);
    expectError(await reject(admin, 'Again'), 409, 'CONFLICT');
    // The decision is in the admins' audit log, written with it (issue 22).
    const audited = await t.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetId, String(waiting.id)));
    expect(audited.filter((row) => row.targetType === 'campaign')).toEqual([
      expect.objectContaining({
        action: 'campaign.reject',
        adminNo: admin.no,
        reason: 'Please target fewer people first.',
      }),
    ]);
    expectError(
      await calls.inject('POST', `/api/admin/campaigns/${waiting.id}/approve`, admin),
      409,
      'CONFLICT',
    );

    await t.events.drain();
    expect(await alarmTypesOf(t, sender)).toContainEqual({
      type: 'campaign_reviewed',
      link: `/campaigns/${waiting.id}`,
    });
    const seen = ZCampaign.parse((await calls.view(sender, waiting.id)).json());
    expect(seen.rejectReason).toBe('Please target fewer people first.');
    expect((await queue(admin)).json().items).toEqual([]);
  });

  it('is sent to the audience it was paid for once approved', async () => {
    await grantPoints(t, sender, 20);
    const waiting = await calls.sent(sender, { ...NEWS, title: 'QA weekly, take two', jobTargets: ['05'] });
    expect(waiting.status).toBe('pending_approval');
    expectError(
      await calls.inject('POST', `/api/admin/campaigns/${waiting.id}/approve`, sender),
      403,
      'FORBIDDEN',
    );
    const approved = await calls.inject('POST', `/api/admin/campaigns/${waiting.id}/approve`, admin);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'sent' });
    const [audit] = await t.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetId, String(waiting.id)));
    expect(audit).toMatchObject({ action: 'campaign.approve', targetType: 'campaign', adminNo: admin.no });
    await t.events.drain();
    expect(await alarmTypesOf(t, tester)).toContainEqual({
      type: 'campaign_received',
      link: `/campaigns/${waiting.id}`,
    });
    expect((await calls.view(tester, waiting.id)).statusCode).toBe(200);
  });
});

describe("a tester call to a booth's supporters", () => {
  it('reaches the supporters only, comes from the team only, and takes sign-ups the sender decides', async () => {
    const call = caller(t);
    const owner = await memberWithJob(t, '0406');
    const supporter = await memberWithJob(t, '0301');
    const bystander = await memberWithJob(t, '0301');
    const booth = await call('POST', '/api/booths', owner, {
      name: 'Habit Garden',
      tagline: 'Grow habits with friends',
      intro: 'A shared garden where every habit you keep makes a plant grow. '.repeat(3),
      serviceCategory: '01',
      industry: '01',
    });
    expect(booth.statusCode, booth.body).toBe(201);
    const boothId = booth.json().id as number;
    expect((await call('POST', `/api/booths/${boothId}/publish`, owner)).statusCode).toBe(200);
    await grantPoints(t, supporter, 10);
    const supported = await t.app.inject({
      method: 'POST',
      url: `/api/booths/${boothId}/supports`,
      headers: { cookie: supporter.cookie, 'idempotency-key': `support-${boothId}-1` },
      payload: { points: 3, message: 'Keep going!' },
    });
    expect(supported.statusCode, supported.body).toBe(200);
    // More supporters, so the call passes CAMPAIGN_MIN_AUDIENCE.
    const others = await crowd(t, CAMPAIGN_MIN_AUDIENCE - 1, { mainJobDetail: '0204' });
    await t.database.db
      .insert(boothSupporters)
      .values(others.map((userNo) => ({ boothId, userNo, points: 1, times: 1, lastAt: new Date() })));

    const testers = {
      type: '04',
      channel: '01',
      title: 'Try the new garden',
      body: 'We need five testers for the beta.',
      jobTargets: ['00'],
      boothId,
    };
    expectError(await calls.quote(sender, testers), 403, 'FORBIDDEN');
    expect(fieldsOf(await calls.quote(owner, { ...testers, type: '01' }))).toEqual(['boothId']);
    expectError(await calls.quote(owner, { ...testers, boothId: 999_999 }), 404, 'NOT_FOUND');
    await grantPoints(t, owner, 10);
    const campaign = await calls.sent(owner, testers);
    expect(campaign).toMatchObject({
      recipients: CAMPAIGN_MIN_AUDIENCE,
      booth: { id: boothId, name: 'Habit Garden' },
    });
    expectError(await calls.view(bystander, campaign.id), 404, 'NOT_FOUND');

    const signUp = (user: TestUser) =>
      calls.inject('POST', `/api/campaigns/${campaign.id}/signups`, user, { note: 'I garden daily.' });
    const signed = await signUp(supporter);
    expect(signed.statusCode, signed.body).toBe(201);
    expect(signed.json().myResponse.status).toBe('pending');
    expectError(await signUp(supporter), 409, 'CONFLICT');
    expectError(await signUp(bystander), 404, 'NOT_FOUND');

    const decide = (user: TestUser, status: string, userNo = supporter.no) =>
      calls.inject('PUT', `/api/campaigns/${campaign.id}/signups/${userNo}`, user, { status });
    expectError(await decide(supporter, 'accepted'), 403, 'FORBIDDEN');
    expect(fieldsOf(await decide(owner, 'maybe'))).toEqual(['status']);
    expectError(await decide(owner, 'accepted', bystander.no), 404, 'NOT_FOUND');
    const accepted = await decide(owner, 'accepted');
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ status: 'accepted', note: 'I garden daily.' });
    const results = ZCampaignResults.parse(
      (await calls.inject('GET', `/api/campaigns/${campaign.id}/results`, owner)).json(),
    );
    expect(results.signups.map((signup) => [signup.person.no, signup.status])).toEqual([
      [supporter.no, 'accepted'],
    ]);

    await t.events.drain();
    expect(await alarmTypesOf(t, supporter)).toContainEqual({
      type: 'campaign_signup',
      link: `/campaigns/${campaign.id}`,
    });
  });

  it('counts signing up and subscribing towards weekly quest Q8 on a day that offers it', async () => {
    const joiner = await memberWithJob(t, '0301');
    // 2026-11-23 is a Monday, whose quests are Q1, Q6 and Q8.
    const monday = new Date('2026-11-23T10:00:00Z');
    const [event] = await t.database.db
      .select({ id: domainEvents.id })
      .from(domainEvents)
      .where(eq(domainEvents.type, 'campaign.joined'))
      .limit(1);
    expect(event, 'the sign-up above recorded a campaign.joined event').toBeDefined();
    await t.database.db.transaction((tx) =>
      pointsListener().handle(
        {
          id: event?.id ?? 0,
          type: 'campaign.joined',
          payload: { campaignId: 1, senderNo: sender.no, userNo: joiner.no, kind: 'signup' },
          actorNo: joiner.no,
          occurredAt: monday,
        },
        tx,
      ),
    );
    const done = await t.database.db
      .select({ code: questCompletions.questCode, day: questCompletions.day })
      .from(questCompletions)
      .where(eq(questCompletions.userNo, joiner.no));
    expect(done).toEqual([{ code: 'Q8', day: '2026-11-23' }]);
  });
});

describe('an e-mail campaign', () => {
  it('goes only to people who turned campaign e-mails on, once, with a link that unsubscribes without logging in', async () => {
    const reader = await memberWithJob(t, '0303');
    const silent = await memberWithJob(t, '0303');
    await setCampaignSwitch(t, reader, 'email', true);
    // Other readers, so the campaign passes CAMPAIGN_MIN_AUDIENCE.
    const others = await crowd(t, CAMPAIGN_MIN_AUDIENCE - 1, { mainJobDetail: '0303' });
    await t.database.db
      .insert(notificationPreferences)
      .values(others.map((userNo) => ({ userNo, kind: 'marketing', channel: 'email', enabled: true })));
    await grantPoints(t, sender, 10);
    const campaign = await calls.sent(sender, {
      ...NEWS,
      channel: '03',
      title: 'Motion digest',
      jobTargets: ['0303'],
    });
    expect(campaign.recipients).toBe(CAMPAIGN_MIN_AUDIENCE);

    const mailer = createMailer({ db: t.database.db, from: 'Sidecamp <no-reply@sidecamp.test>' });
    const mails = createCampaignMailService({
      db: t.database.db,
      mailer,
      siteUrl: 'http://sidecamp.test',
      secret: t.config.MAIL_LINK_SECRET,
    });
    expect(await mails.sweep()).toBe(CAMPAIGN_MIN_AUDIENCE);
    expect(await mails.sweep()).toBe(0);
    const [mail] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, reader.email));
    expect(mail?.subject).toContain('Motion digest');
    expect(mail?.text).toContain(`http://sidecamp.test/campaigns/${campaign.id}`);
    const silentMails = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, silent.email));
    expect(silentMails).toEqual([]);
    // E-mail campaigns make no alarm-centre line.
    await t.events.drain();
    expect((await alarmTypesOf(t, reader)).map((alarm) => alarm.type)).not.toContain('campaign_received');

    const link = mail?.text.match(/http:\/\/sidecamp\.test(\/api\/alarms\/unsubscribe\?\S+)/)?.[1] ?? '';
    expect(link).toContain('k=campaigns');
    expect((await t.app.inject({ method: 'GET', url: link.replace('&t=', '&t=x') })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: link.replace('&t=', '&t=x') })).statusCode).toBe(403);
    const campaignMailSwitch = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/settings', headers: { cookie: reader.cookie } }))
        .json()
        .notifications.find(
          (row: { kind: string; channel: string }) => row.kind === 'marketing' && row.channel === 'email',
        )?.enabled;
    // Opening the link asks first (a mail scanner's visit changes nothing); the POST stops them.
    const asked = await t.app.inject({ method: 'GET', url: link });
    expect(asked.statusCode).toBe(200);
    expect(asked.body).toContain('campaign e-mails');
    expect(asked.body).toContain('<form method="post"');
    expect(await campaignMailSwitch()).toBe(true);
    const done = await t.app.inject({
      method: 'POST',
      url: link,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(done.statusCode).toBe(200);
    expect(await campaignMailSwitch()).toBe(false);
    const settings = await t.app.inject({
      method: 'GET',
      url: '/api/settings',
      headers: { cookie: reader.cookie },
    });
    expect(settings.json().notifications).toContainEqual({
      kind: 'marketing',
      channel: 'email',
      enabled: false,
    });
  });
});
