import { ZIdeaAnalysis, ZIdeaReport } from '@sidecamp/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blueprintSeeder } from '../../seed/blueprint.seed';
import { registerUser, type TestUser } from '../../test/factories';
import { caller } from '../../test/http';
import { buildProject, publishedProject } from '../../test/projects';
import { createTestApp, RELAXED_RATE_LIMITS, type TestApp } from '../../test/testApp';
import { startPaidPlan } from '../points';
import { ideaAnalyses } from './blueprint.tables';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(RELAXED_RATE_LIMITS);
});
afterAll(() => t.close());

const IDEA = {
  title: 'Shift Swap',
  text: 'An app for nurses to swap hospital shifts. It is hard to find cover at short notice. Nurses post a shift and colleagues can claim it; the ward manager approves the swap.',
  category: '08',
};

let keyCounter = 0;
const analyse = (
  cookie: string | undefined,
  body: unknown = IDEA,
  key: string | null = `key-${Date.now()}-${keyCounter++}`,
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/blueprint/analyses',
    payload: body as object,
    headers: { ...(cookie ? { cookie } : {}), ...(key ? { 'idempotency-key': key } : {}) },
  });

/** A project whose text is the given summary (published unless asked not to), for the search to find. */
async function project(leader: TestUser, name: string, summary: string, publish = true): Promise<number> {
  const text = { name, summary, description: summary, techStacks: [], questions: [] };
  if (publish) return (await publishedProject(t, { leader, project: text, positions: [] })).no;
  const created = await caller(t)('POST', '/api/projects', leader, buildProject(text));
  expect(created.statusCode, created.body).toBe(201);
  return created.json().no as number;
}

