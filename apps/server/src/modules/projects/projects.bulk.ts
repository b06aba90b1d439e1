import { JOB_CODE_ANY, JOB_CODES } from '@sidecamp/domain';
import { sql } from 'drizzle-orm';
import { type Queryable, rowsOf } from '../../db/client';

/**
 * Bulk synthetic projects for the hub benchmark and the query-plan test: set-based SQL with
 * generate_series, so 100,000 projects take seconds, not an API call each. Deterministic: row g
 * always gets the same words, stage, codes and counts, so plans and figures are repeatable.
 */

const WORDS = [
  'habit',
  'budget',
  'recipe',
  'travel',
  'study',
  'fitness',
  'music',
  'garden',
  'pet',
  'photo',
  'language',
  'reading',
  'volunteer',
  'carpool',
  'market',
  'coffee',
  'climate',
  'energy',
  'health',
  'sleep',
  'meditation',
  'running',
  'cycling',
  'hiking',
  'camping',
  'cooking',
  'baking',
  'chess',
  'game',
  'puzzle',
  'podcast',
  'video',
  'design',
  'portfolio',
  'resume',
  'interview',
  'career',
  'mentor',
  'startup',
  'invoice',
  'finance',
  'saving',
  'crypto',
  'stock',
  'rent',
  'housing',
  'moving',
  'furniture',
  'fashion',
  'vintage',
  'sneaker',
  'bicycle',
  'parking',
  'transit',
  'weather',
  'farming',
  'fishing',
  'surfing',
  'yoga',
  'dance',
  'theatre',
  'cinema',
  'concert',
  'ticket',
  'festival',
  'wedding',
  'parenting',
  'school',
  'tutor',
  'homework',
  'library',
  'museum',
  'history',
  'science',
  'robot',
  'drone',
  'sensor',
  'printer',
  'keyboard',
  'laptop',
  'cloud',
  'backup',
  'security',
  'password',
  'privacy',
  'chat',
  'forum',
  'community',
  'neighbour',
  'local',
  'shop',
  'delivery',
  'grocery',
  'restaurant',
  'review',
  'rating',
  'map',
  'route',
  'calendar',
  'schedule',
];
const NOUNS = ['tracker', 'planner', 'buddy', 'hub', 'coach', 'finder', 'journal', 'lab', 'board', 'kit'];
const STACKS = [
  'TypeScript',
  'React',
  'Node.js',
  'PostgreSQL',
  'Python',
  'Go',
  'Kotlin',
  'Swift',
  'Docker',
  'Flutter',
];

const textArray = (values: readonly string[]) =>
  sql.raw(`array[${values.map((value) => `'${value.replaceAll("'", "''")}'`).join(',')}]::text[]`);

export type BulkProjectsOptions = {
  count: number;
  /** Leaders are taken round-robin from these user numbers (they must exist). */
  leaderNos: readonly number[];
};

/**
 * Inserts `count` published projects (stages 00-06, never drafts), two positions of two seats each
 * (closed on every fifth project), the leader rows and matching counters, then ANALYZEs so the
 * planner sees the real distribution.
 */
export async function bulkInsertProjects(db: Queryable, options: BulkProjectsOptions): Promise<void> {
  if (options.leaderNos.length === 0) throw new Error('bulkInsertProjects needs at least one leader');
  const jobs = JOB_CODES.codes.filter((code) => code !== JOB_CODE_ANY);
  const words = textArray(WORDS);
  const nouns = textArray(NOUNS);
  const stacks = textArray(STACKS);
  const jobArray = textArray(jobs);
  const leaders = sql.raw(`array[${options.leaderNos.map((no) => Number(no)).join(',')}]::int[]`);
  const wordCount = WORDS.length;
  // Offsets from the largest existing number keep repeated runs from colliding.
  const [start] = rowsOf<{ n: number }>(
    await db.execute(sql`select coalesce(max(no), 0)::int as n from projects`),
  );
  const base = start?.n ?? 0;
  // pick(salt, n): an independent, deterministic 1-based choice per field, so no two fields
  // correlate (real projects do not tie their wording to their region or stage).
  const pick = (salt: number, n: number) => sql.raw(`(1 + abs(hashint4(g * 64 + ${salt})) % ${n})`);
  const word = (salt: number) => sql`(${words})[${pick(salt, wordCount)}]`;
  const noun = (salt: number) => sql`(${nouns})[${pick(salt, NOUNS.length)}]`;
  await db.execute(sql`
    insert into projects (no, stage, name, summary, description, platforms, work_style, meeting_mode,
                          region, tech_stacks, recruiting_deadline, follower_count, member_count,
                          open_seats, created_at, updated_at, published_at)
    select ${base} + g,
           (array['01','02','03','02','03','04','05','06','00','01'])[${pick(1, 10)}],
           initcap(${word(2)}) || ' ' || ${noun(3)} || ' ' || g,
           'A ' || ${word(4)} || ' ' || ${noun(5)} || ' for people who love ' || ${word(6)} || ' and ' || ${word(7)},
           'We are building a ' || ${word(8)} || ' ' || ${noun(9)} || ' that helps with ' || ${word(10)} || ', '
             || ${word(11)} || ' and ' || ${word(12)} || '. Weekly calls, small tasks, friendly reviews.',
           case ${pick(13, 6)} when 1 then array['01','02','03'] when 2 then array['02','03']
                               when 3 then array['04'] when 4 then array['05','01'] else array['01'] end,
           (array['01','02','03','04'])[${pick(14, 4)}],
           (array['00','01','02'])[${pick(15, 3)}],
           -- Regions follow the meeting-mode rule: online only (the same pick as above) is KR00.
           case when ${pick(15, 3)} = 2 then 'KR00'
                else (array['KR01','KR02','KR03','KR04','KR05','KR08','KR13','KR16'])[${pick(24, 8)}] end,
           array[(${stacks})[${pick(16, STACKS.length)}], (${stacks})[${pick(17, STACKS.length)}]],
           case when ${pick(18, 4)} = 1 then (current_date + ${pick(19, 60)})::date end,
           ${pick(20, 500)} - 1,
           1,
           case when ${pick(21, 5)} = 1 then 0 else 4 end,
           now() - ${pick(22, 400)} * interval '1 day',
           now() - ${pick(22, 400)} * interval '1 day',
           now() - ${pick(22, 400)} * interval '1 day' - ${pick(23, 86400)} * interval '1 second'
      from generate_series(1, ${options.count}) g
  `);
  // Projects without open seats (open_seats = 0 above) have both positions closed.
  await db.execute(sql`
    insert into project_positions (project_no, job_code, headcount, skill_level, filled, closed_at)
    select p.no, (${jobArray})[1 + abs(hashint4(p.no * 4 + k)) % ${jobs.length}],
           2, (array['01','02','03','04','05'])[1 + abs(hashint4(p.no * 4 + k + 2)) % 5],
           0, case when p.open_seats = 0 then now() end
      from projects p, generate_series(1, 2) k
     where p.no > ${base}
  `);
  await db.execute(sql`
    insert into project_members (project_no, user_no, role)
    select ${base} + g, (${leaders})[1 + g % ${options.leaderNos.length}], '01'
      from generate_series(1, ${options.count}) g
  `);
  await db.execute(
    sql`select setval(pg_get_serial_sequence('projects', 'no'), (select max(no) from projects))`,
  );
  await db.execute(sql`analyze projects`);
  await db.execute(sql`analyze project_positions`);
  await db.execute(sql`analyze project_members`);
}
