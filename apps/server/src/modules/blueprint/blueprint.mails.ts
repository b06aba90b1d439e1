import {
  IDEA_ANALYSIS_AXES,
  IDEA_MAIL_ATTEMPTS,
  IDEA_MAIL_MAX_DAYS,
  IDEA_MAIL_PENDING_MAX,
  ideaReportMarkdown,
  type TIdeaReport,
  type TIdeaReportMail,
} from '@sidecamp/domain';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../db/client';
import { AppError, fieldError } from '../../http/errors';
import { type AuthUser, users } from '../auth';
import type { Mailer } from '../mail';
import { planStatus } from '../points';
import { ideaAnalyses, ideaReportMails } from './blueprint.tables';

/** A failed delivery waits this long per attempt before the next one (and a claim holds that long). */
const RETRY_AFTER_MS = 10 * 60_000;
/** Mails sent per sweep; the rest wait for the next one. */
const SWEEP_BATCH = 20;
/** A time this close to now counts as "now" (the clock of the person's device may be a little off). */
const NOW_TOLERANCE_MS = 60_000;

type MailRow = typeof ideaReportMails.$inferSelect;

const toMail = (row: MailRow): TIdeaReportMail => ({
  id: row.id,
  analysisId: row.analysisId,
  sendAt: row.sendAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
  // The relay's own words stay in the table for the operator; the person gets plain ones.
  error:
    row.error === null
      ? null
      : row.attempts >= IDEA_MAIL_ATTEMPTS
        ? `It could not be delivered after ${IDEA_MAIL_ATTEMPTS} tries.`
        : 'It could not be delivered yet; it is tried again in a few minutes.',
});

/** The message: the scores and closest competitors, with the whole report when the plan exports. */
export function reportMailText(report: TIdeaReport, link: string, siteUrl: string, withExport: boolean) {
  const axes = report.axes.map((entry) => `- ${IDEA_ANALYSIS_AXES.label(entry.axis)}: ${entry.score}/100`);
  const competitors = report.competitors
    .slice(0, 3)
    .map((competitor) => `- ${competitor.name}: ${siteUrl}${competitor.path}`);
  return [
    `Here is the idea report you asked for: "${report.idea.title}".`,
    `Read it on Sidecamp: ${link}`,
    'Eight axes:',
    ...axes,
    ...(competitors.length > 0 ? ['Closest projects and booths on Sidecamp:', ...competitors] : []),
    withExport
      ? `The whole report follows (your plan includes export).\n\n${ideaReportMarkdown(report, siteUrl)}`
      : 'The whole report is on the page above; the Light and Pro plans also put it in this e-mail.',
    'You get this e-mail because you scheduled it on Sidecamp; it is sent once.',
  ].join('\n\n');
}

export type ReportMailService = ReturnType<typeof createReportMailService>;

/**
 * "E-mail me this report" (F13.4): the owner schedules their own report to their own address at a
 * chosen time; a sweep sends what is due through the mail module (SMTP, or the outbox without it).
 */
