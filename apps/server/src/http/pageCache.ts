import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../db/client';
import { openSharedPageStore, type SharedPageStore, type StoredPage } from './pageCache.shared';

/**
 * The visitors' page cache (issue 32): a rendered public page is shared by every visitor without a
 * session, so a link shared on a busy day costs one render, not one per visitor.
 *
 * - **Kept honest by the database.** Every table the public pages read notifies
 *   `sidecamp_public_pages` with its name when a statement on it commits (migration
 *   20261201213232); each process marks the pages of the families that table feeds as stale.
 * - **Stale while revalidating.** A stale page is still sent while one render refreshes it, so a
 *   burst of changes never turns into a burst of renders; a key is rendered at most once per
 *   `minRenderIntervalMs`, so a page follows its data within about that interval plus one render.
 * - **One render per miss storm.** Concurrent misses of one key share one render (and, with Redis,
 *   one render across processes: the first takes a short lock, the others wait for its result).
 * - **With Redis, processes share the pages**: a page one process rendered is served by the others.
 *   Each family has an epoch in Redis that every process raises to the changing transaction's id
 *   when it hears of a change (so all agree on it); a stored page carries the epoch read before its
 *   render began, and is used only while that epoch is current, so a render that raced a change is
 *   never taken for fresh.
 * - While the notifications are not flowing (the listening connection dropped), nothing is taken as
 *   fresh: each request for a page starts a render (at most one per interval), Redis is not read.
 */

/** The groups of public pages that change together, by what they show. */
export type PageFamily = 'projects' | 'lounge' | 'people' | 'booths';
export const PAGE_FAMILIES: readonly PageFamily[] = ['projects', 'lounge', 'people', 'booths'];

/**
 * Which tables each family's pages read (what the pages' first data reads, through the API). Every
 * name here must have the notify trigger of migration 20261201213232 (pageCache.int.test.ts checks).
 */
export const PAGE_FAMILY_TABLES: Readonly<Record<PageFamily, readonly string[]>> = {
  projects: [
    'users',
    'profiles',
    'projects',
    'project_positions',
    'project_members',
    'project_news',
    'project_timeline',
    'project_questions',
    'project_question_replies',
    'project_boosts',
    'project_follows',
    'project_bookmarks',
    'project_goals',
    'booths',
  ],
  lounge: [
    'users',
    'profiles',
    'posts',
    'replies',
    'post_likes',
    'reply_likes',
    'poll_options',
    'poll_votes',
    'feed_items',
    'groups',
    'magazines',
    'notes',
  ],
  people: [
    'users',
    'profiles',
    'profile_items',
    'profile_links',
    'follows',
    'user_reviews',
    'resume_settings',
    'pro_profiles',
    'point_accounts',
    'trust_marks',
    'project_members',
  ],
  booths: [
    'users',
    'profiles',
    'projects',
    'booths',
    'booth_members',
    'booth_likes',
    'booth_supporters',
    'booth_supports',
    'booth_reviews',
    'booth_review_replies',
    'booth_forum_threads',
    'booth_forum_replies',
    'booth_follows',
    'booth_promo_codes',
    'booth_rankings',
    'booth_ranking_weeks',
    'booth_week_activity',
  ],
};

export const PUBLIC_PAGES_CHANNEL = 'sidecamp_public_pages';

/** A page as sent: compressed both ways once, when it is rendered. */
export type CachedPage = { br: Buffer; gzip: Buffer };

export type PageTarget = {
  /** The page's address in its canonical form (only the query parameters the page reads). */
  key: string;
  family: PageFamily;
  /** False for pages that should not take a place in the cache (a free-text search). */
  cacheable: boolean;
};

/**
 * How a page was answered: from memory (`hit`), rendered now (`miss`), rendered by a concurrent
 * request or another process (`shared`), refreshed after a change while the visitor waited a
 * moment (`refreshed`), the old page while a slow refresh runs (`stale`), or a search (`uncached`).
 */
export type PageOutcome = 'hit' | 'stale' | 'refreshed' | 'miss' | 'shared' | 'uncached';

export type PageCache = {
  /**
   * The page at `target.key`: from the cache, or `render`'s (shared by concurrent requests). Null
   * when `render` gives null (the page is left to the browser); that answer is never stored.
   */
  serve: (
    target: PageTarget,
    render: () => Promise<string | null>,
  ) => Promise<{ page: CachedPage | null; outcome: PageOutcome }>;
  /** Renders started since the cache opened (tests and the bench read it). */
  readonly renders: number;
  readonly size: number;
  close: () => Promise<void>;
};

