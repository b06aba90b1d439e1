import type { TChatRoom } from '@sidecamp/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../../server';
import { registerUser, type TestUser } from '../../test/factories';
import { addMember, type Published, publishedProject } from '../../test/projects';
import type { TestApp } from '../../test/testApp';
import { testConfig } from '../../test/testApp';
import { createTestDatabase } from '../../test/testDatabase';
import { type ClientSocket, connectedSocket, senderSocket, sleep } from './chat.testing';

let server: RunningServer;
let app: FastifyInstance;
const sockets: ClientSocket[] = [];
beforeAll(async () => {
  const config = testConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    EVENT_POLL_INTERVAL_MS: '50',
  });
  server = await startServer(config, {
    database: await createTestDatabase(),
    beforeListen: (built) => {
      app = built;
    },
  });
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await server.close();
});

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, user?: TestUser, payload?: object) =>
  app.inject({ method, url, headers: user ? { cookie: user.cookie } : {}, ...(payload ? { payload } : {}) });

async function connect(user: TestUser): Promise<ClientSocket> {
  const socket = senderSocket(server.url, { no: user.no, nickname: user.nickname, cookie: user.cookie });
  sockets.push(socket);
  await connectedSocket(socket);
  return socket;
}

function next<T>(
  socket: ClientSocket,
  event: string,
  match: (payload: T) => boolean = () => true,
  timeoutMs = 15_000,
) {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${timeoutMs} ms`)), timeoutMs);
    const listener = (payload: T) => {
      if (!match(payload)) return;
      clearTimeout(timer);
      (socket as unknown as { off: (e: string, l: unknown) => void }).off(event, listener);
      resolve(payload);
    };
    (socket as unknown as { on: (e: string, l: unknown) => void }).on(event, listener);
  });
}

async function direct(a: TestUser, b: TestUser): Promise<TChatRoom> {
  return (await call('POST', '/api/chat/direct', a, { opponentNo: b.no })).json();
}

const asTestApp = () => ({ app }) as unknown as TestApp;

describe('chat over socket.io', () => {
  it('refuses a socket without a session', async () => {
    const socket = senderSocket(server.url, { no: 1, nickname: 'x', cookie: 'sidecamp_session=forged' });
    sockets.push(socket);
    await expect(connectedSocket(socket)).rejects.toThrow('UNAUTHENTICATED');
  });

  it('sends the chat list and unread counts on connect, acks a stored message, and the other side gets it', async () => {
    const a = await registerUser(app);
    const b = await registerUser(app);
    const room = await direct(a, b);
    await call('POST', `/api/chat/rooms/${room._id}/messages`, a, {
      clientId: 'before',
      body: 'waiting for you',
    });
    const socketB = senderSocket(server.url, { no: b.no, nickname: b.nickname, cookie: b.cookie });
    sockets.push(socketB);
    const list = next<{ chat_list: TChatRoom[] }>(socketB, 'chatListInitialized');
    const counts = next<{ messageCount: Array<{ _id: string; count: number }> }>(
      socketB,
      'initialNotReadCount',
    );
    await connectedSocket(socketB);
    expect((await list).chat_list.map((item) => item._id)).toEqual([room._id]);
    expect((await counts).messageCount).toEqual([{ _id: room._id, count: 1 }]);

    const socketA = await connect(a);
    const arrived = next<{ messageResult: { body: string; _id: string } }>(socketB, 'addMessage');
    const ack = await socketA
      .timeout(5_000)
      .emitWithAck('sendMessage', { roomId: room._id, clientId: 'live-1', body: 'hi B' });
    expect(ack).toMatchObject({ ok: true, data: { body: 'hi B', senderNo: a.no } });
    expect((await arrived).messageResult.body).toBe('hi B');
    // The same client id again: the stored message, not a second one.
    const again = await socketA
      .timeout(5_000)
      .emitWithAck('sendMessage', { roomId: room._id, clientId: 'live-1', body: 'hi B' });
    expect(again.ok && again.data._id).toBe(ack.ok && ack.data._id);

    // Reading in one tab clears the badge in the reader's other tabs.
    const otherTab = await connect(b);
    const cleared = next<{ messageCount: Array<{ _id: string; count: number }> }>(
      otherTab,
      'newNotReadMessagesCount',
    );
    socketB.emit('readMessages', { roomId: room._id, messageId: ack.ok ? ack.data._id : '0' });
    expect((await cleared).messageCount).toEqual([{ _id: room._id, count: 0 }]);

    // findChatInfoOnly catches up after an id, in order.
    const page = next<{ messages: Array<{ body: string }>; roomId: string }>(socketB, 'loadMessageResult');
    socketB.emit('findChatInfoOnly', { type: '01', roomId: room._id, context: { after: '0' } });
    expect((await page).messages.map((message) => message.body)).toEqual(['waiting for you', 'hi B']);

    // Typing reaches the others in the room, never the typist.
    const typing = next<{ userNo: number; typing: boolean }>(socketA, 'typing');
    socketB.emit('typing', { roomId: room._id, typing: true });
    expect(await typing).toMatchObject({ userNo: b.no, typing: true });
  });

  it('answers a bad or forbidden send with the error, never a stored message', async () => {
    const a = await registerUser(app);
    const b = await registerUser(app);
    const stranger = await registerUser(app);
    const room = await direct(a, b);
    const socketA = await connect(a);
    const empty = await socketA
      .timeout(5_000)
      .emitWithAck('sendMessage', { roomId: room._id, clientId: 'e1', body: '  ' });
    expect(empty).toMatchObject({ ok: false, code: 'VALIDATION_FAILED' });
    expect(!empty.ok && empty.message).toContain('body');
    const socketS = await connect(stranger);
    const outside = await socketS
      .timeout(5_000)
      .emitWithAck('sendMessage', { roomId: room._id, clientId: 'e2', body: 'hello' });
    expect(outside).toMatchObject({ ok: false, code: 'NOT_FOUND' });
    const history = (await call('GET', `/api/chat/rooms/${room._id}/messages`, a)).json();
    expect(history.messages).toHaveLength(0);
  });

  it('presence: the others see a person come online and go offline', async () => {
    const a = await registerUser(app);
    const b = await registerUser(app);
    const room = await direct(a, b);
    const socketA = await connect(a);
    const online = next<{ userNo: number; status: string }>(
      socketA,
      'updateOnline',
      (p) => p.userNo === b.no && p.status === 'online',
    );
    const socketB = await connect(b);
    expect(await online).toEqual({ roomId: room._id, userNo: b.no, status: 'online' });
    const profiles = (await call('POST', '/api/chat/chat_profiles', a, { chatId: room._id })).json();
    expect(profiles.people.find((p: { no: number }) => p.no === b.no).online).toBe(true);
    const offline = next<{ userNo: number; status: string }>(
      socketA,
      'updateOnline',
      (p) => p.userNo === b.no && p.status === 'offline',
    );
    socketB.disconnect();
    expect((await offline).status).toBe('offline');
  });

  it('joinOpenChat answers joinChatResult; new_chat only the first time', async () => {
    const host = await registerUser(app);
    const guest = await registerUser(app);
    const room = (await call('POST', '/api/chat/open', host, { name: 'Socket joiners' })).json() as TChatRoom;
    const socket = await connect(guest);
    const first = next<{ result: boolean; new_chat: boolean; type: string }>(socket, 'joinChatResult');
    socket.emit('joinOpenChat', { roomId: room._id });
    expect(await first).toMatchObject({ result: true, new_chat: true, type: '02', from: 'joinOpenChat' });
    const second = next<{ result: boolean; new_chat: boolean }>(socket, 'joinChatResult');
    socket.emit('joinOpenChat', { roomId: room._id });
    expect(await second).toMatchObject({ result: true, new_chat: false });
    const hostSocket = await connect(host);
    const heard = next<{ messageResult: { body: string } }>(socket, 'addMessage');
    await hostSocket
      .timeout(5_000)
      .emitWithAck('sendMessage', { roomId: room._id, clientId: 'welcome', body: 'welcome aboard' });
    expect((await heard).messageResult.body).toBe('welcome aboard');
  });

  it("a member removed from the project leaves the team chat's sockets at once", async () => {
    const project: Published = await publishedProject(asTestApp());
    const member = await addMember(asTestApp(), project);
    const team = (await call('GET', `/api/chat/team/${project.no}`, project.leader)).json() as TChatRoom;
    const memberSocket = await connect(member);
    const leaderSocket = await connect(project.leader);
    const heard: string[] = [];
    memberSocket.on('addMessage', (payload) => heard.push(payload.messageResult.body));
    await leaderSocket
      .timeout(5_000)
      .emitWithAck('sendMessage', { roomId: team._id, clientId: 't1', body: 'before' });
    await expect.poll(() => heard).toEqual(['before']);

    const left = next<{ roomId: string }>(memberSocket, 'leaveRoomResult');
    const removed = await call('DELETE', `/api/projects/${project.no}/members/${member.no}`, project.leader);
    expect(removed.statusCode, removed.body).toBeLessThan(300);
    expect(await left).toEqual({ roomId: team._id });
    await leaderSocket
      .timeout(5_000)
      .emitWithAck('sendMessage', { roomId: team._id, clientId: 't2', body: 'after' });
    await sleep(300);
    expect(heard.filter((body) => body === 'after')).toEqual([]);
  });

  it('voice chat: call rings both sides, signals reach the other person only, cancel clears it', async () => {
    const a = await registerUser(app);
    const b = await registerUser(app);
    const room = await direct(a, b);
    const socketA = await connect(a);
    const socketB = await connect(b);
    const ringing = next<{
      callerInfo: { no: number };
      receiverInfo: { no: number };
      roomInfo: { roomId: string };
    }>(socketB, 'waitingForAccepting');
    const callerSees = next(socketA, 'waitingForAccepting');
    expect(await socketA.timeout(5_000).emitWithAck('voiceCall', { roomId: room._id })).toEqual({
      ok: true,
      data: { roomId: room._id },
    });
    expect(await ringing).toMatchObject({
      callerInfo: { no: a.no },
      receiverInfo: { no: b.no },
      roomInfo: { roomId: room._id },
    });
    await callerSees;
    const accepted = next<{ accepterInfo: { no: number } }>(socketA, 'voiceAccepted');
    socketB.emit('voiceAccept', { roomId: room._id });
    expect((await accepted).accepterInfo.no).toBe(b.no);
    const offer = next<{ fromNo: number; signal: { kind: string } }>(socketB, 'voiceSignal');
    socketA.emit('voiceSignal', { roomId: room._id, signal: { kind: 'offer', sdp: 'v=0' } });
    expect(await offer).toMatchObject({ fromNo: a.no, signal: { kind: 'offer', sdp: 'v=0' } });
    const cancelled = next<{ triggerInfo: { no: number } }>(socketA, 'voiceCancelled');
    socketB.emit('voiceCancel', { roomId: room._id });
    expect((await cancelled).triggerInfo.no).toBe(b.no);

    const open = (await call('POST', '/api/chat/open', a, { name: 'No calls here' })).json() as TChatRoom;
    expect(await socketA.timeout(5_000).emitWithAck('voiceCall', { roomId: open._id })).toMatchObject({
      ok: false,
      code: 'CONFLICT',
    });
    const stranger = await connect(await registerUser(app));
    expect(await stranger.timeout(5_000).emitWithAck('voiceCall', { roomId: room._id })).toMatchObject({
      ok: false,
      code: 'NOT_FOUND',
    });
  });
});

describe('each message announced once', () => {
  it('a resend with the same clientId (socket or REST) is stored once and reaches the other person once', async () => {
    const a = await registerUser(app);
    const b = await registerUser(app);
    const room = await direct(a, b);
    const socketB = await connect(b);
    const heard: string[] = [];
    socketB.on('addMessage', ({ messageResult }) => heard.push(messageResult.body));
    const socketA = await connect(a);
    const send = (clientId: string, body: string) =>
      socketA.timeout(5_000).emitWithAck('sendMessage', { roomId: room._id, clientId, body });

    const first = await send('once', 'only once');
    const resent = await send('once', 'only once');
    expect(resent.ok && resent.data._id).toBe(first.ok && first.data._id);
    const overRest = await call('POST', `/api/chat/rooms/${room._id}/messages`, a, {
      clientId: 'once',
      body: 'only once',
    });
    expect(overRest.statusCode).toBe(200);
    // Announcements of a room leave in the order they were stored: once the next message is
    // heard, any repeat of the first would have been heard before it.
    const marker = next<{ messageResult: { body: string } }>(socketB, 'addMessage', (payload) => {
      return payload.messageResult.body === 'after';
    });
    await send('after', 'after');
    await marker;
    expect(heard).toEqual(['only once', 'after']);
  });
});

describe('the chat-message budget (10 a second after a burst of 20, per person)', () => {
  it('answers a flood of 1,000 at once with RATE_LIMITED beyond the budget, stores no more, and others send meanwhile', async () => {
    const a = await registerUser(app);
    const b = await registerUser(app);
    const room = await direct(a, b);
    const socketA = await connect(a);
    const socketB = await connect(b);
    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 1000 }, (_, n) =>
        socketA
          .timeout(30_000)
          .emitWithAck('sendMessage', { roomId: room._id, clientId: `flood-${n}`, body: `flood ${n}` }),
      ),
    );
    const elapsedMs = Date.now() - started;
    const stored = answers.filter((answer) => answer.ok);
    const refused = answers.filter((answer) => !answer.ok);
    // The burst, plus what came back while the flood was being answered (10 a second).
    expect(stored.length).toBeGreaterThanOrEqual(20);
    expect(stored.length).toBeLessThanOrEqual(20 + Math.ceil(elapsedMs / 100));
    expect(refused.length).toBe(1000 - stored.length);
    for (const answer of refused)
      expect(answer).toMatchObject({ ok: false, code: 'RATE_LIMITED', retryAfterMs: expect.any(Number) });

    // The other person is not held up behind the flood.
    const fromB = await socketB
      .timeout(5_000)
      .emitWithAck('sendMessage', { roomId: room._id, clientId: 'meanwhile', body: 'meanwhile' });
    expect(fromB.ok).toBe(true);

    const history = await call('GET', `/api/chat/rooms/${room._id}/messages?limit=100`, b);
    const bodies = (history.json().messages as Array<{ body: string }>).map((message) => message.body);
    expect(bodies.filter((body) => body.startsWith('flood')).length).toBe(stored.length);
  });

  it('answers REST sends beyond the budget with 429 RATE_LIMITED and Retry-After', async () => {
    const a = await registerUser(app);
    const b = await registerUser(app);
    const room = await direct(a, b);
    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, n) =>
        call('POST', `/api/chat/rooms/${room._id}/messages`, a, { clientId: `rest-${n}`, body: `rest ${n}` }),
      ),
    );
    const elapsedMs = Date.now() - started;
    const stored = answers.filter((answer) => answer.statusCode === 201);
    const limited = answers.filter((answer) => answer.statusCode === 429);
    expect(stored.length).toBeGreaterThanOrEqual(20);
    expect(stored.length).toBeLessThanOrEqual(20 + Math.ceil(elapsedMs / 100));
    expect(limited.length).toBe(200 - stored.length);
    expect(limited.length).toBeGreaterThan(0);
    for (const answer of limited) {
      expect(answer.json().error.code).toBe('RATE_LIMITED');
      expect(Number(answer.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    }
  });
});
