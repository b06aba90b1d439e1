import { ACTIVITY_REWARDS, questsForDate, questWeekStart, utcDay } from '@sidecamp/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DomainEvent } from '../../events/catalog';
import { recordEvent } from '../../events/outbox';
import { domainEventDeliveries, domainEvents } from '../../events/outbox.tables';
import { registerUser, type TestUser } from '../../test/factories';
import { caller, expectError } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/testApp';
import { accountOf, ledgerSum } from './points.ledger';
import { pointsListener } from './points.listeners';
import { runQuestWeekReset } from './points.quests';
import { pointEntries, questWeeks } from './points.tables';
import { establishAccounts } from './points.testing';

let t: TestApp;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
  call = caller(t);
});
afterAll(() => t.close());

const db = () => t.database.db;
type Recordable = Parameters<typeof recordEvent>;
async function emit<K extends Recordable[1]>(type: K, payload: Recordable[2]) {
  await recordEvent(db(), type, payload as never);
  await t.events.drain();
}
const entriesOf = (userNo: number) =>
  db().select().from(pointEntries).where(eq(pointEntries.userNo, userNo)).orderBy(pointEntries.id);
const codesOf = async (userNo: number) =>
  (await entriesOf(userNo)).map((entry) => `${entry.code}${entry.amount}`);

async function consistent(user: TestUser) {
  const account = await accountOf(db(), user.no);
  expect(account.balance).toBe(await ledgerSum(db(), user.no));
  return account;
}

