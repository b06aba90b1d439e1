import {
  CAMPAIGN_MIN_AUDIENCE,
  campaignCost,
  ZCampaign,
  ZCampaignQuote,
  ZCampaignResults,
} from '@sidecamp/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../test/factories';
import { expectError, fieldsOf } from '../../test/http';
import { createTestApp, RELAXED_RATE_LIMITS, type TestApp } from '../../test/testApp';
import { pointEntries } from '../points/points.tables';
import {
  alarmTypesOf,
  balanceOf,
  campaignCalls,
  campaignKey,
  crowd,
  grantPoints,
  memberWithJob,
  SURVEY,
  setCampaignSwitch,
  spendAll,
} from './campaigns.testing';

let t: TestApp;
let calls: ReturnType<typeof campaignCalls>;
let sender: TestUser;
let artist: TestUser;
let sculptor: TestUser;
let quietArtist: TestUser;
let backend: TestUser;

// 3D artists (0305) are the audience here: no other test in this file registers one. Each job
// audience gets a crowd of k more, so every campaign here passes CAMPAIGN_MIN_AUDIENCE.
const TO_3D = { ...SURVEY, jobTargets: ['0305'] };
const k = CAMPAIGN_MIN_AUDIENCE;
/** The 3D artists who take in-app campaigns: the crowd, the artist and the sculptor. */
const REACHED_3D = k + 2;

beforeAll(async () => {
  t = await createTestApp(RELAXED_RATE_LIMITS);
  calls = campaignCalls(t);
  sender = await memberWithJob(t, '0101');
  artist = await memberWithJob(t, '0305');
  sculptor = await memberWithJob(t, '0305');
  quietArtist = await memberWithJob(t, '0305');
  backend = await memberWithJob(t, '0406');
  await setCampaignSwitch(t, quietArtist, 'in_app', false);
  await crowd(t, k, { mainJobDetail: '0305' });
  await crowd(t, k, { mainJobDetail: '0406' });
  // Sign-up bonuses land now, so the balances below move only by what the campaigns cost.
  await t.events.drain();
});
afterAll(() => t.close());

