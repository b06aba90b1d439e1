import { questsForDate, questWeekStart } from '@sidecamp/domain';
import { sql } from 'drizzle-orm';
import { type DatabaseHandle, rowsOf } from '../../apps/server/src/db/client';
import { bulkInsertProjects } from '../../apps/server/src/modules/projects/projects.bulk';
import { DEMO_PASSWORD } from '../../apps/server/src/seed/people.seed';
import { seedDatabase } from '../../apps/server/src/seed/seed';
import { type BenchDatabase, type FilledServer, startFilledSidecamp } from './databases';

/**
 * The data the main screens read, at demo size: the demo community (`npm run seed`'s people,
 * projects, chats, lounge and wallets) plus the bulk a live community gathers, written with
 * set-based SQL so it takes seconds: several hundred more projects on the hub, one team with
 * ~200 tasks on its board, a team chat with a few thousand messages, a lounge feed of thousands of
 * items, a wallet with a long ledger and this week's quests. The screens are read as the team's
 * leader, logged in with the demo password.
 */
export const MAIN_SCREENS_SIZE = {
  extraProjects: Number(process.env.BENCH_MAIN_PROJECTS ?? 500),
  tasks: 200,
  messages: Number(process.env.BENCH_MAIN_MESSAGES ?? 3000),
  feedItems: Number(process.env.BENCH_MAIN_FEED_ITEMS ?? 5000),
  ledgerEntries: Number(process.env.BENCH_MAIN_LEDGER ?? 2000),
};

/** Who reads the screens and what they open: known once the data is in. */
export type MainScreensData = {
  email: string;
  userNo: number;
  projectNo: number;
  roomId: number;
  /** The demo booth with the most support (a booth page with supporters, reviews and progress). */
  boothId: number;
};

async function one<T>(handle: DatabaseHandle, query: ReturnType<typeof sql>): Promise<T> {
  const [row] = rowsOf<T>(await handle.db.execute(query));
  if (!row) throw new Error('main-screens set-up: a look-up found nothing');
  return row;
}

/** The seeded team with the most members that has a team chat: its leader reads the screens. */
async function chooseReader(handle: DatabaseHandle): Promise<MainScreensData> {
  const row = await one<{ project_no: number; user_no: number; email: string; room_id: number }>(
    handle,
    sql`
      select p.no as project_no, leader.user_no, u.email, r.id as room_id
        from projects p
        join project_members leader on leader.project_no = p.no and leader.role = '01'
        join users u on u.no = leader.user_no
        join chat_rooms r on r.type = '03' and r.project_no = p.no
        join chat_participants cp on cp.room_id = r.id and cp.user_no = leader.user_no and cp.status = 'joined'
       where u.email like '%@demo.sidecamp.dev'
       order by (select count(*) from project_members m where m.project_no = p.no) desc, p.no
       limit 1`,
  );
  const booth = await one<{ id: number }>(
    handle,
    sql`select id from booths where state = 'published' order by support_points desc, id limit 1`,
  );
  return {
    email: row.email,
    userNo: row.user_no,
    projectNo: row.project_no,
    roomId: row.room_id,
    boothId: booth.id,
  };
}

async function fillBoard(handle: DatabaseHandle, reader: MainScreensData) {
  const { db } = handle;
  // ~200 tasks over the four stages, assigned round the team (the reader gets a share, for the
  // to-do panel), half of them with due dates over the coming weeks, some under the team's goals.
  await db.execute(sql`
    with team as (
      select user_no, row_number() over (order by user_no) - 1 as i, count(*) over () as n
        from project_members where project_no = ${reader.projectNo}::int
    ), goal as (
      select id, row_number() over (order by id) - 1 as i, count(*) over () as n
        from project_goals where project_no = ${reader.projectNo}::int
    )
    insert into project_tasks (project_no, goal_id, title, description, assignee_no, due_date, stage,
                               position, created_by_no, completed_by_no, completed_at)
    select ${reader.projectNo}::int,
           (select id from goal where goal.i = g % greatest(1, goal.n) and g % 3 = 0),
           'Task ' || g || ': ' || (array['fix the sign-up form', 'write the release notes',
             'review the onboarding copy', 'measure the hub page', 'answer the beta testers'])[1 + g % 5],
           'What needs doing and why, in a few sentences, as a teammate would write it.',
           (select user_no from team where team.i = g % team.n),
           case when g % 2 = 0 then current_date + (g % 30) end,
           stage,
           g / 4,
           ${reader.userNo}::int,
           case when stage = '04' then ${reader.userNo}::int end,
           case when stage = '04' then now() - (g || ' hours')::interval end
      from generate_series(1, ${MAIN_SCREENS_SIZE.tasks}::int) g,
           lateral (select (array['01', '02', '03', '04'])[1 + g % 4] as stage) s`);
}

