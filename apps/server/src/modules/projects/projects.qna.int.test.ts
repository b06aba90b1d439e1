import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainEvents } from '../../events/outbox.tables';
import { registerUser } from '../../test/factories';
import { caller, expectError, fieldsOf } from '../../test/http';
import { addMember, publishedProject } from '../../test/projects';
import { createTestApp, type TestApp } from '../../test/testApp';

let t: TestApp;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
  call = caller(t);
});
afterAll(() => t.close());

const eventCount = async (type: string, projectNo: number) => {
  const [row] = await t.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(domainEvents)
    .where(and(eq(domainEvents.type, type), sql`(payload->>'projectNo')::int = ${projectNo}`));
  return row?.n ?? 0;
};

describe('Q&A', () => {
  it('anyone logged in asks; the leader and members reply; everyone reads questions with replies', async () => {
    const project = await publishedProject(t);
    const member = await addMember(t, project);
    const [asker, stranger] = [await registerUser(t.app), await registerUser(t.app)];
    const url = `/api/projects/${project.no}/questions`;
    const asked = await call('POST', url, asker, { body: 'Is this open to beginners?' });
    expect(asked.statusCode, asked.body).toBe(201);
    const questionId = asked.json().id;
    expect(asked.json()).toMatchObject({
      author: { no: asker.no },
      body: 'Is this open to beginners?',
      replies: [],
    });

    const byLeader = await call('POST', `${url}/${questionId}/replies`, project.leader, {
      body: 'Yes, very.',
    });
    expect(byLeader.statusCode, byLeader.body).toBe(201);
    const byMember = await call('POST', `${url}/${questionId}/replies`, member, {
      body: 'I started as one.',
    });
    expect(byMember.json().replies.map((reply: { authorRole: string }) => reply.authorRole)).toEqual([
      '01',
      '02',
    ]);
    expectError(
      await call('POST', `${url}/${questionId}/replies`, asker, { body: 'Thanks' }),
      403,
      'FORBIDDEN',
    );
    expectError(
      await call('POST', `${url}/${questionId}/replies`, undefined, { body: 'x' }),
      401,
      'UNAUTHENTICATED',
    );
    expectError(await call('POST', `${url}/999999/replies`, project.leader, { body: 'x' }), 404, 'NOT_FOUND');

    const list = (await call('GET', url)).json();
    expect(list.total).toBe(1);
    expect(list.items[0].replies.map((reply: { body: string }) => reply.body)).toEqual([
      'Yes, very.',
      'I started as one.',
    ]);
    expect(await eventCount('project.questionAsked', project.no)).toBe(1);
    expect(await eventCount('project.questionReplied', project.no)).toBe(2);

    const replyId = byLeader.json().replies[0].id;
    const editedReply = await call('PATCH', `${url}/${questionId}/replies/${replyId}`, project.leader, {
      body: 'Yes, absolutely.',
    });
    expect(editedReply.json().replies[0].body).toBe('Yes, absolutely.');
    expectError(
      await call('PATCH', `${url}/${questionId}/replies/${replyId}`, member, { body: 'x' }),
      403,
      'FORBIDDEN',
    );
    expect(
      (await call('PATCH', `${url}/${questionId}`, asker, { body: 'Open to total beginners?' })).json().body,
    ).toBe('Open to total beginners?');
    expectError(await call('PATCH', `${url}/${questionId}`, project.leader, { body: 'x' }), 403, 'FORBIDDEN');
    expectError(await call('DELETE', `${url}/${questionId}`, stranger), 403, 'FORBIDDEN');
    expectError(await call('DELETE', `${url}/${questionId}`, member), 403, 'FORBIDDEN');
    expect(fieldsOf(await call('POST', url, asker, { body: '   ' }))).toEqual(['body']);
    expect(fieldsOf(await call('POST', url, asker, { body: 'x'.repeat(2001) }))).toEqual(['body']);
    expectError(await call('POST', url, undefined, { body: 'x' }), 401, 'UNAUTHENTICATED');
    expectError(await call('POST', '/api/projects/999999/questions', asker, { body: 'x' }), 404, 'NOT_FOUND');
    // The leader moderates: deleting a question takes its replies with it.
    expect((await call('DELETE', `${url}/${questionId}`, project.leader)).statusCode).toBe(204);
    expect((await call('GET', url)).json()).toMatchObject({ items: [], total: 0 });
  });

  it('pages questions newest first; the author deletes their own', async () => {
    const project = await publishedProject(t);
    const asker = await registerUser(t.app);
    const url = `/api/projects/${project.no}/questions`;
    const ids: number[] = [];
    for (const body of ['First?', 'Second?', 'Third?'])
      ids.push((await call('POST', url, asker, { body })).json().id);
    const first = (await call('GET', `${url}?limit=2`)).json();
    expect(first.items.map((item: { id: number }) => item.id)).toEqual([ids[2], ids[1]]);
    const second = (await call('GET', `${url}?limit=2&cursor=${first.nextCursor}`)).json();
    expect(second.items.map((item: { id: number }) => item.id)).toEqual([ids[0]]);
    expect((await call('DELETE', `${url}/${ids[0]}`, asker)).statusCode).toBe(204);
    expect((await call('GET', url)).json().total).toBe(2);
  });
});

