import { POST_CATEGORIES, ZRowIdParam } from '@sidecamp/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/errors';
import type { createFeeds } from './discovery.feeds';
import { robotsTxt } from './discovery.robots';
import { type createSitemaps, parseSitemapName } from './discovery.sitemap';

/** Crawlers and feed readers are anonymous: a per-address budget keeps one of them from hogging the database. */
const READS_PER_MINUTE = 120;
const CACHE_CONTROL = 'public, max-age=300';

const XML = 'application/xml; charset=utf-8';
const ATOM = 'application/atom+xml; charset=utf-8';

const notFound = () => new AppError('NOT_FOUND', { message: 'There is no such feed or sitemap.' });

/**
 * robots.txt, the sitemaps and the Atom feeds, at the site root (app.ts registers this plugin
 * outside `/api`, before the web app's history fallback). Hidden from the OpenAPI document: they
 * are for crawlers and feed readers, not the API's clients.
 */
export function discoveryRoutes(deps: {
  publicUrl: string;
  sitemaps: ReturnType<typeof createSitemaps>;
  feeds: ReturnType<typeof createFeeds>;
}): FastifyPluginAsyncZod {
  const { sitemaps, feeds } = deps;
  const read = { config: { rateLimit: { max: READS_PER_MINUTE, timeWindow: '1 minute' } } };
  const send = (reply: FastifyReply, type: string, body: string) =>
    reply.type(type).header('cache-control', CACHE_CONTROL).send(body);

  return async (app) => {
    app.get('/robots.txt', { ...read, schema: { hide: true } }, async (_request, reply) =>
      send(reply, 'text/plain; charset=utf-8', robotsTxt(deps.publicUrl)),
    );

    app.get('/sitemap.xml', { ...read, schema: { hide: true } }, async (_request, reply) =>
      send(reply, XML, await sitemaps.index()),
    );

    app.get(
      '/sitemaps/:file',
      { ...read, schema: { hide: true, params: z.object({ file: z.string().max(40) }) } },
      async (request, reply) => {
        const name = parseSitemapName(request.params.file);
        if (!name) throw notFound();
        return send(reply, XML, await sitemaps.page(name));
      },
    );

    app.get('/feeds/lounge.atom', { ...read, schema: { hide: true } }, async (_request, reply) =>
      send(reply, ATOM, await feeds.lounge()),
    );

    app.get(
      '/feeds/lounge/:category.atom',
      { ...read, schema: { hide: true, params: z.object({ category: z.string().max(4) }) } },
      async (request, reply) => {
        const { category } = request.params;
        if (!POST_CATEGORIES.isCode(category)) throw notFound();
        return send(reply, ATOM, await feeds.lounge(category));
      },
    );

    app.get('/feeds/booths.atom', { ...read, schema: { hide: true } }, async (_request, reply) =>
      send(reply, ATOM, await feeds.newBooths()),
    );

    app.get('/feeds/booths/ranking.atom', { ...read, schema: { hide: true } }, async (_request, reply) =>
      send(reply, ATOM, await feeds.ranking()),
    );

    app.get(
      '/feeds/projects/:no/news.atom',
      { ...read, schema: { hide: true, params: z.object({ no: ZRowIdParam }) } },
      async (request, reply) => send(reply, ATOM, await feeds.projectNews(request.params.no)),
    );
  };
}
