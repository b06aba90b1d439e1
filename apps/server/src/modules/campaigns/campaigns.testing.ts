import { type TCampaign, type TRegisterInput, ZCampaign } from '@sidecamp/domain';
import { expect } from 'vitest';
import { registerUser, type TestUser } from '../../test/factories';
import type { TestApp } from '../../test/testApp';
import { users } from '../auth';
import { accountOf, writeEntry } from '../points';
import { notificationPreferences, profiles } from '../profiles';

/** Shared pieces of the campaigns tests. */

let keys = 0;
export const campaignKey = () => `campaign-${process.pid}-${Date.now()}-${keys++}`;

export const SURVEY = {
  type: '02',
  channel: '01',
  title: 'Which build tool do you use?',
  body: 'Two minutes: help us pick what to support first.',
  questions: [
    { id: 'q1', kind: 'single', prompt: 'Your main build tool', options: ['Vite', 'Webpack'] },
    { id: 'q2', kind: 'text', prompt: 'What hurts most?', options: [] },
  ],
};

export function campaignCalls(t: TestApp) {
  const inject = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    user?: TestUser,
    payload?: object,
    headers = {},
  ) =>
    t.app.inject({
      method,
      url,
      headers: { ...(user ? { cookie: user.cookie } : {}), ...headers },
      ...(payload ? { payload } : {}),
    });
  return {
    inject,
    quote: (user: TestUser | undefined, body: object) => inject('POST', '/api/campaigns/quote', user, body),
    send: (user: TestUser | undefined, body: object, key: string | null = campaignKey()) =>
      inject('POST', '/api/campaigns', user, body, key ? { 'idempotency-key': key } : {}),
    async sent(user: TestUser, body: object): Promise<TCampaign> {
      const res = await inject('POST', '/api/campaigns', user, body, { 'idempotency-key': campaignKey() });
      expect(res.statusCode, res.body).toBe(201);
      return ZCampaign.parse(res.json());
    },
    view: (user: TestUser | undefined, id: number) => inject('GET', `/api/campaigns/${id}`, user),
  };
}

export const grantPoints = (t: TestApp, user: TestUser, points: number) =>
  writeEntry(t.database.db, {
    userNo: user.no,
    code: 'I99',
    points,
    cause: { type: 'test', id: campaignKey() },
  });

/** Takes a member's whole balance (as a spend would), so a price can be refused. */
export async function spendAll(t: TestApp, user: TestUser) {
  const { balance } = await accountOf(t.database.db, user.no);
  if (balance > 0)
    await writeEntry(t.database.db, {
      userNo: user.no,
      code: 'D32',
      points: balance,
      cause: { type: 'test', id: campaignKey() },
    });
}

export const balanceOf = async (t: TestApp, user: TestUser) =>
  (await accountOf(t.database.db, user.no)).balance;

/** A member with this job (the default test registration is a web frontend engineer, 0403). */
export const memberWithJob = (t: TestApp, mainJobDetail: TRegisterInput['mainJobDetail']) =>
  registerUser(t.app, { mainJobDetail });

export async function setCampaignSwitch(t: TestApp, user: TestUser, channel: string, enabled: boolean) {
  await t.database.db
    .insert(notificationPreferences)
    .values({ userNo: user.no, kind: 'marketing', channel, enabled })
    .onConflictDoUpdate({
      target: [notificationPreferences.userNo, notificationPreferences.kind, notificationPreferences.channel],
      set: { enabled },
    });
}

export async function alarmTypesOf(
  t: TestApp,
  user: TestUser,
): Promise<Array<{ type: string; link: string }>> {
  const res = await t.app.inject({ method: 'GET', url: '/api/alarms', headers: { cookie: user.cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return res
    .json()
    .items.map((item: { type: string; link: string }) => ({ type: item.type, link: item.link }));
}

let crowds = 0;

/**
 * People written straight to the tables (registering each through the API would hash a password
 * apiece): enough to pass CAMPAIGN_MIN_AUDIENCE. Each gets a profile row with what is given.
 * Resolves to their numbers.
 */
export async function crowd(
  t: TestApp,
  count: number,
  person: {
    mainJobDetail: string;
    visitPurpose?: string;
    experience?: string;
    region?: string;
    visibility?: string;
  },
): Promise<number[]> {
  const batch = crowds++;
  const rows = await t.database.db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, index) => ({
        email: `crowd${batch}-${index}-${process.pid}@example.com`,
        nickname: `crowd${batch}x${index}x${process.pid}`,
        mainJob: person.mainJobDetail.slice(0, 2),
        mainJobDetail: person.mainJobDetail,
        visitPurpose: person.visitPurpose ?? '01',
      })),
    )
    .returning({ no: users.no });
  await t.database.db.insert(profiles).values(
    rows.map((row) => ({
      userNo: row.no,
      experience: person.experience ?? null,
      region: person.region ?? null,
      visibility: person.visibility ?? 'public',
    })),
  );
  return rows.map((row) => row.no);
}