describe('idea analysis', () => {
  it('finds the planted near-duplicate project first, names only real published entries, and validates', async () => {
    const leader = await registerUser(t.app);
    const twin = await project(
      leader,
      'Ward Shift Swap',
      'Nurses swap hospital shifts and claim open shifts; the ward manager approves.',
    );
    await project(leader, 'Habit Garden', 'Grow a garden by keeping your habits.');
    const draft = await project(
      leader,
      'Nurse Shift Swap Draft',
      'Nurses swap hospital shifts at short notice.',
      false,
    );

    const member = await registerUser(t.app);
    const res = await analyse(member.cookie);
    expect(res.statusCode, res.body).toBe(201);
    const analysis = ZIdeaAnalysis.parse(res.json());
    expect(ZIdeaReport.safeParse(analysis.report).success).toBe(true);
    expect(analysis.report.competitors[0]).toMatchObject({
      kind: 'project',
      id: twin,
      path: `/projects/${twin}`,
    });
    expect(analysis.report.competitors.map((c) => c.id)).not.toContain(draft);
    expect(analysis.report.meta).toMatchObject({ provider: 'offline', failure: null });
    expect(analysis.creditsLeft).toBe(4);

    const read = await t.app.inject({
      method: 'GET',
      url: `/api/blueprint/analyses/${analysis.id}`,
      headers: { cookie: member.cookie },
    });
    expect(read.statusCode).toBe(200);
    expect(read.json().report).toEqual(analysis.report);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/blueprint/analyses',
      headers: { cookie: member.cookie },
    });
    expect(list.json().items).toEqual([
      expect.objectContaining({ id: analysis.id, title: 'Shift Swap', provider: 'offline' }),
    ]);
  });

  it('spends one credit per analysis: a retried or parallel request with the same key costs nothing more', async () => {
    const member = await registerUser(t.app);
    const [a, b] = await Promise.all([
      analyse(member.cookie, IDEA, 'same-key-123'),
      analyse(member.cookie, IDEA, 'same-key-123'),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json().id).toBe(b.json().id);
    const again = await analyse(member.cookie, IDEA, 'same-key-123');
    expect(again.json()).toMatchObject({ id: a.json().id, creditsLeft: 4 });
    const rows = await t.database.db.select().from(ideaAnalyses).where(eq(ideaAnalyses.userNo, member.no));
    expect(rows).toHaveLength(1);
    const summary = await t.app.inject({
      method: 'GET',
      url: '/api/points/summary',
      headers: { cookie: member.cookie },
    });
    expect(summary.json().plan).toMatchObject({ creditsUsed: 1, creditsLeft: 4 });
  });

  it('refuses clearly once the plan has no credit left, storing and spending nothing', async () => {
    const member = await registerUser(t.app);
    for (let i = 0; i < 5; i += 1) expect((await analyse(member.cookie)).statusCode).toBe(201);
    const refused = await analyse(member.cookie);
    expect(refused.statusCode).toBe(402);
    expect(refused.json().error).toMatchObject({ code: 'AI_CREDITS_EXHAUSTED' });
    expect(refused.json().error.message).toMatch(
      /all 5 AI credits of your Free plan; they renew on \d{4}-\d{2}-\d{2}/,
    );
    const rows = await t.database.db.select().from(ideaAnalyses).where(eq(ideaAnalyses.userNo, member.no));
    expect(rows).toHaveLength(5);
  });

  it('who may not: a visitor, a request without a key, a bad body, another person reading', async () => {
    expect((await analyse(undefined)).statusCode).toBe(401);
    const member = await registerUser(t.app);
    const keyless = await analyse(member.cookie, IDEA, null);
    expect(keyless.statusCode).toBe(400);
    expect(keyless.json().error.details).toEqual([expect.objectContaining({ field: 'Idempotency-Key' })]);
    const bad = await analyse(member.cookie, { title: '', text: 'short', category: '99', extra: 1 });
    expect(bad.statusCode).toBe(400);
    const fields = bad.json().error.details.map((issue: { field: string }) => issue.field);
    expect(fields).toEqual(expect.arrayContaining(['title', 'text', 'category']));
    const mine = await analyse(member.cookie);
    const other = await registerUser(t.app);
    const peek = await t.app.inject({
      method: 'GET',
      url: `/api/blueprint/analyses/${mine.json().id}`,
      headers: { cookie: other.cookie },
    });
    expect(peek.statusCode).toBe(404);
    const theirList = await t.app.inject({
      method: 'GET',
      url: '/api/blueprint/analyses',
      headers: { cookie: other.cookie },
    });
    expect(theirList.json().items).toEqual([]);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/blueprint/analyses/abc',
          headers: { cookie: other.cookie },
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe('case library', () => {
  it("shows the demo community's example analyses to anyone, and no one's own analysis", async () => {
    await t.database.db.transaction((tx) => blueprintSeeder.run(tx, {}));
    const list = await t.app.inject({ method: 'GET', url: '/api/blueprint/cases' });
    expect(list.statusCode).toBe(200);
    const items = list.json().items as { id: number; category: string; title: string }[];
    expect(items.map((item) => item.title)).toEqual(expect.arrayContaining(['Habit Buddy', 'Deploy Diary']));
    expect(new Set(items.map((item) => item.category)).size).toBe(items.length);
    const one = await t.app.inject({ method: 'GET', url: `/api/blueprint/cases/${items[0]?.id}` });
    expect(one.statusCode).toBe(200);
    expect(ZIdeaReport.safeParse(one.json().report).success).toBe(true);

    const member = await registerUser(t.app);
    const mine = (await analyse(member.cookie)).json() as { id: number };
    expect((await t.app.inject({ method: 'GET', url: `/api/blueprint/cases/${mine.id}` })).statusCode).toBe(
      404,
    );
    const bad = await t.app.inject({ method: 'GET', url: '/api/blueprint/cases/abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details).toEqual([expect.objectContaining({ field: 'id' })]);
  });
});

describe('export', () => {
  it("is refused on Free with the plans that have it, and gives Markdown on Light; never another person's", async () => {
    const member = await registerUser(t.app);
    const { id } = (await analyse(member.cookie)).json() as { id: number };
    const url = `/api/blueprint/analyses/${id}/export.md`;
    const free = await t.app.inject({ method: 'GET', url, headers: { cookie: member.cookie } });
    expect(free.statusCode).toBe(402);
    expect(free.json().error).toMatchObject({
      code: 'PLAN_FEATURE_REQUIRED',
      message: 'Export is part of the Light and Pro plans; you are on Free.',
    });

    await startPaidPlan(t.database.db, {
      userNo: member.no,
      planType: 'Light',
      paymentId: crypto.randomUUID(),
      now: new Date(),
    });
    const light = await t.app.inject({
      method: 'GET',
      url,
      headers: { cookie: member.cookie, host: 'sidecamp.test' },
    });
    expect(light.statusCode).toBe(200);
    expect(light.headers['content-type']).toMatch(/^text\/markdown/);
    expect(light.headers['content-disposition']).toBe('attachment; filename="Shift-Swap.md"');
    expect(light.body.startsWith('# Shift Swap\n')).toBe(true);
    expect(light.body).toContain('## Eight axes');
    expect(light.body).toContain('(assumption)');

    const other = await registerUser(t.app);
    expect((await t.app.inject({ method: 'GET', url, headers: { cookie: other.cookie } })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/blueprint/analyses/0/export.md',
      headers: { cookie: member.cookie },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details).toEqual([expect.objectContaining({ field: 'id' })]);
  });
});

describe('idea analysis rate limit', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
  });
  afterAll(() => limited.close());

  it('takes at most 5 a minute from one person', async () => {
    const member = await registerUser(limited.app);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const res = await limited.app.inject({
        method: 'POST',
        url: '/api/blueprint/analyses',
        payload: { ...IDEA, category: null },
        headers: { cookie: member.cookie, 'idempotency-key': `limit-key-${i}` },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });
});