async function fillChat(handle: DatabaseHandle, reader: MainScreensData) {
  const { db } = handle;
  // A few thousand messages from the room's people, a minute apart; the reader has read all but
  // the last 40, so the room list shows an unread count.
  await db.execute(sql`
    with people as (
      select user_no, row_number() over (order by user_no) - 1 as i, count(*) over () as n
        from chat_participants where room_id = ${reader.roomId}::int
    )
    insert into chat_messages (room_id, sender_no, type, body, client_id, created_at)
    select ${reader.roomId}::int,
           (select user_no from people where people.i = g % people.n),
           'text',
           'Message ' || g || ': a status update, a question about the next release or a link to a draft.',
           'bench-' || g,
           now() - ((${MAIN_SCREENS_SIZE.messages}::int - g) * interval '1 minute')
      from generate_series(1, ${MAIN_SCREENS_SIZE.messages}::int) g`);
  await db.execute(sql`
    update chat_participants
       set last_read_message_id = coalesce(
             (select id from chat_messages where room_id = ${reader.roomId}::int order by id desc offset 40 limit 1), 0)
     where room_id = ${reader.roomId}::int and user_no = ${reader.userNo}::int`);
}

async function fillFeed(handle: DatabaseHandle) {
  // Lounge items by the whole community (the same shape as the lounge benchmark's synthetic feed).
  await handle.db.execute(sql`
    with people as (
      select no, nickname, row_number() over (order by no) - 1 as i, count(*) over () as n from users
    )
    insert into feed_items (write_type, actor_no, category, feed_title, feed_detail, user_nickname, source_key, created_at)
    select case when g % 3 = 0 then '03' else '01' end,
           p.no,
           (array['01','02','03','04','05','06','07','08','09','21','22','23','24'])[1 + g % 13],
           case when g % 3 = 0 then 'Log entry ' || g end,
           'Day ' || g || ': what we shipped, what broke and what we learned while building in public.',
           p.nickname,
           'bench-main:' || g,
           now() - ((${MAIN_SCREENS_SIZE.feedItems}::int - g) * interval '3 minutes')
      from generate_series(1, ${MAIN_SCREENS_SIZE.feedItems}::int) g
      join people p on p.i = g % p.n`);
}

/**
 * A long ledger for the reader: income and spending over months, each row with the balance right
 * after it (as the ledger writes it), and the account's balance equal to the last row's.
 */
async function fillWallet(handle: DatabaseHandle, reader: MainScreensData) {
  const { db } = handle;
  const start = await one<{ balance: number }>(
    handle,
    sql`select coalesce((select balance from point_accounts where user_no = ${reader.userNo}::int), 0) as balance`,
  );
  await db.execute(sql`
    insert into point_entries (user_no, code, amount, balance_after, cause_type, cause_id, created_at)
    select ${reader.userNo}::int, code, amount,
           ${start.balance}::int + sum(amount) over (order by g),
           'bench', 'ledger-' || g,
           now() - ((${MAIN_SCREENS_SIZE.ledgerEntries}::int - g) * interval '2 hours')
      from generate_series(1, ${MAIN_SCREENS_SIZE.ledgerEntries}::int) g,
           lateral (select case when g % 5 = 0 then 'D24' else (array['I22','I23','I24','I28','I31'])[1 + g % 5] end as code,
                           case when g % 5 = 0 then -3 else 2 + g % 4 end as amount) e
     order by g`);
  await db.execute(sql`
    insert into point_accounts (user_no, balance, experience, level)
    values (${reader.userNo}::int,
            (select balance_after from point_entries where user_no = ${reader.userNo}::int order by id desc limit 1),
            ${MAIN_SCREENS_SIZE.ledgerEntries * 3}::int, 0)
    on conflict (user_no) do update set balance = excluded.balance, experience = excluded.experience`);
}

