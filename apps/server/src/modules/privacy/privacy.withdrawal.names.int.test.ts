import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, sessionCookieOf, type TestUser } from '../../test/factories';
import { caller } from '../../test/http';
import { writePost } from '../../test/lounge';
import { addMember, applyTo, type Published, publishedProject } from '../../test/projects';
import { createTestApp, RELAXED_RATE_LIMITS, type TestApp } from '../../test/testApp';
import { runSuccession } from '../projects/projects.succession.job';

/**
 * After a withdrawal the old nickname is in no public answer: the stored texts that quote a name
 * ("X joined Sidecamp.", "X joined <project>.") are rewritten with the anonymous name, whatever
 * they were written with. Every public read below is searched, before (to prove each one shows the
 * name at all) and after.
 */

let t: TestApp;
let alice: TestUser;
let bob: TestUser;
let bobsProject: Published;
let alicesProject: Published;

beforeAll(async () => {
  t = await createTestApp({ ...RELAXED_RATE_LIMITS });
  alice = await registerUser(t.app);
  bob = await registerUser(t.app);
  // The "joined Sidecamp" items are written by the dispatcher, while the names are still there.
  await t.events.drain();
  bobsProject = await publishedProject(t, { leader: bob });
  const application = await applyTo(t, bobsProject, alice, 1);
  const approved = await caller(t)('POST', `/api/applications/${application}/approve`, bob);
  expect(approved.statusCode, approved.body).toBe(200);
  alicesProject = await publishedProject(t, { leader: alice });
  await writePost(t, alice);
  await t.events.drain();
});
afterAll(() => t.close());

/** Every public read about Alice and where she took part, as a visitor and as Bob sees them. */
async function publicAnswers(): Promise<Array<{ url: string; body: string }>> {
  const urls = [
    '/api/lounge/feed',
    `/api/users/${alice.no}/feed`,
    `/api/projects/${bobsProject.no}/feed`,
    `/api/projects/${alicesProject.no}/feed`,
    `/api/projects/${bobsProject.no}`,
    `/api/projects/${alicesProject.no}`,
    `/api/projects/${bobsProject.no}/timeline`,
    `/api/projects/${alicesProject.no}/timeline`,
    '/api/projects',
    '/api/booths',
    `/api/profiles/${alice.no}`,
    '/api/people',
  ];
  const answers: Array<{ url: string; body: string }> = [];
  for (const url of urls) {
    for (const cookie of [undefined, bob.cookie]) {
      const res = await t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
      expect(res.statusCode, `${url}: ${res.body}`).toBeLessThan(500);
      answers.push({ url: `${url}${cookie ? ' (as Bob)' : ''}`, body: res.body });
    }
  }
  return answers;
}

const mentioning = (answers: Array<{ url: string; body: string }>, name: string) =>
  answers
    .filter((answer) => answer.body.toLowerCase().includes(name.toLowerCase()))
    .map((answer) => answer.url);

describe('withdrawal and the names in public text', () => {
  it('leaves the old nickname in no public answer: feeds, projects, booths, people', async () => {
    const before = mentioning(await publicAnswers(), alice.nickname);
    // The search can see her: the lounge's "joined Sidecamp" and "joined <project>" items name her.
    expect(before).toContain('/api/lounge/feed');
    expect(before).toContain(`/api/projects/${bobsProject.no}/feed`);

    const withdrawn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/user_withdrawl',
      payload: { confirm: 'WITHDRAW', password: alice.password },
      headers: { cookie: alice.cookie },
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    await t.events.drain();
    await t.database.settleNotifications();

    const after = await publicAnswers();
    expect(mentioning(after, alice.nickname)).toEqual([]);
    // The items stay, under the anonymous name, as content others saw.
    const lounge = after.find((answer) => answer.url === '/api/lounge/feed')?.body ?? '';
    expect(lounge).toContain(`withdrawn-${alice.no} joined Sidecamp.`);
    expect(lounge).toContain(`withdrawn-${alice.no} joined `);
  });

  it('rewrites a lead taken over ("… from X.") and a quiet-leader item, not only items the person wrote', async () => {
    const project = await publishedProject(t);
    const leader = project.leader;
    const successor = await addMember(t, project, 1);
    // The leader has been quiet for 35 days: a notice, which ends a week later, and the claim.
    const longAgo = new Date(Date.now() - 35 * 86_400_000).toISOString();
    await t.database.db.execute(
      sql`update sessions set last_seen_at = ${longAgo}::timestamptz, created_at = ${longAgo}::timestamptz where user_no = ${leader.no}`,
    );
    await t.database.db.execute(
      sql`update project_timeline set created_at = ${longAgo}::timestamptz where project_no = ${project.no} and actor_no = ${leader.no}`,
    );
    await runSuccession(t.database.db, new Date(), { projectNo: project.no });
    await t.events.drain();
    await runSuccession(t.database.db, new Date(Date.now() + 8 * 86_400_000), { projectNo: project.no });
    await t.events.drain();
    const claimed = await caller(t)('POST', `/api/projects/${project.no}/succession/claim`, successor);
    expect(claimed.statusCode, claimed.body).toBe(200);
    await t.events.drain();
    const feedUrl = `/api/projects/${project.no}/feed`;
    const before = await t.app.inject({ method: 'GET', url: feedUrl });
    expect(before.body).toContain(`from ${leader.nickname}.`);

    // The old leader comes back only to withdraw.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: leader.email, password: leader.password },
    });
    expect(login.statusCode, login.body).toBe(200);
    const withdrawn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/user_withdrawl',
      payload: { confirm: 'WITHDRAW', password: leader.password },
      headers: { cookie: sessionCookieOf(login) },
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    await t.events.drain();
    await t.database.settleNotifications();

    for (const url of [feedUrl, '/api/lounge/feed', `/api/users/${successor.no}/feed`]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.body.toLowerCase(), url).not.toContain(leader.nickname.toLowerCase());
    }
    const after = (await t.app.inject({ method: 'GET', url: feedUrl })).body;
    expect(after).toContain(`took over the lead of`);
    expect(after).toContain(`from withdrawn-${leader.no}.`);
  });
});
