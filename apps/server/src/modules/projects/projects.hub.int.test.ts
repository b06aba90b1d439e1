import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type TestUser } from '../../test/factories';
import { caller, expectError, fieldsOf } from '../../test/http';
import { BACKEND, buildProject, FRONTEND, publishedProject } from '../../test/projects';
import { createTestApp, type TestApp } from '../../test/testApp';
import { projectBoosts, projects } from './projects.tables';

let t: TestApp;
let call: ReturnType<typeof caller>;
let leader: TestUser;
/** Project numbers by a short name, all created once for the file (tests only read them). */
const no: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
  call = caller(t);
  leader = await registerUser(t.app);
  const make = async (key: string, project: Parameters<typeof buildProject>[0], positions = [FRONTEND]) => {
    no[key] = (await publishedProject(t, { leader, project, positions })).no;
  };
  await make('garden', {
    name: 'Moonlit garden',
    summary: 'Gardens that water themselves.',
    platforms: ['01'],
    workStyle: '01',
    meetingMode: '01',
    region: 'KR00',
  });
  await make(
    'bakery',
    {
      name: 'Sourdough bakery',
      summary: 'Bread schedules for home bakers.',
      description: 'A planner that tells you when to feed the starter.',
      platforms: ['02', '03'],
      workStyle: '03',
      meetingMode: '02',
      region: 'KR01',
      recruitingDeadline: '2999-01-10',
    },
    [BACKEND],
  );
  await make('chess', {
    name: 'Chess coach',
    summary: 'Puzzles every morning.',
    platforms: ['04'],
    workStyle: '02',
    meetingMode: '00',
    region: 'KR03',
    recruitingDeadline: '2999-01-05',
  });
  await make('closed', { name: 'Closed garden club', summary: 'Old gardens.' });
  await call('POST', `/api/projects/${no.closed}/stage`, leader, { stage: '00' });
  await make('suspended', { name: 'Suspended garden tools', summary: 'Paused gardens.' });
  await call('POST', `/api/projects/${no.suspended}/stage`, leader, { stage: '04' });
  const draft = await call('POST', '/api/projects', leader, buildProject({ name: 'Secret garden draft' }));
  no.draft = draft.json().no;
  // "New only" means published in the last seven days: age the bakery.
  await t.database.db
    .update(projects)
    .set({ publishedAt: sql`now() - interval '10 days'` })
    .where(eq(projects.no, no.bakery ?? 0));
  await t.database.settleNotifications();
  for (const [project, followers] of [
    ['chess', 3],
    ['garden', 1],
  ] as const) {
    for (let i = 0; i < followers; i += 1)
      await call('POST', `/api/projects/${no[project]}/follow`, await registerUser(t.app));
  }
});
afterAll(() => t.close());

