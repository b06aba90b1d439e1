import { SHARE_CARD_KINDS, type ShareCardKind, shareCardVersion } from '@sidecamp/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from '../../http/errors';
import type { CardCache } from './cards.cache';
import { type CardContent, cardPicture, drawCard } from './cards.draw';
import type { CardSource } from './cards.sources';

/** Bumped when the drawing changes, so every card gets a new version (and a new ETag). */
const DRAWING_VERSION = 1;

const SITE_CONTENT: Omit<CardContent, 'picture'> = {
  kind: 'Community',
  accent: 'pine',
  title: 'Turn ideas into projects',
  subtitle: 'Find teammates, build together and launch your side project.',
  chips: ['Projects', 'Teammates', 'Lounge', 'Booths'],
  badge: null,
};

type Draw = { version: string; content: Omit<CardContent, 'picture'>; picture: CardSource['picture'] };

/**
 * GET /cards/<kind>/<id>.png and /cards/site.png: a 1200x630 PNG per object, drawn once per
 * version. The version is a hash of exactly what is drawn, read fresh on every request (a cheap
 * read), so an object changed by anyone, through this process or past it, has a new card at once;
 * the drawn bytes stay in a bounded LRU under that hash, which is also the ETag.
 */
export function registerCardRoutes(
  app: FastifyInstance,
  deps: {
    siteName: string;
    cache: CardCache;
    sources: Record<ShareCardKind, (id: number) => Promise<CardSource | null>>;
    /** Drawing time per card, for the log and the tests. */
    onDrawn?: (kind: string, ms: number) => void;
  },
): void {
  const { siteName, cache, sources } = deps;
  // One card is drawn at a time: drawing is CPU work on the event loop (layout and glyphs), and a
  // burst of scrapers must not stall every other request. The same version is drawn once.
  let queue: Promise<unknown> = Promise.resolve();
  const drawing = new Map<string, Promise<Buffer>>();

  function pngOf(kind: string, draw: Draw): Promise<Buffer> {
    const cached = cache.get(draw.version);
    if (cached) return Promise.resolve(cached);
    const pending = drawing.get(draw.version);
    if (pending) return pending;
    const job = queue.then(async () => {
      const started = performance.now();
      const bytes = draw.picture ? await draw.picture() : null;
      const picture = bytes ? await cardPicture(bytes).catch(() => null) : null;
      const png = await drawCard({ ...draw.content, picture }, siteName);
      deps.onDrawn?.(kind, performance.now() - started);
      cache.set(draw.version, png);
      return png;
    });
    queue = job.catch(() => undefined);
    drawing.set(draw.version, job);
    void job.finally(() => drawing.delete(draw.version)).catch(() => undefined);
    return job;
  }

  async function send(request: FastifyRequest, reply: FastifyReply, kind: string, draw: Draw) {
    const etag = `"${draw.version}"`;
    reply
      .header('etag', etag)
      .header('cache-control', 'public, max-age=300')
      // Link previews are fetched by other sites' servers and may be shown on their pages.
      .header('cross-origin-resource-policy', 'cross-origin');
    const asked = request.headers['if-none-match'];
    if (asked?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
      return reply.code(304).send();
    }
    return reply.type('image/png').send(await pngOf(kind, draw));
  }

  const options = { schema: { hide: true } };

  app.get('/cards/site.png', options, async (request, reply) =>
    send(request, reply, 'site', {
      version: shareCardVersion([
        DRAWING_VERSION,
        'site',
        siteName,
        ...Object.values(SITE_CONTENT).flat().map(String),
      ]),
      content: SITE_CONTENT,
      picture: null,
    }),
  );

  app.get<{ Params: { kind: string; file: string } }>(
    '/cards/:kind/:file',
    options,
    async (request, reply) => {
      const { kind, file } = request.params;
      const match = /^([1-9]\d{0,9})\.png$/.exec(file);
      const id = match ? Number(match[1]) : Number.NaN;
      if (
        !SHARE_CARD_KINDS.includes(kind as ShareCardKind) ||
        !Number.isSafeInteger(id) ||
        id > 2_147_483_647
      ) {
        return sendError(reply, request.id, 'NOT_FOUND', 'There is no such card.');
      }
      const source = await sources[kind as ShareCardKind](id);
      if (!source) return sendError(reply, request.id, 'NOT_FOUND', 'There is no such card.');
      return send(request, reply, kind, {
        version: shareCardVersion([DRAWING_VERSION, kind, id, siteName, ...source.parts]),
        content: source.content,
        picture: source.picture,
      });
    },
  );
}
