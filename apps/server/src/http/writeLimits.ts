import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { Config } from '../config';
import { AppError } from './errors';
import type { RateCounter } from './rateLimits';

/**
 * Per-person limits on the writes someone can repeat, per minute. Each group is one budget shared
 * by all its routes (liking a post and liking a reply draw on the same 60). Every other write
 * under /api gets WRITE_RATE_LIMIT_PER_MINUTE; WRITE_RATE_LIMITS overrides a group (`post=5`, or
 * `*=N` for every group).
 */
export const WRITE_LIMIT_GROUPS = {
  post: { perMinute: 10, noun: 'posts' },
  reply: { perMinute: 20, noun: 'replies' },
  like: { perMinute: 60, noun: 'likes' },
  follow: { perMinute: 30, noun: 'follows' },
  review: { perMinute: 10, noun: 'reviews' },
  application: { perMinute: 10, noun: 'applications' },
  report: { perMinute: 10, noun: 'reports' },
  upload: { perMinute: 20, noun: 'uploads' },
  analysis: { perMinute: 5, noun: 'idea analyses' },
  memberText: { perMinute: 10, noun: 'generated profile texts' },
  reportMail: { perMinute: 5, noun: 'scheduled report e-mails' },
  ask: { perMinute: 5, noun: 'questions to support' },
  campaign: { perMinute: 5, noun: 'campaigns' },
  campaignResponse: { perMinute: 20, noun: 'campaign responses' },
  // Few enough tries that guessing an 80-bit code stays hopeless, plenty for typos.
  giftCard: { perMinute: 10, noun: 'gift card purchases and redemptions' },
  purchase: { perMinute: 10, noun: 'point purchases' },
} as const;

export type WriteLimitGroup = keyof typeof WRITE_LIMIT_GROUPS;
export const WRITE_LIMIT_GROUP_NAMES = Object.keys(WRITE_LIMIT_GROUPS) as WriteLimitGroup[];