export type PageCacheOptions = {
  /** How long a page counts as fresh without a change (what changes with the clock: "2 min ago"). */
  freshMs: number;
  /** How long a page may be sent stale while a render refreshes it; older ones are misses. */
  staleMs: number;
  /**
   * How long a visitor of a page known to have changed waits for its refresh before getting the
   * old page: most renders take less, so the first visitor after a change usually sees it.
   */
  staleWaitMs: number;
  minRenderIntervalMs: number;
  maxEntries: number;
  maxBytes: number;
};

export const DEFAULT_PAGE_CACHE_OPTIONS: PageCacheOptions = {
  freshMs: 60_000,
  staleMs: 10 * 60_000,
  staleWaitMs: 150,
  minRenderIntervalMs: 250,
  maxEntries: 2000,
  maxBytes: 64 * 1024 * 1024,
};

type Entry = { page: CachedPage; family: PageFamily; renderedAt: number; stale: boolean };

/** A refresh that failed, or that a visitor did not wait for any longer. */
const REFRESH_FAILED: unique symbol = Symbol('refresh failed');
type Refreshed = CachedPage | null | typeof REFRESH_FAILED;
const waitFor = (ms: number) =>
  new Promise<typeof REFRESH_FAILED>((resolve) => setTimeout(resolve, ms, REFRESH_FAILED).unref());

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Compressed once per render, at levels that cost a few milliseconds for a page. */
async function compressPage(html: string): Promise<CachedPage> {
  const identity = Buffer.from(html);
  const [br, gz] = await Promise.all([
    brotli(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } }),
    gzipAsync(identity, { level: 6 }),
  ]);
  return { br, gzip: gz };
}

const familiesOf = (table: string): readonly PageFamily[] => {
  const families = PAGE_FAMILIES.filter((family) => PAGE_FAMILY_TABLES[family].includes(table));
  // A table nobody listed (a new trigger before its family was named): forgetting too much is safe.
  return families.length > 0 ? families : PAGE_FAMILIES;
};

