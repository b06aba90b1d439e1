import { ZAdminUser, ZAdminUserList, ZAdminUserQuery, ZBanInput, ZReasonInput } from '@sidecamp/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminOf } from '../auth';
import type { BanService } from './moderation.bans';

/** Bans are rare: a handful a minute is plenty for an admin, and a runaway script stops quickly. */
const MODERATION_WRITES_PER_MINUTE = 30;

const ZUserNoParams = z.object({ no: z.coerce.number().int().positive() });

export function moderationRoutes(deps: { bans: BanService }): FastifyPluginAsyncZod {
  const { bans } = deps;
  return async (app) => {
    const tags = ['moderation'];
    const signedIn = { preHandler: app.requireUser };
    const limited = { config: { rateLimit: { max: MODERATION_WRITES_PER_MINUTE, timeWindow: '1 minute' } } };

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
        ...limited,
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
        ...limited,
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
  };
}
