import {
  canDeleteQuestion,
  canReplyToQuestions,
  type TNewsPage,
  type TPersonSummary,
  type TQnaQuestion,
  type TTimelineItem,
} from '@sidecamp/domain';
import { and, asc, count, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Queryable } from '../../db/client';
import { decodeIdCursor, encodeIdCursor, keysetPage } from '../../db/cursor';
import { recordEvent } from '../../events/outbox';
import { AppError } from '../../http/errors';
import type { AuthUser } from '../auth';
import { personColumns, users } from '../auth';
import { addTimeline, managedProject, projectFor, type Viewer } from './projects.access';
import './projects.events';
import {
  projectMembers,
  projectNews,
  projectQuestionReplies,
  projectQuestions,
  projectTimeline,
} from './projects.tables';

type PageQuery = { cursor?: string | undefined; limit: number };

const questionNotFound = () => new AppError('NOT_FOUND', { message: 'There is no such question.' });
const replyNotFound = () => new AppError('NOT_FOUND', { message: 'There is no such reply.' });
const notAuthor = () => new AppError('FORBIDDEN', { message: 'Only the author can edit this.' });

const actors = alias(users, 'actor');
const subjects = alias(users, 'subject');
const personOf = (table: typeof actors | typeof subjects) => ({
  no: table.no,
  nickname: table.nickname,
  img: table.img,
  mainJob: table.mainJob,
  mainJobDetail: table.mainJobDetail,
});

type MaybePerson = {
  no: number | null;
  nickname: string | null;
  img: string | null;
  mainJob: string | null;
  mainJobDetail: string | null;
} | null;

/** A left-joined person, or null when the row points at nobody (a withdrawn account). */
function personOrNull(person: MaybePerson): TPersonSummary | null {
  if (!person || person.no === null || person.nickname === null) return null;
  return { ...person, no: person.no, nickname: person.nickname };
}

const FORMER_MEMBER: TPersonSummary = {
  no: 0,
  nickname: 'Former member',
  img: null,
  mainJob: null,
  mainJobDetail: null,
};

/**
 * Q&A (anyone logged in asks; the team replies), the project timeline and "send news". Each write
 * records its event in the same transaction; the timeline rows themselves are written by the
 * services whose changes they describe.
 */
