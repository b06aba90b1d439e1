import {
  fillsAGap,
  JOB_GROUPS,
  type MatchPreferences,
  rankTeamGap,
  scoreTeamGap,
  type Team,
  type TeamGapCandidate,
  type TeamGapMatch,
  type TeamMember,
  type TeamOpening,
  type TeamProject,
} from '@sidecamp/domain';
import { eq, type SQL, sql } from 'drizzle-orm';
import { type Database, type Queryable, rowsOf } from '../../db/client';
import { notBannedSql } from '../auth';
import { recruitingCondition, todayIso } from '../projects';
import { teamGapSuggestions } from './finder.tables';

/**
 * Keeps team_gap_suggestions (F5.2). Each refresh does bounded work: one project against at most
 * PEOPLE_POOL people, or one person against at most PROJECT_POOL recruiting projects, and keeps at
 * most KEPT pairs that fill a gap. Pools favour the people (or projects) whose job groups the team
 * lacks or has an open seat for, so a bounded pool still holds the best fits.
 */
export const PEOPLE_POOL = 300;
export const PROJECT_POOL = 200;
export const KEPT = 100;

type PersonRow = {
  no: number;
  nickname: string;
  main_job_detail: string | null;
  sub_job_detail: string | null;
  skill_level: string | null;
  region: string | null;
  tech_stacks: string[] | null;
  visit_purpose: string | null;
  preferences: MatchPreferences | null;
};

type ProjectRow = {
  no: number;
  stage: string;
  region: string | null;
  meeting_mode: string | null;
  work_style: string | null;
  platforms: string[];
  tech_stacks: string[];
};

const candidateOf = (row: PersonRow): TeamGapCandidate => ({
  nickname: row.nickname,
  mainJobDetail: row.main_job_detail,
  subJobDetail: row.sub_job_detail,
  skillLevel: row.skill_level,
  region: row.region,
  techStacks: row.tech_stacks ?? [],
  visitPurpose: row.visit_purpose,
  preferences: row.preferences,
});

const PERSON_COLUMNS = sql`u.no, u.nickname, u.main_job_d as main_job_detail, u.sub_job_d as sub_job_detail, u.visit_purpose,
  pr.skill_level, pr.region, pr.tech_stacks, mp.preferences`;
const PERSON_JOINS = sql`left join profiles pr on pr.user_no = u.no left join match_preferences mp on mp.user_no = u.no`;
/** Who may be suggested: not withdrawn, not private, with a job to offer. */
const SUGGESTABLE = sql`u.withdrawn_at is null and coalesce(pr.visibility, 'public') <> 'private' and pr.hidden_at is null
  and ${notBannedSql('u')} and u.main_job_d is not null and u.main_job_d <> '0000'`;

