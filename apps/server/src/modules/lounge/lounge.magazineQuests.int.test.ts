import { QUEST_NEW_MAGAZINE_DAYS, questsForDate, type WeeklyQuestCode } from '@sidecamp/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DomainEvent } from '../../events/catalog';
import { domainEvents } from '../../events/outbox.tables';
import { registerUser, type TestUser } from '../../test/factories';
import { caller, expectError, fieldsOf } from '../../test/http';
import { createTestApp, RELAXED_RATE_LIMITS, type TestApp } from '../../test/testApp';
import { pointsListener } from '../points/points.listeners';
import { questCompletions } from '../points/points.tables';
import { magazines } from './lounge.tables';

/** Weekly quests Q2 (a survey or event link clicked in a magazine) and Q3 (a new magazine read past half). */
let t: TestApp;
let call: ReturnType<typeof caller>;
let author: TestUser;

beforeAll(async () => {
  t = await createTestApp(RELAXED_RATE_LIMITS);
  call = caller(t);
  author = await registerUser(t.app);
});
afterAll(() => t.close());

const db = () => t.database.db;
const SURVEY = 'https://forms.example.com/r/launch-survey';
const EVENT = 'https://events.example.org/demo-day';
const BODY = [
  '## Launch notes',
  `Tell us what you think in the [launch survey](${SURVEY}).`,
  '',
  `- Join us at [demo day](${EVENT})`,
  '- Or read https://not-a-link.example.com as plain text',
].join('\n');

async function publishMagazine(body = BODY): Promise<number> {
  const res = await call('POST', '/api/magazines', author, { scope: 'S001', title: 'Launch week', body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

async function eventsOf(type: 'magazine.read' | 'magazine.linkClicked', reader: TestUser) {
  const rows = await db()
    .select()
    .from(domainEvents)
    .where(and(eq(domainEvents.type, type), eq(domainEvents.actorNo, reader.no)))
    .orderBy(domainEvents.id);
  return rows.map(
    (row): DomainEvent => ({
      id: Number(row.id),
      type: row.type as DomainEvent['type'],
      payload: row.payload as never,
      actorNo: row.actorNo,
      occurredAt: row.occurredAt,
    }),
  );
}

const questsDone = async (reader: TestUser, day: string) =>
  (
    await db()
      .select({ code: questCompletions.questCode })
      .from(questCompletions)
      .where(and(eq(questCompletions.userNo, reader.no), eq(questCompletions.day, day)))
  ).map((row) => row.code);

/**
 * The points listener handed the event as if it happened at `at` (the quest weekday table decides
 * by the event's time, which the outbox sets to the database's clock): the quests it marked that day.
 */
async function questsMarkedAt(event: DomainEvent, reader: TestUser, at: string) {
  const listener = pointsListener();
  await db().transaction((tx) => listener.handle({ ...event, occurredAt: new Date(at) }, tx));
  return questsDone(reader, at.slice(0, 10));
}

// 2024-01-01 is a Monday (slot 1: Q1, Q6, Q8), 01-02 a Tuesday (Q1, Q2, Q3), 01-04 a Thursday (Q1, Q3, Q6).
const MONDAY = '2024-01-01T12:00:00Z';
const TUESDAY = '2024-01-02T12:00:00Z';
const THURSDAY = '2024-01-04T12:00:00Z';

/** Today's Q2/Q3 after the real delivery: done exactly when today's slot offers the quest. */
async function expectDoneTodayIfOffered(reader: TestUser, code: WeeklyQuestCode) {
  await t.events.drain();
  const now = new Date();
  const done = await questsDone(reader, now.toISOString().slice(0, 10));
  expect(done.includes(code)).toBe(questsForDate(now, 'UTC').includes(code));
}

describe('Q3: reading over half of a new magazine', () => {
  it('a report past half emits magazine.read once, and Q3 is marked on a day that offers it', async () => {
    const id = await publishMagazine();
    const reader = await registerUser(t.app);
    const res = await call('POST', `/api/magazines/${id}/read`, reader, { share: 0.62 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ counted: true });
    const [event, ...more] = await eventsOf('magazine.read', reader);
    expect(more).toHaveLength(0);
    expect(event?.payload).toEqual({ magazineId: id, userNo: reader.no, authorNo: author.no });
    await expectDoneTodayIfOffered(reader, 'Q3');
    if (!event) throw new Error('no magazine.read event');
    expect(await questsMarkedAt(event, reader, TUESDAY)).toEqual(['Q3']);
    expect(await questsMarkedAt(event, reader, THURSDAY)).toEqual(['Q3']);
    expect(await questsMarkedAt(event, reader, MONDAY)).toEqual([]);
  });

  it('half or less does not count ("over 50 percent"), and the whole article does', async () => {
    const id = await publishMagazine();
    const reader = await registerUser(t.app);
    for (const share of [0, 0.3, 0.5]) {
      const res = await call('POST', `/api/magazines/${id}/read`, reader, { share });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ counted: false });
    }
    expect(await eventsOf('magazine.read', reader)).toHaveLength(0);
    expect((await call('POST', `/api/magazines/${id}/read`, reader, { share: 1 })).json()).toEqual({
      counted: true,
    });
  });

  it('a magazine published more than QUEST_NEW_MAGAZINE_DAYS ago is not new and does not count', async () => {
    const id = await publishMagazine();
    await db()
      .update(magazines)
      .set({ createdAt: new Date(Date.now() - (QUEST_NEW_MAGAZINE_DAYS + 1) * 86_400_000) })
      .where(eq(magazines.id, id));
    const reader = await registerUser(t.app);
    const res = await call('POST', `/api/magazines/${id}/read`, reader, { share: 0.9 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ counted: false });
    expect(await eventsOf('magazine.read', reader)).toHaveLength(0);
    await t.events.drain();
    expect(await questsDone(reader, new Date().toISOString().slice(0, 10))).not.toContain('Q3');
  });

  it('repeated and racing reports emit the event once a day', async () => {
    const id = await publishMagazine();
    const reader = await registerUser(t.app);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => call('POST', `/api/magazines/${id}/read`, reader, { share: 0.7 })),
    );
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.filter((res) => res.json().counted)).toHaveLength(1);
    const again = await call('POST', `/api/magazines/${id}/read`, reader, { share: 0.95 });
    expect(again.json()).toEqual({ counted: false });
    expect(await eventsOf('magazine.read', reader)).toHaveLength(1);
    // Another reader of the same magazine counts on their own.
    const other = await registerUser(t.app);
    expect((await call('POST', `/api/magazines/${id}/read`, other, { share: 0.7 })).json()).toEqual({
      counted: true,
    });
  });

  it('refuses a share outside 0..1 naming the field', async () => {
    const id = await publishMagazine();
    const reader = await registerUser(t.app);
    for (const share of [1.5, -0.1, '0.7']) {
      const res = await call('POST', `/api/magazines/${id}/read`, reader, { share });
      expectError(res, 400, 'VALIDATION_FAILED');
      expect(fieldsOf(res)).toContain('share');
    }
  });
});

