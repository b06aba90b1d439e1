import type { ZMyMatches, ZProjectMatches, ZRecommendedPage } from '@sidecamp/domain';
import {
  canSeeProjectMatches,
  jobGroupOf,
  type MatchOpening,
  type MatchPerson,
  type MatchScore,
  rankByScore,
  scoreMatch,
  type TPeopleQuery,
  type TPersonCard,
  type TProjectCard,
} from '@sidecamp/domain';
import { and, desc, eq, ilike, isNull, lt, ne, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Database, rowsOf } from '../../db/client';
import { decodeIdCursor, encodeIdCursor, keysetPage } from '../../db/cursor';
import { AppError } from '../../http/errors';
import type { AuthUser } from '../auth';
import { notBannedSql, users } from '../auth';
import { profiles } from '../profiles';
import {
  cardsQuery,
  presentCard,
  projectFor,
  projectMembers,
  projectPositions,
  recruitingCondition,
  selectCards,
  todayIso,
} from '../projects';
import type { RecommendedCache } from './finder.recommendedCache';

/** How many candidates are scored per position or person; ranking happens in memory on these. */
const CANDIDATES = 300;

const cardColumns = {
  no: users.no,
  nickname: users.nickname,
  img: users.img,
  mainJob: users.mainJob,
  mainJobDetail: users.mainJobDetail,
  subJob: users.subJob,
  subJobDetail: users.subJobDetail,
  occupationStatus: users.occupationStatus,
  visitPurpose: users.visitPurpose,
  introduction: users.introduction,
  skillLevel: profiles.skillLevel,
  experience: profiles.experience,
  region: profiles.region,
  techStacks: profiles.techStacks,
};

type PersonRow = Omit<TPersonCard, 'techStacks'> & { techStacks: string[] | null };

const presentPerson = (row: PersonRow): TPersonCard => ({ ...row, techStacks: row.techStacks ?? [] });

const asMatchPerson = (person: TPersonCard): MatchPerson => ({
  mainJobDetail: person.mainJobDetail,
  subJobDetail: person.subJobDetail,
  skillLevel: person.skillLevel,
  region: person.region,
  techStacks: person.techStacks,
  visitPurpose: person.visitPurpose,
});

/** Who the finder may show: not withdrawn, not private; members-only profiles to logged-in viewers. */
function visibleTo(viewer: AuthUser | undefined): SQL {
  const visibility = sql`coalesce(${profiles.visibility}, 'public')`;
  return and(
    isNull(users.withdrawnAt),
    // A profile an admin hid is unavailable, so it is not found either.
    isNull(profiles.hiddenAt),
    // Nor is someone banned while the ban lasts.
    notBannedSql(),
    viewer ? sql`${visibility} <> 'private'` : sql`${visibility} = 'public'`,
  ) as SQL;
}

/** People whose main or sub job is this job code or in this job group. */
function worksAs(job: { code?: string | null; group?: string | null }): SQL | undefined {
  if (job.code) return or(eq(users.mainJobDetail, job.code), eq(users.subJobDetail, job.code));
  if (job.group) return or(eq(users.mainJob, job.group), eq(users.subJob, job.group));
  return undefined;
}

type OpenPositionRow = {
  id: number;
  project_no: number;
  job_code: string;
  skill_level: string;
  open_seats: number;
  meeting_mode: string | null;
  region: string | null;
  tech_stacks: string[];
};