describe('news and timeline', () => {
  it('the leader sends news to followers: stored, listed, on the timeline, announced as an event', async () => {
    const project = await publishedProject(t);
    const member = await addMember(t, project);
    const url = `/api/projects/${project.no}/news`;
    const sent = await call('POST', url, project.leader, {
      title: 'Beta is out',
      body: 'Try it this weekend.',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()).toMatchObject({ title: 'Beta is out', author: { no: project.leader.no } });
    expect((await call('GET', url)).json().items.map((item: { title: string }) => item.title)).toEqual([
      'Beta is out',
    ]);
    expectError(await call('POST', url, member, { title: 'x', body: 'y' }), 403, 'FORBIDDEN');
    expectError(await call('POST', url, undefined, { title: 'x', body: 'y' }), 401, 'UNAUTHENTICATED');
    expect(fieldsOf(await call('POST', url, project.leader, { title: '', body: 'y' }))).toEqual(['title']);
    const timeline = (await call('GET', `/api/projects/${project.no}/timeline`)).json();
    expect(timeline.items[0]).toMatchObject({
      kind: 'news',
      actor: { no: project.leader.no },
      data: { title: 'Beta is out' },
    });
    expect(await eventCount('project.newsSent', project.no)).toBe(1);
    const draft = (await call('POST', '/api/projects', project.leader, { name: 'Draft news' })).json();
    expectError(
      await call('POST', `/api/projects/${draft.no}/news`, project.leader, { title: 'x', body: 'y' }),
      409,
      'CONFLICT',
    );
  });

  it('the timeline of a draft is its leader’s; stage changes carry both codes; pages by id', async () => {
    const project = await publishedProject(t);
    await call('POST', `/api/projects/${project.no}/stage`, project.leader, { stage: '02' });
    await call('POST', `/api/projects/${project.no}/stage`, project.leader, { stage: '03' });
    const first = (await call('GET', `/api/projects/${project.no}/timeline?limit=2`)).json();
    expect(first.items.map((item: { kind: string; data: unknown }) => [item.kind, item.data])).toEqual([
      ['stageChanged', { from: '02', to: '03' }],
      ['stageChanged', { from: '01', to: '02' }],
    ]);
    const rest = (
      await call('GET', `/api/projects/${project.no}/timeline?limit=10&cursor=${first.nextCursor}`)
    ).json();
    expect(rest.items.map((item: { kind: string }) => item.kind)).toEqual([
      'published',
      'positionAdded',
      'positionAdded',
      'created',
    ]);
    const draft = (await call('POST', '/api/projects', project.leader, { name: 'Quiet draft' })).json();
    expectError(await call('GET', `/api/projects/${draft.no}/timeline`), 404, 'NOT_FOUND');
    expect((await call('GET', `/api/projects/${draft.no}/timeline`, project.leader)).statusCode).toBe(200);
    expectError(await call('GET', '/api/projects/999999/timeline'), 404, 'NOT_FOUND');
    expectError(await call('GET', `/api/projects/${draft.no}/questions`), 404, 'NOT_FOUND');
  });
});