type Method = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Which routes draw on which group: method and the route's pattern as registered (with /api). */
export const WRITE_LIMIT_RULES: ReadonlyArray<{ method: Method; url: string; group: WriteLimitGroup }> = [
  // New public content: lounge posts, magazines, notes, groups, projects and what they publish.
  { method: 'POST', url: '/api/lounge/posts', group: 'post' },
  { method: 'POST', url: '/api/magazines', group: 'post' },
  { method: 'POST', url: '/api/notes', group: 'post' },
  { method: 'POST', url: '/api/groups', group: 'post' },
  { method: 'POST', url: '/api/projects', group: 'post' },
  { method: 'POST', url: '/api/booths', group: 'post' },
  { method: 'POST', url: '/api/projects/:no/news', group: 'post' },
  { method: 'POST', url: '/api/projects/:no/questions', group: 'post' },
  { method: 'POST', url: '/api/lounge/posts/:id/replies', group: 'reply' },
  { method: 'POST', url: '/api/booths/:id/forum', group: 'post' },
  { method: 'POST', url: '/api/booths/:id/reviews/:reviewId/replies', group: 'reply' },
  { method: 'POST', url: '/api/booths/forum/:threadId/replies', group: 'reply' },
  { method: 'PUT', url: '/api/booths/:id/review', group: 'review' },
  { method: 'DELETE', url: '/api/booths/:id/review', group: 'review' },
  { method: 'POST', url: '/api/projects/:no/questions/:questionId/replies', group: 'reply' },
  { method: 'PUT', url: '/api/lounge/posts/:id/like', group: 'like' },
  { method: 'DELETE', url: '/api/lounge/posts/:id/like', group: 'like' },
  { method: 'PUT', url: '/api/lounge/replies/:id/like', group: 'like' },
  { method: 'DELETE', url: '/api/lounge/replies/:id/like', group: 'like' },
  { method: 'PUT', url: '/api/lounge/posts/:id/vote', group: 'like' },
  { method: 'POST', url: '/api/projects/:no/bookmark', group: 'like' },
  { method: 'DELETE', url: '/api/projects/:no/bookmark', group: 'like' },
  { method: 'PUT', url: '/api/booths/:id/like', group: 'like' },
  { method: 'PUT', url: '/api/booths/:id/mark', group: 'like' },
  { method: 'DELETE', url: '/api/booths/:id/mark', group: 'like' },
  { method: 'POST', url: '/api/booths/promotion-codes/:promoId/reveal', group: 'like' },
  { method: 'DELETE', url: '/api/booths/:id/like', group: 'like' },
  { method: 'PUT', url: '/api/booths/:id/follow', group: 'follow' },
  { method: 'DELETE', url: '/api/booths/:id/follow', group: 'follow' },
  { method: 'POST', url: '/api/profiles/:no/follow', group: 'follow' },
  { method: 'DELETE', url: '/api/profiles/:no/follow', group: 'follow' },
  { method: 'POST', url: '/api/projects/:no/follow', group: 'follow' },
  { method: 'DELETE', url: '/api/projects/:no/follow', group: 'follow' },
  { method: 'PUT', url: '/api/profiles/:no/review', group: 'review' },
  { method: 'DELETE', url: '/api/profiles/:no/review', group: 'review' },
  { method: 'POST', url: '/api/projects/:no/positions/:positionId/applications', group: 'application' },
  { method: 'PUT', url: '/api/applications/:id', group: 'application' },
  { method: 'DELETE', url: '/api/applications/:id', group: 'application' },
  { method: 'POST', url: '/api/applications/:id/submit', group: 'application' },
  { method: 'POST', url: '/api/applications/:id/cancel', group: 'application' },
  { method: 'POST', url: '/api/groups/:id/join', group: 'application' },
  { method: 'POST', url: '/api/booths/:id/invitations', group: 'application' },
  { method: 'POST', url: '/api/booths/:id/join-requests', group: 'application' },
  { method: 'POST', url: '/api/projects/:no/succession/claim', group: 'application' },
  { method: 'POST', url: '/api/projects/:no/adoption', group: 'application' },
  { method: 'POST', url: '/api/lounge/reports', group: 'report' },
  { method: 'POST', url: '/api/reports', group: 'report' },
  { method: 'POST', url: '/api/uploads', group: 'upload' },
  { method: 'POST', url: '/api/upload/user_image', group: 'upload' },
  { method: 'POST', url: '/api/upload/user_background', group: 'upload' },
  { method: 'POST', url: '/api/blueprint/analyses', group: 'analysis' },
  { method: 'POST', url: '/api/blueprint/profile-text', group: 'memberText' },
  { method: 'POST', url: '/api/blueprint/analyses/:id/mails', group: 'reportMail' },
  { method: 'POST', url: '/api/support/asks', group: 'ask' },
  { method: 'POST', url: '/api/campaigns', group: 'campaign' },
  { method: 'POST', url: '/api/gift-cards', group: 'giftCard' },
  { method: 'POST', url: '/api/gift-cards/redeem', group: 'giftCard' },
  { method: 'POST', url: '/api/campaigns/:id/answers', group: 'campaignResponse' },
  { method: 'POST', url: '/api/campaigns/:id/signups', group: 'campaignResponse' },
  { method: 'PUT', url: '/api/campaigns/:id/subscription', group: 'campaignResponse' },
  { method: 'DELETE', url: '/api/campaigns/:id/subscription', group: 'campaignResponse' },
  { method: 'PUT', url: '/api/campaigns/:id/signups/:userNo', group: 'campaignResponse' },
  // What points buy: a retry with the same Idempotency-Key is free, but a flood of new keys is not.
  { method: 'POST', url: '/api/projects/:no/boost', group: 'purchase' },
  { method: 'POST', url: '/api/blueprint/analyses/:id/premium', group: 'purchase' },
  { method: 'POST', url: '/api/chat/open/:roomId/pin', group: 'purchase' },
  { method: 'POST', url: '/api/projects/:no/board/reset', group: 'purchase' },
];

