import type { AskState, TAsk, TAskInput, TAskList } from '@sidecamp/domain';
import { and, asc, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { recordEvent } from '../../events/outbox';
import { AppError } from '../../http/errors';
import { recordAdminAction } from '../admin';
import { type AuthUser, users } from '../auth';
import type { Mailer } from '../mail';
import { supportAsks } from './support.tables';

/** The most asks one list shows (a person's own, or the admins' queue). */
const LIST_LIMIT = 100;

const columns = {
  id: supportAsks.id,
  userNo: supportAsks.userNo,
  subject: supportAsks.subject,
  body: supportAsks.body,
  answer: supportAsks.answer,
  answeredAt: supportAsks.answeredAt,
  createdAt: supportAsks.createdAt,
  nickname: users.nickname,
};
type AskRow = {
  id: number;
  userNo: number;
  subject: string;
  body: string;
  answer: string | null;
  answeredAt: Date | null;
  createdAt: Date;
  nickname: string;
};

const toAsk = (row: AskRow): TAsk => ({
  id: row.id,
  subject: row.subject,
  body: row.body,
  state: row.answeredAt ? 'answered' : 'open',
  createdAt: row.createdAt.toISOString(),
  asker: { no: row.userNo, nickname: row.nickname },
  answer:
    row.answer !== null && row.answeredAt
      ? { body: row.answer, answeredAt: row.answeredAt.toISOString() }
      : null,
});

const noSuchAsk = () =>
  new AppError('NOT_FOUND', { message: 'There is no question of yours with this number.' });

/** The e-mail that carries an answer to the person who asked. */
export function answerMailText(subject: string, answer: string, link: string): string {
  return [
    `Sidecamp support answered your question “${subject}”:`,
    answer,
    `Your questions and their answers: ${link}`,
    'You get this e-mail because you asked Sidecamp support a question.',
  ].join('\n\n');
}

export type AskService = ReturnType<typeof createAskService>;

/** "Ask" (spec point 7): a signed-in person asks support; an admin answers, once. */
export function createAskService(deps: {
  db: Database;
  mailer: Mailer;
  siteUrl: string;
  now: () => Date;
  logger?: FastifyBaseLogger;
}) {
  const { db, mailer, now } = deps;
  const select = () =>
    db.select(columns).from(supportAsks).innerJoin(users, eq(users.no, supportAsks.userNo));

  async function one(id: number): Promise<TAsk | undefined> {
    const [row] = await select().where(eq(supportAsks.id, id));
    return row ? toAsk(row) : undefined;
  }

  return {
    async ask(user: AuthUser, input: TAskInput): Promise<TAsk> {
      const [row] = await db
        .insert(supportAsks)
        .values({ userNo: user.no, subject: input.subject, body: input.body, createdAt: now() })
        .returning({ id: supportAsks.id });
      if (!row) throw new Error('ask insert returned no row');
      const ask = await one(row.id);
      if (!ask) throw new Error('the new question was not found');
      return ask;
    },

    async mine(user: AuthUser): Promise<TAskList> {
      const rows = await select()
        .where(eq(supportAsks.userNo, user.no))
        .orderBy(desc(supportAsks.id))
        .limit(LIST_LIMIT);
      return { items: rows.map(toAsk) };
    },

    /** One question: its asker's or any admin's; someone else's is not found. */
    async get(viewer: AuthUser, id: number): Promise<TAsk> {
      const ask = await one(id);
      if (!ask || (ask.asker.no !== viewer.no && viewer.role !== 'admin')) throw noSuchAsk();
      return ask;
    },

    /** The admins' queue: open questions oldest first; answered ones newest first. */
    async queue(state: AskState): Promise<TAskList> {
      const rows =
        state === 'open'
          ? await select()
              .where(isNull(supportAsks.answeredAt))
              .orderBy(asc(supportAsks.id))
              .limit(LIST_LIMIT)
          : await select()
              .where(isNotNull(supportAsks.answeredAt))
              .orderBy(desc(supportAsks.answeredAt))
              .limit(LIST_LIMIT);
      return { items: rows.map(toAsk) };
    },

    /**
     * Answers an open question once; the event (the asker's notification) commits with it, and
     * the e-mail goes out after the commit (a slow or failing relay does not undo the answer).
     */
    async answer(admin: AuthUser, id: number, body: string): Promise<TAsk> {
      const answered = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(supportAsks)
          .set({ answer: body, answeredBy: admin.no, answeredAt: now() })
          .where(and(eq(supportAsks.id, id), isNull(supportAsks.answeredAt)))
          .returning({ id: supportAsks.id, userNo: supportAsks.userNo, subject: supportAsks.subject });
        if (!row) {
          const [existing] = await tx
            .select({ id: supportAsks.id })
            .from(supportAsks)
            .where(eq(supportAsks.id, id));
          if (!existing)
            throw new AppError('NOT_FOUND', { message: 'There is no question with this number.' });
          throw new AppError('CONFLICT', { message: 'This question was already answered.' });
        }
        await recordEvent(
          tx,
          'support.answered',
          { askId: row.id, askerNo: row.userNo, adminNo: admin.no },
          { actorNo: admin.no },
        );
        await recordAdminAction(tx, {
          adminNo: admin.no,
          action: 'ask.answer',
          targetType: 'ask',
          targetId: row.id,
          detail: { subject: row.subject },
        });
        return row;
      });
      const ask = await one(answered.id);
      if (!ask) throw new Error('the answered question was not found');
      const [asker] = await db
        .select({ email: users.email })
        .from(users)
        .where(eq(users.no, answered.userNo));
      if (asker?.email) {
        try {
          await mailer.send({
            to: asker.email,
            subject: `Sidecamp support answered: ${answered.subject}`,
            text: answerMailText(answered.subject, body, `${deps.siteUrl}/support#asks`),
          });
        } catch (error) {
          deps.logger?.error({ err: error, askId: id }, 'the answer e-mail could not be sent');
        }
      }
      return ask;
    },
  };
}