describe('a campaign targeted by job', () => {
  it('quotes the audience without those who take no campaigns on the channel, and its cost per channel and type', async () => {
    expectError(await calls.quote(undefined, TO_3D), 401, 'UNAUTHENTICATED');
    expect(fieldsOf(await calls.quote(sender, { ...TO_3D, jobTargets: ['9999'] }))).toEqual(['jobTargets.0']);
    expect(fieldsOf(await calls.quote(sender, { ...TO_3D, channel: '07' }))).toEqual(['channel']);

    const res = await calls.quote(sender, TO_3D);
    expect(res.statusCode, res.body).toBe(200);
    const quote = ZCampaignQuote.parse(res.json());
    const cost = campaignCost('02', '01', REACHED_3D);
    expect(quote).toMatchObject({
      recipients: REACHED_3D,
      // One turned campaigns off: fewer than k, so not told exactly.
      optedOut: null,
      minRecipients: k,
      lines: cost.lines,
      totalPoints: cost.total,
      needsApproval: false,
      approvalThreshold: 50,
    });
    // A whole job group reaches the 3D artists too; the sender is never in their own audience.
    const group = ZCampaignQuote.parse((await calls.quote(sender, { ...TO_3D, jobTargets: ['03'] })).json());
    expect(group.recipients).toBe(REACHED_3D);
    // E-mail is opt-in: nobody has turned it on yet.
    const mail = ZCampaignQuote.parse((await calls.quote(sender, { ...TO_3D, channel: '03' })).json());
    expect(mail).toMatchObject({ recipients: null, optedOut: REACHED_3D + 1, lines: [], totalPoints: 0 });
  });

  it('is paid once per Idempotency-Key, reaches only the matched people, and refuses without the balance', async () => {
    expect(fieldsOf(await calls.send(sender, TO_3D, null))).toEqual(['Idempotency-Key']);
    const cost = campaignCost('02', '01', REACHED_3D);
    const total = cost.total;
    await spendAll(t, sender);
    const short = expectError(await calls.send(sender, TO_3D), 409, 'INSUFFICIENT_POINTS');
    expect(short.message).toContain(`costs ${total} points and your balance is 0`);
    expect(await balanceOf(t, sender)).toBe(0);
    expect((await calls.inject('GET', '/api/campaigns?box=sent', sender)).json().items).toEqual([]);

    await grantPoints(t, sender, 40);
    const before = await balanceOf(t, sender);
    const key = campaignKey();
    const first = await calls.send(sender, TO_3D, key);
    expect(first.statusCode, first.body).toBe(201);
    const campaign = ZCampaign.parse(first.json());
    expect(campaign).toMatchObject({
      status: 'sent',
      recipients: REACHED_3D,
      costPoints: total,
      jobTarget: '0305',
      mine: true,
    });
    const again = await calls.send(sender, TO_3D, key);
    expect(again.json().id).toBe(campaign.id);
    expect(await balanceOf(t, sender)).toBe(before - total);
    const lines = await t.database.db
      .select({ code: pointEntries.code, amount: pointEntries.amount })
      .from(pointEntries)
      .where(and(eq(pointEntries.userNo, sender.no), eq(pointEntries.causeType, 'campaign')));
    expect(lines.sort((a, b) => a.code.localeCompare(b.code))).toEqual(
      cost.lines.map((line) => ({ code: line.code, amount: -line.points })),
    );

    await t.events.drain();
    for (const reached of [artist, sculptor]) {
      expect(await alarmTypesOf(t, reached)).toContainEqual({
        type: 'campaign_received',
        link: `/campaigns/${campaign.id}`,
      });
      const received = (await calls.inject('GET', '/api/campaigns?box=received', reached)).json();
      expect(received.items.map((item: { id: number }) => item.id)).toContain(campaign.id);
      expect((await calls.view(reached, campaign.id)).json()).toMatchObject({ mine: false, costPoints: 0 });
    }
    for (const missed of [backend, quietArtist]) {
      expect((await alarmTypesOf(t, missed)).map((alarm) => alarm.type)).not.toContain('campaign_received');
      expectError(await calls.view(missed, campaign.id), 404, 'NOT_FOUND');
    }
    const sentBox = (await calls.inject('GET', '/api/campaigns?box=sent', sender)).json();
    expect(sentBox.items[0].id).toBe(campaign.id);
  });

  it('charges once when the same request is sent twice at the same time (a double click, a retry)', async () => {
    await grantPoints(t, sender, 10);
    const before = await balanceOf(t, sender);
    const key = campaignKey();
    const body = { ...TO_3D, title: 'Sent twice at once' };
    const answers = await Promise.all([calls.send(sender, body, key), calls.send(sender, body, key)]);
    for (const res of answers) expect(res.statusCode, res.body).toBe(201);
    expect(new Set(answers.map((res) => res.json().id)).size).toBe(1);
    expect(await balanceOf(t, sender)).toBe(before - campaignCost('02', '01', REACHED_3D).total);
    // The same key for a different campaign is refused, not replayed.
    expectError(
      await calls.send(sender, { ...body, title: 'Another one' }, key),
      409,
      'IDEMPOTENCY_KEY_REUSED',
    );
  });

  it('refuses an audience below k, and a survey without questions, with nothing charged', async () => {
    await grantPoints(t, sender, 10);
    const before = await balanceOf(t, sender);
    const nobody = expectError(
      await calls.send(sender, { ...TO_3D, jobTargets: ['0304'] }),
      409,
      'CAMPAIGN_AUDIENCE_TOO_SMALL',
    );
    expect(nobody.message).toContain('Nothing was charged');
    expect(fieldsOf(await calls.send(sender, { ...TO_3D, questions: [] }))).toEqual(['questions']);
    expect(fieldsOf(await calls.send(sender, { ...TO_3D, title: 'x' }))).toEqual(['title']);
    expect(await balanceOf(t, sender)).toBe(before);
  });
});