const WRITE_METHODS = new Set<string>(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Writes no per-person limit applies to: the session check (a read sent as POST), provider
 * webhooks (signed, from the provider's servers) and chat, whose limits are chat's own.
 */
const EXEMPT = {
  routes: new Set(['POST /api/auth/session']),
  prefixes: ['/api/chat/', '/api/payments/webhook/'],
};

/** The group a write route draws on; undefined for a route that is not limited here. */
export function writeLimitGroupOf(method: string, url: string): WriteLimitGroup | 'other' | undefined {
  if (!WRITE_METHODS.has(method) || !url.startsWith('/api/')) return undefined;
  // A rule names its route on purpose, even under an exempt prefix (the open-chat top ad is a purchase).
  const rule = WRITE_LIMIT_RULES.find((candidate) => candidate.method === method && candidate.url === url);
  if (rule) return rule.group;
  if (EXEMPT.routes.has(`${method} ${url}`) || EXEMPT.prefixes.some((prefix) => url.startsWith(prefix)))
    return undefined;
  return 'other';
}

/**
 * Who a limit is counted for: the logged-in person, or else the client address (an IPv6 client by
 * its /64, as one host usually holds a whole /64). Without TRUST_PROXY the address is the
 * connection's own, so X-Forwarded-For cannot choose it.
 */
export async function actorOf(app: FastifyInstance, request: FastifyRequest): Promise<string> {
  const session = await app.resolveRequestSession(request);
  return session.status === 'active' ? `user:${session.user.no}` : `ip:${normalizeIP(request.ip)}`;
}

/** Answers 429 with Retry-After and the error envelope (the error handler writes it). */
export function rateLimited(reply: FastifyReply, limit: number, resetInMs: number, what: string): AppError {
  const seconds = Math.max(1, Math.ceil(resetInMs / 1000));
  reply.header('retry-after', seconds);
  reply.header('x-ratelimit-limit', limit);
  reply.header('x-ratelimit-remaining', 0);
  reply.header('x-ratelimit-reset', seconds);
  return new AppError('RATE_LIMITED', { message: `Too many ${what}. Try again in ${seconds} seconds.` });
}

/**
 * Adds the per-person limit to every write route as it is registered (an onRoute hook, so the
 * route files need nothing). A route that declares its own `config.rateLimit` (or `false`) keeps
 * just that.
 */
export function installWriteLimits(
  app: FastifyInstance,
  deps: { counter: RateCounter; config: Config },
): void {
  const { counter, config } = deps;
  const limitOf = (group: WriteLimitGroup | 'other') =>
    group === 'other'
      ? config.WRITE_RATE_LIMIT_PER_MINUTE
      : (config.WRITE_RATE_LIMITS[group] ??
        config.WRITE_RATE_LIMITS['*'] ??
        WRITE_LIMIT_GROUPS[group].perMinute);

  const hookFor = (group: WriteLimitGroup | 'other'): onRequestAsyncHookHandler => {
    const limit = limitOf(group);
    const what = group === 'other' ? 'changes in a minute' : `${WRITE_LIMIT_GROUPS[group].noun} in a minute`;
    return async function writeLimit(request, reply) {
      const actor = await actorOf(app, request);
      const { count, resetInMs } = await counter.hit(`write:${group}:${actor}`, 60_000);
      if (count > limit) throw rateLimited(reply, limit, resetInMs, what);
    };
  };

  app.addHook('onRoute', (route) => {
    if (route.config?.rateLimit !== undefined) return;
    const method = [route.method].flat().find((each) => WRITE_METHODS.has(each));
    const group = method ? writeLimitGroupOf(method, route.url ?? '') : undefined;
    if (!group) return;
    const hook = hookFor(group);
    route.onRequest = [...[route.onRequest ?? []].flat(), hook] as typeof route.onRequest;
  });
}
