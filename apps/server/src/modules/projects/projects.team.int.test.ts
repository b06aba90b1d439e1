import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainEvents } from '../../events/outbox.tables';
import { registerUser } from '../../test/factories';
import { caller, expectError, fieldsOf } from '../../test/http';
import { ANSWERS, addMember, applyTo, buildProject, FRONTEND, publishedProject } from '../../test/projects';
import { createTestApp, type TestApp } from '../../test/testApp';
import { projectMembers, projects } from './projects.tables';

let t: TestApp;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
  call = caller(t);
});
afterAll(() => t.close());

const eventPayloads = async (type: string, projectNo: number) =>
  (
    await t.database.db
      .select({ payload: domainEvents.payload })
      .from(domainEvents)
      .where(and(eq(domainEvents.type, type), sql`(payload->>'projectNo')::int = ${projectNo}`))
      .orderBy(domainEvents.id)
  ).map((row) => row.payload);

const timeline = async (no: number) =>
  (await call('GET', `/api/projects/${no}/timeline?limit=50`)).json().items as Array<{
    kind: string;
    actor: { no: number } | null;
    subject: { no: number } | null;
    data: Record<string, unknown>;
  }>;

const applyUrl = (no: number, positionId: number | undefined) =>
  `/api/projects/${no}/positions/${positionId}/applications`;

describe('the issue’s journey', () => {
  it('A publishes with two positions, B finds it by text and filters, applies, is approved, and leads', async () => {
    const a = await registerUser(t.app);
    const b = await registerUser(t.app, { mainJobDetail: '0403' });
    const created = await call(
      'POST',
      '/api/projects',
      a,
      buildProject({
        name: 'Moonlit bakery planner',
        summary: 'Plan sourdough bakes around the moon.',
        positions: [FRONTEND, { jobCode: '0301', headcount: 1, skillLevel: '02', description: '' }],
      }),
    );
    const no = created.json().no;
    await call('POST', `/api/projects/${no}/publish`, a);

    const found = await call('GET', '/api/projects?q=sourdough&jobCode=0403&platform=01&recruiting=true', b);
    expect(found.json().items.map((item: { no: number }) => item.no)).toEqual([no]);
    const project = found.json().items[0];
    expect(project.openPositions.map((position: { jobCode: string }) => position.jobCode)).toEqual([
      '0403',
      '0301',
    ]);

    const applied = await call('POST', applyUrl(no, project.openPositions[0].id), b, { answers: ANSWERS });
    expect(applied.statusCode, applied.body).toBe(201);
    expect(applied.json()).toMatchObject({
      state: '01',
      answers: [
        { question: 'Why does this project interest you?', answer: ANSWERS[0] },
        { question: 'How many hours a week can you give?', answer: ANSWERS[1] },
      ],
      applicant: { no: b.no },
    });
    const applicantView = (await call('GET', `/api/projects/${no}`, b)).json();
    expect(applicantView.viewer).toMatchObject({ role: '99', pendingApplicationCount: null });
    expect((await call('GET', `/api/projects/${no}`, a)).json().viewer.pendingApplicationCount).toBe(1);
    const inbox = (await call('GET', `/api/projects/${no}/applications?state=01`, a)).json();
    expect(inbox.items.map((item: { id: number }) => item.id)).toEqual([applied.json().id]);

    const approved = await call('POST', `/api/applications/${applied.json().id}/approve`, a);
    expect(approved.json().state).toBe('02');
    expect((await call('GET', `/api/projects/${no}`, a)).json().viewer.pendingApplicationCount).toBe(0);
    const view = (await call('GET', `/api/projects/${no}`, b)).json();
    expect(view.viewer.role).toBe('02');
    expect(
      view.members.map((member: { person: { no: number }; role: string }) => [member.person.no, member.role]),
    ).toEqual([
      [a.no, '01'],
      [b.no, '02'],
    ]);

    const handed = await call('POST', `/api/projects/${no}/leader`, a, { userNo: b.no });
    expect(handed.statusCode, handed.body).toBe(200);
    expect(handed.json().leader.no).toBe(b.no);

    const steps = (await timeline(no)).reverse();
    expect(steps.map((step) => step.kind)).toEqual([
      'created',
      'positionAdded',
      'positionAdded',
      'published',
      'memberJoined',
      'leaderChanged',
    ]);
    expect(steps[4]).toMatchObject({
      actor: { no: a.no },
      subject: { no: b.no },
      data: { via: 'application' },
    });
    expect(steps[5]).toMatchObject({
      actor: { no: a.no },
      subject: { no: b.no },
      data: { fromNo: a.no, toNo: b.no },
    });
    expect(await eventPayloads('project.memberJoined', no)).toEqual([
      { projectNo: no, userNo: b.no, positionId: project.openPositions[0].id, via: 'application' },
    ]);
  });
});

