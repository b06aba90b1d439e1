import {
  ACTIVITY_REWARDS,
  levelStandingOf,
  QUESTS_TRACKED,
  questsForWeekday,
  questWeekDays,
  questWeekStart,
  type TQuestClaimResult,
  type TQuestWeek,
  utcDay,
  WEEKLY_QUESTS,
  type WeeklyQuestCode,
} from '@sidecamp/domain';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client';
import { recordEvent } from '../../events/outbox';
import { AppError } from '../../http/errors';
import { writeEntry } from './points.ledger';
import { pointAccounts, pointEntries, questCompletions, questWeeks } from './points.tables';

/**
 * The quests offered on `at`'s weekday in UTC. Reads the UTC weekday straight from the date:
 * questsForDate(at, 'UTC') gives the same answer but builds an Intl.DateTimeFormat on every call,
 * which the quests page paid seven times a request.
 */
const questsOnUtcDay = (at: Date) => questsForWeekday(at.getUTCDay());

const questCause = (day: string, code: WeeklyQuestCode) => ({ type: 'quest', id: `${day}:${code}` });

/**
 * Records that a person did a quest's action. It counts only on a day whose slot offers that quest
 * (the spec's weekday table, read in UTC); doing it twice the same day changes nothing.
 */
export async function markQuestDone(q: Queryable, userNo: number, questCode: WeeklyQuestCode, at: Date) {
  if (!questsOnUtcDay(at).includes(questCode)) return false;
  const inserted = await q
    .insert(questCompletions)
    .values({ userNo, weekStart: questWeekStart(at), day: utcDay(at), questCode })
    .onConflictDoNothing()
    .returning({ day: questCompletions.day });
  return inserted.length > 0;
}

/**
 * The week's completions, claimed rewards and the person's experience in one statement, prepared
 * once per connection per database (the quests page reads it on every visit; it was three).
 */
function prepareQuestWeek(db: Database) {
  const userNo = sql.placeholder('userNo');
  return db
    .select({
      done: sql<{ day: string; code: string }[]>`(
        select coalesce(json_agg(json_build_object('day', qc.day, 'code', qc.quest_code)), '[]'::json)
          from ${questCompletions} qc
         where qc.user_no = ${userNo} and qc.week_start = ${sql.placeholder('weekStart')}::date)`,
      claimed: sql<string[]>`(
        select coalesce(json_agg(pe.cause_id), '[]'::json)
          from ${pointEntries} pe
         where pe.user_no = ${userNo} and pe.code = ${sql.placeholder('code')} and pe.cause_type = 'quest'
           and pe.cause_id >= ${sql.placeholder('from')} and pe.cause_id < ${sql.placeholder('to')})`,
      experience: sql<number>`coalesce((select pa.experience from ${pointAccounts} pa where pa.user_no = ${userNo}), 0)`,
    })
    .from(sql`(select 1) as one`)
    .prepare('points_quest_week');
}
const questWeekStatements = new WeakMap<Database, ReturnType<typeof prepareQuestWeek>>();

/** The week of quests as the quests page shows it: each day's three quests, done and claimed. */
export async function questWeekOf(db: Database, userNo: number, now: Date): Promise<TQuestWeek> {
  const weekStart = questWeekStart(now);
  const days = questWeekDays(weekStart);
  let statement = questWeekStatements.get(db);
  if (!statement) {
    statement = prepareQuestWeek(db);
    questWeekStatements.set(db, statement);
  }
  const [row] = await statement.execute({
    userNo,
    weekStart,
    code: ACTIVITY_REWARDS.weeklyQuest.code,
    from: days[0],
    to: `${days[6]}~`,
  });
  const doneSet = new Set((row?.done ?? []).map((completion) => `${completion.day}:${completion.code}`));
  const claimedSet = new Set(row?.claimed ?? []);
  const reward = ACTIVITY_REWARDS.weeklyQuest;
  return {
    weekStart,
    today: utcDay(now),
    resetsAt: new Date(Date.parse(`${weekStart}T00:00:00Z`) + 7 * 86_400_000).toISOString(),
    reward: { points: reward.points, experience: reward.experience },
    days: days.map((date) => ({
      date,
      quests: questsOnUtcDay(new Date(`${date}T12:00:00Z`)).map((code) => ({
        code,
        label: WEEKLY_QUESTS.label(code),
        done: doneSet.has(`${date}:${code}`),
        claimed: claimedSet.has(`${date}:${code}`),
        tracked: QUESTS_TRACKED.includes(code),
      })),
    })),
    level: levelStandingOf(row?.experience ?? 0),
  };
}

/**
 * Collects today's reward for a quest whose action was done today: credits I33 (points and
 * experience) once and records `quest.completed`. A quest not offered today, not done yet, or
 * already claimed is refused with QUEST_NOT_CLAIMABLE.
 */
