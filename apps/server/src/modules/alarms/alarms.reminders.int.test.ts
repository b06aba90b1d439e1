import { ZAlarmPage } from '@sidecamp/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type TestUser } from '../../test/factories';
import { caller } from '../../test/http';
import { addMember, type Published, publishedProject } from '../../test/projects';
import { createTestApp, RELAXED_RATE_LIMITS, type TestApp } from '../../test/testApp';
import { proOpenSlots, proReservations } from '../chat';
import { OVERDUE_REMINDER_DAYS, runTaskReminders } from './alarms.reminders';
import { taskReminders } from './alarms.tables';

let t: TestApp;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await createTestApp(RELAXED_RATE_LIMITS);
  call = caller(t);
});
afterAll(() => t.close());

const DAY = 86_400_000;
const utcDay = (at: Date) => at.toISOString().slice(0, 10);
const run = (at: Date) => runTaskReminders(t.database.db, undefined, at);

type Team = { project: Published; member: TestUser; name: string };

async function team(): Promise<Team> {
  const project = await publishedProject(t);
  const member = await addMember(t, project);
  const res = await call('GET', `/api/projects/${project.no}`, project.leader);
  expect(res.statusCode, res.body).toBe(200);
  return { project, member, name: res.json().name as string };
}

async function createTask(tm: Team, body: Record<string, unknown>) {
  const res = await call('POST', `/api/projects/${tm.project.no}/tasks`, tm.project.leader, {
    title: 'Design the logo',
    ...body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; version: number };
}

/** The person's reminders (task_due_tomorrow, task_overdue) from the alarm centre. */
async function remindersOf(user: TestUser) {
  await t.events.drain();
  const res = await call('GET', '/api/alarms?group=activity', user);
  expect(res.statusCode, res.body).toBe(200);
  return ZAlarmPage.parse(res.json()).items.filter(
    (item) => item.type === 'task_due_tomorrow' || item.type === 'task_overdue',
  );
}

describe('task reminders', () => {
  it('one reminder for a task due tomorrow, however often the job runs, and an overdue one later', async () => {
    const tm = await team();
    const now = new Date();
    const tomorrow = utcDay(new Date(now.getTime() + DAY));
    const task = await createTask(tm, { assigneeNo: tm.member.no, dueDate: tomorrow });

    expect((await run(now)).ran).toBe(true);
    await run(now);
    const parallel = await Promise.all([run(now), run(now)]);
    expect(parallel.some((result) => result.ran)).toBe(true);
    const first = await remindersOf(tm.member);
    expect(first).toHaveLength(1);
    expect(first[0]).toMatchObject({
      type: 'task_due_tomorrow',
      actor: null,
      objectType: 'project',
      objectId: String(tm.project.no),
      link: `/projects/${tm.project.no}/workspace?task=${task.id}`,
      read: false,
    });
    expect(first[0]?.text).toBe(`Task “Design the logo” in ${tm.name} is due tomorrow.`);
    // The leader, who made the task, gets no reminder for the member's task.
    expect(await remindersOf(tm.project.leader)).toHaveLength(0);

    // On the due day: nothing new. The day after: overdue, once that day, again the next day.
    await run(new Date(now.getTime() + DAY));
    expect(await remindersOf(tm.member)).toHaveLength(1);
    const dayAfter = new Date(now.getTime() + 2 * DAY);
    await Promise.all([run(dayAfter), run(dayAfter)]);
    await run(dayAfter);
    const later = await remindersOf(tm.member);
    expect(later.map((item) => item.type)).toEqual(['task_overdue', 'task_due_tomorrow']);
    expect(later[0]?.text).toBe(`Task “Design the logo” in ${tm.name} is overdue (due ${tomorrow}).`);
    await run(new Date(now.getTime() + 3 * DAY));
    expect((await remindersOf(tm.member)).map((item) => item.type)).toEqual([
      'task_overdue',
      'task_overdue',
      'task_due_tomorrow',
    ]);
    const rows = await t.database.db.select().from(taskReminders).where(eq(taskReminders.taskId, task.id));
    expect(rows.map((row) => `${row.kind}:${row.day}`).sort()).toEqual([
      `due_tomorrow:${utcDay(now)}`,
      `overdue:${utcDay(dayAfter)}`,
      `overdue:${utcDay(new Date(now.getTime() + 3 * DAY))}`,
    ]);
  });

  it(`no overdue reminder for a task due more than ${OVERDUE_REMINDER_DAYS} days ago`, async () => {
    const tm = await team();
    const now = new Date();
    await createTask(tm, { assigneeNo: tm.member.no, dueDate: utcDay(new Date(now.getTime() + DAY)) });
    await run(new Date(now.getTime() + (OVERDUE_REMINDER_DAYS + 2) * DAY));
    expect(await remindersOf(tm.member)).toHaveLength(0);
  });

  it('none for done tasks', async () => {
    const tm = await team();
    const now = new Date();
    const due = utcDay(new Date(now.getTime() + DAY));
    await createTask(tm, { assigneeNo: tm.member.no, dueDate: due, stage: '04' });
    const task = await createTask(tm, { assigneeNo: tm.member.no, dueDate: due });
    const moved = await call('POST', `/api/projects/${tm.project.no}/tasks/${task.id}/complete`, tm.member, {
      version: task.version,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await run(now);
    await run(new Date(now.getTime() + 2 * DAY));
    expect(await remindersOf(tm.member)).toHaveLength(0);
  });

  it('none for tasks without an assignee', async () => {
    const tm = await team();
    const now = new Date();
    const task = await createTask(tm, { dueDate: utcDay(new Date(now.getTime() + DAY)) });
    await run(now);
    await run(new Date(now.getTime() + 2 * DAY));
    const rows = await t.database.db.select().from(taskReminders).where(eq(taskReminders.taskId, task.id));
    expect(rows).toHaveLength(0);
    expect(await remindersOf(tm.member)).toHaveLength(0);
    expect(await remindersOf(tm.project.leader)).toHaveLength(0);
  });

  it('none when the assignee muted the project', async () => {
    const tm = await team();
    const muted = await call('PUT', '/api/alarms/watch', tm.member, {
      objectType: 'project',
      objectId: String(tm.project.no),
      level: 'muted',
    });
    expect(muted.statusCode, muted.body).toBe(200);
    const now = new Date();
    await createTask(tm, { assigneeNo: tm.member.no, dueDate: utcDay(new Date(now.getTime() + DAY)) });
    await run(now);
    await run(new Date(now.getTime() + 2 * DAY));
    expect(await remindersOf(tm.member)).toHaveLength(0);
  });
});

describe('pro chat reminders', () => {
  it('both people hear once that their pro chat starts within the hour', async () => {
    const pro = await registerUser(t.app);
    const guest = await registerUser(t.app);
    const at = new Date();
    const startsAt = new Date(at.getTime() + 30 * 60_000);
    const [slot] = await t.database.db
      .insert(proOpenSlots)
      .values({ proNo: pro.no, startsAt, endsAt: new Date(startsAt.getTime() + 3_600_000) })
      .returning({ id: proOpenSlots.id });
    await t.database.db.insert(proReservations).values({
      slotId: slot?.id ?? 0,
      proNo: pro.no,
      userNo: guest.no,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 3_600_000),
    });
    // Two hours before: not yet.
    expect((await run(new Date(at.getTime() - 90 * 60_000))).proChats).toBe(0);
    expect((await run(at)).proChats).toBe(2);
    expect((await run(new Date(at.getTime() + 60_000))).proChats).toBe(0);
    const time = startsAt.toISOString().slice(11, 16);
    for (const [person, other] of [
      [guest, pro],
      [pro, guest],
    ] as const) {
      const res = await call('GET', '/api/alarms?group=activity', person);
      const soon = ZAlarmPage.parse(res.json()).items.filter((item) => item.type === 'pro_chat_soon');
      expect(soon.map((item) => item.text)).toEqual([
        `Your pro chat with ${other.nickname} starts at ${time} UTC.`,
      ]);
    }
  });
});
