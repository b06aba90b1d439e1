import { ZMemberText } from '@sidecamp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type TestUser } from '../../test/factories';
import { caller, expectError, fieldsOf } from '../../test/http';
import { addMember, buildProject, publishedProject } from '../../test/projects';
import { createTestApp, RELAXED_RATE_LIMITS, type TestApp } from '../../test/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(RELAXED_RATE_LIMITS);
});
afterAll(() => t.close());

const generate = (user: TestUser | undefined, kind: unknown) =>
  caller(t)('POST', '/api/blueprint/profile-text', user, { kind });

const profileOf = async (user: TestUser) => {
  const res = await caller(t)('GET', `/api/profiles/${user.no}`, user);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('POST /api/blueprint/profile-text', () => {
  it('answers 401 to nobody and 400 naming kind for a bad kind', async () => {
    expectError(await generate(undefined, 'introduction'), 401, 'UNAUTHENTICATED');
    const user = await registerUser(t.app);
    const bad = await generate(user, 'poem');
    expectError(bad, 400, 'VALIDATION_FAILED');
    expect(fieldsOf(bad)).toContain('kind');
    expect(fieldsOf(await caller(t)('POST', '/api/blueprint/profile-text', user, {}))).toContain('kind');
  });

  it("writes from the person's own job, projects and tasks, names no one else's, and saves nothing", async () => {
    const me = await registerUser(t.app, { mainJobDetail: '0406', subJobDetail: null });
    const mine = await publishedProject(t, {
      leader: me,
      project: { name: 'Lantern Map', techStacks: [] },
    });
    // Someone else's project, where I am a member as Web frontend (its first position).
    const other = await registerUser(t.app);
    const theirs = await publishedProject(t, { leader: other, project: { name: 'Quiet Orchard' } });
    const joined = await addMember(t, theirs, 0);
    // A project I never joined, and my own unpublished draft, are never named.
    await publishedProject(t, { leader: other, project: { name: 'Secret Harbour' } });
    const draft = await caller(t)('POST', '/api/projects', me, buildProject({ name: 'Hidden Draft' }));
    expect(draft.statusCode, draft.body).toBe(201);

    // One task done in my project's workspace, assigned to me.
    const created = await caller(t)('POST', `/api/projects/${mine.no}/tasks`, me, {
      title: 'Draw the map',
      assigneeNo: me.no,
    });
    expect(created.statusCode, created.body).toBe(201);
    const task = created.json() as { id: number; version: number };
    const done = await caller(t)('POST', `/api/projects/${mine.no}/tasks/${task.id}/complete`, me, {
      version: task.version,
    });
    expect(done.statusCode, done.body).toBe(200);

    const before = await profileOf(me);
    const res = await generate(me, 'introduction');
    expect(res.statusCode, res.body).toBe(200);
    const intro = ZMemberText.parse(res.json());
    expect(intro.kind).toBe('introduction');
    expect(intro.text).toContain(`Hi, I'm ${me.nickname}.`);
    expect(intro.text).toContain('My main field is Backend.');
    expect(intro.text).toContain('On Sidecamp I have led 1 project: Lantern Map.');
    expect(intro.text).not.toContain('Quiet Orchard');
    expect(intro.text).toContain('I have completed 1 task in project workspaces.');
    expect(intro.text).not.toMatch(/Secret Harbour|Hidden Draft/);
    expect(intro.text).not.toContain(other.nickname);
    expect(intro.facts).toEqual(
      expect.arrayContaining(['nickname', 'main job', 'projects led', 'tasks completed']),
    );

    const resume = ZMemberText.parse((await generate(me, 'resume')).json());
    expect(resume.kind).toBe('resume');
    expect(resume.text).toContain(`${me.nickname} works in Backend.`);
    expect(resume.text).toContain('Led 1 project on Sidecamp: Lantern Map.');
    expect(resume.text.length).toBeLessThanOrEqual(1000);

    // The same data gives the same text.
    expect((await generate(me, 'introduction')).json()).toEqual(intro);

    // Nothing was saved.
    expect(await profileOf(me)).toEqual(before);
    expect(before).toMatchObject({ introduction: null, resumeSummary: null });

    // The member's text names the project they joined, with their position, and not mine's tasks.
    const memberText = ZMemberText.parse((await generate(joined, 'introduction')).json());
    expect(memberText.text).toContain(
      'I have been a team member on 1 project: Quiet Orchard (as Web frontend).',
    );
    expect(memberText.text).not.toMatch(/Lantern Map|Secret Harbour|completed/);
    expect(memberText.text).not.toContain(me.nickname);
  });

  it('a person with little data gets a short text of what is stored, nothing more', async () => {
    const user = await registerUser(t.app, {
      mainJobDetail: '0406',
      subJobDetail: null,
      occupationStatus: '02',
      visitPurpose: '05',
    });
    const intro = ZMemberText.parse((await generate(user, 'introduction')).json());
    expect(intro).toEqual({
      kind: 'introduction',
      text: `Hi, I'm ${user.nickname}. My main field is Backend. I am on Sidecamp to look around.`,
      facts: ['nickname', 'main job', 'visit purpose'],
    });
    const resume = ZMemberText.parse((await generate(user, 'resume')).json());
    expect(resume.text).toBe(`${user.nickname} works in Backend.`);
  });
});

describe('the resume summary on the profile', () => {
  it('is saved with the profile, returned, cleared with null and limited to 1000 characters', async () => {
    const user = await registerUser(t.app);
    const patch = (body: object) => caller(t)('PATCH', '/api/profiles/me', user, body);
    const saved = await patch({ resumeSummary: '  Builds small things that last.  ' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().resumeSummary).toBe('Builds small things that last.');
    expect((await profileOf(user)).resumeSummary).toBe('Builds small things that last.');

    const tooLong = await patch({ resumeSummary: 'x'.repeat(1001) });
    expectError(tooLong, 400, 'VALIDATION_FAILED');
    expect(fieldsOf(tooLong)).toContain('resumeSummary');

    const cleared = await patch({ resumeSummary: null });
    expect(cleared.json().resumeSummary).toBeNull();
  });
});
