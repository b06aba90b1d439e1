import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ACTIVITY_REWARDS, NEW_ACCOUNT_DAILY_EARN_CAP, NEW_ACCOUNT_DAYS, utcDay } from '@sidecamp/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '../../db/client';
import type { DomainEvent } from '../../events/catalog';
import { recordEvent } from '../../events/outbox';
import { registerUser, type TestUser } from '../../test/factories';
import { caller, expectError } from '../../test/http';
import { writePost } from '../../test/lounge';
import { publishedProject } from '../../test/projects';
import { createTestApp, RELAXED_RATE_LIMITS, type TestApp } from '../../test/testApp';
import { sessions, userVisitDays } from '../auth/auth.tables';
import { userReviews } from '../profiles/profiles.tables';
import { projectTasks } from '../workspace/workspace.tables';
import { accountOf, ledgerSum } from './points.ledger';
import { pointsListener } from './points.listeners';
import { pointEntries } from './points.tables';
import { ageAccounts, establishAccounts } from './points.testing';
import { trustMarks } from './points.trust.tables';

let t: TestApp;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  // No session cache, so a session whose last use is moved back is read again at once.
  t = await createTestApp({ ...RELAXED_RATE_LIMITS, SESSION_CACHE_SECONDS: '0' });
  call = caller(t);
});
afterAll(() => t.close());

const db = () => t.database.db;
type Recordable = Parameters<typeof recordEvent>;
async function emit<K extends Recordable[1]>(type: K, payload: Recordable[2]) {
  await recordEvent(db(), type, payload as never);
  await t.events.drain();
}
const codesOf = async (userNo: number) =>
  (
    await db().select().from(pointEntries).where(eq(pointEntries.userNo, userNo)).orderBy(pointEntries.id)
  ).map((entry) => `${entry.code}${entry.amount}`);
const withCode = async (userNo: number, code: string) =>
  (await codesOf(userNo)).filter((entry) => entry.startsWith(code));

async function consistent(user: TestUser) {
  const account = await accountOf(db(), user.no);
  expect(account.balance).toBe(await ledgerSum(db(), user.no));
  return account;
}

async function like(user: TestUser, postId: number) {
  const res = await call('PUT', `/api/lounge/posts/${postId}/like`, user);
  expect(res.statusCode, res.body).toBe(200);
}
async function follow(user: TestUser, other: TestUser) {
  const res = await call('POST', `/api/profiles/${other.no}/follow`, user);
  expect(res.statusCode, res.body).toBeLessThan(300);
}