describe('Q2: clicking a survey or event link in a magazine', () => {
  it('a click on a link of the body emits magazine.linkClicked once, and Q2 is marked on a day that offers it', async () => {
    const id = await publishMagazine();
    const reader = await registerUser(t.app);
    const res = await call('POST', `/api/magazines/${id}/link-clicks`, reader, { href: SURVEY });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ counted: true });
    // Another link of the same magazine the same day (or the same one again) emits nothing more.
    for (const href of [EVENT, SURVEY]) {
      const again = await call('POST', `/api/magazines/${id}/link-clicks`, reader, { href });
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json()).toEqual({ counted: false });
    }
    const [event, ...more] = await eventsOf('magazine.linkClicked', reader);
    expect(more).toHaveLength(0);
    expect(event?.payload).toEqual({ magazineId: id, userNo: reader.no, authorNo: author.no, href: SURVEY });
    await expectDoneTodayIfOffered(reader, 'Q2');
    if (!event) throw new Error('no magazine.linkClicked event');
    expect(await questsMarkedAt(event, reader, TUESDAY)).toEqual(['Q2']);
    expect(await questsMarkedAt(event, reader, THURSDAY)).toEqual([]);
  });

  it('accepts the same address in its canonical form (a trailing slash on a bare host)', async () => {
    const id = await publishMagazine('Sign up at [the meetup](https://meetup.example.com).');
    const reader = await registerUser(t.app);
    const res = await call('POST', `/api/magazines/${id}/link-clicks`, reader, {
      href: 'https://meetup.example.com/',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ counted: true });
  });

  it('refuses an address that is not a link in that magazine with 400 naming href', async () => {
    const id = await publishMagazine();
    const plain = await publishMagazine(
      'No links here, only https://forms.example.com/r/launch-survey as text.',
    );
    const reader = await registerUser(t.app);
    const cases: Array<[number, string]> = [
      [id, 'https://elsewhere.example.com/survey'],
      [id, 'https://not-a-link.example.com'],
      [plain, SURVEY],
    ];
    for (const [magazineId, href] of cases) {
      const res = await call('POST', `/api/magazines/${magazineId}/link-clicks`, reader, { href });
      const error = expectError(res, 400, 'VALIDATION_FAILED');
      expect(fieldsOf(res), error.message).toEqual(['href']);
    }
    const empty = await call('POST', `/api/magazines/${id}/link-clicks`, reader, { href: '' });
    expectError(empty, 400, 'VALIDATION_FAILED');
    expect(fieldsOf(empty)).toContain('href');
    expect(await eventsOf('magazine.linkClicked', reader)).toHaveLength(0);
  });
});

describe('both reports', () => {
  it('refuse logged-out callers with 401 and unknown or hidden magazines with 404', async () => {
    const id = await publishMagazine();
    const hidden = await publishMagazine();
    await db().update(magazines).set({ hiddenAt: new Date() }).where(eq(magazines.id, hidden));
    const reader = await registerUser(t.app);
    const reports: Array<[string, object]> = [
      ['read', { share: 0.8 }],
      ['link-clicks', { href: SURVEY }],
    ];
    for (const [path, body] of reports) {
      expectError(
        await call('POST', `/api/magazines/${id}/${path}`, undefined, body),
        401,
        'UNAUTHENTICATED',
      );
      expectError(await call('POST', `/api/magazines/999999/${path}`, reader, body), 404, 'NOT_FOUND');
      expectError(await call('POST', `/api/magazines/${hidden}/${path}`, reader, body), 404, 'NOT_FOUND');
    }
    expect(await eventsOf('magazine.read', reader)).toHaveLength(0);
    expect(await eventsOf('magazine.linkClicked', reader)).toHaveLength(0);
  });
});
