import {
  BOOTH_TOP_BADGE_RANKS,
  ZBoothIdParams,
  ZBoothRankHistory,
  ZBoothRanking,
  ZBoothRankingQuery,
  ZBoothRankingWeekParams,
  ZBoothRankingWeeks,
} from '@sidecamp/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { createBoothRankingService } from './booths.ranking';
import type { BoothService } from './booths.service';

const tags = ['booths'];
type RankingService = ReturnType<typeof createBoothRankingService>;

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[char] ?? char,
  );

/**
 * A badge a maker can put on their own site: a plain SVG image (no script, no external font), the
 * best weekly top-3 place the booth reached, or that it launched here.
 */
export function badgeSvg(name: string, best: { rank: number; weekStart: string } | null): string {
  const label = best ? `#${best.rank} of the week` : 'Launched on';
  const value = best ? `Sidecamp · ${best.weekStart}` : 'Sidecamp';
  const title = escapeXml(`${name}: ${label} ${value}`);
  const left = 8 + label.length * 7;
  const right = 8 + value.length * 7;
  const fill = best ? '#c2410c' : '#1f5f4a';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${left + right}" height="24" role="img" aria-label="${title}"><title>${title}</title><rect width="${left}" height="24" rx="4" fill="#292524"/><rect x="${left}" width="${right}" height="24" rx="4" fill="${fill}"/><g fill="#fff" font-family="Verdana,DejaVu Sans,sans-serif" font-size="11"><text x="${left / 2}" y="16" text-anchor="middle">${escapeXml(label)}</text><text x="${left + right / 2}" y="16" text-anchor="middle">${escapeXml(value)}</text></g></svg>`;
}

export function boothRankingRoutes(deps: {
  booths: BoothService;
  rankings: RankingService;
}): FastifyPluginAsyncZod {
  const { booths, rankings } = deps;
  return async (app) => {
    app.get(
      '/booths/rankings/live',
      {
        schema: {
          tags,
          summary: "This week's ranking so far",
          description:
            'Anyone. Booths with activity this week by score, each with its parts ("why this rank") and its change against the last closed week.',
          querystring: ZBoothRankingQuery,
          response: { 200: ZBoothRanking },
        },
      },
      async (request) => rankings.live(request.query.limit),
    );
    app.get(
      '/booths/rankings/last-week',
      {
        schema: {
          tags,
          summary: "Last week's ranking",
          description: 'Anyone. The latest closed week; 404 before the first week closes.',
          querystring: ZBoothRankingQuery,
          response: { 200: ZBoothRanking },
        },
      },
      async (request) => rankings.lastWeek(request.query.limit),
    );
    app.get(
      '/booths/rankings/weeks',
      {
        schema: {
          tags,
          summary: 'Closed ranking weeks (past rankings)',
          description: 'Anyone. Newest first.',
          response: { 200: ZBoothRankingWeeks },
        },
      },
      async () => rankings.weeks(),
    );
    app.get(
      '/booths/rankings/weeks/:week',
      {
        schema: {
          tags,
          summary: "A closed week's ranking",
          description: 'Anyone. `week` is the Monday the week starts on; 404 for a week that is not closed.',
          params: ZBoothRankingWeekParams,
          querystring: ZBoothRankingQuery,
          response: { 200: ZBoothRanking },
        },
      },
      async (request) => rankings.closedWeek(request.params.week, request.query.limit),
    );
    app.get(
      '/booths/:id/rankings',
      {
        schema: {
          tags,
          summary: "A booth's weekly places",
          description: 'As the booth: drafts only for their team.',
          params: ZBoothIdParams,
          response: { 200: ZBoothRankHistory },
        },
      },
      async (request) => {
        await booths.get(await app.viewerOf(request), request.params.id);
        return rankings.history(request.params.id);
      },
    );
    app.get(
      '/booths/:id/badge.svg',
      {
        schema: {
          tags,
          summary: "A booth's badge (SVG image)",
          description:
            'Anyone, for a published booth (404 otherwise). Cacheable for an hour; an image with no script.',
          params: ZBoothIdParams,
          response: { 200: z.string() },
        },
      },
      async (request, reply) => {
        const booth = await booths.get(undefined, request.params.id);
        const history = await rankings.history(booth.id);
        const top = history.items
          .filter((item) => item.rank <= BOOTH_TOP_BADGE_RANKS)
          .sort((a, b) => a.rank - b.rank || b.weekStart.localeCompare(a.weekStart))[0];
        return (
          reply
            .type('image/svg+xml; charset=utf-8')
            .header('cache-control', 'public, max-age=3600')
            .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
            // Made to be shown on the maker's own site: other origins may load it as an image.
            .header('cross-origin-resource-policy', 'cross-origin')
            .send(badgeSvg(booth.name, top ? { rank: top.rank, weekStart: top.weekStart } : null))
        );
      },
    );
  };
}
