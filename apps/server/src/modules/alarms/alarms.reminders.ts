import { PRO_CHAT_REMINDER_MINUTES } from '@sidecamp/domain';
import { sql } from 'drizzle-orm';
import { type Database, rowsOf, type Transaction } from '../../db/client';
import type { RealtimeHub } from '../../realtime/hub';
import { type AlarmDraft, notifyAll } from './alarms.notify';
import { taskReminders } from './alarms.tables';

/**
 * Overdue reminders are made only for tasks whose due date lies within this many days before
 * today (UTC): an overdue task is reminded about once a day for two weeks, and a board full of
 * long-forgotten tasks (or the job's first run on an old database) does not flood anyone.
 */
export const OVERDUE_REMINDER_DAYS = 14;

const DAY_MS = 86_400_000;
const utcDay = (at: Date) => at.toISOString().slice(0, 10);

export type ReminderRunResult = {
  /** Whether this process held the lock (another one was running the job otherwise). */
  ran: boolean;
  dueTomorrow: number;
  overdue: number;
  /** Pro-chat reminders made (each of the two people counts). */
  proChats?: number;
};

type DueTask = {
  id: number;
  project_no: number;
  title: string;
  assignee_no: number;
  due_date: string;
  project_name: string;
};

const quotedTitle = (title: string) => `“${title.length > 60 ? `${title.slice(0, 59)}…` : title}”`;

/**
 * The task reminder job (issue 19): for every task that is not done and has an assignee, a
 * `task_due_tomorrow` notification when its due date is tomorrow and a `task_overdue` one when it
 * is past (within OVERDUE_REMINDER_DAYS), days counted in UTC. Each once per task, kind and day:
 * the task_reminders row is inserted first (ON CONFLICT DO NOTHING) and only a new row notifies,
 * through notifyAll, so the assignee's mutes, watch level and in-app switch still apply. Runs under
 * a transaction-scoped advisory lock, so with several processes one does the work and the others
 * skip. `at` is the clock (tests pass their own).
 */
export async function runTaskReminders(
  db: Database,
  realtime: RealtimeHub | undefined,
  at: Date,
): Promise<ReminderRunResult> {
  const today = utcDay(at);
  const tomorrow = utcDay(new Date(at.getTime() + DAY_MS));
  const oldest = utcDay(new Date(at.getTime() - OVERDUE_REMINDER_DAYS * DAY_MS));
  return db.transaction(async (tx) => {
    const lock = rowsOf<{ locked: boolean }>(
      await tx.execute(sql`select pg_try_advisory_xact_lock(hashtext('sidecamp:task-reminders')) as locked`),
    );
    if (lock[0]?.locked !== true) return { ran: false, dueTomorrow: 0, overdue: 0 };
    const tasks = rowsOf<DueTask>(
      await tx.execute(sql`
        select t.id, t.project_no, t.title, t.assignee_no, t.due_date::text as due_date, p.name as project_name
          from project_tasks t
          join projects p on p.no = t.project_no
         where t.stage <> '04'
           and t.assignee_no is not null
           and t.due_date is not null
           and (t.due_date = ${tomorrow}::date
             or (t.due_date < ${today}::date and t.due_date >= ${oldest}::date))
         order by t.due_date, t.id`),
    );
    const result: ReminderRunResult = { ran: true, dueTomorrow: 0, overdue: 0 };
    for (const task of tasks) {
      const overdue = task.due_date < today;
      const kind = overdue ? 'overdue' : 'due_tomorrow';
      const recorded = await tx
        .insert(taskReminders)
        .values({ taskId: Number(task.id), kind, day: today })
        .onConflictDoNothing()
        .returning({ taskId: taskReminders.taskId });
      if (recorded.length === 0) continue;
      const title = quotedTitle(task.title);
      const draft: AlarmDraft = {
        userNo: Number(task.assignee_no),
        type: overdue ? 'task_overdue' : 'task_due_tomorrow',
        actorNo: null,
        object: { type: 'project', id: Number(task.project_no) },
        text: overdue
          ? `Task ${title} in ${task.project_name} is overdue (due ${task.due_date}).`
          : `Task ${title} in ${task.project_name} is due tomorrow.`,
        link: `/projects/${task.project_no}/workspace?task=${task.id}`,
        needs: 'normal',
        defaultLevel: 'normal',
        eventId: null,
      };
      if ((await notifyAll(tx, realtime, [draft])) > 0) {
        if (overdue) result.overdue += 1;
        else result.dueTomorrow += 1;
      }
    }
    result.proChats = await remindProChats(tx, realtime, at);
    return result;
  });
}

/**
 * Both people of a pro chat that starts within PRO_CHAT_REMINDER_MINUTES, once per reservation
 * and person (the notification itself is the record; the caller holds the job's lock).
 */
async function remindProChats(tx: Transaction, realtime: RealtimeHub | undefined, at: Date): Promise<number> {
  const until = new Date(at.getTime() + PRO_CHAT_REMINDER_MINUTES * 60_000);
  const soon = rowsOf<{
    id: number | string;
    pro_no: number;
    user_no: number;
    starts_at: string | Date;
    pro: string;
    guest: string;
  }>(
    await tx.execute(sql`
      select r.id, r.pro_no, r.user_no, r.starts_at, pu.nickname as pro, gu.nickname as guest
        from pro_reservations r
        join users pu on pu.no = r.pro_no
        join users gu on gu.no = r.user_no
       where r.status = 'reserved'
         and r.starts_at > ${at.toISOString()}::timestamptz
         and r.starts_at <= ${until.toISOString()}::timestamptz
         and not exists (select 1 from notifications n
                          where n.type = 'pro_chat_soon' and n.object_type = 'pro_chat'
                            and n.object_id = r.id::text)
       order by r.starts_at, r.id`),
  );
  let made = 0;
  for (const reservation of soon) {
    const time = new Date(reservation.starts_at).toISOString().slice(11, 16);
    const drafts: AlarmDraft[] = [
      [reservation.user_no, reservation.pro],
      [reservation.pro_no, reservation.guest],
    ].map(([userNo, other]) => ({
      userNo: Number(userNo),
      type: 'pro_chat_soon',
      actorNo: null,
      object: { type: 'pro_chat', id: String(reservation.id) },
      text: `Your pro chat with ${other} starts at ${time} UTC.`,
      link: '/chat/pros',
      needs: 'normal',
      defaultLevel: 'normal',
      eventId: null,
    }));
    made += await notifyAll(tx, realtime, drafts);
  }
  return made;
}
