import { ALARM_TYPE_RULES, ALARM_TYPES, type AlarmObjectCode, type AlarmTypeCode } from '@sidecamp/domain';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { type Database, type DatabaseHandle, rowsOf } from '../../apps/server/src/db/client';
import * as schema from '../../apps/server/src/db/schema';
import { createAlarmsService } from '../../apps/server/src/modules/alarms/alarms.service';
import type { AuthUser } from '../../apps/server/src/modules/auth';
import { hashPassword } from '../../apps/server/src/modules/auth/auth.crypto';
import { type BenchDatabase, type FilledServer, startFilledSidecamp } from './databases';
import { measure } from './measure';

/**
 * Issue 19's size: 10,000,000 notifications for 100,000 people.
 */
export const ALARMS_POSTGRES = Number(process.env.BENCH_ALARMS ?? 10_000_000);
export const ALARM_PEOPLE = Number(process.env.BENCH_ALARM_PEOPLE ?? 100_000);
const PASSWORD = 'bench password 123';

/**
 * The people the scenarios read as (their places in the skewed spread below, 0 = the most
 * notified): a heavy user (about 2 % of all notifications, 215,000 of 10,000,000) who marked all
 * read when 90 % of the history had passed and read some of what came after one by one; a
 * typical person (about 50 notifications, the median); and a heavy person who never marked all
 * read but opened every notification one by one but the newest few: the unread count's worst
 * case, every read row before the first unread one is skipped.
 */
const ALARM_READERS = {
  heavy: { email: 'alarm-heavy@bench.example' },
  typical: { email: 'alarm-typical@bench.example' },
  oneByOne: { email: 'alarm-one-by-one@bench.example' },
} as const;
export type AlarmReader = keyof typeof ALARM_READERS;
/** Each reader's place among `people` (the typical one a little past the middle: 50,003 of 100,000). */
const placeOf = (people: number): Record<AlarmReader, number> => ({
  heavy: 0,
  typical: Math.floor(people / 2) + 3,
  oneByOne: 1,
});

/** How often each kind occurs: likes and replies most, a leader change seldom. */
const KIND_WEIGHTS: Partial<Record<AlarmTypeCode, number>> = {
  like: 30,
  reply: 12,
  follow: 8,
  mention: 5,
  review: 2,
  project_news: 10,
  task_assigned: 6,
  member_joined: 5,
  application_received: 4,
  task_due_tomorrow: 3,
  task_overdue: 2,
  project_stage: 2,
  goal_completed: 2,
};
const OBJECT_OF: Partial<Record<AlarmTypeCode, AlarmObjectCode>> = {
  like: 'post',
  reply: 'post',
  mention: 'post',
  follow: 'person',
  review: 'person',
  level_up: 'person',
  quest_completed: 'person',
  pro_chat_reserved: 'person',
  booth_followed: 'booth',
  booth_reviewed: 'booth',
  booth_supported: 'booth',
};

/** The kinds as parallel SQL arrays, each kind repeated by its weight (every kind at least once). */
function kindArrays() {
  const kinds = ALARM_TYPES.entries.flatMap((type) =>
    Array.from({ length: KIND_WEIGHTS[type.code] ?? 1 }, () => type),
  );
  const literal = (values: string[]) => `{${values.map((value) => `"${value}"`).join(',')}}`;
  return {
    size: kinds.length,
    types: literal(kinds.map((kind) => kind.code)),
    groups: literal(kinds.map((kind) => ALARM_TYPE_RULES[kind.code].group)),
    preferences: literal(kinds.map((kind) => ALARM_TYPE_RULES[kind.code].preference)),
    objects: literal(kinds.map((kind) => OBJECT_OF[kind.code] ?? 'project')),
    labels: literal(kinds.map((kind) => kind.label.toLowerCase())),
  };
}

const int = (value: number) => sql.raw(String(Math.floor(value)));