export function createQnaService(deps: { db: Database }) {
  const { db } = deps;

  async function questionOf(tx: Queryable, projectNo: number, questionId: number) {
    const [question] = await tx
      .select()
      .from(projectQuestions)
      .where(and(eq(projectQuestions.id, questionId), eq(projectQuestions.projectNo, projectNo)))
      .limit(1);
    if (!question) throw questionNotFound();
    return question;
  }

  async function presentQuestions(projectNo: number, ids: number[]): Promise<TQnaQuestion[]> {
    if (ids.length === 0) return [];
    const [questions, replies, roles] = await Promise.all([
      db
        .select({ question: projectQuestions, author: personColumns })
        .from(projectQuestions)
        .innerJoin(users, eq(users.no, projectQuestions.authorNo))
        .where(inArray(projectQuestions.id, ids))
        .orderBy(desc(projectQuestions.id)),
      db
        .select({ reply: projectQuestionReplies, author: personColumns })
        .from(projectQuestionReplies)
        .innerJoin(users, eq(users.no, projectQuestionReplies.authorNo))
        .where(inArray(projectQuestionReplies.questionId, ids))
        .orderBy(asc(projectQuestionReplies.id)),
      db
        .select({ userNo: projectMembers.userNo, role: projectMembers.role })
        .from(projectMembers)
        .where(eq(projectMembers.projectNo, projectNo)),
    ]);
    const roleOfUser = new Map(roles.map((row) => [row.userNo, row.role]));
    return questions.map(({ question, author }) => ({
      id: question.id,
      author,
      body: question.body,
      createdAt: question.createdAt.toISOString(),
      updatedAt: question.updatedAt.toISOString(),
      replies: replies
        .filter((row) => row.reply.questionId === question.id)
        .map(({ reply, author: replyAuthor }) => ({
          id: reply.id,
          author: replyAuthor,
          authorRole: roleOfUser.get(reply.authorNo) ?? null,
          body: reply.body,
          createdAt: reply.createdAt.toISOString(),
          updatedAt: reply.updatedAt.toISOString(),
        })),
    }));
  }

  async function oneQuestion(projectNo: number, id: number): Promise<TQnaQuestion> {
    const [question] = await presentQuestions(projectNo, [id]);
    if (!question) throw questionNotFound();
    return question;
  }

  return {
    async questions(no: number, viewer: Viewer, query: PageQuery) {
      await projectFor(db, no, viewer);
      const cursor = decodeIdCursor(query.cursor);
      const rows = await db
        .select({ id: projectQuestions.id })
        .from(projectQuestions)
        .where(and(eq(projectQuestions.projectNo, no), cursor ? lt(projectQuestions.id, cursor) : undefined))
        .orderBy(desc(projectQuestions.id))
        .limit(query.limit + 1);
      const [total] = await db
        .select({ n: count() })
        .from(projectQuestions)
        .where(eq(projectQuestions.projectNo, no));
      const { rows: page, nextCursor } = keysetPage(rows, query.limit, (last) => encodeIdCursor(last.id));
      return {
        items: await presentQuestions(
          no,
          page.map((row) => row.id),
        ),
        nextCursor,
        total: total?.n ?? 0,
      };
    },

    async ask(user: AuthUser, no: number, body: string): Promise<TQnaQuestion> {
      const id = await db.transaction(async (tx) => {
        await projectFor(tx, no, user);
        const [question] = await tx
          .insert(projectQuestions)
          .values({ projectNo: no, authorNo: user.no, body })
          .returning({ id: projectQuestions.id });
        if (!question) throw new Error('question insert returned no row');
        await recordEvent(
          tx,
          'project.questionAsked',
          { projectNo: no, questionId: question.id, authorNo: user.no },
          { actorNo: user.no },
        );
        return question.id;
      });
      return oneQuestion(no, id);
    },

    async editQuestion(user: AuthUser, no: number, questionId: number, body: string): Promise<TQnaQuestion> {
      await projectFor(db, no, user);
      const question = await questionOf(db, no, questionId);
      if (question.authorNo !== user.no) throw notAuthor();
      await db
        .update(projectQuestions)
        .set({ body, updatedAt: sql`now()` })
        .where(eq(projectQuestions.id, questionId));
      return oneQuestion(no, questionId);
    },

    async deleteQuestion(user: AuthUser, no: number, questionId: number): Promise<void> {
      const { role } = await projectFor(db, no, user);
      const question = await questionOf(db, no, questionId);
      if (!canDeleteQuestion(role, question.authorNo === user.no))
        throw new AppError('FORBIDDEN', {
          message: 'Only the author or the project leader can delete this.',
        });
      await db.delete(projectQuestions).where(eq(projectQuestions.id, questionId));
    },

    async reply(user: AuthUser, no: number, questionId: number, body: string): Promise<TQnaQuestion> {
      await db.transaction(async (tx) => {
        const { role } = await projectFor(tx, no, user);
        await questionOf(tx, no, questionId);
        if (!canReplyToQuestions(role))
          throw new AppError('FORBIDDEN', { message: 'Only the project team can reply to questions.' });
        const [reply] = await tx
          .insert(projectQuestionReplies)
          .values({ questionId, authorNo: user.no, body })
          .returning({ id: projectQuestionReplies.id });
        if (!reply) throw new Error('reply insert returned no row');
        await recordEvent(
          tx,
          'project.questionReplied',
          { projectNo: no, questionId, replyId: reply.id, authorNo: user.no },
          { actorNo: user.no },
        );
      });
      return oneQuestion(no, questionId);
    },

    async editReply(
      user: AuthUser,
      no: number,
      questionId: number,
      replyId: number,
      body: string,
    ): Promise<TQnaQuestion> {
      await projectFor(db, no, user);
      await questionOf(db, no, questionId);
      const [reply] = await db
        .select()
        .from(projectQuestionReplies)
        .where(
          and(eq(projectQuestionReplies.id, replyId), eq(projectQuestionReplies.questionId, questionId)),
        );
      if (!reply) throw replyNotFound();
      if (reply.authorNo !== user.no) throw notAuthor();
      await db
        .update(projectQuestionReplies)
        .set({ body, updatedAt: sql`now()` })
        .where(eq(projectQuestionReplies.id, replyId));
      return oneQuestion(no, questionId);
    },

    async timeline(no: number, viewer: Viewer, query: PageQuery) {
      await projectFor(db, no, viewer);
      const cursor = decodeIdCursor(query.cursor);
      const rows = await db
        .select({
          entry: projectTimeline,
          actor: personOf(actors),
          subject: personOf(subjects),
        })
        .from(projectTimeline)
        .leftJoin(actors, eq(actors.no, projectTimeline.actorNo))
        .leftJoin(subjects, eq(subjects.no, projectTimeline.subjectNo))
        .where(and(eq(projectTimeline.projectNo, no), cursor ? lt(projectTimeline.id, cursor) : undefined))
        .orderBy(desc(projectTimeline.id))
        .limit(query.limit + 1);
      const { rows: page, nextCursor } = keysetPage(rows, query.limit, (last) =>
        encodeIdCursor(last.entry.id),
      );
      const items: TTimelineItem[] = page.map(({ entry, actor, subject }) => ({
        id: entry.id,
        kind: entry.kind as TTimelineItem['kind'],
        actor: personOrNull(actor),
        subject: personOrNull(subject),
        data: entry.data,
        createdAt: entry.createdAt.toISOString(),
      }));
      return {
        items,
        nextCursor,
      };
    },

    async sendNews(user: AuthUser, no: number, input: { title: string; body: string }) {
      const news = await db.transaction(async (tx) => {
        const { project } = await managedProject(tx, no, user);
        if (project.stage === '99')
          throw new AppError('CONFLICT', {
            message: 'Publish the project before sending news to followers.',
          });
        const [row] = await tx
          .insert(projectNews)
          .values({ projectNo: no, authorNo: user.no, ...input })
          .returning();
        if (!row) throw new Error('news insert returned no row');
        await addTimeline(tx, no, 'news', { actorNo: user.no, data: { newsId: row.id, title: row.title } });
        await recordEvent(
          tx,
          'project.newsSent',
          { projectNo: no, newsId: row.id, authorNo: user.no },
          { actorNo: user.no },
        );
        return row;
      });
      return {
        id: news.id,
        title: news.title,
        body: news.body,
        author: {
          no: user.no,
          nickname: user.nickname,
          img: user.img,
          mainJob: user.mainJob,
          mainJobDetail: user.mainJobDetail,
        },
        createdAt: news.createdAt.toISOString(),
      };
    },

    async news(no: number, viewer: Viewer, query: PageQuery): Promise<TNewsPage> {
      await projectFor(db, no, viewer);
      const cursor = decodeIdCursor(query.cursor);
      const rows = await db
        .select({ news: projectNews, author: personOf(actors) })
        .from(projectNews)
        .leftJoin(actors, eq(actors.no, projectNews.authorNo))
        .where(and(eq(projectNews.projectNo, no), cursor ? lt(projectNews.id, cursor) : undefined))
        .orderBy(desc(projectNews.id))
        .limit(query.limit + 1);
      const { rows: page, nextCursor } = keysetPage(rows, query.limit, (last) =>
        encodeIdCursor(last.news.id),
      );
      return {
        items: page.map(({ news, author }) => ({
          id: news.id,
          title: news.title,
          body: news.body,
          author: personOrNull(author) ?? FORMER_MEMBER,
          createdAt: news.createdAt.toISOString(),
        })),
        nextCursor,
      };
    },
  };
}

export type QnaService = ReturnType<typeof createQnaService>;
