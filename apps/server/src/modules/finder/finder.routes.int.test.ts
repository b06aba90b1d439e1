import type { TProfileUpdate, TRegisterInput } from '@sidecamp/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type TestUser } from '../../test/factories';
import { caller, expectError, fieldsOf } from '../../test/http';
import { publishedProject } from '../../test/projects';
import { createTestApp, type TestApp } from '../../test/testApp';
import { projects } from '../projects';

let t: TestApp;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
  call = caller(t);
});
afterAll(() => t.close());

/** A registered person with a profile; `tag` goes into the introduction so a test finds only its own people. */
async function person(
  tag: string,
  account: Partial<TRegisterInput>,
  profile: TProfileUpdate = {},
): Promise<TestUser> {
  const user = await registerUser(t.app, account);
  const res = await call('PATCH', '/api/profiles/me', user, { introduction: `${tag} maker`, ...profile });
  expect(res.statusCode, res.body).toBe(200);
  return user;
}

const nos = (res: { json: () => { items: Array<{ no: number }> } }) =>
  res.json().items.map((item) => item.no);

describe('member finder', () => {
  it('filters by every F5.1 field and free text, newest first, with keyset paging', async () => {
    const ann = await person(
      'quokka',
      { mainJobDetail: '0403', subJobDetail: '0301', occupationStatus: '01', visitPurpose: '01' },
      { skillLevel: '04', experience: '02', region: 'KR01', techStacks: ['React', 'TypeScript'] },
    );
    const bob = await person(
      'quokka',
      { mainJobDetail: '0406', subJobDetail: '0403', occupationStatus: '02', visitPurpose: '03' },
      { skillLevel: '02', experience: '01', region: 'KR03', techStacks: ['Go', 'PostgreSQL'] },
    );
    const cat = await person(
      'quokka',
      { mainJobDetail: '0301', occupationStatus: '01', visitPurpose: '04' },
      { skillLevel: '05', experience: '04', region: 'KR01', techStacks: ['Figma'] },
    );
    const q = '/api/people?q=quokka';
    expect(nos(await call('GET', q))).toEqual([cat.no, bob.no, ann.no]);
    expect(nos(await call('GET', `${q}&jobGroup=04`))).toEqual([bob.no, ann.no]);
    expect(nos(await call('GET', `${q}&jobCode=0403`))).toEqual([bob.no, ann.no]);
    expect(nos(await call('GET', `${q}&jobCode=0301`))).toEqual([cat.no, ann.no]);
    expect(nos(await call('GET', `${q}&skillLevel=04`))).toEqual([ann.no]);
    expect(nos(await call('GET', `${q}&experience=04`))).toEqual([cat.no]);
    expect(nos(await call('GET', `${q}&region=KR01`))).toEqual([cat.no, ann.no]);
    expect(nos(await call('GET', `${q}&occupationStatus=02`))).toEqual([bob.no]);
    expect(nos(await call('GET', `${q}&visitPurpose=01`))).toEqual([ann.no]);
    expect(nos(await call('GET', `${q}&techStack=postgresql`))).toEqual([bob.no]);
    expect(nos(await call('GET', `/api/people?q=${bob.nickname}`))).toEqual([bob.no]);
    const first = await call('GET', `${q}&limit=2`);
    expect(nos(first)).toEqual([cat.no, bob.no]);
    const second = await call('GET', `${q}&limit=2&cursor=${first.json().nextCursor}`);
    expect(nos(second)).toEqual([ann.no]);
    expect(second.json().nextCursor).toBeNull();
    expect(first.json().items[0]).toMatchObject({
      nickname: cat.nickname,
      mainJob: '03',
      mainJobDetail: '0301',
      skillLevel: '05',
      experience: '04',
      region: 'KR01',
      techStacks: ['Figma'],
      introduction: 'quokka maker',
    });
    // A viewer does not find themself.
    expect(nos(await call('GET', q, ann))).toEqual([cat.no, bob.no]);
  });

  it('leaves out withdrawn and private profiles; members-only ones need a log-in', async () => {
    const open = await person('wombat', {});
    const members = await person('wombat', {}, { visibility: 'members' });
    const hidden = await person('wombat', {}, { visibility: 'private' });
    const gone = await person('wombat', {});
    const withdrawn = await call('POST', '/api/auth/user_withdrawl', gone, {
      password: gone.password,
      confirm: 'WITHDRAW',
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    const viewer = await registerUser(t.app);
    expect(nos(await call('GET', '/api/people?q=wombat'))).toEqual([open.no]);
    expect(nos(await call('GET', '/api/people?q=wombat', viewer))).toEqual([members.no, open.no]);
    expect(nos(await call('GET', '/api/people?q=wombat', viewer))).not.toContain(hidden.no);
  });

  it('names bad filters', async () => {
    const res = await call(
      'GET',
      '/api/people?jobCode=0000&skillLevel=9&region=KR99&techStack=%3Cb%3E&limit=0&x=1',
    );
    expectError(res, 400, 'VALIDATION_FAILED');
    expect(fieldsOf(res)).toEqual(
      expect.arrayContaining(['jobCode', 'skillLevel', 'region', 'techStack', 'limit', 'x']),
    );
    expect(fieldsOf(await call('GET', '/api/people?cursor=zzz'))).toEqual(['cursor']);
  });
});

describe('matches', () => {
  it('ranks people for each open position of a project and explains each criterion; team only', async () => {
    const project = await publishedProject(t, {
      project: { meetingMode: '02', region: 'KR01', techStacks: ['React', 'TypeScript', 'Docker'] },
      positions: [{ jobCode: '0403', headcount: 2, skillLevel: '03', description: '' }],
    });
    const best = await person(
      'match',
      { mainJobDetail: '0403', subJobDetail: '0406', visitPurpose: '01' },
      { skillLevel: '04', region: 'KR01', techStacks: ['react', 'Docker', 'typescript'] },
    );
    const sub = await person(
      'match',
      { mainJobDetail: '0406', subJobDetail: '0403', visitPurpose: '03' },
      { skillLevel: '02', region: 'KR03', techStacks: ['Go'] },
    );
    const designer = await person('match', {
      mainJobDetail: '0301',
      subJobDetail: '0302',
      visitPurpose: '01',
    });
    const hidden = await person(
      'match',
      { mainJobDetail: '0403', visitPurpose: '01' },
      { skillLevel: '05', region: 'KR01', visibility: 'private' },
    );
    const res = await call('GET', `/api/projects/${project.no}/matches?limit=50`, project.leader);
    expect(res.statusCode, res.body).toBe(200);
    const people = res.json().positions[0].people as Array<{
      person: { no: number };
      score: number;
      reasons: Array<{ criterion: string; matched: boolean; points: number; explanation: string }>;
    }>;
    const ranked = people.map((match) => match.person.no);
    expect(ranked.indexOf(best.no)).toBeLessThan(ranked.indexOf(sub.no));
    expect(ranked).not.toContain(designer.no);
    expect(ranked).not.toContain(hidden.no);
    expect(ranked).not.toContain(project.leader.no);
    const top = people.find((match) => match.person.no === best.no);
    expect(top?.score).toBe(100);
    expect(top?.reasons.map((reason) => reason.criterion)).toEqual([
      'jobCode',
      'jobGroup',
      'skillLevel',
      'region',
      'techStacks',
      'visitPurpose',
    ]);
    const subMatch = people.find((match) => match.person.no === sub.no);
    expect(subMatch?.score).toBe(30);
    expect(subMatch?.reasons.filter((reason) => !reason.matched).map((reason) => reason.explanation)).toEqual(
      [
        'Skill level Novice is below Intermediate.',
        'Based in Busan; the team meets in Seoul (offline only).',
        'Shares none of the project’s tech stacks.',
        'Here for: new job opportunities.',
      ],
    );
    expect(res.json().positions[0].position).toMatchObject({ jobCode: '0403', openSeats: 2 });

    const member = await person('match', {}, {});
    await call('POST', `/api/projects/${project.no}/invitations`, project.leader, { userNos: [member.no] });
    const invitation = (await call('GET', '/api/invitations/mine', member)).json().items[0].id;
    await call('POST', `/api/invitations/${invitation}/accept`, member);
    const asMember = await call('GET', `/api/projects/${project.no}/matches?limit=50`, member);
    expect(asMember.statusCode).toBe(200);
    expect(
      asMember.json().positions[0].people.map((match: { person: { no: number } }) => match.person.no),
    ).not.toContain(member.no);
    expectError(await call('GET', `/api/projects/${project.no}/matches`, designer), 403, 'FORBIDDEN');
    expectError(await call('GET', `/api/projects/${project.no}/matches`), 401, 'UNAUTHENTICATED');
    expectError(await call('GET', '/api/projects/999999/matches', designer), 404, 'NOT_FOUND');
    expect(
      fieldsOf(await call('GET', `/api/projects/${project.no}/matches?limit=500`, project.leader)),
    ).toEqual(['limit']);
  });

  it('ranks the open positions that need me, and recommends projects with reasons in words', async () => {
    const me = await person(
      'seeker',
      { mainJobDetail: '0408', subJobDetail: '0407', visitPurpose: '01' },
      { skillLevel: '03', region: 'KR02', techStacks: ['Python', 'PyTorch'] },
    );
    const exact = await publishedProject(t, {
      project: { name: 'Exact fit', meetingMode: '02', region: 'KR18', techStacks: ['Python', 'PyTorch'] },
      positions: [{ jobCode: '0408', headcount: 1, skillLevel: '03', description: '' }],
    });
    const subFit = await publishedProject(t, {
      project: { name: 'Sub fit', techStacks: ['Python'] },
      positions: [{ jobCode: '0407', headcount: 1, skillLevel: '04', description: '' }],
    });
    const groupFit = await publishedProject(t, {
      project: { name: 'Group fit', techStacks: ['Rust'] },
      positions: [{ jobCode: '0411', headcount: 1, skillLevel: '01', description: '' }],
    });
    const unrelated = await publishedProject(t, {
      project: { name: 'Unrelated', techStacks: ['Figma'] },
      positions: [{ jobCode: '0302', headcount: 1, skillLevel: '01', description: '' }],
    });
    const suspended = await publishedProject(t, {
      project: { name: 'Paused fit' },
      positions: [{ jobCode: '0408', headcount: 1, skillLevel: '01', description: '' }],
    });
    await call('POST', `/api/projects/${suspended.no}/stage`, suspended.leader, { stage: '04' });
    const mineToo = await publishedProject(t, {
      leader: me,
      positions: [{ jobCode: '0408', headcount: 1, skillLevel: '01', description: '' }],
    });

    const matches = await call('GET', '/api/people/me/matches?limit=10', me);
    expect(matches.statusCode, matches.body).toBe(200);
    const all = matches.json().items as Array<{
      project: { no: number };
      position: { jobCode: string };
      score: number;
      reasons: Array<{ criterion: string; matched: boolean; explanation: string }>;
    }>;
    // Projects of the other tests in this file may fit too (same job group); look at this test's own.
    const ours = [exact.no, subFit.no, groupFit.no, unrelated.no, suspended.no, mineToo.no];
    const items = all.filter((item) => ours.includes(item.project.no));
    expect(items.map((item) => item.project.no)).toEqual([exact.no, subFit.no, groupFit.no]);
    expect(items.map((item) => item.score)).toEqual([95, 60, 55]);
    const projectNos = all.map((item) => item.project.no);
    for (const excluded of [unrelated.no, suspended.no, mineToo.no])
      expect(projectNos).not.toContain(excluded);
    expect(items[0]?.reasons.find((reason) => reason.criterion === 'region')?.explanation).toBe(
      'Based in Gyeonggi, near Southern Gyeonggi where the team meets (offline only).',
    );

    const recommended = await call('GET', '/api/projects/recommended?limit=2', me);
    expect(recommended.statusCode, recommended.body).toBe(200);
    expect(recommended.json().items).toHaveLength(2);
    expect(recommended.json().items[0]).toMatchObject({
      no: exact.no,
      name: 'Exact fit',
      score: 95,
      reasons: expect.arrayContaining(["Main job is AI/ML, the position's job.", 'Shares Python, PyTorch.']),
    });
    expectError(await call('GET', '/api/projects/recommended'), 401, 'UNAUTHENTICATED');
    expectError(await call('GET', '/api/people/me/matches'), 401, 'UNAUTHENTICATED');

    // The row is cached; a project that closes (on any process: written past the app here) leaves
    // it once the database has said so, and a changed profile is a different row at once.
    const recommendedNos = async (limit = 10) =>
      (await call('GET', `/api/projects/recommended?limit=${limit}`, me))
        .json()
        .items.map((card: { no: number }) => card.no);
    expect(await recommendedNos()).toContain(exact.no);
    await t.database.db.update(projects).set({ stage: '04' }).where(eq(projects.no, exact.no));
    await t.database.settleNotifications();
    expect(await recommendedNos()).not.toContain(exact.no);
    expect(await recommendedNos()).toContain(groupFit.no);
    expect(await recommendedNos()).not.toContain(unrelated.no);
    const changed = await call('PATCH', '/api/profiles/me', me, { techStacks: ['Figma'] });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await recommendedNos()).toContain(unrelated.no);
  });
});
