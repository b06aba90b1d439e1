import {
  ZLedgerPage,
  ZLedgerQuery,
  ZPlanStatus,
  ZPointsSummary,
  ZQuestClaimParams,
  ZQuestClaimResult,
  ZQuestWeek,
  ZTrustStanding,
} from '@sidecamp/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { userOf } from '../auth';
import { planStatus } from './points.plans';
import { claimQuest, questWeekOf } from './points.quests';
import type { PointsService } from './points.service';
import { trustStandingOf } from './points.trust';

const WHO_ME = 'The logged-in user, about themselves only (401 when logged out).';

export function pointsRoutes(deps: {
  db: Database;
  points: PointsService;
  now: () => Date;
}): FastifyPluginAsyncZod {
  const { db, points, now } = deps;
  return async (app) => {
    const mine = { preHandler: app.requireUser };

    app.get(
      '/points/summary',
      {
        ...mine,
        schema: {
          tags: ['points'],
          summary: 'Balance, experience level and plan',
          description: `${WHO_ME} The balance is the sum of the ledger entries.`,
          response: { 200: ZPointsSummary },
        },
      },
      async (request) => points.summary(userOf(request).no),
    );

    app.get(
      '/points/history',
      {
        ...mine,
        schema: {
          tags: ['points'],
          summary: 'Wallet history, newest first',
          description: `${WHO_ME} Filter by direction (income/deduction) or one ledger code; keyset paging with cursor.`,
          querystring: ZLedgerQuery,
          response: { 200: ZLedgerPage },
        },
      },
      async (request) => points.history(userOf(request).no, request.query),
    );

    app.get(
      '/plans/me',
      {
        ...mine,
        schema: {
          tags: ['payments'],
          summary: 'My plan, AI credits left and when they renew',
          description: WHO_ME,
          response: { 200: ZPlanStatus },
        },
      },
      async (request) => planStatus(db, userOf(request).no, now()),
    );

    app.get(
      '/trust/me',
      {
        ...mine,
        schema: {
          tags: ['points'],
          summary: 'My trust level, what it counts, what the next level lacks and what I may earn today',
          description: `${WHO_ME} Levels 0-3 (F10.1) come from days since joining, days visited, replies received, tasks completed and co-workers' reviews; a level-0 account earns at most \`dailyEarnCap\` points a day from activity, and until \`newAccountUntil\` likes, follows and reviews between it and other new accounts earn nothing.`,
          response: { 200: ZTrustStanding },
        },
      },
      async (request) => trustStandingOf(db, userOf(request).no, now()),
    );

    app.get(
      '/quests/week',
      {
        ...mine,
        schema: {
          tags: ['quests'],
          summary: "This week's quests: each day's three, done and claimed",
          description: `${WHO_ME} Weeks run Monday to Sunday in UTC.`,
          response: { 200: ZQuestWeek },
        },
      },
      async (request) => questWeekOf(db, userOf(request).no, now()),
    );

    app.post(
      '/quests/:questCode/claim',
      {
        ...mine,
        schema: {
          tags: ['quests'],
          summary: "Claim the reward of one of today's quests once its action is done",
          description: `${WHO_ME} 409 QUEST_NOT_CLAIMABLE when the quest is not offered today, not done yet, or already claimed.`,
          params: ZQuestClaimParams,
          response: { 200: ZQuestClaimResult },
        },
      },
      async (request) => claimQuest(db, userOf(request).no, request.params.questCode, now()),
    );
  };
}