export async function claimQuest(
  db: Database,
  userNo: number,
  questCode: WeeklyQuestCode,
  now: Date,
): Promise<TQuestClaimResult> {
  return db.transaction((tx) => claimQuestIn(tx, userNo, questCode, now));
}

/** claimQuest inside the caller's transaction (the seed claims for demo people). */
export async function claimQuestIn(
  tx: Queryable,
  userNo: number,
  questCode: WeeklyQuestCode,
  now: Date,
): Promise<TQuestClaimResult> {
  const day = utcDay(now);
  if (!questsOnUtcDay(now).includes(questCode)) {
    throw new AppError('QUEST_NOT_CLAIMABLE', { message: `${questCode} is not one of today's quests.` });
  }
  const [done] = await tx
    .select({ day: questCompletions.day })
    .from(questCompletions)
    .where(
      and(
        eq(questCompletions.userNo, userNo),
        eq(questCompletions.day, day),
        eq(questCompletions.questCode, questCode),
      ),
    );
  if (!done) {
    throw new AppError('QUEST_NOT_CLAIMABLE', {
      message: `Do today's "${WEEKLY_QUESTS.label(questCode)}" quest first, then claim its reward.`,
    });
  }
  const reward = ACTIVITY_REWARDS.weeklyQuest;
  const result = await writeEntry(tx, {
    userNo,
    code: reward.code,
    points: reward.points,
    experience: reward.experience,
    cause: questCause(day, questCode),
  });
  if (!result.written) {
    throw new AppError('QUEST_NOT_CLAIMABLE', {
      message: "You already claimed this quest's reward today.",
    });
  }
  await recordEvent(
    tx,
    'quest.completed',
    { userNo, questCode, weekStart: questWeekStart(now) },
    { actorNo: userNo },
  );
  return {
    questCode,
    day,
    pointsCredited: result.amount,
    balance: result.balance,
    level: levelStandingOf(result.experience),
  };
}

/** Key of the advisory lock that lets one process at a time run the weekly quest reset. */
export const QUEST_RESET_LOCK_KEY = 7_234_101;

/**
 * The weekly reset: opens the current quest week and closes every earlier one with its totals.
 * Runs under a transaction-scoped advisory lock (pg_try_advisory_xact_lock), so with several
 * server processes exactly one does the work and the others skip; a second run in the same week
 * finds nothing to do. Returns whether this process held the lock.
 */
export async function runQuestWeekReset(
  db: Database,
  now: Date,
): Promise<{ ran: boolean; opened: string | null; closed: string[] }> {
  return db.transaction(async (tx) => {
    const lock = await tx.execute(sql`select pg_try_advisory_xact_lock(${QUEST_RESET_LOCK_KEY}) as locked`);
    const locked = (lock as unknown as { rows: { locked: boolean }[] }).rows[0]?.locked === true;
    if (!locked) return { ran: false, opened: null, closed: [] };
    const weekStart = questWeekStart(now);
    const opened = await tx
      .insert(questWeeks)
      .values({ weekStart })
      .onConflictDoNothing()
      .returning({ weekStart: questWeeks.weekStart });
    const open = await tx
      .select({ weekStart: questWeeks.weekStart })
      .from(questWeeks)
      .where(and(lt(questWeeks.weekStart, weekStart), sql`${questWeeks.closedAt} is null`));
    const closed: string[] = [];
    for (const week of open) {
      const [totals] = await tx
        .select({
          completions: sql<number>`count(*)::int`,
          participants: sql<number>`count(distinct ${questCompletions.userNo})::int`,
        })
        .from(questCompletions)
        .where(eq(questCompletions.weekStart, week.weekStart));
      await tx
        .update(questWeeks)
        .set({
          closedAt: now,
          completions: totals?.completions ?? 0,
          participants: totals?.participants ?? 0,
        })
        .where(eq(questWeeks.weekStart, week.weekStart));
      closed.push(week.weekStart);
    }
    return { ran: true, opened: opened[0]?.weekStart ?? null, closed };
  });
}

/** Checks for a new week every `intervalMs` (the reset is cheap and idempotent). */
export function startQuestWeekJob(options: {
  db: Database;
  intervalMs?: number;
  onError?: (error: unknown) => void;
  /** Wraps each run (the app's recordJob counts it for /metrics). */
  record?: <T>(run: () => Promise<T>) => Promise<T>;
}): { stop: () => void } {
  const record = options.record ?? ((run) => run());
  const run = () =>
    record(() => runQuestWeekReset(options.db, new Date())).catch((error: unknown) =>
      options.onError?.(error),
    );
  void run();
  const timer = setInterval(run, options.intervalMs ?? 60_000);
  timer.unref?.();
  return { stop: () => clearInterval(timer) };
}
