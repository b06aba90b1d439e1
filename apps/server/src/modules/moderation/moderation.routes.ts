import {
  ZAdminUser,
  ZAdminUserList,
  ZAdminUserQuery,
  ZBanInput,
  ZContentReportCreated,
  ZContentReportInput,
  ZModerationOutcome,
  ZReasonInput,
  ZReportQueuePage,
  ZReportQueueQuery,
  ZReportTargetParams,
  ZRowIdParam,
} from '@sidecamp/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminOf, userOf } from '../auth';
import type { BanService } from './moderation.bans';
import type { ReportService } from './moderation.reports';

// The writes draw on the general per-person write limit (http/writeLimits.ts), counted after the
// session is read: a per-address limit here answered 429 before the admin gate's 401/403.
const ZUserNoParams = z.object({ no: ZRowIdParam });

export function moderationRoutes(deps: { bans: BanService; reports: ReportService }): FastifyPluginAsyncZod {
  const { bans, reports } = deps;
  return async (app) => {
    const tags = ['moderation'];
    const signedIn = { preHandler: app.requireUser };

    app.get(
      '/admin/users',
      {
        ...signedIn,
        schema: {
          tags,
          summary: 'Find people by nickname or e-mail, with their ban (admins)',
          querystring: ZAdminUserQuery,
          response: { 200: ZAdminUserList },
        },
      },
      async (request) => {
        adminOf(request, 'look people up');
        return { items: await bans.search(request.query.q) };
      },
    );
    app.get(
      '/admin/users/banned',
      {
        ...signedIn,
        schema: {
          tags,
          summary: 'People banned now, newest ban first (admins)',
          response: { 200: ZAdminUserList },
        },
      },
      async (request) => {
        adminOf(request, 'see bans');
        return { items: await bans.banned() };
      },
    );
    app.post(
      '/admin/users/:no/ban',
      {
        ...signedIn,
        schema: {
          tags,
          summary: 'Ban a person (admins)',
          description:
            'Ends every session and socket of the person at once; login is refused with ACCOUNT_BANNED (details: reason, until). `until` is a future date-time, or null for a ban until an admin lifts it. 403 for yourself or another admin; 404 for nobody.',
          params: ZUserNoParams,
          body: ZBanInput,
          response: { 200: ZAdminUser },
        },
      },
      async (request) => bans.ban(adminOf(request, 'ban people'), request.params.no, request.body),
    );
    app.post(
      '/admin/users/:no/unban',
      {
        ...signedIn,
        schema: {
          tags,
          summary: 'Lift a ban (admins)',
          description: '409 when the person is not banned.',
          params: ZUserNoParams,
          body: ZReasonInput,
          response: { 200: ZAdminUser },
        },
      },
      async (request) => bans.unban(adminOf(request, 'lift bans'), request.params.no, request.body.reason),
    );

    app.post(
      '/reports',
      {
        ...signedIn,
        schema: {
          tags,
          summary: 'Report a post, reply, chat message, booth or profile',
          description:
            'Logged-in people (401), once per person and target (409), not their own content (403); 404 when the content does not exist or they cannot see it (a message of a room they are not in). Shares the per-person report budget (writeLimits.ts group `report`) with lounge reports.',
          body: ZContentReportInput,
          response: { 201: ZContentReportCreated },
        },
      },
      async (request, reply) => reply.code(201).send(await reports.file(userOf(request), request.body)),
    );
    app.get(
      '/admin/reports',
      {
        ...signedIn,
        schema: {
          tags,
          summary: 'The report queue, one item per reported target (admins)',
          description:
            'Open reports by default (`status=closed` for hidden or dismissed ones), newest report first, filtered by `type`; each item has the count, the reasons and a preview of the content with its author.',
          querystring: ZReportQueueQuery,
          response: { 200: ZReportQueuePage },
        },
      },
      async (request) => {
        adminOf(request, 'review reports');
        return reports.queue(request.query);
      },
    );
    const action = (verb: 'hide' | 'restore' | 'dismiss', summary: string, description: string) =>
      app.post(
        `/admin/reports/:targetType/:targetId/${verb}`,
        {
          ...signedIn,
          schema: {
            tags,
            summary,
            description,
            params: ZReportTargetParams,
            body: ZReasonInput,
            response: { 200: ZModerationOutcome },
          },
        },
        async (request) =>
          reports[verb](adminOf(request, 'moderate content'), request.params, request.body.reason),
      );
    action(
      'hide',
      'Hide reported content (admins)',
      'The content leaves every list and feed for everyone else and its open reports close. 404 for no such content.',
    );
    action(
      'restore',
      'Restore hidden content (admins)',
      'It comes back where it was. 409 when it is not hidden.',
    );
    action(
      'dismiss',
      'Dismiss the open reports of content (admins)',
      'The content stays; 404 when it has no open reports.',
    );
  };
}