export async function openPageCache(deps: {
  database: Pick<DatabaseHandle, 'listen'>;
  logger: FastifyBaseLogger;
  redis?: { url: string; prefix: string; commandTimeoutMs?: number } | undefined;
  options?: Partial<PageCacheOptions>;
}): Promise<PageCache> {
  const options = { ...DEFAULT_PAGE_CACHE_OPTIONS, ...deps.options };
  const entries = new Map<string, Entry>();
  let bytes = 0;
  const inFlight = new Map<string, Promise<CachedPage | null>>();
  /** Whether a running fill rendered the page itself (else it took another process's from Redis). */
  const runs = new WeakMap<Promise<CachedPage | null>, { rendered: boolean }>();
  const lastRenderAt = new Map<string, number>();
  const scheduled = new Map<string, { timer: NodeJS.Timeout; refresh: Promise<Refreshed> }>();
  const generation: Record<PageFamily, number> = { projects: 0, lounge: 0, people: 0, booths: 0 };
  let live = false;
  let renders = 0;
  let closed = false;
  const shared: SharedPageStore | null = deps.redis
    ? openSharedPageStore({ ...deps.redis, logger: deps.logger, lockMs: 5000 })
    : null;

  const sizeOf = (page: CachedPage) => page.br.length + page.gzip.length;
  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= sizeOf(entry.page);
  };
  const store = (key: string, entry: Entry) => {
    remove(key);
    entries.set(key, entry);
    bytes += sizeOf(entry.page);
    // A Map keeps insertion order, and a hit re-inserts: the first key is the least recently used.
    while (entries.size > options.maxEntries || bytes > options.maxBytes) {
      const oldest = entries.keys().next().value;
      if (oldest === undefined) break;
      remove(oldest);
      lastRenderAt.delete(oldest);
    }
  };
  const markStale = (families: readonly PageFamily[]) => {
    for (const family of families) generation[family] += 1;
    for (const entry of entries.values()) if (families.includes(entry.family)) entry.stale = true;
  };

  await deps.database.listen(PUBLIC_PAGES_CHANNEL, {
    onMessage: (payload) => {
      // '<table>:<transaction id>' (migration 20261201225147); a bare table name from before it.
      const [table = '', transaction] = payload.split(':');
      const families = familiesOf(table);
      markStale(families);
      shared?.raiseEpochs(families, transaction);
    },
    onLive: (next) => {
      // Notifications may have been lost while the connection was down: nothing is fresh.
      markStale(PAGE_FAMILIES);
      if (next) shared?.raiseEpochs(PAGE_FAMILIES, undefined);
      live = next;
    },
  });

  /** Renders the page (or takes another process's fresh rendering of it) and keeps it. */
  const fill = async (
    target: PageTarget,
    render: () => Promise<string | null>,
    run: { rendered: boolean },
  ) => {
    const readAt = generation[target.family];
    const epoch = shared && live && target.cacheable ? await shared.epochOf(target.family) : null;
    let claimed = false;
    if (shared && epoch !== null) {
      const freshSince = Date.now() - options.freshMs;
      const found = await shared.get(target.key, epoch, freshSince);
      const claim = found ? null : await shared.claimRender(target.key, epoch, freshSince);
      const fromOther = found ?? (claim && !claim.claimed ? claim.page : null);
      if (fromOther) {
        keep(target, fromOther.page, fromOther.renderedAt, readAt);
        return fromOther.page;
      }
      claimed = claim?.claimed ?? false;
    }
    const startedAt = Date.now();
    // Only pages that take a place in the cache are paced (and so remembered here).
    if (target.cacheable) lastRenderAt.set(target.key, startedAt);
    renders += 1;
    run.rendered = true;
    try {
      const html = await render();
      if (html === null) {
        // The page cannot be rendered now (hidden, missing): nobody gets the old one.
        remove(target.key);
        lastRenderAt.delete(target.key);
        return null;
      }
      const page = await compressPage(html);
      if (target.cacheable) {
        keep(target, page, startedAt, readAt);
        if (shared && epoch !== null) await shared.set(target.key, { page, renderedAt: startedAt }, epoch);
      }
      return page;
    } finally {
      if (shared && claimed) await shared.releaseRender(target.key);
    }
  };

  const keep = (target: PageTarget, page: CachedPage, renderedAt: number, readAt: number) => {
    if (closed) return;
    // A change heard while the render ran may not be in it: kept, but stale (sent while refreshed).
    store(target.key, {
      page,
      family: target.family,
      renderedAt,
      stale: !live || generation[target.family] !== readAt,
    });
  };

  const coalesced = (target: PageTarget, render: () => Promise<string | null>) => {
    const running = inFlight.get(target.key);
    if (running) return running;
    const run = { rendered: false };
    const started = fill(target, render, run).finally(() => {
      if (inFlight.get(target.key) === started) inFlight.delete(target.key);
    });
    inFlight.set(target.key, started);
    runs.set(started, run);
    return started;
  };

  /**
   * One refresh of a stale page, at most one start per interval per key: the refresh running now,
   * or the one scheduled for the end of the interval. It settles to the new page, null when the
   * page can no longer be rendered, or REFRESH_FAILED (logged; the old page stays).
   */
  const refreshSoon = (target: PageTarget, render: () => Promise<string | null>): Promise<Refreshed> => {
    const running = inFlight.get(target.key) ?? scheduled.get(target.key)?.refresh;
    if (running) return running;
    const start = (): Promise<Refreshed> =>
      coalesced(target, render).catch((error: unknown) => {
        deps.logger.error(
          { err: error, url: target.key },
          'refreshing a cached page failed; the old one stays',
        );
        return REFRESH_FAILED;
      });
    const wait = (lastRenderAt.get(target.key) ?? 0) + options.minRenderIntervalMs - Date.now();
    if (closed) return Promise.resolve(REFRESH_FAILED);
    if (wait <= 0) return start();
    let timer: NodeJS.Timeout | undefined;
    const refresh = new Promise<Refreshed>((resolve) => {
      timer = setTimeout(() => {
        scheduled.delete(target.key);
        resolve(closed ? REFRESH_FAILED : start());
      }, wait);
      timer.unref();
    });
    if (timer) scheduled.set(target.key, { timer, refresh });
    return refresh;
  };

  return {
    async serve(target, render) {
      if (!target.cacheable) return { page: await coalesced(target, render), outcome: 'uncached' };
      const entry = entries.get(target.key);
      if (entry) {
        const age = Date.now() - entry.renderedAt;
        if (live && !entry.stale && age < options.freshMs) {
          // Re-inserted: the most recently used goes last.
          entries.delete(target.key);
          entries.set(target.key, entry);
          return { page: entry.page, outcome: 'hit' };
        }
        if (age < options.staleMs) {
          const refreshed = await Promise.race([refreshSoon(target, render), waitFor(options.staleWaitMs)]);
          if (refreshed !== REFRESH_FAILED) return { page: refreshed, outcome: 'refreshed' };
          return { page: entry.page, outcome: 'stale' };
        }
      }
      // A miss is the request whose call rendered the page; those that joined it, or whose call took
      // another process's rendering from Redis, shared it.
      const joined = inFlight.has(target.key);
      const running = coalesced(target, render);
      const page = await running;
      return { page, outcome: !joined && runs.get(running)?.rendered ? 'miss' : 'shared' };
    },
    get renders() {
      return renders;
    },
    get size() {
      return entries.size;
    },
    async close() {
      closed = true;
      for (const { timer } of scheduled.values()) clearTimeout(timer);
      scheduled.clear();
      await Promise.allSettled([...inFlight.values()]);
      await shared?.close();
    },
  };
}

export type { StoredPage };
