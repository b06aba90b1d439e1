import type { TChatMessage, TChatRoom, TOpenChatCard } from '@sidecamp/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../db/client';
import { registerUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/testApp';
import { DEMO_PASSWORD, DEMO_PEOPLE, demoEmailOf } from './people.seed';
import { seedDatabase } from './seed';

// One seeded database for the file; every check reads it through the HTTP API the web uses.
let t: TestApp;
let summary: string[];
const cookies = new Map<string, string>();

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
  summary = (await seedDatabase(t.database.db)).summary;
}, 180_000);
afterAll(() => t.close());

const MINJI = DEMO_PEOPLE[0]!.nickname;

async function cookieOf(nickname: string): Promise<string> {
  const known = cookies.get(nickname);
  if (known) return known;
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: demoEmailOf(nickname), password: DEMO_PASSWORD },
  });
  expect(login.statusCode, login.body).toBe(200);
  const cookie = `sidecamp_session=${login.cookies.find((c) => c.name === 'sidecamp_session')?.value}`;
  cookies.set(nickname, cookie);
  return cookie;
}

async function get(url: string, cookie?: string) {
  const res = await t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function post(url: string, cookie: string, payload: object, status = 200) {
  const res = await t.app.inject({ method: 'POST', url, headers: { cookie }, payload });
  expect(res.statusCode, res.body).toBe(status);
  return res.json();
}

const roomsOf = async (nickname: string): Promise<TChatRoom[]> =>
  (await get('/api/chat/rooms', await cookieOf(nickname))).items;

const messagesOf = async (nickname: string, roomId: string): Promise<TChatMessage[]> =>
  (await get(`/api/chat/rooms/${roomId}/messages?limit=100`, await cookieOf(nickname))).messages;

describe('chat seed', () => {
  it('reports what it made', () => {
    expect(summary.find((line) => line.startsWith('chat:'))).toMatch(
      /^chat: 6 team chats, 3 one-to-one chats, 3 open chats, \d+ messages, \d+ participants, 2 pros with \d+ open slots$/,
    );
  });

  it("fills minji's chat list with one-to-one and team chats, each with its last message", async () => {
    const rooms = await roomsOf(MINJI);
    const direct = rooms.filter((room) => room.type === '01');
    expect(direct.map((room) => room.opponentInfo?.nickname).sort()).toEqual(
      ['joon.backend', 'seoyeon.design', 'yuna.growth'].sort(),
    );
    expect(direct.every((room) => room.opponentInfo?.status === 'joined')).toBe(true);
    const team = rooms.filter((room) => room.type === '03');
    expect(team.map((room) => room.name)).toContain('Habit Garden');
    expect(team.every((room) => room.projectNo !== null && room.myRole === 'host')).toBe(true);
    expect(rooms.filter((room) => room.type === '02').map((room) => room.name)).toEqual([
      'Side-project founders',
    ]);
    // Newest activity first, and every room has written messages in it, oldest first by id and time.
    const times = rooms.map((room) => room.lastMessage?.createdAt ?? '');
    expect(times).toEqual([...times].sort().reverse());
    for (const room of rooms) {
      expect(room.lastMessage, room.name).not.toBeNull();
      const messages = await messagesOf(MINJI, room._id);
      expect(messages.length).toBeGreaterThanOrEqual(room.type === '01' ? 3 : 5);
      expect(messages.at(-1)?._id).toBe(room.lastMessage?._id);
      for (const [index, message] of messages.entries()) {
        if (index === 0) continue;
        const previous = messages[index - 1]!;
        expect(Number(message._id)).toBeGreaterThan(Number(previous._id));
        expect(message.createdAt >= previous.createdAt, `${room.name} ${message._id}`).toBe(true);
      }
      const texts = messages.filter((message) => message.type === 'text');
      expect(new Set(texts.map((message) => message.senderNo)).size).toBeGreaterThanOrEqual(
        room.participantsSize > 1 ? 2 : 1,
      );
      expect(texts.every((message) => message.createdAt <= new Date().toISOString())).toBe(true);
    }
  });

  it('leaves minji unread messages in two one-to-one chats, the same total everywhere the service counts', async () => {
    const cookie = await cookieOf(MINJI);
    const rooms = await roomsOf(MINJI);
    const unreadWith = Object.fromEntries(
      rooms
        .filter((room) => room.type === '01')
        .map((room) => [room.opponentInfo?.nickname, room.unreadCount]),
    );
    expect(unreadWith).toEqual({ 'seoyeon.design': 2, 'joon.backend': 1, 'yuna.growth': 0 });
    const listTotal = rooms.reduce((sum, room) => sum + room.unreadCount, 0);
    expect(listTotal).toBeGreaterThan(0);
    const counts = (await post('/api/chat/message_count', cookie, {})).messageCount as Array<{
      _id: string;
      count: number;
    }>;
    expect(counts.reduce((sum, row) => sum + row.count, 0)).toBe(listTotal);
    for (const room of rooms)
      expect(counts.find((row) => row._id === room._id)?.count, room.name).toBe(room.unreadCount);
    // Straight from the tables: messages of others above the read position.
    const [row] = rowsOf<{ n: number }>(
      await t.database.db.execute(sql`
        select count(*)::int as n from chat_participants p
          join users u on u.no = p.user_no and u.nickname = ${MINJI}
          join chat_messages m on m.room_id = p.room_id and m.id > p.last_read_message_id
         where p.status = 'joined' and m.sender_no is distinct from p.user_no`),
    );
    expect(row?.n).toBe(listTotal);
  });

  it('keeps every room consistent: participantsSize counts the joined, a host everywhere, reads within the room', async () => {
    const drift = rowsOf<{ id: number }>(
      await t.database.db.execute(sql`
        select r.id from chat_rooms r
         where r.participants_size <> (select count(*) from chat_participants p
                                        where p.room_id = r.id and p.status = 'joined')
            or r.host_no is null
            or not exists (select 1 from chat_participants p
                            where p.room_id = r.id and p.user_no = r.host_no and p.role = 'host')`),
    );
    expect(drift).toEqual([]);
    const badReads = rowsOf<{ room_id: number }>(
      await t.database.db.execute(sql`
        select p.room_id from chat_participants p
         where p.last_read_message_id > coalesce((select max(id) from chat_messages m where m.room_id = p.room_id), 0)
            or p.last_read_message_id < coalesce((select max(id) from chat_messages m
                                                  where m.room_id = p.room_id and m.sender_no = p.user_no), 0)`),
    );
    expect(badReads).toEqual([]);
    const teamKeys = rowsOf<{ n: number; projects: number }>(
      await t.database.db.execute(sql`
        select count(*)::int as n, count(distinct project_no)::int as projects from chat_rooms where type = '03'`),
    );
    expect(teamKeys[0]?.n).toBe(teamKeys[0]?.projects);
    // Through the API: the people in each of minji's rooms are as many as participantsSize says.
    const cookie = await cookieOf(MINJI);
    for (const room of await roomsOf(MINJI)) {
      const { people } = await post('/api/chat/chat_profiles', cookie, { chatId: room._id });
      expect(people.length, room.name).toBe(room.participantsSize);
    }
    // Each team chat holds exactly its project's members.
    const teams = rowsOf<{ id: number }>(
      await t.database.db.execute(sql`
        select r.id from chat_rooms r
         where r.type = '03'
           and (select count(*) from project_members m where m.project_no = r.project_no) <> r.participants_size`),
    );
    expect(teams).toEqual([]);
  });

  it('lists the three open chats in the directory, with minji in one of them', async () => {
    const page = await get('/api/chat/open');
    const cards = page.items as TOpenChatCard[];
    expect(cards.map((card) => card.name).sort()).toEqual(
      ['Backend questions', 'Design critique', 'Side-project founders'].sort(),
    );
    for (const card of cards) {
      expect(card.description.length).toBeGreaterThan(20);
      expect(card.participantsSize).toBeGreaterThanOrEqual(4);
      expect(card.participantsSize).toBeLessThanOrEqual(10);
      expect(card.host).not.toBeNull();
      expect(card.lastMessageAt).not.toBeNull();
    }
    const mine = (await get('/api/chat/open', await cookieOf(MINJI))).items as TOpenChatCard[];
    expect(mine.filter((card) => card.joined).map((card) => card.name)).toEqual(['Side-project founders']);
  });

  it('offers two pros with future slots on the hour, one free and one for points', async () => {
    const pros = (await get('/api/chat/pros')).items as Array<{ userNo: number; pricePoints: number }>;
    expect(pros.map((pro) => pro.pricePoints).sort((a, b) => a - b)).toEqual([0, 30]);
    for (const pro of pros) {
      const slots = (await get(`/api/chat/pros/${pro.userNo}/slots`)).items as Array<{
        id: number;
        startsAt: string;
        endsAt: string;
        reserved: boolean;
      }>;
      expect(slots.length).toBeGreaterThan(0);
      for (const slot of slots) {
        expect(new Date(slot.startsAt).getTime()).toBeGreaterThan(Date.now());
        expect(new Date(slot.startsAt).getUTCMinutes()).toBe(0);
        expect(slot.reserved).toBe(false);
      }
    }
    // A demo person can book the paid pro with the points the seed gave her.
    const paid = pros.find((pro) => pro.pricePoints > 0)!;
    const [slot] = (await get(`/api/chat/pros/${paid.userNo}/slots`)).items;
    const reservation = await post('/api/chat/pro/reserve', await cookieOf(MINJI), { slotId: slot.id }, 201);
    expect(reservation.payment).toBe('held');
  });

  it('reopens the seeded team chat, and welcomes newcomers in the words the seed used', async () => {
    const minji = await cookieOf(MINJI);
    const seeded = (await roomsOf(MINJI)).find((room) => room.name === 'Habit Garden')!;
    const reopened = (await get(`/api/chat/team/${seeded.projectNo}`, minji)) as TChatRoom;
    expect(reopened._id).toBe(seeded._id);
    expect(reopened.participantsSize).toBe(seeded.participantsSize);
    const seededWelcome = (await messagesOf(MINJI, seeded._id)).find((message) => message.type === 'system');
    expect(seededWelcome).toBeDefined();
    const member = DEMO_PEOPLE.find((person) => seededWelcome?.body.includes(person.nickname))!;

    // The service writes its welcome when the host's bot is on and someone joins.
    const critique = ((await get('/api/chat/open')).items as TOpenChatCard[]).find(
      (card) => card.name === 'Design critique',
    )!;
    const host = await cookieOf(critique.host!.nickname);
    await post('/api/chat/bot_change', host, { chatId: critique._id, botEnabled: true });
    const newcomer = await registerUser(t.app);
    const joined = (await post('/api/chat/join', newcomer.cookie, { chatId: critique._id })) as TChatRoom;
    expect(joined.participantsSize).toBe(critique.participantsSize + 1);
    const page = await get(`/api/chat/rooms/${critique._id}/messages`, newcomer.cookie);
    const serviceWelcome = (page.messages as TChatMessage[]).at(-1)!;
    expect(serviceWelcome.type).toBe('system');
    expect(serviceWelcome.body.replaceAll(newcomer.nickname, '<name>')).toBe(
      seededWelcome!.body.replaceAll(member.nickname, '<name>'),
    );
  });
});
