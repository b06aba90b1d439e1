import {
  isPositionFull,
  openSeatsOf,
  type TApplication,
  type TInvitation,
  type TPersonSummary,
  type TPosition,
} from '@sidecamp/domain';
import type { projectApplications, projectInvitations, projectPositions, projects } from './projects.tables';

type PositionRow = typeof projectPositions.$inferSelect;
type ApplicationRow = typeof projectApplications.$inferSelect;
type InvitationRow = typeof projectInvitations.$inferSelect;
type ProjectRow = typeof projects.$inferSelect;

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
