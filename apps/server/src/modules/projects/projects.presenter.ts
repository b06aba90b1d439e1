import {
  allowedNextStages,
  isPositionFull,
  isRecruiting,
  openSeatsOf,
  type ProjectStageCode,
  type TApplication,
  type TInvitation,
  type TPersonSummary,
  type TPosition,
  type TProjectCard,
  type TProjectDetail,
} from '@sidecamp/domain';
import type { CardRow } from './projects.queries';
import type { projectApplications, projectInvitations, projectPositions, projects } from './projects.tables';

type PositionRow = typeof projectPositions.$inferSelect;
type ApplicationRow = typeof projectApplications.$inferSelect;
type InvitationRow = typeof projectInvitations.$inferSelect;
type ProjectRow = typeof projects.$inferSelect;

type MemberDto = TProjectDetail['members'][number];

/** A member row as the project view reads it: the person joined to their membership. */
export type MemberRow = Omit<MemberDto, 'joinedAt'> & { joinedAt: Date };

export function presentPosition(row: PositionRow): TPosition {
  return {
    id: row.id,
    jobCode: row.jobCode,
    headcount: row.headcount,
    skillLevel: row.skillLevel,
    description: row.description,
    filled: row.filled,
    openSeats: row.closedAt ? 0 : openSeatsOf(row),
    full: isPositionFull(row),
    closed: row.closedAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function presentApplication(
  row: ApplicationRow,
  project: Pick<ProjectRow, 'no' | 'name' | 'logo' | 'stage'>,
  position: Pick<PositionRow, 'id' | 'jobCode' | 'skillLevel'>,
  applicant: TPersonSummary,
): TApplication {
  return {
    id: row.id,
    project: { no: project.no, name: project.name, logo: project.logo, stage: project.stage },
    position: { id: position.id, jobCode: position.jobCode, skillLevel: position.skillLevel },
    applicant,
    state: row.state,
    answers: row.answers,
    createdAt: row.createdAt.toISOString(),
    submittedAt: row.submittedAt?.toISOString() ?? null,
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

export function presentInvitation(
  row: InvitationRow,
  project: Pick<ProjectRow, 'no' | 'name' | 'logo'>,
  invitee: TPersonSummary,
  inviter: TPersonSummary | null,
): TInvitation {
  return {
    id: row.id,
    project: { no: project.no, name: project.name, logo: project.logo },
    invitee,
    // An inviter who left the platform shows as a placeholder; the invitation itself still stands.
    inviter: inviter ?? { no: 0, nickname: 'Former member', img: null, mainJob: null, mainJobDetail: null },
    positionId: row.positionId,
    message: row.message,
    state: row.state as TInvitation['state'],
    createdAt: row.createdAt.toISOString(),
    answeredAt: row.answeredAt?.toISOString() ?? null,
  };
}

type OpenPositionJson = { id: number; jobCode: string; skillLevel: string; openSeats: number };

const parseJson = <T>(value: unknown): T =>
  typeof value === 'string' ? (JSON.parse(value) as T) : (value as T);
const iso = (value: string | null) => (value === null ? null : new Date(value).toISOString());

export function presentCard(row: CardRow, today: string): TProjectCard {
  return {
    no: row.no,
    name: row.name,
    logo: row.logo,
    summary: row.summary,
    stage: row.stage,
    platforms: row.platforms,
    workStyle: row.work_style,
    meetingMode: row.meeting_mode,
    region: row.region,
    techStacks: row.tech_stacks,
    followerCount: row.follower_count,
    memberCount: row.member_count,
    recruiting: isRecruiting(
      {
        stage: row.stage as ProjectStageCode,
        openSeats: row.open_seats,
        recruitingDeadline: row.recruiting_deadline,
      },
      today,
    ),
    recruitingDeadline: row.recruiting_deadline,
    publishedAt: iso(row.published_at),
    createdAt: iso(row.created_at) ?? '',
    leader: {
      no: row.leader_no ?? 0,
      nickname: row.leader_nickname ?? '',
      img: row.leader_img,
      mainJob: row.leader_main_job,
      mainJobDetail: row.leader_main_job_d,
    },
    openPositions: parseJson<OpenPositionJson[]>(row.open_positions),
  };
}

/** The project view: its card, the fields only the view shows, positions, members and the viewer's relation. */
export function presentProjectDetail(view: {
  card: TProjectCard;
  project: ProjectRow;
  positions: PositionRow[];
  members: MemberRow[];
  viewer: TProjectDetail['viewer'];
}): TProjectDetail {
  const { project } = view;
  return {
    ...view.card,
    description: project.description,
    serviceCategory: project.serviceCategory,
    industry: project.industry,
    links: project.links,
    questions: project.questions,
    updatedAt: project.updatedAt.toISOString(),
    positions: view.positions.map(presentPosition),
    members: view.members.map((member) => ({
      person: member.person,
      role: member.role,
      positionId: member.positionId,
      joinedAt: member.joinedAt.toISOString(),
    })),
    allowedNextStages: [...allowedNextStages(project.stage as ProjectStageCode)],
    viewer: view.viewer,
  };
}

/** A follower: the person and since when, read as full-precision text (the cursor's key). */
export function presentFollower<Row extends { since: string }>(row: Row) {
  return { ...row, since: new Date(row.since).toISOString() };
}