/**
 * Fills the alarm centre in a few set-based statements. Each notification g (1..count, in the
 * order they were made, one a second) goes to person floor(people * r^3) for a hash r of g in
 * [0, 1): a skewed spread where the first person gets about 2 % of everything, the first few over
 * 50,000 each, the median person about 50 and the last about 30; so one person's rows lie all over
 * the table, as they do after months of arrivals. 70 % of people marked all read at some point in
 * the last fifth of the history (the pointer), and about 40 % of all notifications were opened one
 * by one (read_at).
 *
 * The secondary indexes and foreign keys are taken off for the load and put back from their own
 * definitions (as read from the catalog) afterwards: building an index once from sorted rows takes
 * seconds where 10,000,000 random inserts into five B-trees take many minutes.
 */
async function fill(handle: DatabaseHandle, count: number, people: number): Promise<string> {
  const { db } = handle;
  const passwordHash = await hashPassword(PASSWORD);
  await db.execute(sql`
    insert into users (email, nickname, main_job, main_job_d, password_hash)
    select 'alarm' || g || '@bench.example', 'alarmist' || g, '04', '0403', null
      from generate_series(0, ${int(people - 1)}) g`);
  const [first] = rowsOf<{ no: number }>(
    await db.execute(sql`select min(no)::int as no from users where email like 'alarm%@bench.example'`),
  );
  const base = first?.no ?? 1;
  const place = placeOf(people);
  const readers = Object.keys(ALARM_READERS) as AlarmReader[];
  for (const reader of readers) {
    await db.execute(
      sql`update users set email = ${ALARM_READERS[reader].email}, password_hash = ${passwordHash} where no = ${base + place[reader]}`,
    );
  }

  // The person of notification g, as an index 0..people-1, and an independent hash for read marks.
  const personOf = sql`floor(${int(people)} * power(((g * 2654435761) % 4294967296) / 4294967296.0::float8, 3))::int`;
  const pointerOf = (index: ReturnType<typeof sql>) => sql`(case
      when ${index} = ${int(place.heavy)} then ${int(count * 0.9)}
      when ${index} = ${int(place.oneByOne)} then 0
      when ${index} % 10 < 7 then floor(${int(count)} * (1 - 0.2 * ((${index}::bigint * 7919) % 1000) / 1000.0))::bigint
      else 0 end)`;
  const kinds = kindArrays();

  const indexes = rowsOf<{ name: string; definition: string }>(
    await db.execute(sql`
      select indexname as name, indexdef as definition from pg_indexes
       where tablename = 'notifications' and indexname <> 'notifications_pkey'`),
  );
  const foreignKeys = rowsOf<{ name: string; definition: string }>(
    await db.execute(sql`
      select conname as name, pg_get_constraintdef(oid) as definition from pg_constraint
       where conrelid = 'notifications'::regclass and contype = 'f'`),
  );
  for (const key of foreignKeys)
    await db.execute(sql.raw(`alter table notifications drop constraint "${key.name}"`));
  for (const index of indexes) await db.execute(sql.raw(`drop index "${index.name}"`));

  // Two statements side by side over halves of the range (one per core): INSERT ... SELECT runs on
  // one backend.
  const loadStarted = performance.now();
  const insertRange = (from: number, to: number) =>
    db.execute(sql`
    insert into notifications (id, user_no, type, alarm_group, preference, actor_no, other_actors, object_type,
                               object_id, text, link, event_id, seq, read_at, pushed_at, emailed_at, created_at, updated_at)
    select g, ${int(base)} + p, (${kinds.types}::text[])[k], (${kinds.groups}::text[])[k], (${kinds.preferences}::text[])[k],
           ${int(base)} + ((g * 48271) % ${int(people)})::int,
           case when (${kinds.types}::text[])[k] = 'like' then (g % 5)::int else 0 end,
           (${kinds.objects}::text[])[k], ((g * 31) % 50000)::text,
           'alarmist' || ((g * 48271) % ${int(people)}) || ' ' || (${kinds.labels}::text[])[k] || ' (' || g || ')',
           '/' || (${kinds.objects}::text[])[k] || 's/' || ((g * 31) % 50000),
           g, g,
           case
             when p = ${int(place.oneByOne)} then
               case when g <= ${int(count - 5000)} then at + interval '1 hour' end
             when ((g * 2246822519) % 4294967296) % 10 < 4 then at + interval '1 hour'
           end,
           at, at, at, at
      from generate_series(${int(from)}, ${int(to)}::bigint) g,
           lateral (select ${personOf} as p,
                           (1 + ((g * 40503) % 65537) % ${int(kinds.size)})::int as k,
                           now() - (${int(count)} - g) * interval '1 second' as at) s`);
  const half = Math.floor(count / 2);
  await Promise.all([insertRange(1, half), insertRange(half + 1, count)]);
  const loadSeconds = (performance.now() - loadStarted) / 1000;
  await db.execute(
    sql`select setval('notifications_seq', ${int(count)}), setval('notifications_id_seq', ${int(count)})`,
  );
  await db.execute(sql`
    insert into notification_reads (user_no, last_read_seq)
    select ${int(base)} + i, ${pointerOf(sql`i`)}
      from generate_series(0, ${int(people - 1)}) i
     where ${pointerOf(sql`i`)} > 0`);

  const indexStarted = performance.now();
  await db.transaction(async (tx) => {
    // Sorting 10,000,000 keys in memory rather than in runs on disk (this transaction only).
    await tx.execute(sql`set local maintenance_work_mem = '256MB'`);
    for (const index of indexes) await tx.execute(sql.raw(index.definition));
    for (const key of foreignKeys)
      await tx.execute(sql.raw(`alter table notifications add constraint "${key.name}" ${key.definition}`));
  });
  const indexSeconds = (performance.now() - indexStarted) / 1000;
  // Vacuum sets the visibility map (what autovacuum does in production) and analyze the statistics.
  const vacuumStarted = performance.now();
  await db.execute(sql`vacuum analyze notifications`);
  await db.execute(sql`analyze users`);
  await db.execute(sql`analyze notification_reads`);
  // Gigabytes of new pages are still to be written back: do it now, not under the first load.
  await db.execute(sql`checkpoint`).catch(() => {
    // Only a superuser or pg_checkpoint may; the load then shares the disk with the write-back.
  });
  const vacuumSeconds = (performance.now() - vacuumStarted) / 1000;
  console.log(
    `  (notifications: rows in ${loadSeconds.toFixed(1)} s, ${indexes.length} indexes and ${foreignKeys.length} foreign keys back in ${indexSeconds.toFixed(1)} s, vacuum analyze and checkpoint ${vacuumSeconds.toFixed(1)} s)`,
  );
  const counts: string[] = [];
  for (const reader of readers) {
    const [row] = rowsOf<{ n: number }>(
      await db.execute(
        sql`select count(*)::int as n from notifications where user_no = ${base + place[reader]}`,
      ),
    );
    counts.push(`${reader} ${(row?.n ?? 0).toLocaleString('en')}`);
  }
  return `${count.toLocaleString('en')} notifications for ${people.toLocaleString('en')} people (readers: ${counts.join(', ')})`;
}