describe('applications', () => {
  it('needs an answer to each question when sent; extra answers are refused', async () => {
    const project = await publishedProject(t);
    const applicant = await registerUser(t.app);
    const url = applyUrl(project.no, project.positions[0]?.id);
    const missing = await call('POST', url, applicant, { answers: ['Only one'] });
    expectError(missing, 400, 'VALIDATION_FAILED');
    expect(fieldsOf(missing)).toEqual(['answers.1']);
    expect(fieldsOf(await call('POST', url, applicant, { answers: [...ANSWERS, 'extra'] }))).toEqual([
      'answers',
    ]);
    expect(fieldsOf(await call('POST', url, applicant, { answers: 'yes' }))).toEqual(['answers']);
    expect(fieldsOf(await call('POST', url, applicant, { answers: ANSWERS, state: '02' }))).toEqual([
      'state',
    ]);
  });

  it('drafts: saved half-done, private to the applicant, edited, sent, cancelled back to a draft, deleted', async () => {
    const project = await publishedProject(t);
    const applicant = await registerUser(t.app);
    const url = applyUrl(project.no, project.positions[0]?.id);
    const draft = await call('POST', url, applicant, { answers: ['Because'], submit: false });
    expect(draft.statusCode, draft.body).toBe(201);
    const id = draft.json().id;
    expect(draft.json()).toMatchObject({ state: '99', submittedAt: null });
    expect(
      (await call('GET', `/api/projects/${project.no}/applications`, project.leader)).json().items,
    ).toEqual([]);
    expectError(await call('GET', `/api/applications/${id}`, project.leader), 404, 'NOT_FOUND');
    expectError(await call('POST', `/api/applications/${id}/approve`, project.leader), 404, 'NOT_FOUND');
    expectError(await call('POST', url, applicant, { answers: ANSWERS }), 409, 'ALREADY_APPLIED');

    const unanswered = await call('POST', `/api/applications/${id}/submit`, applicant);
    expect(fieldsOf(unanswered)).toEqual(['answers.1']);
    const edited = await call('PUT', `/api/applications/${id}`, applicant, { answers: ANSWERS });
    expect(edited.json().answers.map((pair: { answer: string }) => pair.answer)).toEqual(ANSWERS);
    const sent = await call('POST', `/api/applications/${id}/submit`, applicant);
    expect(sent.json()).toMatchObject({ state: '01' });
    expect(sent.json().submittedAt).toBeTruthy();
    expectError(
      await call('PUT', `/api/applications/${id}`, applicant, { answers: ANSWERS }),
      409,
      'CONFLICT',
    );
    expectError(await call('DELETE', `/api/applications/${id}`, applicant), 409, 'CONFLICT');

    const cancelled = await call('POST', `/api/applications/${id}/cancel`, applicant);
    expect(cancelled.json()).toMatchObject({ state: '99', submittedAt: null });
    expectError(await call('POST', `/api/applications/${id}/cancel`, applicant), 409, 'CONFLICT');
    const mine = (await call('GET', '/api/applications/mine?state=99', applicant)).json();
    expect(mine.items.map((item: { id: number }) => item.id)).toEqual([id]);
    expect((await call('DELETE', `/api/applications/${id}`, applicant)).statusCode).toBe(204);
    expectError(await call('GET', `/api/applications/${id}`, applicant), 404, 'NOT_FOUND');
    expect(await eventPayloads('project.applicationCancelled', project.no)).toHaveLength(1);
  });

  it('reject is final; a rejected applicant may apply again; a member may not', async () => {
    const project = await publishedProject(t);
    const applicant = await registerUser(t.app);
    const id = await applyTo(t, project, applicant);
    const rejected = await call('POST', `/api/applications/${id}/reject`, project.leader);
    expect(rejected.json()).toMatchObject({ state: '03' });
    expect(rejected.json().decidedAt).toBeTruthy();
    expectError(await call('POST', `/api/applications/${id}/approve`, project.leader), 409, 'CONFLICT');
    expectError(await call('POST', `/api/applications/${id}/cancel`, applicant), 409, 'CONFLICT');
    const again = await applyTo(t, project, applicant);
    await call('POST', `/api/applications/${again}/approve`, project.leader);
    expectError(
      await call('POST', applyUrl(project.no, project.positions[1]?.id), applicant, { answers: ANSWERS }),
      409,
      'ALREADY_MEMBER',
    );
    expectError(
      await call('POST', applyUrl(project.no, project.positions[0]?.id), project.leader, {
        answers: ANSWERS,
      }),
      409,
      'ALREADY_MEMBER',
    );
    const decided = await eventPayloads('project.applicationDecided', project.no);
    expect(decided.map((payload) => (payload as { state: string }).state)).toEqual(['03', '02']);
  });

  it('a full position refuses more approvals and more applications', async () => {
    const project = await publishedProject(t, { positions: [FRONTEND] });
    const [first, second, third] = [
      await registerUser(t.app),
      await registerUser(t.app),
      await registerUser(t.app),
    ];
    const firstId = await applyTo(t, project, first);
    const secondId = await applyTo(t, project, second);
    expect((await call('POST', `/api/applications/${firstId}/approve`, project.leader)).statusCode).toBe(200);
    const full = expectError(
      await call('POST', `/api/applications/${secondId}/approve`, project.leader),
      409,
      'POSITION_FULL',
    );
    expect(full.message).toContain('1 of 1');
    expectError(
      await call('POST', applyUrl(project.no, project.positions[0]?.id), third, { answers: ANSWERS }),
      409,
      'POSITION_FULL',
    );
    // Nothing half-written: the refused approval left the application in review and no member row.
    expect((await call('GET', `/api/applications/${secondId}`, second)).json().state).toBe('01');
    const members = await t.database.db
      .select()
      .from(projectMembers)
      .where(eq(projectMembers.projectNo, project.no));
    expect(members).toHaveLength(2);
    const view = (await call('GET', `/api/projects/${project.no}`)).json();
    expect(view).toMatchObject({ recruiting: false, openPositions: [], memberCount: 2 });
  });

  it('closing a position rejects its applications in review and refuses new ones', async () => {
    const project = await publishedProject(t);
    const applicant = await registerUser(t.app);
    const id = await applyTo(t, project, applicant);
    await call(
      'POST',
      `/api/projects/${project.no}/positions/${project.positions[0]?.id}/close`,
      project.leader,
    );
    expect((await call('GET', `/api/applications/${id}`, applicant)).json().state).toBe('03');
    expectError(
      await call('POST', applyUrl(project.no, project.positions[0]?.id), await registerUser(t.app), {
        answers: ANSWERS,
      }),
      409,
      'POSITION_CLOSED',
    );
  });

  it('refuses applications outside recruiting stages and after the deadline', async () => {
    const project = await publishedProject(t);
    const applicant = await registerUser(t.app);
    const url = applyUrl(project.no, project.positions[0]?.id);
    await call('POST', `/api/projects/${project.no}/stage`, project.leader, { stage: '04' });
    expectError(await call('POST', url, applicant, { answers: ANSWERS }), 409, 'NOT_RECRUITING');
    await call('POST', `/api/projects/${project.no}/stage`, project.leader, { stage: '02' });
    await t.database.db
      .update(projects)
      .set({ recruitingDeadline: '2020-01-31' })
      .where(eq(projects.no, project.no));
    const late = expectError(await call('POST', url, applicant, { answers: ANSWERS }), 409, 'NOT_RECRUITING');
    expect(late.message).toContain('2020-01-31');
  });

  it('who may not: anonymous, drafts, other people’s applications, non-leaders deciding', async () => {
    const project = await publishedProject(t);
    const member = await addMember(t, project);
    const applicant = await registerUser(t.app);
    const outsider = await registerUser(t.app);
    const id = await applyTo(t, project, applicant);
    const url = applyUrl(project.no, project.positions[0]?.id);
    expectError(await call('POST', url, undefined, { answers: ANSWERS }), 401, 'UNAUTHENTICATED');
    expectError(
      await call('POST', applyUrl(project.no, 999999), outsider, { answers: ANSWERS }),
      404,
      'NOT_FOUND',
    );
    expectError(await call('POST', applyUrl(999999, 1), outsider, { answers: ANSWERS }), 404, 'NOT_FOUND');
    const draft = (
      await call('POST', '/api/projects', project.leader, buildProject({ positions: [FRONTEND] }))
    ).json();
    expectError(
      await call('POST', applyUrl(draft.no, draft.positions[0].id), outsider, { answers: ANSWERS }),
      404,
      'NOT_FOUND',
    );

    for (const action of ['approve', 'reject']) {
      expectError(await call('POST', `/api/applications/${id}/${action}`), 401, 'UNAUTHENTICATED');
      expectError(await call('POST', `/api/applications/${id}/${action}`, applicant), 403, 'FORBIDDEN');
      expectError(await call('POST', `/api/applications/${id}/${action}`, member), 403, 'FORBIDDEN');
      expectError(await call('POST', `/api/applications/${id}/${action}`, outsider), 403, 'FORBIDDEN');
      expectError(await call('POST', `/api/applications/999999/${action}`, project.leader), 404, 'NOT_FOUND');
    }
    expectError(await call('POST', `/api/applications/${id}/cancel`, outsider), 404, 'NOT_FOUND');
    expectError(await call('GET', `/api/applications/${id}`, outsider), 404, 'NOT_FOUND');
    expectError(await call('GET', `/api/applications/${id}`, member), 404, 'NOT_FOUND');
    expect((await call('GET', `/api/applications/${id}`, project.leader)).statusCode).toBe(200);

    expectError(await call('GET', `/api/projects/${project.no}/applications`), 401, 'UNAUTHENTICATED');
    expectError(await call('GET', `/api/projects/${project.no}/applications`, member), 403, 'FORBIDDEN');
    expectError(await call('GET', '/api/projects/999999/applications', project.leader), 404, 'NOT_FOUND');
    expect(
      fieldsOf(await call('GET', `/api/projects/${project.no}/applications?state=99`, project.leader)),
    ).toEqual(['state']);
    expectError(await call('GET', '/api/applications/mine'), 401, 'UNAUTHENTICATED');
  });

  it('pages the inbox and my applications by id', async () => {
    const project = await publishedProject(t);
    const ids: number[] = [];
    for (let i = 0; i < 3; i += 1) ids.push(await applyTo(t, project, await registerUser(t.app), i % 2));
    const first = (
      await call('GET', `/api/projects/${project.no}/applications?limit=2`, project.leader)
    ).json();
    expect(first.items.map((item: { id: number }) => item.id)).toEqual([ids[2], ids[1]]);
    const second = (
      await call(
        'GET',
        `/api/projects/${project.no}/applications?limit=2&cursor=${first.nextCursor}`,
        project.leader,
      )
    ).json();
    expect(second.items.map((item: { id: number }) => item.id)).toEqual([ids[0]]);
    expect(second.nextCursor).toBeNull();
  });
});

