import {
  ZProfileBasics,
  ZSessionUser,
  ZSocialLinkInput,
  ZSocialLinkResponse,
  ZSocialProvider,
  ZSocialProviderParams,
  ZSocialStartQuery,
} from '@sidecamp/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userOf } from '../auth.guard';
import { presentSessionUser } from '../auth.presenter';
import type { SocialService } from './social.service';

export function socialRoutes(deps: {
  social: SocialService;
  rateLimitPerMinute: number;
}): FastifyPluginAsyncZod {
  const { social } = deps;
  // Each start writes a row; the same per-address limit as password log-ins keeps that bounded.
  const limited = { rateLimit: { max: deps.rateLimitPerMinute, timeWindow: '1 minute' } };

  return async (app) => {
    app.get(
      '/auth/social/providers',
      {
        schema: {
          tags: ['auth'],
          summary: 'Social login providers configured on this server (buttons of the login dialog)',
          response: { 200: z.array(ZSocialProvider) },
        },
      },
      async () => social.providers(),
    );

    app.get(
      '/auth/social/:code/start',
      {
        config: limited,
        schema: {
          tags: ['auth'],
          summary: "Redirect to the provider's sign-in (OpenID Connect code flow with PKCE)",
          description:
            '302 to the authorization endpoint. `returnTo` must be a local path; anything else becomes `/`. An unknown or unconfigured provider is a 404.',
          params: ZSocialProviderParams,
          querystring: ZSocialStartQuery,
        },
      },
      async (request, reply) => {
        const outcome = await social.start(request.params.code, request.query.returnTo);
        if (outcome.kind === 'failed') {
          request.log.warn(
            { err: outcome.cause, provider: request.params.code, reason: outcome.reason },
            `social login could not start: ${outcome.message}`,
          );
        }
        return reply.header('cache-control', 'no-store').redirect(outcome.location, 302);
      },
    );

    app.get(
      '/auth/social/:code/callback',
      {
        schema: {
          tags: ['auth'],
          summary: "The provider's redirect back: logs in, offers a link, or creates the account",
          description:
            'Always a 302: to `returnTo` (known identity), `/welcome?returnTo=` (new account), `/?action=login&link=<token>` (the e-mail belongs to an existing account), or `/?action=login&socialError=<code>`.',
          params: ZSocialProviderParams,
        },
      },
      async (request, reply) => {
        const rawQuery = request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : '';
        const outcome = await social.callback(request.params.code, rawQuery, request.headers['user-agent']);
        reply.header('cache-control', 'no-store');
        switch (outcome.kind) {
          case 'loggedIn':
            app.setSessionCookie(reply, outcome.session.token, outcome.session.expiresAt);
            request.log.info(
              { provider: request.params.code, userNo: outcome.userNo, created: outcome.created },
              'social login',
            );
            break;
          case 'linkPending':
            request.log.info(
              { provider: request.params.code },
              'social login: e-mail of an existing account',
            );
            break;
          case 'failed':
            request.log[outcome.reason === 'server_error' ? 'error' : 'warn'](
              { err: outcome.cause, provider: request.params.code, reason: outcome.reason },
              `social login failed: ${outcome.message}`,
            );
            break;
        }
        return reply.redirect(outcome.location, 302);
      },
    );

    app.post(
      '/auth/social/link',
      {
        config: limited,
        preHandler: app.requireUser,
        schema: {
          tags: ['auth'],
          summary: 'Link a pending social identity to the logged-in account with the same e-mail',
          body: ZSocialLinkInput,
          response: { 200: ZSocialLinkResponse },
        },
      },
      async (request) => {
        const linked = await social.link(userOf(request), request.body.token);
        return { ok: true as const, provider: linked.provider };
      },
    );

    app.patch(
      '/auth/profile-basics',
      {
        preHandler: app.requireUser,
        schema: {
          tags: ['auth'],
          summary: 'Set main/sub job, occupation and visit purpose (the welcome step after a social sign-up)',
          body: ZProfileBasics.strict(),
          response: { 200: z.object({ user: ZSessionUser }) },
        },
      },
      async (request) => {
        const user = await social.saveProfileBasics(userOf(request).no, request.body);
        return { user: presentSessionUser(user) };
      },
    );
  };
}
