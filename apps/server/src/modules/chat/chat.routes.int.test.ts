import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CHAT_END_AFTER_LEAVE_MS, type TChatRoom } from '@sidecamp/domain';
import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type TestUser } from '../../test/factories';
import { caller, expectError, fieldsOf } from '../../test/http';
import { addMember, publishedProject } from '../../test/projects';
import { createTestApp, type TestApp } from '../../test/testApp';
import { chatMessages, chatParticipants, chatRooms } from './chat.tables';

let t: TestApp;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  // Pictures go to a throw-away folder, not the repository's data directory.
  t = await createTestApp({
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    UPLOADS_DIR: mkdtempSync(path.join(tmpdir(), 'sidecamp-chat-uploads-')),
  });
  call = caller(t);
});
afterAll(() => t.close());

let clientSequence = 0;
const clientId = () => `c-${process.pid}-${++clientSequence}`;

async function direct(a: TestUser, b: TestUser): Promise<TChatRoom> {
  const res = await call('POST', '/api/chat/direct', a, { opponentNo: b.no });
  expect([200, 201], res.body).toContain(res.statusCode);
  return res.json();
}

async function send(user: TestUser, roomId: string, body: string, id = clientId()) {
  return call('POST', `/api/chat/rooms/${roomId}/messages`, user, { clientId: id, body });
}

async function unreadOf(user: TestUser, roomId: string): Promise<number | undefined> {
  const res = await call('POST', '/api/chat/message_count', user, {});
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().messageCount as Array<{ _id: string; count: number }>).find((row) => row._id === roomId)
    ?.count;
}

async function openChat(host: TestUser, name = 'Indie hackers lounge') {
  const res = await call('POST', '/api/chat/open', host, { name, description: 'Talk shop' });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as TChatRoom;
}

const roomRow = async (roomId: string) =>
  (
    await t.database.db
      .select()
      .from(chatRooms)
      .where(eq(chatRooms.id, Number(roomId)))
  )[0];

const participantRow = async (roomId: string, userNo: number) =>
  (
    await t.database.db
      .select()
      .from(chatParticipants)
      .where(and(eq(chatParticipants.roomId, Number(roomId)), eq(chatParticipants.userNo, userNo)))
  )[0];

const endsInAboutMs = (endDate: Date | null | undefined, ms: number) => {
  expect(endDate).toBeTruthy();
  const delta = (endDate as Date).getTime() - Date.now();
  expect(delta).toBeGreaterThan(ms - 60_000);
  expect(delta).toBeLessThanOrEqual(ms + 1_000);
};

describe('one-to-one chats', () => {
  it('starts once per pair, from either side, with both people in it', async () => {
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    const created = await call('POST', '/api/chat/direct', a, { opponentNo: b.no });
    expect(created.statusCode, created.body).toBe(201);
    const room = created.json() as TChatRoom;
    expect(room).toMatchObject({
      type: '01',
      participantsSize: 2,
      hostNo: a.no,
      myRole: 'host',
      unreadCount: 0,
    });
    expect(room.opponentInfo).toMatchObject({ no: b.no, nickname: b.nickname, status: 'joined' });
    const again = await call('POST', '/api/chat/direct', b, { opponentNo: a.no });
    expect(again.statusCode).toBe(200);
    expect(again.json()._id).toBe(room._id);
    expect(again.json().opponentInfo.no).toBe(a.no);
  });

  it('refuses the logged out (401), yourself (400 naming opponentNo) and unknown people (404)', async () => {
    const a = await registerUser(t.app);
    expectError(
      await call('POST', '/api/chat/direct', undefined, { opponentNo: a.no }),
      401,
      'UNAUTHENTICATED',
    );
    const self = await call('POST', '/api/chat/direct', a, { opponentNo: a.no });
    expectError(self, 400, 'VALIDATION_FAILED');
    expect(fieldsOf(self)).toEqual(['opponentNo']);
    expectError(await call('POST', '/api/chat/direct', a, { opponentNo: 99_999_999 }), 404, 'NOT_FOUND');
    expect(fieldsOf(await call('POST', '/api/chat/direct', a, { opponentNo: 'x' }))).toEqual(['opponentNo']);
  });
});