describe('membership', () => {
  it('leader change: to a member only, one leader always, the old leader becomes a member', async () => {
    const project = await publishedProject(t);
    const member = await addMember(t, project);
    const outsider = await registerUser(t.app);
    const url = `/api/projects/${project.no}/leader`;
    expect(fieldsOf(await call('POST', url, project.leader, { userNo: outsider.no }))).toEqual(['userNo']);
    expect(fieldsOf(await call('POST', url, project.leader, { userNo: project.leader.no }))).toEqual([
      'userNo',
    ]);
    expect(fieldsOf(await call('POST', url, project.leader, {}))).toEqual(['userNo']);
    expectError(await call('POST', url, undefined, { userNo: member.no }), 401, 'UNAUTHENTICATED');
    expectError(await call('POST', url, member, { userNo: member.no }), 403, 'FORBIDDEN');
    expectError(await call('POST', url, outsider, { userNo: member.no }), 403, 'FORBIDDEN');
    expectError(
      await call('POST', '/api/projects/999999/leader', project.leader, { userNo: member.no }),
      404,
      'NOT_FOUND',
    );

    expect((await call('POST', url, project.leader, { userNo: member.no })).statusCode).toBe(200);
    const roles = await t.database.db
      .select({ userNo: projectMembers.userNo, role: projectMembers.role })
      .from(projectMembers)
      .where(eq(projectMembers.projectNo, project.no));
    expect(roles.filter((row) => row.role === '01')).toEqual([{ userNo: member.no, role: '01' }]);
    expect(roles.find((row) => row.userNo === project.leader.no)?.role).toBe('02');
    // Powers moved with the role.
    expectError(
      await call('PATCH', `/api/projects/${project.no}`, project.leader, { summary: 'x' }),
      403,
      'FORBIDDEN',
    );
    expect(
      (await call('PATCH', `/api/projects/${project.no}`, member, { summary: 'New lead' })).statusCode,
    ).toBe(200);
    expect(await eventPayloads('project.leaderChanged', project.no)).toEqual([
      { projectNo: project.no, fromNo: project.leader.no, toNo: member.no },
    ]);
  });

  it('a member resigns (freeing the seat); the leader must hand over first; outsiders cannot', async () => {
    const project = await publishedProject(t);
    const member = await addMember(t, project, 0);
    expect((await call('GET', `/api/projects/${project.no}`)).json().positions[0]).toMatchObject({
      filled: 1,
      full: true,
    });
    expectError(
      await call('POST', `/api/projects/${project.no}/resign`, project.leader),
      409,
      'LEADER_MUST_HAND_OVER',
    );
    expectError(
      await call('POST', `/api/projects/${project.no}/resign`, await registerUser(t.app)),
      403,
      'FORBIDDEN',
    );
    expectError(await call('POST', `/api/projects/${project.no}/resign`), 401, 'UNAUTHENTICATED');
    expect((await call('POST', `/api/projects/${project.no}/resign`, member)).statusCode).toBe(204);
    const view = (await call('GET', `/api/projects/${project.no}`)).json();
    expect(view).toMatchObject({ memberCount: 1 });
    expect(view.positions[0]).toMatchObject({ filled: 0, full: false, openSeats: 1 });
    expect((await timeline(project.no))[0]).toMatchObject({ kind: 'memberLeft', subject: { no: member.no } });
  });

  it('the leader removes a member; not themself, not a stranger; members cannot remove', async () => {
    const project = await publishedProject(t);
    const [member, other] = [await addMember(t, project), await addMember(t, project)];
    const url = (userNo: number) => `/api/projects/${project.no}/members/${userNo}`;
    expectError(await call('DELETE', url(member.no), other), 403, 'FORBIDDEN');
    expectError(await call('DELETE', url(member.no)), 401, 'UNAUTHENTICATED');
    expectError(await call('DELETE', url(999999), project.leader), 404, 'NOT_FOUND');
    expectError(await call('DELETE', url(project.leader.no), project.leader), 409, 'LEADER_MUST_HAND_OVER');
    expect((await call('DELETE', url(member.no), project.leader)).statusCode).toBe(204);
    expect((await call('GET', `/api/projects/${project.no}`, member)).json().viewer.role).toBeNull();
    expect((await timeline(project.no))[0]).toMatchObject({
      kind: 'memberRemoved',
      subject: { no: member.no },
    });
    expect(await eventPayloads('project.memberLeft', project.no)).toEqual([
      { projectNo: project.no, userNo: member.no, reason: 'removed' },
    ]);
  });

  it('invitations: several at once, all or none, accept joins, decline, withdraw', async () => {
    const project = await publishedProject(t);
    const [x, y, z] = [await registerUser(t.app), await registerUser(t.app), await registerUser(t.app)];
    const url = `/api/projects/${project.no}/invitations`;
    const sent = await call('POST', url, project.leader, {
      userNos: [x.no, y.no],
      positionId: project.positions[1]?.id,
      message: 'Join us!',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().items).toHaveLength(2);
    expect(sent.json().items[0]).toMatchObject({
      state: 'pending',
      message: 'Join us!',
      inviter: { no: project.leader.no },
    });

    const again = expectError(
      await call('POST', url, project.leader, { userNos: [z.no, x.no] }),
      409,
      'ALREADY_INVITED',
    );
    expect(again).toMatchObject({ details: { userNos: [x.no] } });
    expect(fieldsOf(await call('POST', url, project.leader, { userNos: [z.no, z.no] }))).toEqual(['userNos']);
    expect(fieldsOf(await call('POST', url, project.leader, { userNos: [] }))).toEqual(['userNos']);
    expect(fieldsOf(await call('POST', url, project.leader, { userNos: [999999] }))).toEqual(['userNos']);
    expect(fieldsOf(await call('POST', url, project.leader, { userNos: [project.leader.no] }))).toEqual([
      'userNos',
    ]);
    expect(
      fieldsOf(await call('POST', url, project.leader, { userNos: [z.no], positionId: 999999 })),
    ).toEqual(['positionId']);
    // z was in the refused batch: all or none, so z has nothing pending.
    expect((await call('GET', '/api/invitations/mine', z)).json().items).toEqual([]);

    const mine = (await call('GET', '/api/invitations/mine', x)).json().items;
    expect(mine).toHaveLength(1);
    const xId = mine[0].id;
    const yId = sent.json().items.find((item: { invitee: { no: number } }) => item.invitee.no === y.no).id;
    expectError(await call('POST', `/api/invitations/${xId}/accept`, y), 404, 'NOT_FOUND');
    const accepted = await call('POST', `/api/invitations/${xId}/accept`, x);
    expect(accepted.json()).toMatchObject({ state: 'accepted' });
    expectError(await call('POST', `/api/invitations/${xId}/accept`, x), 409, 'CONFLICT');
    const view = (await call('GET', `/api/projects/${project.no}`, x)).json();
    expect(view.viewer.role).toBe('02');
    expect(
      view.members.find((member: { person: { no: number } }) => member.person.no === x.no),
    ).toMatchObject({
      positionId: project.positions[1]?.id,
    });
    expectError(await call('POST', url, project.leader, { userNos: [x.no] }), 409, 'ALREADY_MEMBER');

    expect((await call('POST', `/api/invitations/${yId}/decline`, y)).json()).toMatchObject({
      state: 'declined',
    });
    expect((await call('POST', url, project.leader, { userNos: [y.no, z.no] })).statusCode).toBe(201);
    const zId = (await call('GET', '/api/invitations/mine', z)).json().items[0].id;
    expect((await call('DELETE', `${url}/${zId}`, project.leader)).statusCode).toBe(204);
    expectError(await call('POST', `/api/invitations/${zId}/accept`, z), 409, 'CONFLICT');
    const list = (await call('GET', url, project.leader))
      .json()
      .items.map((item: { state: string }) => item.state);
    expect(list.sort()).toEqual(['accepted', 'declined', 'pending', 'withdrawn']);

    const joined = await eventPayloads('project.memberJoined', project.no);
    expect(joined).toEqual([
      { projectNo: project.no, userNo: x.no, positionId: project.positions[1]?.id, via: 'invitation' },
    ]);
  });

  it('invitations: leader only, not to drafts, and a full position refuses the acceptance', async () => {
    const project = await publishedProject(t, { positions: [FRONTEND] });
    const member = await addMember(t, project, 0);
    const [x] = [await registerUser(t.app)];
    const url = `/api/projects/${project.no}/invitations`;
    expectError(await call('POST', url, undefined, { userNos: [x.no] }), 401, 'UNAUTHENTICATED');
    expectError(await call('POST', url, member, { userNos: [x.no] }), 403, 'FORBIDDEN');
    expectError(await call('GET', url, member), 403, 'FORBIDDEN');
    expectError(
      await call('POST', '/api/projects/999999/invitations', project.leader, { userNos: [x.no] }),
      404,
      'NOT_FOUND',
    );
    expectError(
      await call('POST', url, project.leader, { userNos: [x.no], positionId: project.positions[0]?.id }),
      409,
      'POSITION_FULL',
    );
    const draft = (await call('POST', '/api/projects', project.leader, { name: 'Not yet' })).json();
    expectError(
      await call('POST', `/api/projects/${draft.no}/invitations`, project.leader, { userNos: [x.no] }),
      409,
      'CONFLICT',
    );

    // Invited to a free seat that fills up before the answer.
    const second = await publishedProject(t, { positions: [FRONTEND] });
    await call('POST', `/api/projects/${second.no}/invitations`, second.leader, {
      userNos: [x.no],
      positionId: second.positions[0]?.id,
    });
    await addMember(t, second, 0);
    const id = (await call('GET', '/api/invitations/mine', x)).json().items[0].id;
    expectError(await call('POST', `/api/invitations/${id}/accept`, x), 409, 'POSITION_FULL');
    expectError(await call('GET', '/api/invitations/mine'), 401, 'UNAUTHENTICATED');
  });
});
