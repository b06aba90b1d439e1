import {
  APPLICATION_STATES,
  type ApplicationStateCode,
  canChangeApplicationState,
  isPositionFull,
  isRecruiting,
  isRecruitingStage,
  type ProjectStageCode,
  type TApplication,
  type TApplicationCreate,
  unansweredQuestions,
} from '@sidecamp/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client';
import { recordEvent } from '../../events/outbox';
import { AppError, fieldError } from '../../http/errors';
import type { AuthUser } from '../auth';
import {
  addTimeline,
  managedProject,
  type ProjectRow,
  projectFor,
  recount,
  roleOf,
  uniqueViolation,
} from './projects.access';
import './projects.events';
import { applicationNotFound, readApplicationView } from './projects.applications.reads';
import { todayIso } from './projects.queries';
import { projectApplications, projectMembers, projectPositions, projects } from './projects.tables';

type ApplicationRow = typeof projectApplications.$inferSelect;
type PositionRow = typeof projectPositions.$inferSelect;

const stateName = (state: string) =>
  APPLICATION_STATES.isCode(state) ? `${APPLICATION_STATES.label(state)} (${state})` : state;

/** Why a project takes no applications, in words the applicant can act on. */
function notRecruiting(project: ProjectRow): AppError {
  if (!isRecruitingStage(project.stage as ProjectStageCode))
    return new AppError('NOT_RECRUITING', {
      message: 'This project is not recruiting in its current stage.',
    });
  if (project.recruitingDeadline && project.recruitingDeadline < todayIso())
    return new AppError('NOT_RECRUITING', {
      message: `Applications closed on ${project.recruitingDeadline}.`,
    });
  return new AppError('NOT_RECRUITING');
}

/** Refuses a position that cannot take one more person (closed, or as many members as seats). */
function assertSeat(position: PositionRow) {
  if (position.closedAt) throw new AppError('POSITION_CLOSED');
  if (isPositionFull(position))
    throw new AppError('POSITION_FULL', {
      message: `This position is full: ${position.filled} of ${position.headcount} seat(s) taken.`,
    });
}

/** Pairs each of the leader's current questions with the applicant's answer at the same place. */
const pairAnswers = (questions: readonly string[], answers: readonly string[]) =>
  questions.map((question, index) => ({ question, answer: answers[index] ?? '' }));