describe('messages', () => {
  it('stores a message once per clientId: a retry answers the stored message and writes nothing', async () => {
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    const room = await direct(a, b);
    const id = clientId();
    const first = await send(a, room._id, 'hello there', id);
    expect(first.statusCode, first.body).toBe(201);
    const retry = await send(a, room._id, 'hello there', id);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()._id).toBe(first.json()._id);
    const rows = await t.database.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.roomId, Number(room._id)));
    expect(rows).toHaveLength(1);
    // The same client id from the other person is their own message.
    expect((await send(b, room._id, 'hi', id)).statusCode).toBe(201);
  });

  it('counts unread from numbered messages: no gaps on a retry, own messages, a pointer snapped to the room, deletions', async () => {
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    const c = await registerUser(t.app);
    const room = await direct(a, b);
    const other = await direct(a, c);
    const seqs = async () =>
      (
        await t.database.db
          .select({ id: chatMessages.id, seq: chatMessages.seq })
          .from(chatMessages)
          .where(eq(chatMessages.roomId, Number(room._id)))
          .orderBy(chatMessages.id)
      ).map((row) => row.seq);
    const listed = async (user: TestUser) =>
      ((await call('GET', '/api/chat/rooms', user)).json().items as TChatRoom[]).find(
        (item) => item._id === room._id,
      );
    const retried = clientId();
    const one = (await send(a, room._id, 'one', retried)).json();
    // A retry stores nothing and takes no number (the next message is 2, not 3).
    expect((await send(a, room._id, 'one', retried)).statusCode).toBe(200);
    const two = (await send(a, room._id, 'two')).json();
    expect(await seqs()).toEqual([1, 2]);
    expect((await roomRow(room._id))?.lastMessageId).toBe(Number(two._id));
    // A message elsewhere takes an id between this room's messages.
    const elsewhere = (await send(a, other._id, 'hi c')).json();
    await send(a, room._id, 'three');
    expect(await unreadOf(b, room._id)).toBe(3);
    expect(await unreadOf(a, room._id)).toBe(0);
    // A read pointer names one of the room's messages: the one at or before what the client sent.
    const read = await call('POST', `/api/chat/rooms/${room._id}/read`, b, { messageId: elsewhere._id });
    expect(read.json()).toEqual({ _id: room._id, count: 1 });
    expect((await participantRow(room._id, b.no))?.lastReadMessageId).toBe(Number(two._id));
    expect(await listed(b)).toMatchObject({ unreadCount: 1, lastReadMessageId: two._id });
    // Never backwards.
    await call('POST', `/api/chat/rooms/${room._id}/read`, b, { messageId: one._id });
    expect(await unreadOf(b, room._id)).toBe(1);
    // A message written behind the app's back is numbered too, and counts for everyone (no sender).
    await t.database.db
      .insert(chatMessages)
      .values({ roomId: Number(room._id), type: 'system', body: 'note' });
    expect(await seqs()).toEqual([1, 2, 3, 4]);
    expect(await unreadOf(b, room._id)).toBe(2);
    expect(await unreadOf(a, room._id)).toBe(1);
    expect(await listed(b)).toMatchObject({ unreadCount: 2, lastMessage: { body: 'note', type: 'system' } });
    // Your own message: everything before it is read, and it is not unread for you.
    await send(b, room._id, 'four');
    expect(await unreadOf(b, room._id)).toBe(0);
    expect(await unreadOf(a, room._id)).toBe(2);
    // Deleting a message behind the app's back: the ones after it move up, the room names its new
    // last message, a pointer to it names the one before it; the counts stay exact.
    await t.database.db.delete(chatMessages).where(eq(chatMessages.id, Number(two._id)));
    expect(await seqs()).toEqual([1, 2, 3, 4]);
    expect(await unreadOf(a, room._id)).toBe(2);
    const four = (await listed(b))?.lastMessage;
    await t.database.db.delete(chatMessages).where(eq(chatMessages.id, Number(four?._id)));
    expect(await unreadOf(a, room._id)).toBe(1);
    expect(await unreadOf(b, room._id)).toBe(0);
    expect(await listed(a)).toMatchObject({ unreadCount: 1, lastMessage: { body: 'note' } });
    await t.database.db.delete(chatMessages).where(eq(chatMessages.roomId, Number(room._id)));
    expect(await listed(a)).toMatchObject({ unreadCount: 0, lastMessage: null });
    await send(a, room._id, 'after the purge');
    expect(await seqs()).toEqual([1]);
    expect(await unreadOf(b, room._id)).toBe(1);
  });

  it('refuses senders outside the room (404), the logged out (401) and bad input (400 naming the field)', async () => {
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    const stranger = await registerUser(t.app);
    const room = await direct(a, b);
    expectError(await send(stranger, room._id, 'let me in'), 404, 'NOT_FOUND');
    expectError(
      await call('POST', `/api/chat/rooms/${room._id}/messages`, undefined, { clientId: 'x', body: 'hi' }),
      401,
      'UNAUTHENTICATED',
    );
    expect(fieldsOf(await send(a, room._id, '   '))).toEqual(['body']);
    expect(
      fieldsOf(await call('POST', `/api/chat/rooms/${room._id}/messages`, a, { body: 'no id' })),
    ).toEqual(['clientId']);
    expect(
      fieldsOf(
        await call('POST', `/api/chat/rooms/${room._id}/messages`, a, {
          clientId: clientId(),
          type: 'image',
        }),
      ),
    ).toEqual(['uploadId']);
    const foreignUpload = await call('POST', `/api/chat/rooms/${room._id}/messages`, a, {
      clientId: clientId(),
      type: 'image',
      uploadId: '00000000-0000-4000-8000-000000000000',
    });
    expect(fieldsOf(foreignUpload)).toEqual(['uploadId']);
    expectError(await call('GET', `/api/chat/rooms/${room._id}/messages`, stranger), 404, 'NOT_FOUND');
  });

  it("sends a picture uploaded for chat (purpose chat_images), and refuses someone else's upload", async () => {
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    const room = await direct(a, b);
    const png = await sharp({ create: { width: 32, height: 24, channels: 3, background: '#3355aa' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'sketch.png');
    const encoded = new Response(form);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/uploads?purpose=chat_images',
      payload: Buffer.from(await encoded.arrayBuffer()),
      headers: { 'content-type': encoded.headers.get('content-type') ?? '', cookie: a.cookie },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const uploadId = uploaded.json().id as string;
    const sent = await call('POST', `/api/chat/rooms/${room._id}/messages`, a, {
      clientId: clientId(),
      type: 'image',
      uploadId,
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()).toMatchObject({ type: 'image', imageUrl: `/api/files/${uploadId}` });
    expect((await call('GET', '/api/chat/rooms', b)).json().items[0].lastMessage.type).toBe('image');
    // B cannot send A's picture as their own.
    const borrowed = await call('POST', `/api/chat/rooms/${room._id}/messages`, b, {
      clientId: clientId(),
      type: 'image',
      uploadId,
    });
    expect(fieldsOf(borrowed)).toEqual(['uploadId']);
  });

  it('pages history backwards, catches up after an id in order, and searches within the room', async () => {
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    const room = await direct(a, b);
    const ids: string[] = [];
    for (let n = 1; n <= 7; n += 1)
      ids.push((await send(n % 2 ? a : b, room._id, `note ${n} ${n === 4 ? 'pineapple' : ''}`)).json()._id);
    const latest = (await call('GET', `/api/chat/rooms/${room._id}/messages?limit=3`, a)).json();
    expect(latest.messages.map((m: { _id: string }) => m._id)).toEqual(ids.slice(4));
    expect(latest.hasMore).toBe(true);
    const older = (
      await call('GET', `/api/chat/rooms/${room._id}/messages?limit=3&before=${ids[4]}`, a)
    ).json();
    expect(older.messages.map((m: { _id: string }) => m._id)).toEqual(ids.slice(1, 4));
    const after = (await call('GET', `/api/chat/rooms/${room._id}/messages?after=${ids[2]}`, b)).json();
    expect(after.messages.map((m: { _id: string }) => m._id)).toEqual(ids.slice(3));
    expect(after.hasMore).toBe(false);
    const found = (await call('GET', `/api/chat/rooms/${room._id}/messages?q=PINEAPPLE`, a)).json();
    expect(found.messages.map((m: { _id: string }) => m._id)).toEqual([ids[3]]);
    const bad = await call('GET', `/api/chat/rooms/${room._id}/messages?after=abc`, a);
    expect(fieldsOf(bad)).toEqual(['after']);
  });

  it('derives unread counts from the last-read position: they rise, clear, and ignore your own messages', async () => {
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    const room = await direct(a, b);
    expect(await unreadOf(b, room._id)).toBe(0);
    await send(a, room._id, 'one');
    const second = (await send(a, room._id, 'two')).json();
    expect(await unreadOf(b, room._id)).toBe(2);
    expect(await unreadOf(a, room._id)).toBe(0);
    const list = (await call('GET', '/api/chat/rooms', b)).json().items as TChatRoom[];
    expect(list.find((item) => item._id === room._id)).toMatchObject({
      unreadCount: 2,
      lastMessage: { _id: second._id, body: 'two', type: 'text' },
    });
    const read = await call('POST', `/api/chat/rooms/${room._id}/read`, b, { messageId: second._id });
    expect(read.json()).toEqual({ _id: room._id, count: 0 });
    // Reading "past the end" cannot hide messages that arrive later.
    await call('POST', `/api/chat/rooms/${room._id}/read`, b, { messageId: '999999999' });
    await send(a, room._id, 'three');
    expect(await unreadOf(b, room._id)).toBe(1);
    // Deleting a message can never leave a count stuck: nothing is stored to drift.
    await t.database.db.delete(chatMessages).where(eq(chatMessages.roomId, Number(room._id)));
    expect(await unreadOf(b, room._id)).toBe(0);
    expectError(
      await call('POST', `/api/chat/rooms/${room._id}/read`, undefined, { messageId: '1' }),
      401,
      'UNAUTHENTICATED',
    );
  });
});

describe('open chats', () => {
  it('are listed publicly, searched, joined (+1) once, and refuse a nickname that is not yours', async () => {
    const host = await registerUser(t.app);
    const guest = await registerUser(t.app);
    const room = await openChat(host, 'Rustaceans of Seoul');
    const listed = (await call('GET', '/api/chat/open?q=rustaceans')).json();
    expect(listed.items.map((item: { _id: string }) => item._id)).toContain(room._id);
    expect((await call('GET', `/api/chat/open/${room._id}`)).json()).toMatchObject({
      name: 'Rustaceans of Seoul',
      joined: false,
    });
    const wrongName = await call('POST', '/api/chat/join', guest, {
      chatId: room._id,
      nickname: 'someone-else',
    });
    expect(fieldsOf(wrongName)).toEqual(['nickname']);
    const joined = await call('POST', '/api/chat/join', guest, {
      chatId: room._id,
      nickname: guest.nickname,
    });
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json()).toMatchObject({ participantsSize: 2, myRole: 'guest' });
    expect((await call('POST', '/api/chat/join', guest, { chatId: room._id })).json().participantsSize).toBe(
      2,
    );
    expectError(
      await call('POST', '/api/chat/join', undefined, { chatId: room._id }),
      401,
      'UNAUTHENTICATED',
    );
    const b = await registerUser(t.app);
    const dm = await direct(host, b);
    expectError(await call('POST', '/api/chat/join', guest, { chatId: dm._id }), 404, 'NOT_FOUND');
    expect(fieldsOf(await call('POST', '/api/chat/open', host, { name: 'x' }))).toEqual(['name']);
  });

  it('ban: host only (403 for a guest), the banned person is out (-1) and cannot come back (403)', async () => {
    const host = await registerUser(t.app);
    const guest = await registerUser(t.app);
    const other = await registerUser(t.app);
    const room = await openChat(host);
    await call('POST', '/api/chat/join', guest, { chatId: room._id });
    await call('POST', '/api/chat/join', other, { chatId: room._id });
    expectError(
      await call('POST', '/api/chat/user_banned', guest, { chatId: room._id, opponentNo: other.no }),
      403,
      'FORBIDDEN',
    );
    expectError(
      await call('POST', '/api/chat/user_banned', guest, { chatId: room._id, opponentNo: host.no }),
      403,
      'FORBIDDEN',
    );
    const banned = await call('POST', '/api/chat/user_banned', host, {
      chatId: room._id,
      opponentNo: other.no,
    });
    expect(banned.statusCode, banned.body).toBe(200);
    expect((await roomRow(room._id))?.participantsSize).toBe(2);
    expect((await participantRow(room._id, other.no))?.status).toBe('banned');
    expectError(await call('POST', '/api/chat/join', other, { chatId: room._id }), 403, 'FORBIDDEN');
    expectError(await send(other, room._id, 'still here?'), 403, 'FORBIDDEN');
    // The room's messages are the joined participants' alone: the banned person is told why, and
    // someone who never joined finds no room, whether or not it has messages.
    expect((await send(host, room._id, 'after the ban')).statusCode).toBe(201);
    const history = `/api/chat/rooms/${room._id}/messages?limit=20`;
    expect((await call('GET', history, guest)).json().messages.length).toBeGreaterThan(0);
    expectError(await call('GET', history, other), 403, 'FORBIDDEN');
    expectError(await call('GET', `${history}&after=0`, other), 403, 'FORBIDDEN');
    const stranger = await registerUser(t.app);
    expectError(await call('GET', history, stranger), 404, 'NOT_FOUND');
    expectError(
      await call('POST', '/api/chat/user_banned', stranger, { chatId: room._id, opponentNo: guest.no }),
      404,
      'NOT_FOUND',
    );
  });

  it('room controls: mute and unmute, the bot (host only) greets joiners, profiles with status', async () => {
    const host = await registerUser(t.app);
    const guest = await registerUser(t.app);
    const room = await openChat(host);
    const muted = await call('POST', '/api/chat/alarm_change', host, {
      chatId: room._id,
      is_alarm_blocked: true,
    });
    expect(muted.json()).toEqual({ chatId: room._id, is_alarm_blocked: true });
    expect((await call('GET', `/api/chat/rooms/${room._id}`, host)).json().isAlarmBlocked).toBe(true);
    await call('POST', '/api/chat/alarm_change', host, { chatId: room._id, is_alarm_blocked: false });
    expect((await call('GET', `/api/chat/rooms/${room._id}`, host)).json().isAlarmBlocked).toBe(false);
    expect(fieldsOf(await call('POST', '/api/chat/alarm_change', host, { chatId: room._id }))).toEqual([
      'is_alarm_blocked',
    ]);
    expect(
      (await call('POST', '/api/chat/bot_change', host, { chatId: room._id, botEnabled: true })).json()
        .botEnabled,
    ).toBe(true);
    await call('POST', '/api/chat/join', guest, { chatId: room._id });
    expectError(
      await call('POST', '/api/chat/bot_change', guest, { chatId: room._id, botEnabled: false }),
      403,
      'FORBIDDEN',
    );
    const history = (await call('GET', `/api/chat/rooms/${room._id}/messages`, host)).json();
    expect(history.messages.at(-1)).toMatchObject({ type: 'system', senderNo: null });
    expect(history.messages.at(-1).body).toContain(guest.nickname);
    const people = (await call('POST', '/api/chat/chat_profiles', guest, { chatId: room._id })).json().people;
    expect(people.map((p: { no: number; role: string }) => [p.no, p.role])).toEqual([
      [host.no, 'host'],
      [guest.no, 'guest'],
    ]);
    const stranger = await registerUser(t.app);
    expectError(
      await call('POST', '/api/chat/chat_profiles', stranger, { chatId: room._id }),
      404,
      'NOT_FOUND',
    );
    expectError(
      await call('POST', '/api/chat/alarm_change', stranger, { chatId: room._id, is_alarm_blocked: true }),
      404,
      'NOT_FOUND',
    );
  });
});

