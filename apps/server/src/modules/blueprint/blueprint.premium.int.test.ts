import { PREMIUM_ANALYSIS, ZIdeaAnalysis, ZIdeaPremium } from '@sidecamp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type TestUser } from '../../test/factories';
import { expectError, fieldsOf } from '../../test/http';
import { publishedProject } from '../../test/projects';
import { createTestApp, RELAXED_RATE_LIMITS, type TestApp } from '../../test/testApp';
import { accountOf, writeEntry } from '../points';

let t: TestApp;
let leader: TestUser;
beforeAll(async () => {
  t = await createTestApp(RELAXED_RATE_LIMITS);
  leader = await registerUser(t.app);
  const text = 'Nurses swap hospital shifts on paper; the ward manager pins the rota to the board.';
  await publishedProject(t, {
    leader,
    project: { name: 'Paper Ward Rota', summary: text, description: text, techStacks: [], questions: [] },
    positions: [],
  });
});
afterAll(() => t.close());

let keys = 0;
const key = () => `premium-${Date.now()}-${keys++}`;

async function analysisOf(user: TestUser, text: string, title = 'Ward Sync'): Promise<number> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/blueprint/analyses',
    headers: { cookie: user.cookie, 'idempotency-key': key() },
    payload: { title, text, category: '08' },
  });
  expect(res.statusCode, res.body).toBe(201);
  return ZIdeaAnalysis.parse(res.json()).id;
}

const unlock = (id: number, cookie?: string, idempotencyKey: string | null = key()) =>
  t.app.inject({
    method: 'POST',
    url: `/api/blueprint/analyses/${id}/premium`,
    headers: {
      ...(cookie ? { cookie } : {}),
      ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
    },
  });

const grant = (user: TestUser, points: number, id: string) =>
  writeEntry(t.database.db, { userNo: user.no, code: 'I99', points, cause: { type: 'test', id } });

const balanceOf = async (user: TestUser) => (await accountOf(t.database.db, user.no)).balance;

const SYNCED =
  'Nurses swap hospital shifts from their phones. The rota syncs automatically through an API with the hospital system.';

describe('premium analysis', () => {
  it('refuses without the points, then charges once, even for two tabs unlocking at the same time', async () => {
    const member = await registerUser(t.app);
    const id = await analysisOf(member, SYNCED);
    const short = expectError(await unlock(id, member.cookie), 409, 'INSUFFICIENT_POINTS');
    expect(short.message).toContain(`costs ${PREMIUM_ANALYSIS.points} points`);

    await grant(member, 12, `premium-${member.no}`);
    const [first, second] = await Promise.all([unlock(id, member.cookie), unlock(id, member.cookie)]);
    expect(first.statusCode, first.body).toBe(200);
    expect(second.statusCode, second.body).toBe(200);
    const premium = ZIdeaPremium.parse(first.json());
    expect(second.json()).toEqual(first.json());
    expect(premium.competitors[0]).toMatchObject({ name: 'Paper Ward Rota', kind: 'project' });
    expect(premium.competitors[0]?.leads).toContain('automation');
    expect(await balanceOf(member)).toBe(12 - PREMIUM_ANALYSIS.points);

    // Unlocked for good: the analysis carries it, and unlocking again is free.
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/blueprint/analyses/${id}`,
      headers: { cookie: member.cookie },
    });
    expect(read.json().premium).toEqual(premium);
    expect((await unlock(id, member.cookie)).statusCode).toBe(200);
    expect(await balanceOf(member)).toBe(12 - PREMIUM_ANALYSIS.points);

    const wallet = await t.app.inject({
      method: 'GET',
      url: '/api/points/history',
      headers: { cookie: member.cookie },
    });
    expect(wallet.statusCode).toBe(200);
    expect(
      wallet.json().items.filter((entry: { code: string }) => entry.code === PREMIUM_ANALYSIS.code),
    ).toHaveLength(1);
  });

  it('charges nothing when there is no competitor to compare with', async () => {
    const member = await registerUser(t.app);
    await grant(member, 10, `premium-none-${member.no}`);
    const id = await analysisOf(
      member,
      'Beekeepers log hive temperatures with a small solar sensor and compare colonies across valleys.',
      'Hive Log',
    );
    const refused = expectError(await unlock(id, member.cookie), 409, 'CONFLICT');
    expect(refused.message).toContain('Nothing was charged');
    expect(await balanceOf(member)).toBe(10);
  });

  it('who may not: a visitor, a request without a key, another person, a bad id', async () => {
    const owner = await registerUser(t.app);
    const id = await analysisOf(owner, SYNCED);
    expectError(await unlock(id), 401, 'UNAUTHENTICATED');
    expect(fieldsOf(await unlock(id, owner.cookie, null))).toEqual(['Idempotency-Key']);
    const stranger = await registerUser(t.app);
    await grant(stranger, 10, `premium-stranger-${stranger.no}`);
    expectError(await unlock(id, stranger.cookie), 404, 'NOT_FOUND');
    expect(await balanceOf(stranger)).toBe(10);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/blueprint/analyses/abc/premium',
      headers: { cookie: owner.cookie, 'idempotency-key': key() },
    });
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad)).toEqual(['id']);
  });
});