/** Logged-in sessions per server and reader: argon2 makes each login cost CPU, and a second login ends the first. */
const sessions = new WeakMap<FilledServer, Map<AlarmReader, Promise<Record<string, string>>>>();

async function login(baseUrl: string, reader: AlarmReader): Promise<Record<string, string>> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ALARM_READERS[reader].email, password: PASSWORD }),
  });
  if (response.status !== 200)
    throw new Error(`alarm reader login failed: ${response.status} ${await response.text()}`);
  const cookie = response.headers.getSetCookie()[0]?.split(';')[0];
  if (!cookie) throw new Error('alarm reader login set no cookie');
  return { cookie };
}

/** A parameter as an SQL literal, for EXECUTE (the reads' parameters are numbers and codes). */
const literal = (value: unknown) =>
  typeof value === 'number' ? String(value) : `'${String(value).replaceAll("'", "''")}'`;

/**
 * Each statement the alarm centre's two reads run for `userNo`, taken from the server's own code
 * (drizzle's logger records them with their parameters), then prepared on one connection, run five
 * times and run a sixth time under EXPLAIN (ANALYZE, BUFFERS): the plan PostgreSQL keeps for a
 * prepared statement from its sixth call, which is what the server runs under load.
 */
async function printPlans(handle: DatabaseHandle, userNo: number, who: string) {
  // The handle's own pool (node-postgres on PostgreSQL), under a drizzle that logs what it sends.
  const pool = (handle.db as unknown as { $client: pg.Pool }).$client;
  const statements: { query: string; params: unknown[] }[] = [];
  const db = drizzle({
    client: pool,
    schema,
    logger: { logQuery: (query, params) => statements.push({ query, params }) },
  }) as unknown as Database;
  const alarms = createAlarmsService({ db });
  const user = { no: userNo } as AuthUser;
  const reads = [
    { route: 'GET /api/alarms/unread', run: () => alarms.unread(user) },
    { route: 'GET /api/alarms (first page)', run: () => alarms.page(user, {}) },
  ];
  for (const read of reads) {
    statements.length = 0;
    // Once to warm the cache as the load will have, once recorded.
    await read.run();
    statements.length = 0;
    const answer = await read.run();
    const unread = 'unread' in answer ? answer.unread : answer;
    console.log(
      `  ${read.route} for the ${who} (${statements.length} statements; unread ${JSON.stringify(unread)}):`,
    );
    for (const statement of statements) {
      const client = await pool.connect();
      try {
        await client.query(`prepare bench_alarm_plan as ${statement.query}`);
        const execute = `execute bench_alarm_plan(${statement.params.map(literal).join(', ')})`;
        for (let call = 0; call < 5; call += 1) await client.query(execute);
        const plan = await client.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${execute}`);
        console.log(`    ${statement.query.replace(/\s+/g, ' ').trim()}`);
        console.log(`      params ${JSON.stringify(statement.params)}`);
        for (const row of plan.rows) console.log(`      ${row['QUERY PLAN']}`);
      } finally {
        await client.query('deallocate bench_alarm_plan').catch(() => {});
        client.release();
      }
    }
  }
}

/**
 * Logs `reader` in (once per server) and, on PostgreSQL with `plans`, prints the plans of the
 * statements both alarm centre reads run for them.
 */
export function alarmReader(reader: AlarmReader, plans = false) {
  return async ({ baseUrl, server }: { baseUrl: string; server?: FilledServer }) => {
    if (!server) throw new Error('the alarm centre scenarios run on their own server');
    let mine = sessions.get(server);
    if (!mine) {
      mine = new Map();
      sessions.set(server, mine);
    }
    const first = mine.size === 0;
    let session = mine.get(reader);
    if (!session) {
      session = login(baseUrl, reader);
      mine.set(reader, session);
    }
    const headers = await session;
    // A fresh server (and its fresh PostgreSQL connections) runs its first seconds of load slower:
    // the code is compiled, each connection plans and caches its statements; the runs showed it in
    // whichever row came first. Two seconds of load on each read first, not measured.
    if (first) {
      for (const path of ['/api/alarms/unread', '/api/alarms']) {
        const warm = await measure({
          url: `${baseUrl}${path}`,
          headers,
          connections: 50,
          durationSeconds: 2,
        });
        if (warm.errors + warm.non2xx > 0) throw new Error(`${path}: errors while warming up`);
      }
    }
    if (plans) {
      const handle = await server.openBeside();
      try {
        const [row] = rowsOf<{ no: number }>(
          await handle.db.execute(sql`select no from users where email = ${ALARM_READERS[reader].email}`),
        );
        if (!row) throw new Error(`no alarm reader ${reader}`);
        await printPlans(handle, row.no, `${reader} reader`);
      } finally {
        await handle.close();
      }
    }
    return headers;
  };
}

/** A Sidecamp of its own for the alarm centre scenarios, on a fresh store of `database`. */
export function startAlarmSidecamp(port: number, database: BenchDatabase): Promise<FilledServer> {
  const count = ALARMS_POSTGRES;
  const people = ALARM_PEOPLE;
  return startFilledSidecamp({
    database,
    tag: 'alarms',
    port,
    fill: (handle) => fill(handle, count, people),
  });
}
