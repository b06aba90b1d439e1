import {
  type MemberFacts,
  memberProfileText,
  memberResumeSummary,
  type TMemberText,
  type TMemberTextInput,
} from '@sidecamp/domain';
import { and, asc, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { AppError } from '../../http/errors';
import { users } from '../auth';
import { profileItems, profiles, userReviews } from '../profiles';
import { projectMembers, projectPositions, projects } from '../projects';
import { projectTasks } from '../workspace';

/** Project stage of a draft: never published, so never named. */
const DRAFT_STAGE = '99';
/** Task stage "done". */
const DONE_STAGE = '04';

/**
 * Everything the generated texts may say about one person, read from what the platform stores:
 * the account, the profile and its items, the published projects they lead or are a member of
 * (with the position they hold; newest first), the workspace tasks they finished (done tasks assigned
 * to them, or completed by them when unassigned) and the reviews they received. Only this person's
 * rows are read; drafts are left out because they were never published.
 */
export async function gatherMemberFacts(db: Database, userNo: number): Promise<MemberFacts> {
  const [person] = await db
    .select({
      nickname: users.nickname,
      mainJobDetail: users.mainJobDetail,
      subJobDetail: users.subJobDetail,
      occupationStatus: users.occupationStatus,
      visitPurpose: users.visitPurpose,
      skillLevel: profiles.skillLevel,
      experience: profiles.experience,
      region: profiles.region,
      techStacks: profiles.techStacks,
      tasksCompleted: sql<number>`(select count(*)::int from ${projectTasks} where ${projectTasks.stage} = ${DONE_STAGE} and coalesce(${projectTasks.assigneeNo}, ${projectTasks.completedByNo}) = ${users.no})`,
      reviewsReceived: sql<number>`(select count(*)::int from ${userReviews} where ${userReviews.revieweeNo} = ${users.no})`,
      averageRating: sql<
        string | null
      >`(select avg(${userReviews.rating}) from ${userReviews} where ${userReviews.revieweeNo} = ${users.no})`,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userNo, users.no))
    .where(and(eq(users.no, userNo), isNull(users.withdrawnAt)))
    .limit(1);
  if (!person) throw new AppError('NOT_FOUND', { message: 'There is no such person.' });

  const [items, memberships] = await Promise.all([
    db
      .select({
        type: profileItems.type,
        title: profileItems.title,
        organization: profileItems.organization,
        startDate: profileItems.startDate,
        endDate: profileItems.endDate,
      })
      .from(profileItems)
      .where(eq(profileItems.userNo, userNo))
      .orderBy(asc(profileItems.position), asc(profileItems.id)),
    db
      .select({ name: projects.name, role: projectMembers.role, positionJob: projectPositions.jobCode })
      .from(projectMembers)
      .innerJoin(projects, eq(projects.no, projectMembers.projectNo))
      .leftJoin(projectPositions, eq(projectPositions.id, projectMembers.positionId))
      .where(and(eq(projectMembers.userNo, userNo), ne(projects.stage, DRAFT_STAGE)))
      .orderBy(desc(projectMembers.joinedAt), desc(projects.no)),
  ]);

  const average = person.averageRating == null ? null : Number(person.averageRating);
  return {
    nickname: person.nickname,
    mainJobDetail: person.mainJobDetail,
    subJobDetail: person.subJobDetail,
    skillLevel: person.skillLevel,
    experience: person.experience,
    region: person.region,
    occupationStatus: person.occupationStatus,
    visitPurpose: person.visitPurpose,
    techStacks: person.techStacks ?? [],
    items,
    projects: memberships,
    tasksCompleted: person.tasksCompleted,
    reviewsReceived: person.reviewsReceived,
    averageRating: average !== null && Number.isFinite(average) ? average : null,
  };
}

/** The text for one field, written from the person's own facts; nothing is stored. */
export async function generateMemberText(
  db: Database,
  userNo: number,
  input: TMemberTextInput,
): Promise<TMemberText> {
  const facts = await gatherMemberFacts(db, userNo);
  const written = input.kind === 'resume' ? memberResumeSummary(facts) : memberProfileText(facts);
  return { kind: input.kind, text: written.text, facts: written.facts };
}