export function createFinderService(deps: { db: Database; recommendedCache?: RecommendedCache }) {
  const { db } = deps;

  // The viewer's own card, read on every "recommended for you" request (the rows themselves are
  // cached with the card in their key): prepared once per connection.
  const personCardRead = db
    .select(cardColumns)
    .from(users)
    .leftJoin(profiles, eq(profiles.userNo, users.no))
    .where(eq(users.no, sql.placeholder('no')))
    .prepare('finder_person_card');

  async function personCard(userNo: number): Promise<TPersonCard> {
    const [row] = await personCardRead.execute({ no: userNo });
    if (!row) throw new AppError('UNAUTHENTICATED');
    return presentPerson(row);
  }

  /**
   * Open positions (not closed, a free seat) of recruiting projects that could need this person:
   * their main or sub job, the same job groups, or a shared tech stack. Their own projects are left out.
   */
  async function openingsFor(person: TPersonCard, userNo: number): Promise<OpenPositionRow[]> {
    const jobs = [person.mainJobDetail, person.subJobDetail].filter((job): job is string => job !== null);
    const groups = [...new Set(jobs.map(jobGroupOf).filter((group) => group !== null))];
    const reasons: SQL[] = [];
    for (const group of groups) reasons.push(sql`pp.job_code between ${`${group}01`} and ${`${group}99`}`);
    if (person.techStacks.length > 0)
      reasons.push(
        sql`p.tech_stacks && ${sql`array[${sql.join(
          person.techStacks.map((stack) => sql`${stack}`),
          sql`, `,
        )}]::text[]`}`,
      );
    if (reasons.length === 0) return [];
    return rowsOf<OpenPositionRow>(
      await db.execute(sql`
        select pp.id, pp.project_no, pp.job_code, pp.skill_level, pp.headcount - pp.filled as open_seats,
               p.meeting_mode, p.region, p.tech_stacks
          from project_positions pp
          join projects p on p.no = pp.project_no
         where pp.closed_at is null and pp.filled < pp.headcount
           and ${recruitingCondition(todayIso())}
           and (${sql.join(reasons, sql` or `)})
           and not exists (select 1 from project_members m where m.project_no = p.no and m.user_no = ${userNo})
         order by p.published_at desc nulls last, pp.id desc
         limit ${CANDIDATES}`),
    );
  }

  const openingOf = (row: OpenPositionRow): MatchOpening => ({
    jobCode: row.job_code,
    skillLevel: row.skill_level,
    meetingMode: row.meeting_mode,
    region: row.region,
    techStacks: row.tech_stacks,
  });

  /** Every candidate opening scored for the viewer, best first (newest project breaks ties). */
  async function scoredOpenings(person: TPersonCard, userNo: number) {
    const openings = await openingsFor(person, userNo);
    return rankByScore(
      openings.map((row) => ({
        row,
        key: row.project_no,
        ...scoreMatch(asMatchPerson(person), openingOf(row)),
      })),
    );
  }

  async function cardsByNo(nos: number[]): Promise<Map<number, TProjectCard>> {
    if (nos.length === 0) return new Map();
    const today = todayIso();
    const rows = await selectCards(
      db,
      cardsQuery({
        where: sql`p.no in (${sql.join(
          nos.map((no) => sql`${no}`),
          sql`, `,
        )})`,
        orderBy: (t) => `${t}.no desc`,
        limit: nos.length,
      }),
    );
    return new Map(rows.map((row) => [row.no, presentCard(row, today)]));
  }

  const positionOf = (row: OpenPositionRow) => ({
    id: row.id,
    jobCode: row.job_code,
    skillLevel: row.skill_level,
    openSeats: row.open_seats,
  });

  const matchedWords = (score: MatchScore) =>
    score.reasons.filter((reason) => reason.matched).map((reason) => reason.explanation);

  async function recommendedFor(person: TPersonCard, userNo: number, limit: number) {
    const best = new Map<number, Awaited<ReturnType<typeof scoredOpenings>>[number]>();
    for (const item of await scoredOpenings(person, userNo)) {
      if (!best.has(item.row.project_no)) best.set(item.row.project_no, item);
      if (best.size >= limit) break;
    }
    const cards = await cardsByNo([...best.keys()]);
    return {
      items: [...best.values()].flatMap((item) => {
        const project = cards.get(item.row.project_no);
        return project
          ? [{ ...project, score: item.score, positionId: item.row.id, reasons: matchedWords(item) }]
          : [];
      }),
    };
  }

  return {
    /** Member finder (F5.1): filters over profile fields, newest accounts first, keyset on the user number. */
    async searchPeople(viewer: AuthUser | undefined, query: TPeopleQuery) {
      const cursor = decodeIdCursor(query.cursor);
      const text = query.q ? `%${query.q.replace(/[\\%_]/g, (char) => `\\${char}`)}%` : undefined;
      const rows = await db
        .select(cardColumns)
        .from(users)
        .leftJoin(profiles, eq(profiles.userNo, users.no))
        .where(
          and(
            visibleTo(viewer),
            viewer ? ne(users.no, viewer.no) : undefined,
            worksAs({ code: query.jobCode }),
            worksAs({ group: query.jobGroup }),
            query.skillLevel ? eq(profiles.skillLevel, query.skillLevel) : undefined,
            query.experience ? eq(profiles.experience, query.experience) : undefined,
            query.region ? eq(profiles.region, query.region) : undefined,
            query.occupationStatus ? eq(users.occupationStatus, query.occupationStatus) : undefined,
            query.visitPurpose ? eq(users.visitPurpose, query.visitPurpose) : undefined,
            query.techStack
              ? sql`exists (select 1 from unnest(${profiles.techStacks}) stack where lower(stack) = lower(${query.techStack}))`
              : undefined,
            text ? or(ilike(users.nickname, text), ilike(users.introduction, text)) : undefined,
            cursor ? lt(users.no, cursor) : undefined,
          ),
        )
        .orderBy(desc(users.no))
        .limit(query.limit + 1);
      const { rows: page, nextCursor } = keysetPage(rows, query.limit, (last) => encodeIdCursor(last.no));
      return {
        items: page.map(presentPerson),
        nextCursor,
      };
    },

    /** For each open position of a project, the best people with their explained scores (the team only). */
    async projectMatches(
      user: AuthUser,
      no: number,
      limit: number,
    ): Promise<z.infer<typeof ZProjectMatches>> {
      const { project, role } = await projectFor(db, no, user);
      if (!canSeeProjectMatches(role))
        throw new AppError('FORBIDDEN', { message: 'Only the project team can see matches.' });
      const positions = await db
        .select()
        .from(projectPositions)
        .where(
          and(
            eq(projectPositions.projectNo, no),
            isNull(projectPositions.closedAt),
            sql`${projectPositions.filled} < ${projectPositions.headcount}`,
          ),
        )
        .orderBy(projectPositions.id);
      const members = await db
        .select({ userNo: projectMembers.userNo })
        .from(projectMembers)
        .where(eq(projectMembers.projectNo, no));
      const excluded = members.map((member) => member.userNo);
      const result: z.infer<typeof ZProjectMatches> = { projectNo: no, positions: [] };
      for (const position of positions) {
        const candidates = await db
          .select(cardColumns)
          .from(users)
          .leftJoin(profiles, eq(profiles.userNo, users.no))
          .where(
            and(
              visibleTo(user),
              // The team is never suggested to itself.
              excluded.length > 0 ? notInArray(users.no, excluded) : undefined,
              or(worksAs({ code: position.jobCode }), worksAs({ group: jobGroupOf(position.jobCode) })),
            ),
          )
          .orderBy(desc(users.no))
          .limit(CANDIDATES);
        const opening: MatchOpening = {
          jobCode: position.jobCode,
          skillLevel: position.skillLevel,
          meetingMode: project.meetingMode,
          region: project.region,
          techStacks: project.techStacks,
        };
        const ranked = rankByScore(
          candidates.map((row) => {
            const person = presentPerson(row);
            return { person, key: person.no, ...scoreMatch(asMatchPerson(person), opening) };
          }),
        ).slice(0, limit);
        result.positions.push({
          position: {
            id: position.id,
            jobCode: position.jobCode,
            skillLevel: position.skillLevel,
            openSeats: position.headcount - position.filled,
          },
          people: ranked.map(({ person, score, maxScore, reasons }) => ({
            person,
            score,
            maxScore,
            reasons,
          })),
        });
      }
      return result;
    },

    /** Open positions that need the viewer, best first, each explained (F5.2). */
    async myMatches(user: AuthUser, limit: number): Promise<z.infer<typeof ZMyMatches>> {
      const ranked = (await scoredOpenings(await personCard(user.no), user.no)).slice(0, limit);
      const cards = await cardsByNo([...new Set(ranked.map((item) => item.row.project_no))]);
      return {
        items: ranked.flatMap((item) => {
          const project = cards.get(item.row.project_no);
          return project
            ? [
                {
                  project,
                  position: positionOf(item.row),
                  score: item.score,
                  maxScore: item.maxScore,
                  reasons: item.reasons,
                },
              ]
            : [];
        }),
      };
    },

    /** "Recommended for you": one card per project, its best-fitting position, and why in words. */
    async recommended(user: AuthUser, limit: number): Promise<z.infer<typeof ZRecommendedPage>> {
      const person = await personCard(user.no);
      const read = () => recommendedFor(person, user.no, limit);
      if (!deps.recommendedCache) return read();
      const key = `${user.no} ${limit} ${todayIso()} ${JSON.stringify(person)}`;
      return deps.recommendedCache.getOrLoad(key, read);
    },
  };
}

export type FinderService = ReturnType<typeof createFinderService>;
