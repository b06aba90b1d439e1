import { CAMPAIGN_MIN_AUDIENCE, campaignCost, ZCampaign, ZCampaignQuote } from '@sidecamp/domain';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import type { TestUser } from '../../test/factories';
import { expectError, fieldsOf } from '../../test/http';
import { createTestApp, RELAXED_RATE_LIMITS, type TestApp } from '../../test/testApp';
import { personMutes } from '../alarms';
import { profiles } from '../profiles';
import { campaignRecipients } from './campaigns.tables';
import { balanceOf, campaignCalls, crowd, grantPoints, memberWithJob } from './campaigns.testing';

/*
 * What a quote may tell (issue 30, items 5 and 10): counts below CAMPAIGN_MIN_AUDIENCE are never
 * exact and such audiences are never sent to; a private profile is never selected by what it hides;
 * a channel the server cannot deliver is refused instead of blaming its recipients.
 */

const k = CAMPAIGN_MIN_AUDIENCE;
const NEWS = { type: '01', channel: '01', title: 'Release notes', body: 'What changed this week.' };

let t: TestApp;
let calls: ReturnType<typeof campaignCalls>;
let sender: TestUser;

beforeAll(async () => {
  t = await createTestApp(RELAXED_RATE_LIMITS);
  calls = campaignCalls(t);
  sender = await memberWithJob(t, '0101');
  await grantPoints(t, sender, 200);
  await t.events.drain();
});
afterAll(() => t.close());

const quoteOf = async (body: object) => {
  const res = await calls.quote(sender, body);
  expect(res.statusCode, res.body).toBe(200);
  return ZCampaignQuote.parse(res.json());
};

describe('an audience smaller than k', () => {
  it('is quoted as "fewer than k" without a price, refused when sent, and exact once it reaches k', async () => {
    // Android developers: nobody else in this file has that job.
    const android = { ...NEWS, jobTargets: ['0402'] };
    await crowd(t, k - 1, { mainJobDetail: '0402' });
    const small = await quoteOf(android);
    expect(small).toMatchObject({
      recipients: null,
      optedOut: null,
      minRecipients: k,
      lines: [],
      totalPoints: 0,
      needsApproval: false,
    });
    // One person or four: the answer is the same, so nobody is counted one at a time.
    const one = await quoteOf({ ...NEWS, jobTargets: ['0401'] });
    await crowd(t, 1, { mainJobDetail: '0401' });
    expect(await quoteOf({ ...NEWS, jobTargets: ['0401'] })).toEqual(one);

    const before = await balanceOf(t, sender);
    const refused = expectError(await calls.send(sender, android), 409, 'CAMPAIGN_AUDIENCE_TOO_SMALL');
    expect(refused.message).toContain(`at least ${k} people`);
    expect(refused.message).toContain('Nothing was charged');
    expect(await balanceOf(t, sender)).toBe(before);

    await crowd(t, 1, { mainJobDetail: '0402' });
    const enough = await quoteOf(android);
    expect(enough).toMatchObject({ recipients: k, lines: campaignCost('01', '01', k).lines });
    const sent = await calls.send(sender, android);
    expect(sent.statusCode, sent.body).toBe(201);
    expect(ZCampaign.parse(sent.json()).recipients).toBe(k);
  });

  it('never tells a small number of people who opted out', async () => {
    const nos = await crowd(t, k, { mainJobDetail: '0404' });
    // Two of them muted the sender: they are not counted, and how many is not told either.
    await t.database.db
      .insert(personMutes)
      .values(nos.slice(0, 2).map((userNo) => ({ userNo, mutedNo: sender.no })));
    const quote = await quoteOf({ ...NEWS, jobTargets: ['0404'] });
    expect(quote).toMatchObject({ recipients: null, optedOut: null });
  });
});

describe('a private profile', () => {
  it('is never targeted by its region, experience or visit purpose, but still by its job', async () => {
    const place = { region: 'KR10', experience: '04', visitPurpose: '02' };
    const open = await crowd(t, k, { mainJobDetail: '0407', ...place });
    const membersOnly = await crowd(t, 1, { mainJobDetail: '0407', ...place, visibility: 'members' });
    const [hidden] = await crowd(t, 1, { mainJobDetail: '0407', ...place, visibility: 'private' });
    const [hiddenByAdmin] = await crowd(t, 1, { mainJobDetail: '0407', ...place });
    if (hidden === undefined || hiddenByAdmin === undefined) throw new Error('crowd returned nobody');
    await t.database.db
      .update(profiles)
      .set({ hiddenAt: new Date() })
      .where(eq(profiles.userNo, hiddenByAdmin));
    const everyone = [...open, ...membersOnly, hidden, hiddenByAdmin];

    const byJob = { ...NEWS, jobTargets: ['0407'] };
    expect((await quoteOf(byJob)).recipients).toBe(everyone.length);
    for (const filter of [
      { region: place.region },
      { experience: place.experience },
      { visitPurpose: place.visitPurpose },
      place,
    ]) {
      // The private and the admin-hidden profile are not matched: counted as if they were elsewhere.
      expect((await quoteOf({ ...byJob, ...filter })).recipients, JSON.stringify(filter)).toBe(k + 1);
    }
    const sent = await calls.send(sender, { ...byJob, region: place.region });
    expect(sent.statusCode, sent.body).toBe(201);
    const reached = await t.database.db
      .select({ userNo: campaignRecipients.userNo })
      .from(campaignRecipients)
      .where(eq(campaignRecipients.campaignId, sent.json().id));
    expect(reached.map((row) => row.userNo).sort((a, b) => a - b)).toEqual(
      [...open, ...membersOnly].sort((a, b) => a - b),
    );

    // Making the profile public again makes the region targetable again.
    await t.database.db
      .update(profiles)
      .set({ visibility: 'public' })
      .where(inArray(profiles.userNo, [hidden]));
    expect((await quoteOf({ ...byJob, region: place.region })).recipients).toBe(k + 2);
  });
});

describe('channels', () => {
  it('refuses push on a server without push keys, naming the channel, before counting anyone', async () => {
    await crowd(t, k, { mainJobDetail: '0409' });
    const push = { ...NEWS, channel: '02', jobTargets: ['0409'] };
    const quoted = await calls.quote(sender, push);
    expect(fieldsOf(quoted)).toEqual(['channel']);
    expect(quoted.json().error.message).toContain('no push keys');
    const before = await balanceOf(t, sender);
    expect(fieldsOf(await calls.send(sender, push))).toEqual(['channel']);
    expect(await balanceOf(t, sender)).toBe(before);
    expect((await quoteOf({ ...push, channel: '01' })).recipients).toBe(k);
  });

  it('offers push on a server with push keys', async () => {
    const vapid = webpush.generateVAPIDKeys();
    const withPush = await createTestApp({
      ...RELAXED_RATE_LIMITS,
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      VAPID_SUBJECT: 'mailto:campaigns-test@sidecamp.dev',
    });
    try {
      const member = await memberWithJob(withPush, '0101');
      const res = await campaignCalls(withPush).quote(member, { ...NEWS, channel: '02', jobTargets: ['00'] });
      expect(res.statusCode, res.body).toBe(200);
    } finally {
      await withPush.close();
    }
  });
});