describe('survey answers and results', () => {
  it('takes one valid answer per recipient and shows the counts to the sender only', async () => {
    await grantPoints(t, sender, 20);
    const campaign = await calls.sent(sender, TO_3D);
    const answer = (user: TestUser, answers: object) =>
      calls.inject('POST', `/api/campaigns/${campaign.id}/answers`, user, { answers });

    expect(fieldsOf(await answer(artist, { q1: 'Parcel', q2: 'Slow builds' }))).toEqual(['answers.q1']);
    expect(fieldsOf(await answer(artist, { q1: 'Vite' }))).toEqual(['answers.q2']);
    const answered = await answer(artist, { q1: 'Vite', q2: 'Slow cold starts' });
    expect(answered.statusCode, answered.body).toBe(201);
    expect(answered.json().myResponse.status).toBe('answered');
    expectError(await answer(artist, { q1: 'Webpack', q2: 'Changed my mind' }), 409, 'CONFLICT');
    expect((await answer(sculptor, { q1: 'Vite', q2: 'Config files' })).statusCode).toBe(201);
    expectError(await answer(sender, { q1: 'Vite', q2: 'Mine' }), 403, 'FORBIDDEN');
    expectError(await answer(backend, { q1: 'Vite', q2: 'Not sent to me' }), 404, 'NOT_FOUND');
    expectError(
      await calls.inject('POST', `/api/campaigns/${campaign.id}/signups`, artist, {}),
      409,
      'CONFLICT',
    );

    expectError(await calls.inject('GET', `/api/campaigns/${campaign.id}/results`, artist), 403, 'FORBIDDEN');
    const results = ZCampaignResults.parse(
      (await calls.inject('GET', `/api/campaigns/${campaign.id}/results`, sender)).json(),
    );
    expect(results.respondents).toBe(2);
    expect(results.questions[0]?.options).toEqual([
      { label: 'Vite', count: 2 },
      { label: 'Webpack', count: 0 },
    ]);
    expect(results.questions[1]?.texts.sort()).toEqual(['Config files', 'Slow cold starts']);
    expect((await calls.view(sender, campaign.id)).json().responses).toBe(2);
  });
});

describe('newsletters', () => {
  it('are subscribed to from a newsletter, reach subscribers outside the targets later, and unsubscribe', async () => {
    await grantPoints(t, sender, 20);
    const newsletter = { type: '01', channel: '01', title: 'Studio notes', body: 'What we shipped.' };
    const first = await calls.sent(sender, { ...newsletter, jobTargets: ['0305'] });
    const subscribe = (user: TestUser, method: 'PUT' | 'DELETE') =>
      calls.inject(method, `/api/campaigns/${first.id}/subscription`, user);
    expectError(await subscribe(backend, 'PUT'), 404, 'NOT_FOUND');
    const on = await subscribe(artist, 'PUT');
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json().subscribed).toBe(true);
    expect((await subscribe(artist, 'PUT')).json().subscribed).toBe(true);

    // The next newsletter targets backend engineers, and the subscribed artist still gets it.
    const next = await calls.sent(sender, { ...newsletter, title: 'Studio notes 2', jobTargets: ['0406'] });
    expect(next.recipients).toBe(k + 2);
    expect((await calls.view(artist, next.id)).statusCode).toBe(200);
    const results = ZCampaignResults.parse(
      (await calls.inject('GET', `/api/campaigns/${first.id}/results`, sender)).json(),
    );
    expect(results.subscribers).toBe(1);

    expect((await subscribe(artist, 'DELETE')).json().subscribed).toBe(false);
    const quote = ZCampaignQuote.parse(
      (await calls.quote(sender, { ...newsletter, jobTargets: ['0406'] })).json(),
    );
    expect(quote.recipients).toBe(k + 1);
  });
});
