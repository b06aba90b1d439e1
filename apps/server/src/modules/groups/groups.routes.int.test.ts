import type { TFeedItem, TGroup } from '@sidecamp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type TestUser } from '../../test/factories';
import { caller, expectError, fieldsOf } from '../../test/http';
import { buildPosting, writePost } from '../../test/lounge';
import { addMember, publishedProject } from '../../test/projects';
import { createTestApp, type TestApp } from '../../test/testApp';

let t: TestApp;
let call: ReturnType<typeof caller>;
let owner: TestUser;
let joiner: TestUser;
let outsider: TestUser;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
  call = caller(t);
  owner = await registerUser(t.app);
  joiner = await registerUser(t.app);
  outsider = await registerUser(t.app);
});
afterAll(async () => t.close());

async function createGroup(user: TestUser, body: Record<string, unknown>): Promise<TGroup> {
  const res = await call('POST', '/api/groups', user, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

describe('study groups', () => {
  it('creates, describes, lets people join an open group and leave it', async () => {
    expectError(
      await call('POST', '/api/groups', undefined, { kind: 'study', name: 'Rust', joinPolicy: 'open' }),
      401,
      'UNAUTHENTICATED',
    );
    expect(
      fieldsOf(await call('POST', '/api/groups', owner, { kind: 'club', name: 'R', joinPolicy: 'maybe' })),
    ).toEqual(['kind', 'name', 'joinPolicy']);
    expect(
      fieldsOf(
        await call('POST', '/api/groups', owner, {
          kind: 'study',
          name: 'Rust',
          joinPolicy: 'open',
          projectNo: 1,
        }),
      ),
    ).toEqual(['projectNo']);
    const group = await createGroup(owner, { kind: 'study', name: 'Rust readers', joinPolicy: 'open' });
    expect(group).toMatchObject({ memberCount: 1, membership: { role: 'owner', state: 'active' } });

    expectError(
      await call('PATCH', `/api/groups/${group.id}`, joiner, { description: 'mine' }),
      403,
      'FORBIDDEN',
    );
    expectError(await call('PATCH', '/api/groups/999999', owner, { description: 'x' }), 404, 'NOT_FOUND');
    const described = await call('PATCH', `/api/groups/${group.id}`, owner, {
      description: 'We read one chapter a week.',
    });
    expect(described.json().description).toBe('We read one chapter a week.');

    expectError(await call('POST', `/api/groups/${group.id}/join`), 401, 'UNAUTHENTICATED');
    const joined = await call('POST', `/api/groups/${group.id}/join`, joiner);
    expect(joined.json()).toMatchObject({ memberCount: 2, membership: { role: 'member', state: 'active' } });
    expectError(await call('POST', `/api/groups/${group.id}/join`, joiner), 409, 'CONFLICT');
    const members = (await call('GET', `/api/groups/${group.id}/members`)).json();
    expect(members.items.map((member: { no: number }) => member.no)).toEqual([owner.no, joiner.no]);

    expectError(await call('POST', `/api/groups/${group.id}/leave`, owner), 409, 'CONFLICT');
    expectError(await call('POST', `/api/groups/${group.id}/leave`, outsider), 409, 'CONFLICT');
    const left = await call('POST', `/api/groups/${group.id}/leave`, joiner);
    expect(left.json()).toMatchObject({ memberCount: 1, membership: null });
    const mine = (await call('GET', '/api/groups?mine=true', owner)).json();
    expect(mine.items.map((item: TGroup) => item.id)).toContain(group.id);
    expectError(await call('GET', '/api/groups?mine=true'), 401, 'UNAUTHENTICATED');
  });

  it('keeps approval groups to approved members, with requests only the owner sees', async () => {
    const group = await createGroup(owner, {
      kind: 'study',
      name: 'Design critique',
      joinPolicy: 'approval',
    });
    const asked = await call('POST', `/api/groups/${group.id}/join`, joiner);
    expect(asked.json()).toMatchObject({ memberCount: 1, membership: { state: 'pending' } });
    expectError(await call('GET', `/api/groups/${group.id}/members?state=pending`), 401, 'UNAUTHENTICATED');
    expectError(await call('GET', `/api/groups/${group.id}/members?state=pending`, joiner), 403, 'FORBIDDEN');
    const pending = (await call('GET', `/api/groups/${group.id}/members?state=pending`, owner)).json();
    expect(pending.items.map((member: { no: number }) => member.no)).toEqual([joiner.no]);

    // Members only: the feed and posting.
    expectError(await call('GET', `/api/groups/${group.id}/feed`), 401, 'UNAUTHENTICATED');
    expectError(await call('GET', `/api/groups/${group.id}/feed`, joiner), 403, 'FORBIDDEN');
    expectError(
      await call('POST', '/api/lounge/posts', joiner, buildPosting({ groupId: group.id })),
      403,
      'FORBIDDEN',
    );

    expectError(
      await call('POST', `/api/groups/${group.id}/members/${joiner.no}/approve`, joiner),
      403,
      'FORBIDDEN',
    );
    expectError(
      await call('POST', `/api/groups/${group.id}/members/${outsider.no}/approve`, owner),
      404,
      'NOT_FOUND',
    );
    const approved = await call('POST', `/api/groups/${group.id}/members/${joiner.no}/approve`, owner);
    expect(approved.json().memberCount).toBe(2);

    const post = await writePost(
      t,
      joiner,
      buildPosting({ groupId: group.id, title: 'Critique my landing page' }),
    );
    const feed = (await call('GET', `/api/groups/${group.id}/feed`, owner)).json().items as TFeedItem[];
    expect(feed.map((item) => item.target?.id)).toEqual([post.id]);
    // Group posts stay in the group: not in the lounge, and hidden from outsiders.
    const lounge = (await call('GET', '/api/lounge/feed')).json().items as TFeedItem[];
    expect(lounge.some((item) => item.target?.id === post.id)).toBe(false);
    expectError(await call('GET', `/api/lounge/posts/${post.id}`, outsider), 404, 'NOT_FOUND');

    expectError(await call('DELETE', `/api/groups/${group.id}/members/${owner.no}`, owner), 409, 'CONFLICT');
    expectError(
      await call('DELETE', `/api/groups/${group.id}/members/${joiner.no}`, outsider),
      403,
      'FORBIDDEN',
    );
    const removed = await call('DELETE', `/api/groups/${group.id}/members/${joiner.no}`, owner);
    expect(removed.json().memberCount).toBe(1);
  });

  it('has a chat of its own for its active members, and leaving the group leaves it', async () => {
    const group = await createGroup(owner, { kind: 'study', name: 'Chatty', joinPolicy: 'approval' });
    const asker = await registerUser(t.app);
    await call('POST', `/api/groups/${group.id}/join`, asker);
    const open = (user?: TestUser, id = group.id) => call('POST', `/api/chat/group/${id}`, user);
    const say = (user: TestUser, roomId: string, body: string) =>
      call('POST', `/api/chat/rooms/${roomId}/messages`, user, {
        clientId: `${user.no}-${body.replace(/\W/g, '_')}`,
        body,
      });

    // Who may not: nobody logged out, no outsider, no pending request; an unknown group is 404.
    expectError(await open(), 401, 'UNAUTHENTICATED');
    expectError(await open(owner, 999_999), 404, 'NOT_FOUND');
    expectError(await open(outsider), 403, 'FORBIDDEN');
    expectError(await open(asker), 403, 'FORBIDDEN');
    expectError(await call('POST', '/api/chat/group/abc', owner), 400, 'VALIDATION_FAILED');

    const first = await open(owner);
    expect(first.statusCode, first.body).toBe(200);
    const room = first.json();
    expect(room).toMatchObject({ type: '05', name: 'Chatty', participantsSize: 1 });
    // An approved member is in the chat before ever opening it.
    await call('POST', `/api/groups/${group.id}/members/${asker.no}/approve`, owner);
    await t.events.drain();
    expect((await say(asker, room._id, 'hello group')).statusCode).toBe(201);
    const again = (await open(asker)).json();
    expect(again._id).toBe(room._id);
    expect(again.participantsSize).toBe(2);
    expect((await say(outsider, room._id, 'let me in')).statusCode).toBe(404);

    // Removed from the group: out of its chat once the event is delivered.
    await call('DELETE', `/api/groups/${group.id}/members/${asker.no}`, owner);
    await t.events.drain();
    expect((await say(asker, room._id, 'still here?')).statusCode).toBe(404);
    expect((await open(owner)).json().participantsSize).toBe(1);

    // A chat opened later holds every member; leaving the group leaves it, joining again comes back.
    const club = await createGroup(owner, { kind: 'study', name: 'Open chatters', joinPolicy: 'open' });
    await call('POST', `/api/groups/${club.id}/join`, joiner);
    const clubRoom = (await open(owner, club.id)).json();
    expect(clubRoom.participantsSize).toBe(2);
    expect((await say(joiner, clubRoom._id, 'hi')).statusCode).toBe(201);
    await call('POST', `/api/groups/${club.id}/leave`, joiner);
    await t.events.drain();
    expect((await say(joiner, clubRoom._id, 'bye')).statusCode).toBe(404);
    expectError(await open(joiner, club.id), 403, 'FORBIDDEN');
    await call('POST', `/api/groups/${club.id}/join`, joiner);
    await t.events.drain();
    expect((await say(joiner, clubRoom._id, 'back')).statusCode).toBe(201);
  });
});

describe('project groups', () => {
  it('is opened by the project leader, once per project', async () => {
    const project = await publishedProject(t);
    const member = await addMember(t, project);
    expect(
      fieldsOf(
        await call('POST', '/api/groups', project.leader, {
          kind: 'project',
          name: 'Team',
          joinPolicy: 'open',
        }),
      ),
    ).toEqual(['projectNo']);
    expectError(
      await call('POST', '/api/groups', member, {
        kind: 'project',
        name: 'Team',
        joinPolicy: 'open',
        projectNo: project.no,
      }),
      403,
      'FORBIDDEN',
    );
    const group = await createGroup(project.leader, {
      kind: 'project',
      name: 'Habit garden team',
      joinPolicy: 'approval',
      projectNo: project.no,
    });
    expect(group.projectName).toBeTruthy();
    expectError(
      await call('POST', '/api/groups', project.leader, {
        kind: 'project',
        name: 'Again',
        joinPolicy: 'open',
        projectNo: project.no,
      }),
      409,
      'CONFLICT',
    );
    const list = (await call('GET', '/api/groups?kind=project')).json();
    expect(list.items.map((item: TGroup) => item.id)).toContain(group.id);
  });
});
