import { ZHubQuery } from '@sidecamp/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, rowsOf } from '../../db/client';
import { createTestDatabase } from '../../test/testDatabase';
import { bulkInsertProjects } from './projects.bulk';
import { hubPage, hubQuery, todayIso } from './projects.queries';

/**
 * The hub's queries use their indexes: EXPLAIN (the real planner, nothing disabled) over enough
 * synthetic projects that a sequential scan would be the planner's choice if an index did not fit
 * the query's shape (partial-index predicate, NULLS LAST order, row-comparison cursor).
 */
const PROJECTS = 5000;

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  await db.execute(
    sql`insert into users (email, nickname) select 'plan' || g || '@example.com', 'plan' || g from generate_series(1, 50) g`,
  );
  const leaders = rowsOf<{ no: number }>(await db.execute(sql`select no from users`)).map((row) => row.no);
  await bulkInsertProjects(db, { count: PROJECTS, leaderNos: leaders });
  // A rare word, as most searched words are: five projects in five thousand.
  await db.execute(sql`update projects set name = 'Zanzibar spice ' || no where no % 1000 = 7`);
  await db.execute(sql`analyze projects`);
}, 120_000);
afterAll(() => database.close());

/** `query` is the query string as a client sends it (strings), parsed like the route does. */
async function planOf(query: Record<string, string>): Promise<string> {
  const parsed = ZHubQuery.parse(query);
  const plan = rowsOf<{ 'QUERY PLAN': string }>(
    await database.db.execute(sql`explain ${hubQuery(parsed, todayIso())}`),
  );
  return plan.map((row) => row['QUERY PLAN']).join('\n');
}

const cursorFor = (sort: string, v: string | number, n: number) =>
  Buffer.from(JSON.stringify({ s: sort, v, n })).toString('base64url');

describe(`hub query plans over ${PROJECTS.toLocaleString('en')} projects`, () => {
  it('text search goes through the tsvector index, a partial word also through the trigram index', async () => {
    const words = await planOf({ q: 'zanzibar' });
    expect(words).toContain('projects_search_idx');
    expect(words).not.toMatch(/Seq Scan on projects\b/);
    const partial = await planOf({ q: 'anzib' });
    expect(partial).toContain('projects_name_trgm_idx');
    expect(partial).not.toMatch(/Seq Scan on projects\b/);
    const phrase = await planOf({ q: 'zanzibar spice' });
    expect(phrase).toContain('projects_search_idx');
    const found = await hubPage(database.db, ZHubQuery.parse({ q: 'zanzibar' }), todayIso());
    const visible = rowsOf<{ n: number }>(
      await database.db.execute(
        sql`select count(*)::int as n from projects where name like 'Zanzibar%' and stage not in ('99', '00')`,
      ),
    )[0]?.n;
    expect(found.items).toHaveLength(visible ?? -1);
  });

  it('the job filter uses the open-seat index of positions; the region filter its index', async () => {
    expect(await planOf({ jobCode: '0406' })).toContain('project_positions_open_job_idx');
    expect(await planOf({ q: 'volunteer', region: 'KR01' })).toContain('projects_region_idx');
  });

  it('"recruiting only" reads the recruiting index, also under a text filter', async () => {
    expect(await planOf({ recruiting: 'true' })).toContain('projects_recruiting_newest_idx');
    expect(await planOf({ q: 'volunteer', recruiting: 'true', platform: '01' })).toMatch(
      /projects_recruiting_newest_idx|projects_search_idx/,
    );
  });

  it('each sort reads its index in order, and a cursor is an index condition, not a skip', async () => {
    expect(await planOf({})).toContain('projects_newest_idx');
    expect(await planOf({ sort: 'popular' })).toContain('projects_popular_idx');
    expect(await planOf({ sort: 'endingSoon' })).toContain('projects_deadline_idx');
    const page = await planOf({
      cursor: cursorFor('newest', new Date(Date.now() - 100 * 86_400_000).toISOString(), 100),
    });
    expect(page).toMatch(/Index Cond: .*ROW\(published_at, no\) < ROW\(/);
    const popular = await planOf({ sort: 'popular', cursor: cursorFor('popular', 250, 100) });
    expect(popular).toMatch(/Index Cond: .*ROW\(follower_count, no\) < ROW\(/);
  });

  it('the page is decorated per row: no scan over every member row for the leaders', async () => {
    for (const query of [{}, { q: 'zanzibar' }, { sort: 'popular' }] as Array<Record<string, string>>) {
      expect(await planOf(query)).not.toMatch(/Seq Scan on project_members/);
    }
  });
});
