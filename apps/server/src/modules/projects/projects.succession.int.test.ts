import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client';
import { registerUser, type TestUser } from '../../test/factories';
import { caller, expectError, fieldsOf } from '../../test/http';
import { addMember, type Published, publishedProject } from '../../test/projects';
import { createTestApp, RELAXED_RATE_LIMITS, type TestApp } from '../../test/testApp';
import { runSuccession } from './projects.succession.job';

let t: TestApp;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  // Relaxed limits, except the group the claim and adoption draw on, tested below.
  t = await createTestApp({ ...RELAXED_RATE_LIMITS, WRITE_RATE_LIMITS: '*=1000000,application=6' });
  call = caller(t);
});
afterAll(() => t.close());

const DAY_MS = 86_400_000;
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY_MS);

/** Moves a person's activity (sessions, their acts in the project) `days` into the past: fixed data. */
async function quiet(user: TestUser, projectNo: number, days: number) {
  const at = daysFromNow(-days).toISOString();
  await t.database.db.execute(
    sql`update sessions set last_seen_at = ${at}::timestamptz, created_at = ${at}::timestamptz where user_no = ${user.no}`,
  );
  await t.database.db.execute(
    sql`update project_timeline set created_at = ${at}::timestamptz where project_no = ${projectNo} and actor_no = ${user.no}`,
  );
}

/** As `quiet`, but only a day ago: active, and earlier than a member touched just now. */
const activeYesterday = (user: TestUser, projectNo: number) => quiet(user, projectNo, 1);

const notices = async (projectNo: number) =>
  rowsOf<{ state: string; successor_no: number | null; adoption_message: string | null }>(
    await t.database.db.execute(
      sql`select state, successor_no, adoption_message from project_succession_notices where project_no = ${projectNo} order by id`,
    ),
  );
const eventsOf = async (type: string, projectNo: number) =>
  rowsOf<{ payload: Record<string, unknown> }>(
    await t.database.db.execute(
      sql`select payload from domain_events where type = ${type} and (payload->>'projectNo')::int = ${projectNo} order by id`,
    ),
  ).map((row) => row.payload);
const notificationsOf = async (userNo: number, type: string) =>
  rowsOf<{ text: string }>(
    await t.database.db.execute(
      sql`select text from notifications where user_no = ${userNo} and type = ${type} order by id`,
    ),
  );
const feedCodes = async (projectNo: number) =>
  rowsOf<{ auto_code: string; feed_detail: string }>(
    await t.database.db.execute(
      sql`select auto_code, feed_detail from feed_items where project_no = ${projectNo} and auto_code in ('P009', 'P010', 'P011') order by id`,
    ),
  );
const roles = async (projectNo: number) =>
  Object.fromEntries(
    rowsOf<{ user_no: number; role: string }>(
      await t.database.db.execute(
        sql`select user_no, role from project_members where project_no = ${projectNo}`,
      ),
    ).map((row) => [Number(row.user_no), row.role]),
  );

/** A project whose leader has been quiet 35 days, with a busy member and a quieter one. */
async function quietLeaderProject() {
  const project = await publishedProject(t);
  const busy = await addMember(t, project, 1);
  const other = await addMember(t, project, 1);
  await quiet(project.leader, project.no, 35);
  await quiet(other, project.no, 5);
  return { project, busy, other };
}

const openNotice = async (project: Published, at = new Date()) => {
  const result = await runSuccession(t.database.db, at, { projectNo: project.no });
  await t.events.drain();
  return result;
};

