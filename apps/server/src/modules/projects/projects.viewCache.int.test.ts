import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type TestUser } from '../../test/factories';
import { caller } from '../../test/http';
import { addMember, type Published, publishedProject } from '../../test/projects';
import { createTestApp, type TestApp } from '../../test/testApp';
import { users } from '../auth';
import { projects } from './projects.tables';

let t: TestApp;
let call: ReturnType<typeof caller>;
let leader: TestUser;
let project: Published;

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  leader = await registerUser(t.app);
  project = await publishedProject(t, { leader });
});
afterAll(() => t.close());

const view = async (user?: TestUser) => {
  const res = await call('GET', `/api/projects/${project.no}`, user);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('the project view cache', () => {
  it('shows a change written past the app once the database has said so', async () => {
    expect((await view()).summary).not.toBe('Rewritten behind the app');
    await t.database.db
      .update(projects)
      .set({ summary: 'Rewritten behind the app' })
      .where(eq(projects.no, project.no));
    await t.database.settleNotifications();
    expect((await view()).summary).toBe('Rewritten behind the app');
  });

  it("shows a member's new nickname and a new member at once", async () => {
    await view();
    await t.database.db.update(users).set({ nickname: 'Renamed leader' }).where(eq(users.no, leader.no));
    await t.database.settleNotifications();
    const names = (await view()).members.map(
      (member: { person: { nickname: string } }) => member.person.nickname,
    );
    expect(names).toContain('Renamed leader');
    const member = await addMember(t, project);
    const seen = await view(member);
    expect(seen.viewer.role).toBe('02');
    expect(seen.members.map((m: { person: { no: number } }) => m.person.no)).toContain(member.no);
  });

  it("answers each viewer's own relation, not the first reader's", async () => {
    const stranger = await registerUser(t.app);
    await view(leader);
    const before = await view(stranger);
    expect(before.viewer).toMatchObject({ role: null, canManage: false, following: false });
    await call('POST', `/api/projects/${project.no}/follow`, stranger);
    expect((await view(stranger)).viewer.following).toBe(true);
    const own = await view(leader);
    expect(own.viewer).toMatchObject({
      role: '01',
      canManage: true,
      following: false,
      pendingApplicationCount: 0,
    });
  });
});