// Spec point 4 through the API, one test per rule.
describe('participant count and end time (spec point 4)', () => {
  it('join: +1', async () => {
    const host = await registerUser(t.app);
    const room = await openChat(host);
    await call('POST', '/api/chat/join', await registerUser(t.app), { chatId: room._id });
    expect((await roomRow(room._id))?.participantsSize).toBe(2);
  });

  it('leave (a guest of an open chat): -1, the room runs on, and the room leaves their list', async () => {
    const host = await registerUser(t.app);
    const guest = await registerUser(t.app);
    const room = await openChat(host);
    await call('POST', '/api/chat/join', guest, { chatId: room._id });
    const left = await call('POST', `/api/chat/rooms/${room._id}/leave`, guest);
    expect(left.json()).toEqual({ roomId: room._id });
    expect(await roomRow(room._id)).toMatchObject({ participantsSize: 1, endDate: null });
    const list = (await call('GET', '/api/chat/rooms', guest)).json().items as TChatRoom[];
    expect(list.map((item) => item._id)).not.toContain(room._id);
    expectError(await call('POST', `/api/chat/rooms/${room._id}/leave`, guest), 404, 'NOT_FOUND');
  });

  it('a room is left (one-to-one): -1 and the end time one hour ahead; an ended room takes no messages (409)', async () => {
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    const room = await direct(a, b);
    await call('POST', `/api/chat/rooms/${room._id}/leave`, b);
    const row = await roomRow(room._id);
    expect(row?.participantsSize).toBe(1);
    endsInAboutMs(row?.endDate, CHAT_END_AFTER_LEAVE_MS);
    await t.database.db
      .update(chatRooms)
      .set({ endDate: sql`now() - interval '1 second'` })
      .where(eq(chatRooms.id, Number(room._id)));
    expectError(await send(a, room._id, 'anyone?'), 409, 'CONFLICT');
    // Starting the chat again brings the other person back, and it no longer ends.
    const reopened = await direct(a, b);
    expect(reopened).toMatchObject({ _id: room._id, participantsSize: 2, endDate: null });
  });

  it('host left team chat: -1 and the end time one hour ahead', async () => {
    const project = await publishedProject(t);
    await addMember(t, project);
    await t.events.drain();
    const team = (await call('GET', `/api/chat/team/${project.no}`, project.leader)).json() as TChatRoom;
    expect(team).toMatchObject({ type: '03', participantsSize: 2, myRole: 'host' });
    await call('POST', `/api/chat/rooms/${team._id}/leave`, project.leader);
    const row = await roomRow(team._id);
    expect(row?.participantsSize).toBe(1);
    endsInAboutMs(row?.endDate, CHAT_END_AFTER_LEAVE_MS);
  });

  it('guest left team chat: -1, no end time; invite_team_chat brings them back (+1)', async () => {
    const project = await publishedProject(t);
    const member = await addMember(t, project);
    await t.events.drain();
    const team = (await call('GET', `/api/chat/team/${project.no}`, member)).json() as TChatRoom;
    await call('POST', `/api/chat/rooms/${team._id}/leave`, member);
    expect(await roomRow(team._id)).toMatchObject({ participantsSize: 1, endDate: null });
    const stranger = await registerUser(t.app);
    expectError(
      await call('POST', '/api/chat/invite_team_chat', stranger, {
        projectNo: project.no,
        opponentNo: member.no,
      }),
      403,
      'NOT_PROJECT_MEMBER',
    );
    expectError(
      await call('POST', '/api/chat/invite_team_chat', project.leader, {
        projectNo: project.no,
        opponentNo: stranger.no,
      }),
      409,
      'CONFLICT',
    );
    expectError(
      await call('POST', '/api/chat/invite_team_chat', project.leader, {
        projectNo: 99_999_999,
        opponentNo: member.no,
      }),
      404,
      'NOT_FOUND',
    );
    const invited = await call('POST', '/api/chat/invite_team_chat', project.leader, {
      projectNo: project.no,
      opponentNo: member.no,
    });
    expect(invited.statusCode, invited.body).toBe(200);
    expect((await roomRow(team._id))?.participantsSize).toBe(2);
  });

  it('guest expelled (removed from the project): -1, out of the team chat at once', async () => {
    const project = await publishedProject(t);
    const member = await addMember(t, project);
    await t.events.drain();
    const team = (await call('GET', `/api/chat/team/${project.no}`, member)).json() as TChatRoom;
    const removed = await call('DELETE', `/api/projects/${project.no}/members/${member.no}`, project.leader);
    expect(removed.statusCode, removed.body).toBeLessThan(300);
    await t.events.drain();
    expect((await participantRow(team._id, member.no))?.status).toBe('expelled');
    expect(await roomRow(team._id)).toMatchObject({ participantsSize: 1, endDate: null });
    expectError(await send(member, team._id, 'hello?'), 404, 'NOT_FOUND');
    expectError(await call('GET', `/api/chat/team/${project.no}`, member), 403, 'NOT_PROJECT_MEMBER');
  });
});