describe('a leader inactive past the limit', () => {
  it('opens one notice; after it the most active member, and only they, takes the lead', async () => {
    const { project, busy, other } = await quietLeaderProject();
    expect(await openNotice(project)).toMatchObject({ ran: true, opened: 1 });
    expect(await openNotice(project)).toMatchObject({ ran: true, opened: 0 }); // idempotent
    expect(await notices(project.no)).toEqual([
      { state: 'open', successor_no: null, adoption_message: null },
    ]);
    expect(await eventsOf('project.leaderQuiet', project.no)).toEqual([
      expect.objectContaining({ leaderNo: project.leader.no, successorNo: busy.no }),
    ]);
    expect((await notificationsOf(busy.no, 'leader_quiet'))[0]?.text).toMatch(/you can take the lead/);
    expect((await notificationsOf(other.no, 'leader_quiet'))[0]?.text).toContain(busy.nickname);
    expect((await notificationsOf(project.leader.no, 'leader_quiet'))[0]?.text).toMatch(/keep the lead/);
    expect((await feedCodes(project.no)).map((item) => item.auto_code)).toEqual(['P009']);

    const seen = await call('GET', `/api/projects/${project.no}/succession`, other);
    expect(seen.json()).toMatchObject({
      state: 'notice',
      leader: { no: project.leader.no },
      successor: { no: busy.no },
      canClaim: false,
    });
    const outsider = await registerUser(t.app);
    expect((await call('GET', `/api/projects/${project.no}/succession`, outsider)).json().state).toBe('none');
    expectError(await call('GET', `/api/projects/${project.no}/succession`), 401, 'UNAUTHENTICATED');

    // Before the notice ends: refused, whoever asks.
    const early = expectError(
      await call('POST', `/api/projects/${project.no}/succession/claim`, busy),
      409,
      'CONFLICT',
    );
    expect(early.message).toMatch(/notice runs until/);

    // The job finds the notice ended (run as of a week later).
    expect(await openNotice(project, daysFromNow(8))).toMatchObject({ ended: 1 });
    await activeYesterday(other, project.no);
    expect((await call('GET', `/api/projects/${project.no}/succession`, busy)).json()).toMatchObject({
      state: 'claimable',
      successor: { no: busy.no },
      canClaim: true,
    });
    expectError(await call('POST', `/api/projects/${project.no}/succession/claim`), 401, 'UNAUTHENTICATED');
    expectError(await call('POST', `/api/projects/${project.no}/succession/claim`, other), 403, 'FORBIDDEN');
    expectError(
      await call('POST', `/api/projects/${project.no}/succession/claim`, outsider),
      403,
      'FORBIDDEN',
    );

    const claimed = await call('POST', `/api/projects/${project.no}/succession/claim`, busy);
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(await roles(project.no)).toEqual({ [project.leader.no]: '02', [busy.no]: '01', [other.no]: '02' });
    expect(await notices(project.no)).toEqual([
      { state: 'claimed', successor_no: busy.no, adoption_message: null },
    ]);
    await t.events.drain();
    expect(await eventsOf('project.leaderChanged', project.no)).toEqual([
      { projectNo: project.no, fromNo: project.leader.no, toNo: busy.no, via: 'succession' },
    ]);
    const feed = await feedCodes(project.no);
    expect(feed.map((item) => item.auto_code)).toEqual(['P009', 'P011']);
    expect(feed[1]?.feed_detail).toContain(`from ${project.leader.nickname}`);
    expect((await notificationsOf(project.leader.no, 'leader_changed'))[0]?.text).toMatch(
      /you stay a member/,
    );
    const timeline = (await call('GET', `/api/projects/${project.no}/timeline?limit=5`)).json().items;
    expect(timeline[0]).toMatchObject({
      kind: 'leaderChanged',
      actor: { no: project.leader.no },
      subject: { no: busy.no },
      data: { via: 'succession' },
    });
    // Done: there is no notice any more.
    expectError(await call('POST', `/api/projects/${project.no}/succession/claim`, other), 409, 'CONFLICT');
    expectError(
      await call('POST', `/api/projects/${project.no}/succession/claim`, project.leader),
      409,
      'CONFLICT',
    );
  });

  it('refuses the leader themself and leaves an active leader alone', async () => {
    const { project } = await quietLeaderProject();
    await openNotice(project);
    expectError(
      await call('POST', `/api/projects/${project.no}/succession/claim`, project.leader),
      403,
      'FORBIDDEN',
    );
    const active = await publishedProject(t);
    await addMember(t, active, 1);
    expect(await openNotice(active)).toMatchObject({ opened: 0 });
    expect(await notices(active.no)).toEqual([]);
  });
});

describe('a leader who returns within the notice', () => {
  it('keeps the lead: the claim is refused and the notice closes', async () => {
    const { project, busy } = await quietLeaderProject();
    await openNotice(project);
    await openNotice(project, daysFromNow(8));
    // The leader logs in again.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: project.leader.email, password: project.leader.password },
    });
    expect(login.statusCode, login.body).toBe(200);
    // The log-in closes the notice at once (a listener), not at the job's next run.
    await t.events.drain();
    expect((await notices(project.no))[0]?.state).toBe('returned');
    expectError(await call('POST', `/api/projects/${project.no}/succession/claim`, busy), 409, 'CONFLICT');
    expect((await roles(project.no))[project.leader.no]).toBe('01');
    await t.events.drain();
    expect(await eventsOf('project.leaderReturned', project.no)).toHaveLength(1);
    expect((await feedCodes(project.no)).map((item) => item.auto_code)).toEqual(['P009', 'P010']);
    expect((await notificationsOf(busy.no, 'leader_quiet')).at(-1)?.text).toMatch(/is back/);
    expect((await call('GET', `/api/projects/${project.no}/succession`, busy)).json().state).toBe('none');
  });

  it('a claim finds the leader acted in the project: refused, and the notice closes', async () => {
    const { project, busy } = await quietLeaderProject();
    await openNotice(project);
    await openNotice(project, daysFromNow(8));
    await t.database.db.execute(
      sql`insert into project_timeline (project_no, kind, actor_no, data)
          values (${project.no}, 'news', ${project.leader.no}, '{}'::jsonb)`,
    );
    const refused = expectError(
      await call('POST', `/api/projects/${project.no}/succession/claim`, busy),
      409,
      'CONFLICT',
    );
    expect(refused.message).toMatch(/leader is back/);
    expect((await notices(project.no))[0]?.state).toBe('returned');
    expect((await roles(project.no))[busy.no]).toBe('02');
  });

  it('the job closes the notice of a leader who acted in the project', async () => {
    const { project } = await quietLeaderProject();
    await openNotice(project);
    await t.database.db.execute(
      sql`insert into project_timeline (project_no, kind, actor_no, data, created_at)
          values (${project.no}, 'news', ${project.leader.no}, '{}'::jsonb, ${daysFromNow(0.01).toISOString()}::timestamptz)`,
    );
    expect(await openNotice(project, daysFromNow(1))).toMatchObject({ returned: 1 });
    expect((await notices(project.no))[0]?.state).toBe('returned');
  });
});

