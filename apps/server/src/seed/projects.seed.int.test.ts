import { PROJECT_STAGES } from '@sidecamp/domain';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../db/client';
import { projectMembers, projectPositions, projects } from '../modules/projects/projects.tables';
import { createTestApp, type TestApp } from '../test/testApp';
import { DEMO_PROJECTS } from './projects.seed';
import { seedDatabase } from './seed';

let t: TestApp;
let summary: string[];
beforeAll(async () => {
  t = await createTestApp();
  summary = (await seedDatabase(t.database.db)).summary;
});
afterAll(() => t.close());

describe('projects seed', () => {
  it('creates every demo project across all stages, with one leader each', async () => {
    expect(summary[1]).toMatch(new RegExp(`^projects: ${DEMO_PROJECTS.length} projects`));
    const rows = await t.database.db.select().from(projects).orderBy(asc(projects.no));
    expect(rows.map((row) => row.name)).toEqual(DEMO_PROJECTS.map((project) => project.name));
    expect(new Set(rows.map((row) => row.stage))).toEqual(new Set(PROJECT_STAGES.codes));
    const leaders = rowsOf<{ project_no: number; n: number }>(
      await t.database.db.execute(
        sql`select project_no, count(*)::int as n from project_members where role = '01' group by project_no`,
      ),
    );
    expect(leaders).toHaveLength(rows.length);
    expect(leaders.every((row) => row.n === 1)).toBe(true);
  });

  it('keeps the counters equal to the rows they count', async () => {
    const drift = rowsOf<{ no: number }>(
      await t.database.db.execute(sql`
        select p.no from projects p
         where p.member_count <> (select count(*) from project_members m where m.project_no = p.no)
            or p.follower_count <> (select count(*) from project_follows f where f.project_no = p.no)
            or p.open_seats <> (select coalesce(sum(greatest(pp.headcount - pp.filled, 0)), 0)
                                  from project_positions pp where pp.project_no = p.no and pp.closed_at is null)`),
    );
    expect(drift).toEqual([]);
    const filled = rowsOf<{ id: number }>(
      await t.database.db.execute(sql`
        select pp.id from project_positions pp
         where pp.filled <> (select count(*) from project_members m where m.position_id = pp.id)`),
    );
    expect(filled).toEqual([]);
  });

  it('dates every application in order: created, submitted, then decided, none in the future', async () => {
    const outOfOrder = rowsOf<{ id: number }>(
      await t.database.db.execute(sql`
        select a.id from project_applications a
         where a.submitted_at < a.created_at
            or a.decided_at < a.submitted_at
            or a.updated_at < a.created_at
            or a.created_at > now()`),
    );
    expect(outOfOrder).toEqual([]);
    const [{ n } = { n: 0 }] = rowsOf<{ n: number }>(
      await t.database.db.execute(sql`select count(*)::int as n from project_applications`),
    );
    expect(n).toBeGreaterThan(10);
  });

  it('serves the hub, a project view with members and a timeline, and the leader’s inbox', async () => {
    const hub = await t.app.inject({ method: 'GET', url: '/api/projects?limit=50' });
    const listed = hub.json().items as Array<{ no: number; stage: string }>;
    expect(listed.length).toBeGreaterThanOrEqual(20);
    expect(listed.every((item) => item.stage !== '99' && item.stage !== '00')).toBe(true);
    const recruiting = await t.app.inject({ method: 'GET', url: '/api/projects?recruiting=true&q=garden' });
    expect(recruiting.json().items.map((item: { name: string }) => item.name)).toContain('Habit Garden');

    const [garden] = await t.database.db.select().from(projects).where(eq(projects.name, 'Habit Garden'));
    const view = (await t.app.inject({ method: 'GET', url: `/api/projects/${garden?.no}` })).json();
    expect(view.members.map((member: { role: string }) => member.role)).toEqual(['01', '02']);
    const timeline = (
      await t.app.inject({ method: 'GET', url: `/api/projects/${garden?.no}/timeline` })
    ).json();
    expect(timeline.items.map((item: { kind: string }) => item.kind)).toEqual(
      expect.arrayContaining(['created', 'published', 'stageChanged', 'memberJoined', 'news']),
    );
    const positions = await t.database.db
      .select()
      .from(projectPositions)
      .where(eq(projectPositions.projectNo, garden?.no ?? 0));
    expect(positions.length).toBe(2);
    const leader = await t.database.db
      .select({ userNo: projectMembers.userNo })
      .from(projectMembers)
      .where(eq(projectMembers.projectNo, garden?.no ?? 0));
    expect(leader.length).toBe(2);
  });
});