const listed = async (query: string) => {
  const res = await call('GET', `/api/projects${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().items as Array<{ no: number }>).map((item) => item.no);
};

describe('hub search', () => {
  it('finds whole words (stemmed) in name, summary and description, and partial words of the name', async () => {
    expect(await listed('?q=garden')).toEqual([no.suspended, no.garden]);
    expect(await listed('?q=gardening')).toEqual([no.suspended, no.garden]);
    expect(await listed('?q=starter')).toEqual([no.bakery]);
    expect(await listed('?q=sourdo')).toEqual([no.bakery]);
    expect(await listed('?q=oonli')).toEqual([no.garden]);
    expect(await listed('?q=bread%20schedules')).toEqual([no.bakery]);
    expect(await listed('?q=volcano')).toEqual([]);
    // LIKE wildcards in the text are literal characters, not patterns.
    expect(await listed('?q=%25%25%25')).toEqual([]);
  });

  it('never lists drafts; hides closed projects unless asked for stage 00', async () => {
    const all = await listed('?limit=50');
    expect(all).not.toContain(no.draft);
    expect(all).not.toContain(no.closed);
    expect(await listed('?stage=00')).toEqual([no.closed]);
    expect(await listed('?stage=04')).toEqual([no.suspended]);
    expectError(await call('GET', '/api/projects?stage=99'), 400, 'VALIDATION_FAILED');
  });

  it('filters by job, platform, work style, meeting mode, region, recruiting and new only', async () => {
    expect(await listed('?jobCode=0406')).toEqual([no.bakery]);
    expect(await listed('?jobGroup=04&q=chess')).toEqual([no.chess]);
    expect(await listed('?jobCode=0301')).toEqual([]);
    expect((await listed('?jobCode=0000')).length).toBe(4);
    expect(await listed('?platform=02')).toEqual([no.bakery]);
    expect(await listed('?platform=03')).toEqual([no.suspended, no.bakery]);
    expect(await listed('?workStyle=02')).toEqual([no.chess]);
    expect(await listed('?meetingMode=02')).toEqual([no.bakery]);
    expect(await listed('?region=KR03')).toEqual([no.chess]);
    expect(await listed('?recruiting=true&q=garden')).toEqual([no.garden]);
    expect(await listed('?recruiting=false&q=garden')).toEqual([no.suspended, no.garden]);
    expect(await listed('?newOnly=true&jobCode=0406')).toEqual([]);
    expect(await listed('?newOnly=1')).not.toContain(no.bakery);
  });

  it('sorts by newest, most followed and ending soon', async () => {
    expect(await listed('')).toEqual([no.suspended, no.chess, no.garden, no.bakery]);
    expect(await listed('?sort=popular')).toEqual([no.chess, no.garden, no.suspended, no.bakery]);
    expect(await listed('?sort=endingSoon')).toEqual([no.chess, no.bakery]);
  });

  it('pages with keyset cursors, without repeats or gaps, even when sort keys tie', async () => {
    // Same publication instant for all four: only the project number orders them.
    const shown = [no.garden, no.bakery, no.chess, no.suspended].filter((n): n is number => n !== undefined);
    await t.database.db
      .update(projects)
      .set({ publishedAt: sql`'2030-01-01T00:00:00.123456Z'::timestamptz` })
      .where(inArray(projects.no, shown));
    // Written past the app: wait until the hub cache has heard of it.
    await t.database.settleNotifications();
    for (const sort of ['newest', 'popular']) {
      const seen: number[] = [];
      let cursor: string | null = null;
      do {
        const res = await call(
          'GET',
          `/api/projects?sort=${sort}&limit=1${cursor ? `&cursor=${cursor}` : ''}`,
        );
        expect(res.statusCode, res.body).toBe(200);
        seen.push(...res.json().items.map((item: { no: number }) => item.no));
        cursor = res.json().nextCursor;
      } while (cursor);
      expect(seen, sort).toEqual(await listed(`?sort=${sort}&limit=50`));
      expect(new Set(seen).size).toBe(4);
    }
    const first = (await call('GET', '/api/projects?sort=endingSoon&limit=1')).json();
    const second = (
      await call('GET', `/api/projects?sort=endingSoon&limit=1&cursor=${first.nextCursor}`)
    ).json();
    expect([...first.items, ...second.items].map((item: { no: number }) => item.no)).toEqual([
      no.chess,
      no.bakery,
    ]);
    expect(second.nextCursor).toBeNull();
    const newest = (await call('GET', '/api/projects?limit=1')).json();
    expect(fieldsOf(await call('GET', `/api/projects?sort=popular&cursor=${newest.nextCursor}`))).toEqual([
      'cursor',
    ]);
  });

  it('shows cards with leader, open positions and counts', async () => {
    const res = await call('GET', '/api/projects?q=sourdough');
    expect(res.json().items[0]).toMatchObject({
      name: 'Sourdough bakery',
      stage: '01',
      leader: { no: leader.no, nickname: leader.nickname },
      openPositions: [{ jobCode: '0406', skillLevel: '02', openSeats: 2 }],
      memberCount: 1,
      followerCount: 0,
      recruiting: true,
      recruitingDeadline: '2999-01-10',
    });
  });

  it('names each bad query parameter', async () => {
    const res = await call(
      'GET',
      '/api/projects?sort=random&platform=09&limit=500&recruiting=maybe&colour=red',
    );
    expectError(res, 400, 'VALIDATION_FAILED');
    expect(fieldsOf(res)).toEqual(
      expect.arrayContaining(['sort', 'platform', 'limit', 'recruiting', 'colour']),
    );
    expect(fieldsOf(await call('GET', '/api/projects?cursor=abc'))).toEqual(['cursor']);
    expect(fieldsOf(await call('GET', '/api/projects?q='))).toEqual(['q']);
  });

  it('lists a boost written past the app in the cached boosted row once the database has said so', async () => {
    const boostedNos = async () =>
      (await call('GET', '/api/projects/boosted')).json().items.map((card: { no: number }) => card.no);
    expect(await boostedNos()).not.toContain(no.garden);
    await t.database.db.insert(projectBoosts).values({
      projectNo: no.garden ?? 0,
      userNo: leader.no,
      points: 1,
      startsAt: sql`now() - interval '1 minute'`,
      endsAt: sql`now() + interval '1 day'`,
    });
    await t.database.settleNotifications();
    expect(await boostedNos()).toContain(no.garden);
  });
});