export function createReportMailService(deps: {
  db: Database;
  mailer: Mailer;
  now: () => Date;
  siteUrl: string;
}) {
  const { db, mailer, now, siteUrl } = deps;

  async function ownAnalysis(user: AuthUser, analysisId: number) {
    const [row] = await db
      .select({ id: ideaAnalyses.id })
      .from(ideaAnalyses)
      .where(and(eq(ideaAnalyses.id, analysisId), eq(ideaAnalyses.userNo, user.no)));
    if (!row) throw new AppError('NOT_FOUND', { message: 'No analysis of yours has this number.' });
  }

  return {
    async schedule(user: AuthUser, analysisId: number, sendAtText: string): Promise<TIdeaReportMail> {
      await ownAnalysis(user, analysisId);
      const at = now();
      const sendAt = new Date(sendAtText);
      if (sendAt.getTime() < at.getTime() - NOW_TOLERANCE_MS)
        throw fieldError('sendAt', 'choose a time from now on');
      if (sendAt.getTime() > at.getTime() + IDEA_MAIL_MAX_DAYS * 86_400_000)
        throw fieldError('sendAt', `choose a time within ${IDEA_MAIL_MAX_DAYS} days`);
      const [pending] = await db
        .select({ n: count() })
        .from(ideaReportMails)
        .where(and(eq(ideaReportMails.userNo, user.no), isNull(ideaReportMails.sentAt)));
      if ((pending?.n ?? 0) >= IDEA_MAIL_PENDING_MAX)
        throw new AppError('CONFLICT', {
          message: `You already have ${IDEA_MAIL_PENDING_MAX} report e-mails waiting; cancel one or wait until it is sent.`,
        });
      const [row] = await db
        .insert(ideaReportMails)
        .values({ analysisId, userNo: user.no, sendAt: sendAt < at ? at : sendAt })
        .returning();
      if (!row) throw new Error('the report e-mail was not stored');
      return toMail(row);
    },

    async list(user: AuthUser, analysisId: number) {
      await ownAnalysis(user, analysisId);
      const rows = await db
        .select()
        .from(ideaReportMails)
        .where(and(eq(ideaReportMails.analysisId, analysisId), eq(ideaReportMails.userNo, user.no)))
        .orderBy(desc(ideaReportMails.id))
        .limit(20);
      return { items: rows.map(toMail) };
    },

    /** Cancels a mail that has not gone out; another person's or a sent one cannot be cancelled. */
    async cancel(user: AuthUser, analysisId: number, mailId: number) {
      const [row] = await db
        .select()
        .from(ideaReportMails)
        .where(
          and(
            eq(ideaReportMails.id, mailId),
            eq(ideaReportMails.analysisId, analysisId),
            eq(ideaReportMails.userNo, user.no),
          ),
        );
      if (!row) throw new AppError('NOT_FOUND', { message: 'No report e-mail of yours has this number.' });
      if (row.sentAt) throw new AppError('CONFLICT', { message: 'This e-mail was already sent.' });
      await db
        .delete(ideaReportMails)
        .where(and(eq(ideaReportMails.id, mailId), isNull(ideaReportMails.sentAt)));
    },

    /**
     * Sends what is due. Each mail is claimed first (its attempt counted) in one statement with
     * SKIP LOCKED, so with several processes a mail is claimed once; a claimed mail is not due
     * again for RETRY_AFTER_MS, which is also the back-off after a failed delivery. Mail is sent
     * outside any transaction (SMTP can be slow). Returns how many went out.
     */
    async sweep(): Promise<number> {
      const at = now();
      const claimed = rowsOf<{ id: number | string }>(
        await db.execute(sql`
          update idea_report_mails set attempts = attempts + 1
           where id in (
             select id from idea_report_mails
              where sent_at is null and attempts < ${IDEA_MAIL_ATTEMPTS}
                and send_at + attempts * (${RETRY_AFTER_MS} * interval '1 millisecond') <= ${at.toISOString()}::timestamptz
              order by send_at, id
              limit ${SWEEP_BATCH}
              for update skip locked)
          returning id`),
      ).map((row) => Number(row.id));
      let sent = 0;
      for (const id of claimed) {
        const [mail] = await db
          .select({
            id: ideaReportMails.id,
            analysisId: ideaReportMails.analysisId,
            userNo: ideaReportMails.userNo,
            email: users.email,
            report: ideaAnalyses.report,
          })
          .from(ideaReportMails)
          .innerJoin(ideaAnalyses, eq(ideaAnalyses.id, ideaReportMails.analysisId))
          .innerJoin(users, eq(users.no, ideaReportMails.userNo))
          .where(eq(ideaReportMails.id, id));
        if (!mail) continue;
        try {
          const plan = await planStatus(db, mail.userNo, at);
          const mailId = await mailer.send({
            to: mail.email,
            subject: `Your Sidecamp idea report: ${mail.report.idea.title}`,
            text: reportMailText(
              mail.report,
              `${siteUrl}/blueprint/${mail.analysisId}`,
              siteUrl,
              plan.exportFeature,
            ),
          });
          await db
            .update(ideaReportMails)
            .set({ sentAt: now(), mailId, error: null })
            .where(eq(ideaReportMails.id, id));
          sent += 1;
        } catch (error) {
          await db
            .update(ideaReportMails)
            .set({ error: error instanceof Error ? error.message.slice(0, 500) : String(error) })
            .where(eq(ideaReportMails.id, id));
        }
      }
      return sent;
    },
  };
}
