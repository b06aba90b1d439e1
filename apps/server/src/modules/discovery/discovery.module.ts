import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { createFeeds } from './discovery.feeds';
import { discoveryRoutes } from './discovery.routes';
import { createSitemaps, SITEMAP_PAGE_SIZE } from './discovery.sitemap';

/**
 * Feeds and discovery: robots.txt, the sitemaps and the Atom feeds, served at the site root for
 * crawlers and feed readers. It owns no table: each area it lists says, through its face, which
 * of its rows anyone may see (public projects, listed booths, syndicated posts, public profiles).
 */
export function discoveryModule(deps: {
  db: Database;
  /** The site's address (config.publicUrl): every link written is absolute under it. */
  publicUrl: string;
  /** URLs per sitemap file; the protocol's 50,000 unless a test wants to see the paging. */
  sitemapPageSize?: number;
}): FastifyPluginAsyncZod {
  return async (app) => {
    const sitemaps = createSitemaps({
      db: deps.db,
      publicUrl: deps.publicUrl,
      pageSize: deps.sitemapPageSize ?? SITEMAP_PAGE_SIZE,
    });
    const feeds = createFeeds({ db: deps.db, publicUrl: deps.publicUrl });
    await app.register(discoveryRoutes({ publicUrl: deps.publicUrl, sitemaps, feeds }));
  };
}
