import { OPEN_CHAT_TOP_AD, type TChatRoom, type TOpenChatCard } from '@sidecamp/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type TestUser } from '../../test/factories';
import { caller, expectError, fieldsOf } from '../../test/http';
import { createTestApp, RELAXED_RATE_LIMITS, type TestApp } from '../../test/testApp';
import { accountOf, writeEntry } from '../points';
import { chatRooms } from './chat.tables';

let t: TestApp;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await createTestApp(RELAXED_RATE_LIMITS);
  call = caller(t);
});
afterAll(() => t.close());

const DAY_MS = 86_400_000;
let keys = 0;
const key = () => `pin-${Date.now()}-${keys++}`;

const pin = (roomId: string, user?: TestUser, idempotencyKey: string | null = key()) =>
  t.app.inject({
    method: 'POST',
    url: `/api/chat/open/${roomId}/pin`,
    headers: {
      ...(user ? { cookie: user.cookie } : {}),
      ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
    },
  });

const grant = (user: TestUser, points: number) =>
  writeEntry(t.database.db, {
    userNo: user.no,
    code: 'I99',
    points,
    cause: { type: 'test', id: `pin-${user.no}` },
  });
const balanceOf = async (user: TestUser) => (await accountOf(t.database.db, user.no)).balance;
const pinnedUntilOf = async (roomId: string) =>
  (
    await t.database.db
      .select()
      .from(chatRooms)
      .where(eq(chatRooms.id, Number(roomId)))
  )[0]?.pinnedUntil ?? null;

async function openChat(host: TestUser, name: string) {
  const res = await call('POST', '/api/chat/open', host, { name, description: 'Talk shop' });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as TChatRoom;
}

async function directory(q: string): Promise<TOpenChatCard[]> {
  const res = await call('GET', `/api/chat/open?q=${encodeURIComponent(q)}&limit=50`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { items: TOpenChatCard[] }).items;
}

