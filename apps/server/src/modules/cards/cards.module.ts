import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client';
import type { UploadStorage } from '../uploads';
import { createCardCache } from './cards.cache';
import { registerCardRoutes } from './cards.routes';
import { createCardSources } from './cards.sources';

/** Cards drawn and kept per process; about 150 cards of 60-120 KB. */
const CARD_CACHE_BYTES = 16 * 1024 * 1024;

/**
 * Share cards (issue 32): the 1200x630 PNG each public page names as its og:image. Registered at
 * the site's root (`/cards/...`), not under /api: the images are addresses of the site, as the
 * pages are. The drawn content is read as a visitor through the areas' own public reads.
 */
export function cardsModule(deps: {
  db: Database;
  storage: UploadStorage;
  siteName: string;
}): FastifyPluginAsync {
  return async (app) => {
    registerCardRoutes(app, {
      siteName: deps.siteName,
      cache: createCardCache(CARD_CACHE_BYTES),
      sources: createCardSources({ app, db: deps.db, storage: deps.storage }),
      onDrawn: (kind, ms) => app.log.debug({ kind, ms: Math.round(ms) }, 'share card drawn'),
    });
  };
}