const inList = (values: readonly (string | number)[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

/** The teams (project attributes, members, open positions) of these projects. */
async function teamsOf(tx: Queryable, projectRows: ProjectRow[]): Promise<Map<number, Team>> {
  const teams = new Map<number, { project: TeamProject; members: TeamMember[]; openings: TeamOpening[] }>();
  if (projectRows.length === 0) return teams;
  for (const row of projectRows)
    teams.set(row.no, {
      project: {
        region: row.region,
        meetingMode: row.meeting_mode,
        workStyle: row.work_style,
        stage: row.stage,
        platforms: row.platforms,
        techStacks: row.tech_stacks,
      },
      members: [],
      openings: [],
    });
  const nos = inList(projectRows.map((row) => row.no));
  const members = rowsOf<PersonRow & { project_no: number }>(
    await tx.execute(sql`select m.project_no, ${PERSON_COLUMNS}
      from project_members m join users u on u.no = m.user_no ${PERSON_JOINS}
      where m.project_no in (${nos})`),
  );
  for (const member of members) teams.get(member.project_no)?.members.push(candidateOf(member));
  const positions = rowsOf<{ id: number; project_no: number; job_code: string; skill_level: string }>(
    await tx.execute(sql`select id, project_no, job_code, skill_level from project_positions
      where project_no in (${nos}) and closed_at is null and filled < headcount order by id`),
  );
  for (const position of positions)
    teams.get(position.project_no)?.openings.push({
      id: position.id,
      jobCode: position.job_code,
      skillLevel: position.skill_level,
    });
  return teams;
}

const PROJECT_COLUMNS = sql`p.no, p.stage, p.region, p.meeting_mode, p.work_style, p.platforms, p.tech_stacks`;

type Scored = { userNo: number; projectNo: number; match: TeamGapMatch; key: number };

async function store(tx: Queryable, scope: SQL, scored: Scored[]) {
  await tx.delete(teamGapSuggestions).where(scope);
  const kept = rankTeamGap(scored.filter((item) => fillsAGap(item.match))).slice(0, KEPT);
  if (kept.length === 0) return;
  await tx
    .insert(teamGapSuggestions)
    .values(
      kept.map(({ userNo, projectNo, match }) => ({
        projectNo,
        userNo,
        score: match.score,
        explanation: match.explanation,
        gaps: match.gaps,
        positionId: match.positionId,
      })),
    )
    .onConflictDoNothing();
}

/** Rewrites a project's suggested candidates; a project that no longer recruits keeps none. */
export async function refreshProjectSuggestions(tx: Queryable, projectNo: number): Promise<void> {
  const [project] = rowsOf<ProjectRow>(
    await tx.execute(sql`select ${PROJECT_COLUMNS} from projects p
      where p.no = ${projectNo} and ${recruitingCondition(todayIso())}`),
  );
  const scope = eq(teamGapSuggestions.projectNo, projectNo);
  const team = project ? (await teamsOf(tx, [project])).get(project.no) : undefined;
  if (!project || !team) {
    await tx.delete(teamGapSuggestions).where(scope);
    return;
  }
  const covered = new Set(team.members.flatMap((m) => [m.mainJobDetail, m.subJobDetail]).filter(Boolean));
  // Groups with an open seat or that nobody on the team works in.
  const wantedGroups = JOB_GROUPS.codes.filter(
    (group) =>
      team.openings.some((opening) => opening.jobCode.startsWith(group)) ||
      ![...covered].some((job) => job?.startsWith(group)),
  );
  const favoured = wantedGroups.length > 0 ? sql`(u.main_job in (${inList(wantedGroups)}))` : sql`false`;
  const people = rowsOf<PersonRow>(
    await tx.execute(sql`select ${PERSON_COLUMNS} from users u ${PERSON_JOINS}
      where ${SUGGESTABLE}
        and not exists (select 1 from project_members m where m.project_no = ${projectNo} and m.user_no = u.no)
      order by case when ${favoured} then 0 else 1 end, u.no desc
      limit ${PEOPLE_POOL}`),
  );
  const scored = people.flatMap((row) => {
    const match = scoreTeamGap(team, candidateOf(row));
    return match ? [{ userNo: row.no, projectNo, match, key: row.no }] : [];
  });
  await store(tx, scope, scored);
}

/** Rewrites a person's suggested projects; someone who cannot be suggested keeps none. */
export async function refreshPersonSuggestions(tx: Queryable, userNo: number): Promise<void> {
  const scope = eq(teamGapSuggestions.userNo, userNo);
  const [person] = rowsOf<PersonRow & { main_job: string | null }>(
    await tx.execute(sql`select ${PERSON_COLUMNS}, u.main_job from users u ${PERSON_JOINS}
      where u.no = ${userNo} and ${SUGGESTABLE}`),
  );
  if (!person) {
    await tx.delete(teamGapSuggestions).where(scope);
    return;
  }
  const group = person.main_job ?? '';
  const projectRows = rowsOf<ProjectRow>(
    await tx.execute(sql`select ${PROJECT_COLUMNS} from projects p
      where ${recruitingCondition(todayIso())}
        and not exists (select 1 from project_members m where m.project_no = p.no and m.user_no = ${userNo})
      order by case when exists (select 1 from project_positions pp where pp.project_no = p.no
          and pp.closed_at is null and pp.filled < pp.headcount
          and pp.job_code between ${`${group}01`} and ${`${group}99`}) then 0 else 1 end,
        p.published_at desc nulls last, p.no desc
      limit ${PROJECT_POOL}`),
  );
  const teams = await teamsOf(tx, projectRows);
  const candidate = candidateOf(person);
  const scored = [...teams].flatMap(([projectNo, team]) => {
    const match = scoreTeamGap(team, candidate);
    return match ? [{ userNo, projectNo, match, key: projectNo }] : [];
  });
  await store(tx, scope, scored);
}

/**
 * Fills an empty suggestions table once, when the server starts listening: data that predates the
 * listener (a seeded demo, an upgrade) has had no event to compute it. At most PROJECT_POOL newest
 * recruiting projects, one transaction each; after that, events keep the table.
 */
export async function backfillSuggestions(db: Database): Promise<number> {
  const [any] = await db
    .select({ projectNo: teamGapSuggestions.projectNo })
    .from(teamGapSuggestions)
    .limit(1);
  if (any) return 0;
  const projectNos = rowsOf<{ no: number }>(
    await db.execute(sql`select p.no from projects p where ${recruitingCondition(todayIso())}
      order by p.published_at desc nulls last, p.no desc limit ${PROJECT_POOL}`),
  );
  for (const { no } of projectNos) await db.transaction((tx) => refreshProjectSuggestions(tx, no));
  return projectNos.length;
}