describe('open-chat top ad (D22)', () => {
  it('only the host may pin: a visitor 401, another person 403, a chat that is not open 404, an ended one 409', async () => {
    const host = await registerUser(t.app);
    const guest = await registerUser(t.app);
    await grant(guest, 50);
    const room = await openChat(host, 'Who may pin');
    expectError(await pin(room._id), 401, 'UNAUTHENTICATED');
    await call('POST', '/api/chat/join', guest, { chatId: room._id });
    expectError(await pin(room._id, guest), 403, 'FORBIDDEN');
    expectError(await pin('999999', host), 404, 'NOT_FOUND');
    const dm = await call('POST', '/api/chat/direct', host, { opponentNo: guest.no });
    expect(dm.statusCode, dm.body).toBeLessThan(300);
    expectError(await pin((dm.json() as TChatRoom)._id, host), 404, 'NOT_FOUND');

    await grant(host, 50);
    await t.database.db
      .update(chatRooms)
      .set({ endDate: new Date(Date.now() - 1000) })
      .where(eq(chatRooms.id, Number(room._id)));
    const ended = expectError(await pin(room._id, host), 409, 'CONFLICT');
    expect(ended.message).toContain('ended');
    expect(await balanceOf(host)).toBe(50);
    expect(await balanceOf(guest)).toBe(50);
  });

  it('needs an Idempotency-Key (400 naming it) and refuses without the balance, changing nothing', async () => {
    const host = await registerUser(t.app);
    const room = await openChat(host, 'Short of points');
    const missing = expectError(await pin(room._id, host, null), 400, 'VALIDATION_FAILED');
    expect(fieldsOf(await pin(room._id, host, null))).toEqual(['Idempotency-Key']);
    expect(missing.message).toContain('Idempotency-Key');
    expect(fieldsOf(await pin(room._id, host, 'short'))).toEqual(['Idempotency-Key']);

    await grant(host, OPEN_CHAT_TOP_AD.points - 1);
    const short = expectError(await pin(room._id, host), 409, 'INSUFFICIENT_POINTS');
    expect(short.message).toContain(`costs ${OPEN_CHAT_TOP_AD.points} points`);
    expect(await balanceOf(host)).toBe(OPEN_CHAT_TOP_AD.points - 1);
    expect(await pinnedUntilOf(room._id)).toBeNull();
  });

  it('charges once for a replayed key, lists the chat first marked pinned, and shows the wallet line', async () => {
    const tag = `pinlist${process.pid}${Date.now()}`;
    const host = await registerUser(t.app);
    const older = await openChat(host, `${tag} older`);
    const newer = await openChat(host, `${tag} newer`);
    await grant(host, 25);

    const idempotencyKey = key();
    const before = Date.now();
    const [first, second] = await Promise.all([
      pin(older._id, host, idempotencyKey),
      pin(older._id, host, idempotencyKey),
    ]);
    expect(first.statusCode, first.body).toBe(200);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json()).toEqual(first.json());
    const bought = first.json() as {
      chatId: string;
      pinnedUntil: string;
      pointsSpent: number;
      balance: number;
    };
    expect(bought).toMatchObject({ chatId: older._id, pointsSpent: OPEN_CHAT_TOP_AD.points, balance: 15 });
    const until = new Date(bought.pinnedUntil).getTime();
    expect(until).toBeGreaterThanOrEqual(before + 7 * DAY_MS - 1000);
    expect(until).toBeLessThanOrEqual(Date.now() + 7 * DAY_MS + 1000);
    expect(await balanceOf(host)).toBe(15);

    // The same key for another chat is another request.
    expectError(await pin(newer._id, host, idempotencyKey), 409, 'IDEMPOTENCY_KEY_REUSED');
    expect(await balanceOf(host)).toBe(15);

    const listed = await directory(tag);
    expect(listed.map((card) => card.name)).toEqual([`${tag} older`, `${tag} newer`]);
    expect(listed[0]?.pinnedUntil).toBe(bought.pinnedUntil);
    expect(listed[1]?.pinnedUntil).toBeNull();
    // Listed once, and the join-link card says it is pinned too.
    const card = await call('GET', `/api/chat/open/${older._id}`);
    expect(card.json().pinnedUntil).toBe(bought.pinnedUntil);

    const history = await call('GET', '/api/points/history?limit=50', host);
    const lines = (
      history.json() as { items: Array<{ code: string; label: string; amount: number }> }
    ).items.filter((line) => line.code === OPEN_CHAT_TOP_AD.code);
    expect(lines).toEqual([
      expect.objectContaining({ label: 'Open chat top ad', amount: -OPEN_CHAT_TOP_AD.points }),
    ]);
  });

  it('buying again while pinned extends from the current end; after the week the chat lists as before', async () => {
    const tag = `pinweek${process.pid}${Date.now()}`;
    const host = await registerUser(t.app);
    const older = await openChat(host, `${tag} older`);
    await openChat(host, `${tag} newer`);
    await grant(host, 30);
    const first = (await pin(older._id, host)).json() as { pinnedUntil: string };
    const again = await pin(older._id, host);
    expect(again.statusCode, again.body).toBe(200);
    expect(new Date(again.json().pinnedUntil).getTime()).toBe(
      new Date(first.pinnedUntil).getTime() + 7 * DAY_MS,
    );
    expect(await balanceOf(host)).toBe(30 - 2 * OPEN_CHAT_TOP_AD.points);

    // Eight days later (the end moved into the past): no longer first, no longer marked.
    await t.database.db
      .update(chatRooms)
      .set({ pinnedUntil: new Date(Date.now() - 1000) })
      .where(eq(chatRooms.id, Number(older._id)));
    const listed = await directory(tag);
    expect(listed.map((card) => card.name)).toEqual([`${tag} newer`, `${tag} older`]);
    expect(listed.every((card) => card.pinnedUntil === null)).toBe(true);

    // A pin bought after an expired one starts from now, not from the old end.
    const fresh = await pin(older._id, host);
    const until = new Date(fresh.json().pinnedUntil).getTime();
    expect(until).toBeGreaterThan(Date.now() + 6 * DAY_MS);
    expect(until).toBeLessThanOrEqual(Date.now() + 7 * DAY_MS);
  });

  it('pages after the first list the unpinned chats by id and never repeat a pinned one', async () => {
    const tag = `pinpage${process.pid}${Date.now()}`;
    const host = await registerUser(t.app);
    const rooms: TChatRoom[] = [];
    for (let i = 0; i < 4; i += 1) rooms.push(await openChat(host, `${tag} ${i}`));
    await grant(host, 20);
    expect((await pin(rooms[1]?._id ?? '', host)).statusCode).toBe(200);
    const names: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await call('GET', `/api/chat/open?q=${tag}&limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      const page = res.json() as { items: TOpenChatCard[]; nextCursor: string | null };
      names.push(...page.items.map((card) => card.name));
      cursor = page.nextCursor;
    } while (cursor);
    expect(names).toEqual([`${tag} 1`, `${tag} 3`, `${tag} 2`, `${tag} 0`]);
  });
});
