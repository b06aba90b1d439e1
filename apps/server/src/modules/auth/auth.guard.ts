// The cookie plugin's types (request.cookies, reply.setCookie): this file uses them wherever it is compiled.
import type {} from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { AppError } from '../../http/errors';
import {
  forgetSessionsOf,
  type ResolvedSession,
  resolveSessionThroughCache,
  type SessionCache,
} from './auth.sessions';
import type { users } from './auth.tables';

export type AuthUser = typeof users.$inferSelect;
/** Who reads a public route: the logged-in person, or undefined for a visitor. */
export type Viewer = AuthUser | undefined;

export const SESSION_COOKIE = 'sidecamp_session';

/**
 * Reads the session cookie at most once per request (lazily: static files never touch the
 * database), through the session cache, and offers `requireUser` for routes that need a
 * logged-in person.
 *
 * Login comes before input: a route that names `preHandler: app.requireUser` has the check moved
 * to its preParsing stage, so a logged-out caller gets 401 before the body is read or anything is
 * validated (a malformed request from a stranger is not worth a 400 that describes the route's
 * input), and the route is marked as needing the session cookie in the OpenAPI document.
 */
export function installAuth(
  app: FastifyInstance,
  deps: { db: Database; config: Config; sessionCache: SessionCache },
): void {
  const perRequest = new WeakMap<FastifyRequest, Promise<ResolvedSession>>();
  app.decorate('resolveRequestSession', (request: FastifyRequest, fallbackToken?: string) => {
    let resolved = perRequest.get(request);
    if (!resolved) {
      resolved = resolveSessionThroughCache(
        deps.db,
        deps.sessionCache,
        request.cookies[SESSION_COOKIE] ?? fallbackToken,
      );
      perRequest.set(request, resolved);
    }
    return resolved;
  });
  // A change someone makes to their own account (profile, password, picture) is known to this
  // process before its response leaves, not only when the database's notification arrives.
  app.addHook('onSend', async (request) => {
    if (request.user && request.method !== 'GET' && request.method !== 'HEAD')
      forgetSessionsOf(deps.sessionCache, request.user.no);
  });
  const requireUser = async (request: FastifyRequest) => {
    const session = await app.resolveRequestSession(request);
    if (session.status !== 'active') throw new AppError('UNAUTHENTICATED');
    request.user = session.user;
    request.sessionTokenHash = session.tokenHash;
  };
  app.decorate('requireUser', requireUser);
  app.decorate('viewerOf', async (request: FastifyRequest): Promise<Viewer> => {
    const session = await app.resolveRequestSession(request);
    return session.status === 'active' ? session.user : undefined;
  });
  const loginBeforeInput = async (request: FastifyRequest) => {
    await requireUser(request);
  };
  // Every route under /api/admin/ is for admins, whatever the route itself declares: the role is
  // checked before the body is read, so a route cannot forget it and a member learns nothing about
  // an admin route's input (401 logged out, 403 for everyone else).
  const adminBeforeInput = async (request: FastifyRequest) => {
    await requireUser(request);
    if (request.user?.role !== 'admin')
      throw new AppError('FORBIDDEN', { message: 'Only an admin may use the admin console.' });
  };
  app.addHook('onRoute', (route) => {
    const preHandlers = [route.preHandler ?? []].flat();
    const onRequest = [route.onRequest ?? []].flat();
    if (isAdminRoute(route.url)) {
      const rest = preHandlers.filter((hook) => hook !== requireUser);
      route.preHandler = rest.length > 0 ? rest : undefined;
      route.preParsing = [adminBeforeInput, ...[route.preParsing ?? []].flat()];
    } else if (preHandlers.includes(requireUser)) {
      const rest = preHandlers.filter((hook) => hook !== requireUser);
      route.preHandler = rest.length > 0 ? rest : undefined;
      route.preParsing = [loginBeforeInput, ...[route.preParsing ?? []].flat()];
    } else if (!onRequest.includes(requireUser)) {
      return;
    }
    if (route.schema && !route.schema.security)
      route.schema = { ...route.schema, security: [{ session: [] }] };
  });
  app.decorate('setSessionCookie', (reply: FastifyReply, token: string, expiresAt: Date) => {
    reply.setCookie(SESSION_COOKIE, token, {
      httpOnly: true,
      sameSite: 'lax',
      secure: deps.config.isProduction,
      path: '/',
      expires: expiresAt,
    });
  });
  app.decorate('clearSessionCookie', (reply: FastifyReply) => {
    reply.clearCookie(SESSION_COOKIE, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: deps.config.isProduction,
    });
  });
}

/** The admin console's routes: everything under /api/admin/. */
export const isAdminRoute = (url: string) => url === '/api/admin' || url.startsWith('/api/admin/');

/** The logged-in user of a route guarded by requireUser. */
export function userOf(request: FastifyRequest): AuthUser {
  if (!request.user) throw new AppError('UNAUTHENTICATED');
  return request.user;
}

/** The logged-in admin of a route guarded by requireUser; 403 saying what only an admin may do. */
export function adminOf(request: FastifyRequest, what: string): AuthUser {
  const user = userOf(request);
  if (user.role !== 'admin') throw new AppError('FORBIDDEN', { message: `Only an admin may ${what}.` });
  return user;
}

declare module 'fastify' {
  interface FastifyInstance {
    resolveRequestSession: (request: FastifyRequest, fallbackToken?: string) => Promise<ResolvedSession>;
    requireUser: (request: FastifyRequest) => Promise<void>;
    /** The logged-in person of a public route, or undefined for a visitor (never throws). */
    viewerOf: (request: FastifyRequest) => Promise<Viewer>;
    setSessionCookie: (reply: FastifyReply, token: string, expiresAt: Date) => void;
    clearSessionCookie: (reply: FastifyReply) => void;
  }
  interface FastifyRequest {
    user?: AuthUser;
    sessionTokenHash?: string;
  }
}