describe('adoption', () => {
  /** A project whose leader and members have all been quiet for 40 days, with a follower. */
  async function abandoned() {
    const project = await publishedProject(t);
    const member = await addMember(t, project, 1);
    const follower = await registerUser(t.app);
    expect((await call('POST', `/api/projects/${project.no}/follow`, follower)).statusCode).toBe(200);
    await quiet(project.leader, project.no, 40);
    await quiet(member, project.no, 40);
    return { project, member, follower };
  }
  const adopt = (
    project: Published,
    user?: TestUser,
    payload: unknown = { message: 'I would love to keep it going.' },
  ) => call('POST', `/api/projects/${project.no}/adoption`, user, payload);

  it('a follower adopts a project nobody is active in, once the notice ended', async () => {
    const { project, member, follower } = await abandoned();
    await openNotice(project);
    expectError(await adopt(project, follower), 409, 'CONFLICT'); // the notice runs
    await openNotice(project, daysFromNow(8));
    expect((await call('GET', `/api/projects/${project.no}/succession`, follower)).json()).toMatchObject({
      state: 'adoptable',
      canAdopt: true,
      leader: { no: project.leader.no },
    });
    const stranger = await registerUser(t.app);
    expectError(await adopt(project), 401, 'UNAUTHENTICATED');
    expectError(await adopt(project, stranger), 403, 'FORBIDDEN'); // not a follower
    const bad = await adopt(project, follower, { message: '   ' });
    expectError(bad, 400, 'VALIDATION_FAILED');
    expect(fieldsOf(bad)).toEqual(['message']);
    expect(fieldsOf(await adopt(project, follower, { message: 'x'.repeat(501) }))).toEqual(['message']);

    const adopted = await adopt(project, follower);
    expect(adopted.statusCode, adopted.body).toBe(200);
    expect(await roles(project.no)).toEqual({
      [project.leader.no]: '02',
      [member.no]: '02',
      [follower.no]: '01',
    });
    expect(await notices(project.no)).toEqual([
      { state: 'adopted', successor_no: follower.no, adoption_message: 'I would love to keep it going.' },
    ]);
    await t.events.drain();
    expect(await eventsOf('project.leaderChanged', project.no)).toEqual([
      { projectNo: project.no, fromNo: project.leader.no, toNo: follower.no, via: 'adoption' },
    ]);
    const feed = await feedCodes(project.no);
    expect(feed.at(-1)).toMatchObject({ auto_code: 'P011' });
    expect(feed.at(-1)?.feed_detail).toContain(`taking over from ${project.leader.nickname}`);
    // Members never adopt: the lead goes to the most active of them.
    expectError(await adopt(project, member), 403, 'FORBIDDEN');
  });

  it('is refused while a member is active (the lead is theirs to claim)', async () => {
    const { project, member, follower } = await abandoned();
    await openNotice(project);
    await openNotice(project, daysFromNow(8));
    await activeYesterday(member, project.no);
    const refused = expectError(await adopt(project, follower), 409, 'CONFLICT');
    expect(refused.message).toMatch(/member is still active/);
    expect((await call('GET', `/api/projects/${project.no}/succession`, follower)).json().state).toBe('none');
    expectError(await adopt(project, member), 403, 'FORBIDDEN');
  });

  it('is refused for a project whose leader is active', async () => {
    const project = await publishedProject(t);
    const follower = await registerUser(t.app);
    await call('POST', `/api/projects/${project.no}/follow`, follower);
    expectError(await adopt(project, follower), 409, 'CONFLICT');
  });
});

describe('rate limit', () => {
  it('claims and adoptions draw on the application budget', async () => {
    const project = await publishedProject(t);
    const member = await addMember(t, project, 1);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1)
      statuses.push((await call('POST', `/api/projects/${project.no}/succession/claim`, member)).statusCode);
    // The member's application drew one of the six.
    expect(statuses).toEqual([409, 409, 409, 409, 409, 429]);
  });
});