describe('reactions between new accounts (F10.1)', () => {
  it('two accounts younger than a week liking and following each other earn nothing for it', async () => {
    const ana = await registerUser(t.app);
    const ben = await registerUser(t.app);
    const anaPost = await writePost(t, ana);
    const benPost = await writePost(t, ben);
    await like(ben, anaPost.id);
    await like(ana, benPost.id);
    await follow(ana, ben);
    await follow(ben, ana);
    await t.events.drain();
    for (const person of [ana, ben]) {
      expect(await withCode(person.no, ACTIVITY_REWARDS.reaction.code)).toEqual([]);
      expect(await withCode(person.no, ACTIVITY_REWARDS.follow.code)).toEqual([]);
      // What they did themselves still earns: the post, and the daily login.
      expect(await withCode(person.no, ACTIVITY_REWARDS.post.code)).toEqual(['I031']);
      await consistent(person);
    }
    // A review between them (they never worked together, so it comes as the event) earns nothing either.
    await emit('review.written', { reviewerNo: ana.no, revieweeNo: ben.no, rating: 5, firstTime: true });
    expect(await withCode(ana.no, ACTIVITY_REWARDS.review.code)).toEqual([]);
  });

  it('once one of the two is older than a week, the like earns', async () => {
    const old = await registerUser(t.app);
    const fresh = await registerUser(t.app);
    await ageAccounts(db(), NEW_ACCOUNT_DAYS + 1, old.no);
    const oldPost = await writePost(t, old);
    const freshPost = await writePost(t, fresh);
    // The new account likes the older one's post, and the other way round: both earn.
    await like(fresh, oldPost.id);
    await like(old, freshPost.id);
    await t.events.drain();
    expect(await withCode(old.no, ACTIVITY_REWARDS.reaction.code)).toEqual(['I311']);
    expect(await withCode(fresh.no, ACTIVITY_REWARDS.reaction.code)).toEqual(['I311']);
    await consistent(old);
    await consistent(fresh);
  });

  it('decides from the time of the event, so a like delivered again after a week still earns nothing', async () => {
    const ana = await registerUser(t.app);
    const ben = await registerUser(t.app);
    await ageAccounts(db(), 30, ana.no, ben.no);
    // Ben liked Ana's post when both accounts were a day old; the event comes (and comes again) a month later.
    const likedThen: DomainEvent = {
      id: 0,
      type: 'post.liked',
      payload: { postId: 9101, userNo: ben.no, authorNo: ana.no },
      actorNo: ben.no,
      occurredAt: new Date(Date.now() - 29 * 86_400_000),
    };
    const listener = pointsListener();
    for (let i = 0; i < 2; i += 1) await db().transaction((tx) => listener.handle(likedThen, tx));
    expect(await withCode(ana.no, ACTIVITY_REWARDS.reaction.code)).toEqual([]);
    // The unlike has nothing to take back and writes nothing.
    await emit('post.unliked', { postId: 9101, userNo: ben.no, authorNo: ana.no });
    expect(await withCode(ana.no, 'D19')).toEqual([]);
    // The same like today, between two month-old accounts, earns.
    await emit('post.liked', { postId: 9102, userNo: ben.no, authorNo: ana.no });
    expect(await withCode(ana.no, ACTIVITY_REWARDS.reaction.code)).toEqual(['I311']);
  });
});

describe('the daily earning cap of a level-0 account', () => {
  it('clamps the reward that crosses the cap, then writes no more lines that day', async () => {
    const newcomer = await registerUser(t.app);
    await t.events.drain();
    // Sign-up is a gift, not earning; the daily login is the first point of the day.
    expect(await codesOf(newcomer.no)).toEqual(['I0110', 'I041']);
    await emit('project.published', { projectNo: 9201, leaderNo: newcomer.no });
    await emit('post.created', {
      postId: 9202,
      authorNo: newcomer.no,
      category: '01',
      postType: '01',
      projectNo: null,
      groupId: null,
    });
    await emit('task.completed', {
      projectNo: 9201,
      taskId: 9203,
      completedByNo: newcomer.no,
      assigneeNo: null,
    });
    // 1 (login) + 4 of the project's 5 = the cap of 5; the post and the task earn nothing.
    expect(NEW_ACCOUNT_DAILY_EARN_CAP).toBe(5);
    expect(await codesOf(newcomer.no)).toEqual(['I0110', 'I041', 'I214']);
    const account = await consistent(newcomer);
    expect(account.balance).toBe(15);
    const trust = (await call('GET', '/api/trust/me', newcomer)).json();
    expect(trust).toMatchObject({ level: 0, dailyEarnCap: 5, earnedToday: 5 });
    // A claimed weekly quest is not activity earning and still pays.
    const claim = await call('POST', '/api/quests/Q1/claim', newcomer);
    expect(claim.statusCode, claim.body).toBe(200);
    expect(claim.json().pointsCredited).toBe(ACTIVITY_REWARDS.weeklyQuest.points);
    // Taking back the clamped project takes back what it paid, not its full reward.
    await emit('project.deleted', { projectNo: 9201, name: 'x', memberNos: [newcomer.no], wasDraft: false });
    expect(await withCode(newcomer.no, 'D09')).toEqual(['D09-4']);
    await consistent(newcomer);
  });

  it('a level-1 account earns past it', async () => {
    const member = await registerUser(t.app);
    await establishAccounts(db(), member.no);
    await emit('project.published', { projectNo: 9301, leaderNo: member.no });
    await emit('goal.completed', {
      projectNo: 9301,
      goalId: 9302,
      ownerNo: member.no,
      completedByNo: member.no,
    });
    expect(await withCode(member.no, 'I2')).toEqual(['I215', 'I252']);
    expect((await call('GET', '/api/trust/me', member)).json()).toMatchObject({
      level: 1,
      dailyEarnCap: null,
      earnedToday: null,
    });
  });

  it('a capped event redelivered credits nothing more', async () => {
    const newcomer = await registerUser(t.app);
    await emit('project.published', { projectNo: 9401, leaderNo: newcomer.no });
    const event: DomainEvent = {
      id: 0,
      type: 'note.created',
      payload: { noteId: 9402, authorNo: newcomer.no },
      actorNo: newcomer.no,
      occurredAt: new Date(),
    };
    const listener = pointsListener();
    for (let i = 0; i < 3; i += 1) await db().transaction((tx) => listener.handle(event, tx));
    expect(await withCode(newcomer.no, ACTIVITY_REWARDS.note.code)).toEqual([]);
    await consistent(newcomer);
  });
});

