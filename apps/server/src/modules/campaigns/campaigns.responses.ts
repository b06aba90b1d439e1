import {
  CAMPAIGN_RESPONSE_KIND,
  CAMPAIGN_TYPES,
  type CampaignAnswers,
  type CampaignTypeCode,
  surveyAnswersProblem,
  type TCampaign,
  type TCampaignResults,
  type TCampaignSignup,
} from '@sidecamp/domain';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { recordEvent } from '../../events/outbox';
import { AppError, fieldError } from '../../http/errors';
import { type AuthUser, users } from '../auth';
import type { CampaignService } from './campaigns.service';
import { campaignResponses, newsletterSubscriptions } from './campaigns.tables';

/** Text answers a sender reads per question (newest first). */
const TEXT_ANSWERS_SHOWN = 50;

const wrongKind = (campaign: TCampaign, what: string) =>
  new AppError('CONFLICT', {
    message: `This is a ${CAMPAIGN_TYPES.label(campaign.type as CampaignTypeCode).toLowerCase()} campaign; it takes no ${what}.`,
  });

/**
 * Responses (F15.2): a recipient answers a survey once, signs up for an interview or tester call
 * (the sender accepts or declines), or subscribes to the sender's newsletters; the sender reads the
 * results. Only recipients respond, and never the sender.
 */