describe('team chats follow the project', () => {
  it('an approved applicant is in at once; a new leader hosts; a deleted project empties and ends the room', async () => {
    const project = await publishedProject(t);
    const team = (await call('GET', `/api/chat/team/${project.no}`, project.leader)).json() as TChatRoom;
    expect(team.participantsSize).toBe(1);
    const member = await addMember(t, project);
    await t.events.drain();
    const list = (await call('GET', '/api/chat/rooms', member)).json().items as TChatRoom[];
    expect(list.find((item) => item._id === team._id)).toMatchObject({
      type: '03',
      myRole: 'guest',
      participantsSize: 2,
    });
    const handed = await call('POST', `/api/projects/${project.no}/leader`, project.leader, {
      userNo: member.no,
    });
    expect(handed.statusCode, handed.body).toBe(200);
    await t.events.drain();
    expect(await roomRow(team._id)).toMatchObject({ hostNo: member.no });
    expect((await participantRow(team._id, member.no))?.role).toBe('host');
    expect((await participantRow(team._id, project.leader.no))?.role).toBe('guest');
    const deleted = await call('DELETE', `/api/projects/${project.no}`, member);
    expect(deleted.statusCode, deleted.body).toBe(204);
    await t.events.drain();
    const row = await roomRow(team._id);
    expect(row?.participantsSize).toBe(0);
    expect(row?.endDate).toBeTruthy();
    expect(
      (await call('GET', '/api/chat/rooms', project.leader)).json().items.map((i: TChatRoom) => i._id),
    ).not.toContain(team._id);
  });

  it('refuses the team chat to non-members (403) and unknown projects (404)', async () => {
    const project = await publishedProject(t);
    const stranger = await registerUser(t.app);
    expectError(await call('GET', `/api/chat/team/${project.no}`, stranger), 403, 'NOT_PROJECT_MEMBER');
    expectError(await call('GET', '/api/chat/team/99999999', stranger), 404, 'NOT_FOUND');
    expectError(await call('GET', `/api/chat/team/${project.no}`), 401, 'UNAUTHENTICATED');
  });
});
