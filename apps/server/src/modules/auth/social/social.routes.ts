import {
  SOCIAL_LOGIN_ERROR_MESSAGES,
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
import { htmlPage } from '../../../http/htmlPage';
import { userOf } from '../auth.guard';
import { presentSessionUser } from '../auth.presenter';
import { SOCIAL_STATE_TTL_MS, type SocialService } from './social.service';

/**
 * Ties a social log-in to the browser that started it: it holds the log-in's state, and the
 * callback is finished only where the cookie matches the state the provider sends back.
 */
export const SOCIAL_STATE_COOKIE = 'sidecamp_social_state';

/** Where the cookie is sent: the social log-in routes only, never with any other request. */
const STATE_COOKIE_PATH = '/api/auth/social';

/** The answer to a callback from a browser that did not start the log-in: why, and what to do. */
const otherBrowserPage = htmlPage({
  title: 'You were not logged in',
  paragraphs: [
    SOCIAL_LOGIN_ERROR_MESSAGES.other_browser,
    'A log-in has to be finished in the same browser it was started in. Sidecamp checked this browser and found no log-in of its own waiting for this answer from the provider.',
  ],
  links: [{ href: '/?action=login', label: 'Log in to Sidecamp' }],
});

export function socialRoutes(deps: {
  social: SocialService;
  rateLimitPerMinute: number;
  /** Production: the cookie is sent over https only. */
  secureCookies: boolean;
}): FastifyPluginAsyncZod {
  const { social } = deps;
  const stateCookieOptions = {
    httpOnly: true,
    // Lax: sent along with the provider's top-level redirect back, never with another site's requests.
    sameSite: 'lax',
    secure: deps.secureCookies,
    path: STATE_COOKIE_PATH,
  } as const;
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
        } else {
          // A later start in the same browser replaces the earlier one: only the newest can finish.
          reply.setCookie(SOCIAL_STATE_COOKIE, outcome.state, {
            ...stateCookieOptions,
            maxAge: SOCIAL_STATE_TTL_MS / 1000,
          });
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
            'A 302 to `returnTo` (known identity), `/welcome?returnTo=` (new account), `/?action=login&link=<token>` (the e-mail belongs to an existing account), or `/?action=login&socialError=<code>`. Finished only in the browser that started the log-in (its `sidecamp_social_state` cookie, which this answer clears): from any other browser a 403 page says why and nothing happens.',
          params: ZSocialProviderParams,
        },
      },
      async (request, reply) => {
        const rawQuery = request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : '';
        const outcome = await social.callback(request.params.code, rawQuery, {
          stateCookie: request.cookies[SOCIAL_STATE_COOKIE],
          userAgent: request.headers['user-agent'],
        });
        reply.header('cache-control', 'no-store');
        // Used once, whatever the outcome: a state cookie never outlives its callback.
        reply.clearCookie(SOCIAL_STATE_COOKIE, stateCookieOptions);
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
            if (outcome.reason === 'other_browser') {
              return reply.code(403).type('text/html; charset=utf-8').send(otherBrowserPage);
            }
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