export function createResponseService(deps: { db: Database; campaigns: CampaignService; now: () => Date }) {
  const { db, campaigns, now } = deps;

  /** A campaign sent to the viewer (not their own), of the response kind asked for. */
  async function receivedOf(
    user: AuthUser,
    id: number,
    kind: 'answer' | 'signup' | 'subscribe',
    what: string,
  ) {
    const campaign = await campaigns.visible(user, id);
    if (campaign.mine)
      throw new AppError('FORBIDDEN', { message: 'You sent this campaign; its recipients respond to it.' });
    if (campaign.status !== 'sent')
      throw new AppError('NOT_FOUND', { message: 'This campaign was not sent.' });
    if (CAMPAIGN_RESPONSE_KIND[campaign.type] !== kind) throw wrongKind(campaign, what);
    return campaign;
  }

  /** The sender's own campaign (403 for someone it was sent to, 404 for anyone else). */
  async function ownCampaign(user: AuthUser, id: number): Promise<TCampaign> {
    const campaign = await campaigns.visible(user, id);
    if (!campaign.mine)
      throw new AppError('FORBIDDEN', { message: 'Only the sender sees the responses to a campaign.' });
    return campaign;
  }

  return {
    async answer(user: AuthUser, id: number, answers: CampaignAnswers): Promise<TCampaign> {
      const campaign = await receivedOf(user, id, 'answer', 'survey answers');
      const problem = surveyAnswersProblem(campaign.questions, answers);
      if (problem) throw fieldError(`answers.${problem.questionId}`, problem.message);
      const inserted = await db
        .insert(campaignResponses)
        .values({ campaignId: id, userNo: user.no, status: 'answered', answers, createdAt: now() })
        .onConflictDoNothing()
        .returning({ userNo: campaignResponses.userNo });
      if (inserted.length === 0)
        throw new AppError('CONFLICT', {
          message: 'You already answered this survey; each person answers once.',
        });
      return campaigns.visible(user, id);
    },

    async signUp(user: AuthUser, id: number, note: string): Promise<TCampaign> {
      const campaign = await receivedOf(user, id, 'signup', 'sign-ups');
      await db.transaction(async (tx) => {
        const inserted = await tx
          .insert(campaignResponses)
          .values({ campaignId: id, userNo: user.no, status: 'pending', note, createdAt: now() })
          .onConflictDoNothing()
          .returning({ userNo: campaignResponses.userNo });
        if (inserted.length === 0)
          throw new AppError('CONFLICT', { message: 'You already signed up for this one.' });
        await recordEvent(
          tx,
          'campaign.joined',
          { campaignId: id, senderNo: campaign.sender.no, userNo: user.no, kind: 'signup' },
          { actorNo: user.no },
        );
      });
      return campaigns.visible(user, id);
    },

    /** Subscribing twice changes nothing; unsubscribing when not subscribed neither. */
    async subscribe(user: AuthUser, id: number, on: boolean): Promise<TCampaign> {
      const campaign = await receivedOf(user, id, 'subscribe', 'subscriptions');
      const senderNo = campaign.sender.no;
      await db.transaction(async (tx) => {
        if (!on) {
          await tx
            .delete(newsletterSubscriptions)
            .where(
              and(
                eq(newsletterSubscriptions.senderNo, senderNo),
                eq(newsletterSubscriptions.subscriberNo, user.no),
              ),
            );
          return;
        }
        const inserted = await tx
          .insert(newsletterSubscriptions)
          .values({ senderNo, subscriberNo: user.no, campaignId: id, createdAt: now() })
          .onConflictDoNothing()
          .returning({ senderNo: newsletterSubscriptions.senderNo });
        if (inserted.length > 0)
          await recordEvent(
            tx,
            'campaign.joined',
            { campaignId: id, senderNo, userNo: user.no, kind: 'subscribe' },
            { actorNo: user.no },
          );
      });
      return campaigns.visible(user, id);
    },

    async results(user: AuthUser, id: number): Promise<TCampaignResults> {
      const campaign = await ownCampaign(user, id);
      const rows = await db
        .select({
          userNo: campaignResponses.userNo,
          status: campaignResponses.status,
          answers: campaignResponses.answers,
          note: campaignResponses.note,
          createdAt: campaignResponses.createdAt,
          nickname: users.nickname,
          img: users.img,
        })
        .from(campaignResponses)
        .innerJoin(users, eq(users.no, campaignResponses.userNo))
        .where(eq(campaignResponses.campaignId, id))
        .orderBy(desc(campaignResponses.createdAt));
      const answered = rows.filter((row) => row.status === 'answered' && row.answers);
      const questions = campaign.questions.map((question) => {
        const picks = answered.flatMap((row) => {
          const answer = row.answers?.[question.id];
          return answer === undefined ? [] : typeof answer === 'string' ? [answer] : answer;
        });
        return {
          id: question.id,
          kind: question.kind,
          prompt: question.prompt,
          options: question.options.map((label) => ({
            label,
            count: picks.filter((pick) => pick === label).length,
          })),
          texts: question.kind === 'text' ? picks.slice(0, TEXT_ANSWERS_SHOWN) : [],
        };
      });
      const subscribers = await db.$count(
        newsletterSubscriptions,
        eq(newsletterSubscriptions.campaignId, id),
      );
      const signups: TCampaignSignup[] = rows
        .filter((row) => row.status !== 'answered')
        .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
        .map((row) => ({
          person: { no: row.userNo, nickname: row.nickname, img: row.img },
          note: row.note,
          status: row.status as TCampaignSignup['status'],
          createdAt: row.createdAt.toISOString(),
        }));
      return { respondents: answered.length, questions, signups, subscribers };
    },

    async decideSignup(
      user: AuthUser,
      id: number,
      userNo: number,
      status: 'accepted' | 'declined',
    ): Promise<TCampaignSignup> {
      const campaign = await ownCampaign(user, id);
      if (CAMPAIGN_RESPONSE_KIND[campaign.type] !== 'signup') throw wrongKind(campaign, 'sign-ups');
      const decided = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(campaignResponses)
          .set({ status, decidedAt: now() })
          .where(and(eq(campaignResponses.campaignId, id), eq(campaignResponses.userNo, userNo)))
          .returning();
        if (!row || row.status === 'answered')
          throw new AppError('NOT_FOUND', { message: 'This person has not signed up for this campaign.' });
        await recordEvent(
          tx,
          'campaign.signupDecided',
          { campaignId: id, senderNo: user.no, userNo, title: campaign.title, status },
          { actorNo: user.no },
        );
        return row;
      });
      const [person] = await db
        .select({ no: users.no, nickname: users.nickname, img: users.img })
        .from(users)
        .where(eq(users.no, userNo))
        .orderBy(asc(users.no));
      return {
        person: person ?? { no: userNo, nickname: 'Someone', img: null },
        note: decided.note,
        status,
        createdAt: decided.createdAt.toISOString(),
      };
    },
  };
}

export type ResponseService = ReturnType<typeof createResponseService>;