describe('GET /api/trust/me', () => {
  it('is for logged-in people only', async () => {
    expectError(await call('GET', '/api/trust/me'), 401, 'UNAUTHENTICATED');
  });

  it('counts replies from others, finished tasks and reviews once each, and says what the next level lacks', async () => {
    const maker = await registerUser(t.app);
    const friend = await registerUser(t.app);
    const post = await writePost(t, maker);
    for (const author of [friend, friend, maker]) {
      const res = await call('POST', `/api/lounge/posts/${post.id}/replies`, author, { body: 'Nice work' });
      expect(res.statusCode, res.body).toBe(201);
    }
    const replyIds = (await call('GET', `/api/lounge/posts/${post.id}/replies`, maker))
      .json()
      .items.map((reply: { id: number }) => reply.id);
    await emit('task.completed', {
      projectNo: 1,
      taskId: 9501,
      completedByNo: maker.no,
      assigneeNo: maker.no,
    });
    await emit('task.completed', {
      projectNo: 1,
      taskId: 9501,
      completedByNo: maker.no,
      assigneeNo: maker.no,
    });
    await emit('review.written', { reviewerNo: friend.no, revieweeNo: maker.no, rating: 4, firstTime: true });
    await emit('review.written', {
      reviewerNo: friend.no,
      revieweeNo: maker.no,
      rating: 5,
      firstTime: false,
    });
    await t.events.drain();
    const res = await call('GET', '/api/trust/me', maker);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      level: 0,
      stats: {
        daysSinceJoining: 0,
        daysVisited: 1,
        repliesReceived: 2,
        tasksCompleted: 1,
        reviewsReceived: 1,
      },
      next: {
        level: 1,
        missing: [
          { requirement: 'daysSinceJoining', have: 0, need: 7 },
          { requirement: 'daysVisited', have: 1, need: 3 },
        ],
      },
    });
    expect(Date.parse(res.json().newAccountUntil)).toBeGreaterThan(Date.now());
    // A deleted reply and a deleted review stop counting.
    expect(replyIds.length).toBe(3);
    await call('DELETE', `/api/lounge/replies/${replyIds[0]}`, friend);
    await emit('review.deleted', { reviewerNo: friend.no, revieweeNo: maker.no });
    expect((await call('GET', '/api/trust/me', maker)).json().stats).toMatchObject({
      repliesReceived: 1,
      reviewsReceived: 0,
    });
  });

  it('counts a visit for a log-in and for a session first used on a later day', async () => {
    const person = await registerUser(t.app);
    const visits = () =>
      db().select({ day: userVisitDays.day }).from(userVisitDays).where(eq(userVisitDays.userNo, person.no));
    expect(await visits()).toEqual([{ day: utcDay(new Date()) }]);
    // The session was last used yesterday: today's first request counts today once, however many follow.
    await db()
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '1 day'` })
      .where(eq(sessions.userNo, person.no));
    await db().delete(userVisitDays).where(eq(userVisitDays.userNo, person.no));
    for (let i = 0; i < 3; i += 1) expect((await call('GET', '/api/trust/me', person)).statusCode).toBe(200);
    expect(await visits()).toEqual([{ day: utcDay(new Date()) }]);
    const [session] = await db()
      .select({ lastSeenAt: sessions.lastSeenAt })
      .from(sessions)
      .where(and(eq(sessions.userNo, person.no), sql`${sessions.endedAt} is null`));
    expect(utcDay(session!.lastSeenAt)).toBe(utcDay(new Date()));
  });

  it('shows the level on profiles: New for a fresh account, Basic once past a week with three visit days', async () => {
    const person = await registerUser(t.app);
    expect((await call('GET', `/api/profiles/${person.no}`)).json().trustLevel).toBe(0);
    await establishAccounts(db(), person.no);
    expect((await call('GET', `/api/profiles/${person.no}`)).json().trustLevel).toBe(1);
    expect((await call('GET', '/api/trust/me', person)).json()).toMatchObject({
      level: 1,
      next: { level: 2 },
    });
  });
});

describe('migration 0043', () => {
  it('fills visit days and trust marks from the rows that were there before it', async () => {
    const maker = await registerUser(t.app);
    const friend = await registerUser(t.app);
    const post = await writePost(t, maker);
    for (const author of [friend, maker]) {
      const res = await call('POST', `/api/lounge/posts/${post.id}/replies`, author, { body: 'Looks good' });
      expect(res.statusCode, res.body).toBe(201);
    }
    const project = await publishedProject(t, { leader: maker });
    await db()
      .insert(projectTasks)
      .values([
        {
          projectNo: project.no,
          title: 'Done',
          stage: '04',
          completedByNo: maker.no,
          completedAt: new Date(),
        },
        { projectNo: project.no, title: 'Open', stage: '02', assigneeNo: maker.no },
      ]);
    await db()
      .insert(userReviews)
      .values({ reviewerNo: friend.no, revieweeNo: maker.no, rating: 5, body: 'A great teammate.' });
    await t.events.drain();
    // As if the tables were new: what the listeners and log-ins wrote is gone, the source rows stay.
    await db().delete(trustMarks);
    await db().delete(userVisitDays);
    const migration = readFileSync(path.join(MIGRATIONS_FOLDER, '0043_trust_levels.sql'), 'utf8');
    const backfills = migration
      .split('--> statement-breakpoint')
      .map((statement) => statement.trim())
      .filter((statement) => /^(--[^\n]*\n)*INSERT/.test(statement));
    expect(backfills).toHaveLength(4);
    for (const statement of backfills) await db().execute(sql.raw(statement));
    const marks = await db()
      .select({ kind: trustMarks.kind, userNo: trustMarks.userNo })
      .from(trustMarks)
      .where(inArray(trustMarks.userNo, [maker.no, friend.no]))
      .orderBy(trustMarks.kind);
    expect(marks).toEqual([
      { kind: 'replyReceived', userNo: maker.no },
      { kind: 'reviewReceived', userNo: maker.no },
      { kind: 'taskCompleted', userNo: maker.no },
    ]);
    const visits = await db().select().from(userVisitDays).where(eq(userVisitDays.userNo, maker.no));
    expect(visits).toEqual([{ userNo: maker.no, day: utcDay(new Date()) }]);
    expect((await call('GET', '/api/trust/me', maker)).json().stats).toMatchObject({
      daysVisited: 1,
      repliesReceived: 1,
      tasksCompleted: 1,
      reviewsReceived: 1,
    });
  });
});