export function createApplicationService(deps: { db: Database }) {
  const { db } = deps;

  async function positionFor(tx: Queryable, projectNo: number, positionId: number) {
    const [position] = await tx
      .select()
      .from(projectPositions)
      .where(and(eq(projectPositions.id, positionId), eq(projectPositions.projectNo, projectNo)))
      .limit(1)
      .for('update');
    if (!position) throw new AppError('NOT_FOUND', { message: 'There is no such position in this project.' });
    return position;
  }

  /** The applicant's own application (someone else's answers like a missing one). */
  async function ownApplication(tx: Queryable, user: AuthUser, id: number): Promise<ApplicationRow> {
    const [row] = await tx
      .select()
      .from(projectApplications)
      .where(and(eq(projectApplications.id, id), eq(projectApplications.applicantNo, user.no)))
      .limit(1)
      .for('update');
    if (!row) throw applicationNotFound();
    return row;
  }

  /** An application in the leader's inbox: drafts are the applicant's alone, so they are 404 here. */
  async function inboxApplication(tx: Queryable, user: AuthUser, id: number) {
    const [row] = await tx
      .select()
      .from(projectApplications)
      .where(eq(projectApplications.id, id))
      .limit(1)
      .for('update');
    if (!row || row.state === '99') throw applicationNotFound();
    const access = await managedProject(tx, row.projectNo, user, { lock: true });
    return { row, ...access };
  }

  function assertMove(row: ApplicationRow, to: ApplicationStateCode, actor: 'applicant' | 'leader') {
    if (!canChangeApplicationState(row.state as ApplicationStateCode, to, actor)) {
      throw new AppError('CONFLICT', {
        message: `This application is ${stateName(row.state)}; it cannot move to ${stateName(to)}.`,
        details: { from: row.state, to },
      });
    }
  }

  async function decide(user: AuthUser, id: number, to: '02' | '03'): Promise<TApplication> {
    const row = await db.transaction(async (tx) => {
      const { row: application, project } = await inboxApplication(tx, user, id);
      assertMove(application, to, 'leader');
      if (to === '02') {
        if (project.stage === '00')
          throw new AppError('CONFLICT', { message: 'This project is closed; it takes no new members.' });
        const position = await positionFor(tx, application.projectNo, application.positionId);
        assertSeat(position);
        if ((await roleOf(tx, application.projectNo, application.applicantNo)) !== null)
          throw new AppError('ALREADY_MEMBER');
      }
      const [decided] = await tx
        .update(projectApplications)
        .set({ state: to, decidedAt: sql`now()`, decidedBy: user.no, updatedAt: sql`now()` })
        .where(eq(projectApplications.id, id))
        .returning();
      if (!decided) throw applicationNotFound();
      await recordEvent(
        tx,
        'project.applicationDecided',
        { projectNo: decided.projectNo, applicationId: id, applicantNo: decided.applicantNo, state: to },
        { actorNo: user.no },
      );
      if (to === '02') {
        // Approval and membership commit together: an approved applicant is a member, or neither happened.
        await tx.insert(projectMembers).values({
          projectNo: decided.projectNo,
          userNo: decided.applicantNo,
          role: '02',
          positionId: decided.positionId,
        });
        await recount(tx, decided.projectNo);
        const [position] = await tx
          .select({ jobCode: projectPositions.jobCode })
          .from(projectPositions)
          .where(eq(projectPositions.id, decided.positionId));
        await addTimeline(tx, decided.projectNo, 'memberJoined', {
          actorNo: user.no,
          subjectNo: decided.applicantNo,
          data: { via: 'application', positionId: decided.positionId, jobCode: position?.jobCode ?? null },
        });
        await recordEvent(
          tx,
          'project.memberJoined',
          {
            projectNo: decided.projectNo,
            userNo: decided.applicantNo,
            positionId: decided.positionId,
            via: 'application',
          },
          { actorNo: user.no },
        );
      }
      return decided;
    });
    return readApplicationView(db, row);
  }

  return {
    /** Apply to an open position: sent for review (01) or saved as a draft (99). */
    async apply(user: AuthUser, no: number, positionId: number, input: TApplicationCreate) {
      try {
        const row = await db.transaction(async (tx) => {
          const { project, role } = await projectFor(tx, no, user);
          if (role !== null)
            throw new AppError('ALREADY_MEMBER', { message: 'You are already a member of this project.' });
          const position = await positionFor(tx, no, positionId);
          assertSeat(position);
          if (!isRecruiting({ ...project, stage: project.stage as ProjectStageCode }, todayIso()))
            throw notRecruiting(project);
          const issues = input.submit
            ? unansweredQuestions(project.questions, input.answers)
            : unansweredQuestions(project.questions, input.answers).filter(
                (issue) => issue.field === 'answers',
              );
          if (issues.length > 0)
            throw new AppError('VALIDATION_FAILED', {
              message: issues.map((issue) => `${issue.field}: ${issue.message}`).join(' '),
              details: issues,
            });
          const [existing] = await tx
            .select({ id: projectApplications.id })
            .from(projectApplications)
            .where(
              and(
                eq(projectApplications.positionId, positionId),
                eq(projectApplications.applicantNo, user.no),
                inArray(projectApplications.state, ['99', '01']),
              ),
            );
          if (existing) throw new AppError('ALREADY_APPLIED', { details: { applicationId: existing.id } });
          const [inserted] = await tx
            .insert(projectApplications)
            .values({
              projectNo: no,
              positionId,
              applicantNo: user.no,
              state: input.submit ? '01' : '99',
              answers: pairAnswers(project.questions, input.answers),
              submittedAt: input.submit ? sql`now()` : null,
            })
            .returning();
          if (!inserted) throw new Error('application insert returned no row');
          if (input.submit) {
            await recordEvent(
              tx,
              'project.applicationSubmitted',
              { projectNo: no, applicationId: inserted.id, applicantNo: user.no, positionId },
              { actorNo: user.no },
            );
          }
          return inserted;
        });
        return readApplicationView(db, row);
      } catch (error) {
        // Two requests racing past the check above meet the unique index instead.
        if (uniqueViolation(error, 'project_applications_active_idx')) throw new AppError('ALREADY_APPLIED');
        throw error;
      }
    },

    async updateDraft(user: AuthUser, id: number, answers: string[]): Promise<TApplication> {
      const row = await db.transaction(async (tx) => {
        const application = await ownApplication(tx, user, id);
        if (application.state !== '99')
          throw new AppError('CONFLICT', {
            message: 'Only a draft can be edited; cancel the application first.',
          });
        const [project] = await tx.select().from(projects).where(eq(projects.no, application.projectNo));
        const questions = project?.questions ?? [];
        if (answers.length > questions.length)
          throw fieldError('answers', `The project asks ${questions.length} question(s).`);
        const [updated] = await tx
          .update(projectApplications)
          .set({ answers: pairAnswers(questions, answers), updatedAt: sql`now()` })
          .where(eq(projectApplications.id, id))
          .returning();
        if (!updated) throw applicationNotFound();
        return updated;
      });
      return readApplicationView(db, row);
    },

    /** Sends a draft for review, against the project's current questions and seats. */
    async submit(user: AuthUser, id: number): Promise<TApplication> {
      const row = await db.transaction(async (tx) => {
        const application = await ownApplication(tx, user, id);
        assertMove(application, '01', 'applicant');
        const { project, role } = await projectFor(tx, application.projectNo, user);
        if (role !== null)
          throw new AppError('ALREADY_MEMBER', { message: 'You are already a member of this project.' });
        assertSeat(await positionFor(tx, project.no, application.positionId));
        if (!isRecruiting({ ...project, stage: project.stage as ProjectStageCode }, todayIso()))
          throw notRecruiting(project);
        const answers = application.answers.map((pair) => pair.answer);
        const issues = unansweredQuestions(project.questions, answers);
        if (issues.length > 0)
          throw new AppError('VALIDATION_FAILED', {
            message: issues.map((issue) => `${issue.field}: ${issue.message}`).join(' '),
            details: issues,
          });
        const [sent] = await tx
          .update(projectApplications)
          .set({
            state: '01',
            answers: pairAnswers(project.questions, answers),
            submittedAt: sql`now()`,
            updatedAt: sql`now()`,
          })
          .where(eq(projectApplications.id, id))
          .returning();
        if (!sent) throw applicationNotFound();
        await recordEvent(
          tx,
          'project.applicationSubmitted',
          { projectNo: sent.projectNo, applicationId: id, applicantNo: user.no, positionId: sent.positionId },
          { actorNo: user.no },
        );
        return sent;
      });
      return readApplicationView(db, row);
    },

    /** The applicant takes it back while in review; it returns to a draft with its answers kept. */
    async cancel(user: AuthUser, id: number): Promise<TApplication> {
      const row = await db.transaction(async (tx) => {
        const application = await ownApplication(tx, user, id);
        assertMove(application, '99', 'applicant');
        const [cancelled] = await tx
          .update(projectApplications)
          .set({ state: '99', submittedAt: null, updatedAt: sql`now()` })
          .where(eq(projectApplications.id, id))
          .returning();
        if (!cancelled) throw applicationNotFound();
        await recordEvent(
          tx,
          'project.applicationCancelled',
          { projectNo: cancelled.projectNo, applicationId: id, applicantNo: user.no },
          { actorNo: user.no },
        );
        return cancelled;
      });
      return readApplicationView(db, row);
    },

    async deleteDraft(user: AuthUser, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const application = await ownApplication(tx, user, id);
        if (application.state !== '99')
          throw new AppError('CONFLICT', {
            message: 'Only a draft can be deleted; cancel the application first.',
          });
        await tx.delete(projectApplications).where(eq(projectApplications.id, id));
      });
    },

    approve: (user: AuthUser, id: number) => decide(user, id, '02'),
    reject: (user: AuthUser, id: number) => decide(user, id, '03'),
  };
}

export type ApplicationService = ReturnType<typeof createApplicationService>;