describe('crediting real actions', () => {
  it('credits sign-up and the daily login once each, and completes Q1 on a login day', async () => {
    const user = await registerUser(t.app);
    await t.events.drain();
    expect(await codesOf(user.no)).toEqual(['I0110', 'I041']);
    // A second login the same day earns nothing more.
    await emit('user.loggedIn', { userNo: user.no });
    expect(await codesOf(user.no)).toEqual(['I0110', 'I041']);
    const account = await consistent(user);
    expect(account.experience).toBe(
      ACTIVITY_REWARDS.signUp.experience + ACTIVITY_REWARDS.dailyLogin.experience,
    );
    const week = (await call('GET', '/api/quests/week', user)).json();
    const today = week.days.find((day: { date: string }) => day.date === utcDay(new Date()));
    expect(today.quests.map((quest: { code: string }) => quest.code)).toEqual([
      ...questsForDate(new Date(), 'UTC'),
    ]);
    expect(today.quests.find((quest: { code: string }) => quest.code === 'Q1')).toMatchObject({
      done: true,
      claimed: false,
    });
  });

  it('claims a done quest once, moving experience and level, and records quest.completed', async () => {
    const user = await registerUser(t.app);
    await t.events.drain();
    const before = (await call('GET', '/api/points/summary', user)).json();
    const claim = await call('POST', '/api/quests/Q1/claim', user);
    expect(claim.statusCode, claim.body).toBe(200);
    expect(claim.json()).toMatchObject({
      questCode: 'Q1',
      pointsCredited: ACTIVITY_REWARDS.weeklyQuest.points,
    });
    const after = (await call('GET', '/api/points/summary', user)).json();
    expect(after.level.experience).toBe(before.level.experience + ACTIVITY_REWARDS.weeklyQuest.experience);
    expect(after.level.level).toBeGreaterThan(before.level.level);
    // The quests page shows it claimed, with the new experience.
    const week = (await call('GET', '/api/quests/week', user)).json();
    const today = week.days.find((day: { date: string }) => day.date === utcDay(new Date()));
    expect(today.quests.find((quest: { code: string }) => quest.code === 'Q1')).toMatchObject({
      done: true,
      claimed: true,
    });
    expect(week.level.experience).toBe(after.level.experience);
    expectError(await call('POST', '/api/quests/Q1/claim', user), 409, 'QUEST_NOT_CLAIMABLE');
    const completed = await db()
      .select()
      .from(domainEvents)
      .where(and(eq(domainEvents.type, 'quest.completed'), eq(domainEvents.actorNo, user.no)));
    expect(completed.map((row) => row.payload)).toEqual([
      { userNo: user.no, questCode: 'Q1', weekStart: questWeekStart(new Date()) },
    ]);
    const levelUps = await db()
      .select()
      .from(domainEvents)
      .where(and(eq(domainEvents.type, 'points.levelUp'), eq(domainEvents.actorNo, user.no)));
    expect(levelUps.length).toBeGreaterThanOrEqual(1);
    expect(levelUps.at(-1)?.payload).toEqual({ userNo: user.no, level: after.level.level });
    expectError(await call('POST', '/api/quests/Q9/claim', user), 400, 'VALIDATION_FAILED');
    // Profiles show the same level and experience (F10.2).
    const profile = (await call('GET', `/api/profiles/${user.no}`)).json();
    expect(profile.level).toMatchObject({ level: after.level.level, experience: after.level.experience });
  });

  it('a quest whose action was not done today cannot be claimed', async () => {
    const user = await registerUser(t.app);
    const notDone = questsForDate(new Date(), 'UTC').find((code) => code !== 'Q1');
    const offeredElsewhere = ['Q2', 'Q3', 'Q4', 'Q5', 'Q6', 'Q7', 'Q8'].find(
      (code) => !questsForDate(new Date(), 'UTC').includes(code as never),
    );
    if (notDone)
      expectError(await call('POST', `/api/quests/${notDone}/claim`, user), 409, 'QUEST_NOT_CLAIMABLE');
    expectError(
      await call('POST', `/api/quests/${offeredElsewhere}/claim`, user),
      409,
      'QUEST_NOT_CLAIMABLE',
    );
  });

  it('credits a post once even when the event is redelivered, and takes it back when deleted', async () => {
    const author = await registerUser(t.app);
    await t.events.drain();
    const event: DomainEvent = {
      id: 0,
      type: 'post.created',
      payload: {
        postId: 501,
        authorNo: author.no,
        category: '01',
        postType: '01',
        projectNo: null,
        groupId: null,
      },
      actorNo: author.no,
      occurredAt: new Date(),
    };
    // The same event handed to the listener again (a redelivery after a lost delivery mark).
    const listener = pointsListener();
    for (let i = 0; i < 3; i += 1) await db().transaction((tx) => listener.handle(event, tx));
    await emit('post.created', event.payload as never);
    expect((await codesOf(author.no)).filter((code) => code.startsWith('I03'))).toEqual(['I031']);
    await emit('post.deleted', { postId: 501, authorNo: author.no });
    await emit('post.deleted', { postId: 501, authorNo: author.no });
    expect((await codesOf(author.no)).filter((code) => code.startsWith('D10'))).toEqual(['D10-1']);
    await consistent(author);
  });

  it('like/unlike loops earn nothing: the like credits once, the unlike takes it back once', async () => {
    const author = await registerUser(t.app);
    const fan = await registerUser(t.app);
    // Past its first week and level 1, so the new fan's like earns (points.trust.int.test.ts has the gates).
    await establishAccounts(db(), author.no);
    for (let i = 0; i < 3; i += 1) {
      await emit('post.liked', { postId: 77, userNo: fan.no, authorNo: author.no });
      await emit('post.unliked', { postId: 77, userNo: fan.no, authorNo: author.no });
    }
    const codes = (await codesOf(author.no)).filter((code) => /^(I31|D19)/.test(code));
    expect(codes).toEqual(['I311', 'D19-1']);
    // Liking your own post earns nothing.
    await emit('post.liked', { postId: 78, userNo: author.no, authorNo: author.no });
    expect((await codesOf(author.no)).filter((code) => code.startsWith('I31'))).toHaveLength(1);
  });

  it('stops crediting at the daily cap (follows: 20 a day)', async () => {
    const star = await registerUser(t.app);
    await establishAccounts(db(), star.no);
    const cap = ACTIVITY_REWARDS.follow.dailyCap ?? 0;
    const followers = await Promise.all(Array.from({ length: cap + 5 }, () => registerUser(t.app)));
    for (const follower of followers) {
      await recordEvent(db(), 'user.followed', { followerNo: follower.no, followeeNo: star.no });
    }
    await t.events.drain();
    expect((await codesOf(star.no)).filter((code) => code.startsWith('I28'))).toHaveLength(cap);
    await consistent(star);
  });

  it('credits projects, tasks, goals, reviews, magazines and notes from their events', async () => {
    const maker = await registerUser(t.app);
    const other = await registerUser(t.app);
    await establishAccounts(db(), maker.no);
    await emit('project.published', { projectNo: 9001, leaderNo: maker.no });
    await emit('task.completed', {
      projectNo: 9001,
      taskId: 1,
      completedByNo: maker.no,
      assigneeNo: maker.no,
    });
    await emit('goal.completed', { projectNo: 9001, goalId: 1, ownerNo: maker.no, completedByNo: maker.no });
    await emit('review.written', { reviewerNo: maker.no, revieweeNo: other.no, rating: 5, firstTime: true });
    await emit('magazine.published', { magazineId: 3, authorNo: maker.no, scope: 'S001', projectNo: null });
    await emit('note.created', { noteId: 4, authorNo: maker.no });
    await emit('reply.created', { replyId: 5, postId: 1, authorNo: maker.no, postAuthorNo: other.no });
    await emit('project.questionReplied', { projectNo: 9001, questionId: 1, replyId: 6, authorNo: maker.no });
    await emit('project.deleted', { projectNo: 9001, name: 'x', memberNos: [maker.no], wasDraft: false });
    await emit('review.deleted', { reviewerNo: maker.no, revieweeNo: other.no });
    const codes = (await codesOf(maker.no)).map((code) => code.slice(0, 3));
    expect(codes).toEqual(
      expect.arrayContaining(['I21', 'I24', 'I25', 'I26', 'I29', 'I30', 'I23', 'I34', 'D09', 'D14']),
    );
    await consistent(maker);
    const delivered = await db()
      .select()
      .from(domainEventDeliveries)
      .where(eq(domainEventDeliveries.listener, 'points.ledger'));
    expect(delivered.length).toBeGreaterThan(0);
  });
});

describe('weekly reset', () => {
  it('opens the week once and closes earlier weeks with their totals, under an advisory lock', async () => {
    const lastWeek = new Date(Date.now() - 7 * 86_400_000);
    expect((await runQuestWeekReset(db(), lastWeek)).ran).toBe(true);
    const [first, second] = await Promise.all([
      runQuestWeekReset(db(), new Date()),
      runQuestWeekReset(db(), new Date()),
    ]);
    const closedLastWeek = [first, second].flatMap((run) => run.closed);
    expect(closedLastWeek).toEqual([questWeekStart(lastWeek)]);
    const weeks = await db().select().from(questWeeks).orderBy(questWeeks.weekStart);
    expect(weeks.map((week) => week.weekStart)).toEqual([
      questWeekStart(lastWeek),
      questWeekStart(new Date()),
    ]);
    expect(weeks[0]?.closedAt).not.toBeNull();
    expect(weeks[1]?.closedAt).toBeNull();
  });
});