/** This week's quests: the ones offered so far this week done, two of them claimed. */
async function fillQuests(handle: DatabaseHandle, reader: MainScreensData) {
  const now = new Date();
  const weekStart = questWeekStart(now);
  for (let day = 0; day < 7; day += 1) {
    const date = new Date(Date.parse(`${weekStart}T12:00:00Z`) + day * 86_400_000);
    if (date > now) break;
    const iso = date.toISOString().slice(0, 10);
    for (const code of questsForDate(date, 'UTC'))
      await handle.db.execute(sql`
        insert into quest_completions (user_no, week_start, day, quest_code)
        values (${reader.userNo}::int, ${weekStart}::date, ${iso}::date, ${code}) on conflict do nothing`);
  }
}

async function fillMainScreens(handle: DatabaseHandle): Promise<{ data: MainScreensData; what: string }> {
  const seeded = await seedDatabase(handle.db);
  if (!seeded.seeded) throw new Error('main-screens set-up: the fresh database already had people');
  const leaders = rowsOf<{ no: number }>(
    await handle.db.execute(sql`select no from users where email like '%@demo.sidecamp.dev' order by no`),
  ).map((row) => row.no);
  await bulkInsertProjects(handle.db, { count: MAIN_SCREENS_SIZE.extraProjects, leaderNos: leaders });
  const reader = await chooseReader(handle);
  await fillBoard(handle, reader);
  await fillChat(handle, reader);
  await fillFeed(handle);
  await fillWallet(handle, reader);
  await fillQuests(handle, reader);
  // Fresh statistics and visibility map, as autovacuum leaves them after a burst of writes.
  await handle.db.execute(sql`vacuum analyze`);
  const counts = await one<{
    projects: number;
    tasks: number;
    messages: number;
    feed: number;
    ledger: number;
  }>(
    handle,
    sql`select (select count(*)::int from projects) as projects,
               (select count(*)::int from project_tasks where project_no = ${reader.projectNo}::int) as tasks,
               (select count(*)::int from chat_messages where room_id = ${reader.roomId}::int) as messages,
               (select count(*)::int from feed_items) as feed,
               (select count(*)::int from point_entries where user_no = ${reader.userNo}::int) as ledger`,
  );
  return {
    data: reader,
    what: `the demo community + ${counts.projects} projects, ${counts.tasks} tasks on one board, ${counts.messages} messages in one team chat, ${counts.feed} feed items, ${counts.ledger} ledger entries`,
  };
}

export type MainScreensServer = FilledServer & { data: MainScreensData };

/** A Sidecamp on `database` filled with the main screens' data. */
export async function startMainScreensSidecamp(
  port: number,
  database: BenchDatabase,
): Promise<MainScreensServer> {
  let data: MainScreensData | undefined;
  const server = await startFilledSidecamp({
    database,
    tag: 'main',
    port,
    fill: async (handle) => {
      const filled = await fillMainScreens(handle);
      data = filled.data;
      return filled.what;
    },
  });
  if (!data) throw new Error('main-screens set-up: no data');
  return { ...server, data };
}

/** Logs the reader in through the API, as the browser does, and answers with the session cookie. */
export async function readerCookie(baseUrl: string, data: MainScreensData): Promise<Record<string, string>> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: data.email, password: DEMO_PASSWORD }),
  });
  if (response.status !== 200)
    throw new Error(`reader login failed: ${response.status} ${await response.text()}`);
  const cookie = response.headers.getSetCookie()[0]?.split(';')[0];
  if (!cookie) throw new Error('reader login set no cookie');
  return { cookie };
}
