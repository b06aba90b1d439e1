import {
  ZAvailability,
  ZLoginInput,
  ZOk,
  ZPasswordChange,
  ZPasswordReset,
  ZPasswordResetRequest,
  ZRealtimeTicket,
  ZRegisterInput,
  ZSessionCheckInput,
  ZSessionCheckResponse,
  ZUserResponse,
  ZWithdrawInput,
} from '@sidecamp/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userOf } from './auth.guard';
import { presentSessionUser } from './auth.presenter';
import type { AuthService } from './auth.service';

export function authRoutes(deps: { auth: AuthService; rateLimitPerMinute: number }): FastifyPluginAsyncZod {
  const { auth } = deps;
  // Guessing passwords, farming accounts and mail-bombing through resets are all slowed here.
  const limited = { rateLimit: { max: deps.rateLimitPerMinute, timeWindow: '1 minute' } };

  return async (app) => {
    app.post(
      '/auth/session',
      {
        schema: {
          tags: ['auth'],
          summary: 'Session check: who is logged in on this browser',
          description:
            'Reads the httpOnly session cookie (or `login_hash`). An older browser whose session was ended by a newer log-in gets `loginDuplicated: true`.',
          body: ZSessionCheckInput.optional(),
          response: { 200: ZSessionCheckResponse },
        },
      },
      async (request, reply) => {
        const session = await app.resolveRequestSession(request, request.body?.login_hash);
        if (session.status === 'active') {
          return { result: true, loginDuplicated: false, user: presentSessionUser(session.user) };
        }
        if (session.status === 'ended') app.clearSessionCookie(reply);
        return {
          result: false,
          loginDuplicated: session.status === 'ended' && session.reason === 'duplicate_login',
          user: null,
        };
      },
    );

    app.post(
      '/auth/register',
      {
        config: limited,
        schema: {
          tags: ['auth'],
          summary: 'Create an account with e-mail and password, and log in',
          body: ZRegisterInput,
          response: { 201: ZUserResponse },
        },
      },
      async (request, reply) => {
        const { user, session } = await auth.register(request.body, request.headers['user-agent']);
        app.setSessionCookie(reply, session.token, session.expiresAt);
        return reply.code(201).send({ user: presentSessionUser(user) });
      },
    );

    app.post(
      '/auth/login',
      {
        config: limited,
        schema: {
          tags: ['auth'],
          summary: 'Log in; every older session of the account ends (duplicate login)',
          body: ZLoginInput,
          response: { 200: ZUserResponse },
        },
      },
      async (request, reply) => {
        const { user, session } = await auth.login(
          request.body.email,
          request.body.password,
          request.headers['user-agent'],
        );
        app.setSessionCookie(reply, session.token, session.expiresAt);
        return { user: presentSessionUser(user) };
      },
    );

    app.post(
      '/auth/logout',
      { schema: { tags: ['auth'], summary: 'Log out of this browser', response: { 200: ZOk } } },
      async (request, reply) => {
        const session = await app.resolveRequestSession(request);
        if (session.status === 'active') await auth.logout(session.tokenHash);
        app.clearSessionCookie(reply);
        return { ok: true as const };
      },
    );

    app.post(
      '/auth/realtime-token',
      {
        preHandler: app.requireUser,
        schema: {
          tags: ['auth'],
          summary: 'A ticket for the realtime handshake',
          description:
            'Single-use and valid for a minute: the page asks for one just before each (re)connect and sends it as `token` in the socket handshake (spec point 7).',
          response: { 200: ZRealtimeTicket },
        },
      },
      async (request) => auth.realtimeTicket(request.sessionTokenHash ?? ''),
    );

    app.get(
      '/validation/user/:value',
      {
        schema: {
          tags: ['auth'],
          summary: 'Is this nickname or e-mail free? (checked while typing)',
          params: z.object({ value: z.string().min(1).max(254) }),
          response: { 200: ZAvailability },
        },
      },
      async (request) => auth.checkAvailability(request.params.value),
    );

    app.post(
      '/auth/password/reset-request',
      {
        config: limited,
        schema: {
          tags: ['auth'],
          summary: 'E-mail a password-reset link (same answer whether or not the account exists)',
          body: ZPasswordResetRequest,
          response: { 202: ZOk },
        },
      },
      async (request, reply) => {
        await auth.requestPasswordReset(request.body.email);
        return reply.code(202).send({ ok: true as const });
      },
    );

    app.post(
      '/auth/password/reset',
      {
        config: limited,
        schema: {
          tags: ['auth'],
          summary: 'Set a new password from a reset link; ends every session',
          body: ZPasswordReset,
          response: { 200: ZOk },
        },
      },
      async (request) => {
        await auth.resetPassword(request.body.token, request.body.password);
        return { ok: true as const };
      },
    );

    app.post(
      '/auth/password/change',
      {
        preHandler: app.requireUser,
        schema: {
          tags: ['auth'],
          summary: "Change the password; the account's other sessions end",
          body: ZPasswordChange,
          response: { 200: ZOk },
        },
      },
      async (request) => {
        await auth.changePassword(
          userOf(request),
          request.sessionTokenHash ?? '',
          request.body.currentPassword,
          request.body.newPassword,
        );
        return { ok: true as const };
      },
    );

    app.post(
      '/auth/user_withdrawl',
      {
        preHandler: app.requireUser,
        schema: {
          tags: ['auth'],
          summary: 'Withdraw: delete the account (personal data removed, content kept anonymous)',
          body: ZWithdrawInput,
          response: { 200: ZOk },
        },
      },
      async (request, reply) => {
        await auth.withdraw(userOf(request), request.body.password);
        app.clearSessionCookie(reply);
        return { ok: true as const };
      },
    );
  };
}
