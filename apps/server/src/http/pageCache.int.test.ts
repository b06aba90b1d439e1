import { randomUUID } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase, rowsOf } from '../db/client';
import { createTestDatabase, type TestDatabase } from '../test/testDatabase';
import {
  type CachedPage,
  DEFAULT_PAGE_CACHE_OPTIONS,
  openPageCache,
  PAGE_FAMILIES,
  PAGE_FAMILY_TABLES,
  type PageCache,
  type PageTarget,
} from './pageCache';

/*
 * The visitors' page cache against the real PostgreSQL notifications (and Redis where the run has
 * one). Each cache stands for one server process with its own listening connection; a render is a
 * function of the database here (the web renderer itself is tested in e2e/serverRendering.spec.ts),
 * and "past the app" means a statement on another connection, as another process would make.
 */
let database: TestDatabase;
let otherProcess: DatabaseHandle;
const logger = pino({ level: 'silent' });
const opened: PageCache[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  otherProcess = await openDatabase({ databaseUrl: database.connectionString, poolSize: 2 });
});

afterAll(async () => {
  await Promise.all(opened.map((cache) => cache.close()));
  await otherProcess.close();
  await database.close();
});

const open = async (handle: DatabaseHandle, redis?: { url: string; prefix: string }) => {
  // A Redis call that times out makes a process render the page itself, by design. On a loaded CI
  // machine this process (both "processes" live in it) can be starved past production's 500 ms,
  // which once made a cold storm render twice; the coordination is what is tested here.
  const cache = await openPageCache({
    database: handle,
    logger,
    redis: redis ? { ...redis, commandTimeoutMs: 5000 } : undefined,
  });
  opened.push(cache);
  return cache;
};

const text = (page: CachedPage | null) => (page ? gunzipSync(page.gzip).toString('utf8') : '');

/** A person whose nickname the test's "page" shows. */
async function newPerson(nickname: string): Promise<number> {
  const rows = rowsOf<{ no: number }>(
    await database.db.execute(
      sql`insert into users (email, nickname) values (${`${randomUUID()}@example.test`}, ${nickname}) returning no`,
    ),
  );
  const no = rows[0]?.no;
  if (no === undefined) throw new Error('no user made');
  // Its own notification must not arrive after the test's first render, making that render stale.
  await database.settleNotifications();
  await otherProcess.settleNotifications();
  return no;
}

/** The "render" of a profile page: the person's nickname, read from the database as it is now. */
const profileRender = (no: number) => async () => {
  const rows = rowsOf<{ nickname: string }>(
    await database.db.execute(sql`select nickname from users where no = ${no}`),
  );
  const nickname = rows[0]?.nickname;
  return nickname === undefined ? null : `<h1>${nickname}</h1>`;
};

const renamePastTheApp = async (no: number, nickname: string) => {
  await otherProcess.db.execute(sql`update users set nickname = ${nickname} where no = ${no}`);
};

/** Asks for the page until it shows `wanted`; how long that took after the change committed. */
async function followTime(
  cache: PageCache,
  target: PageTarget,
  render: () => Promise<string | null>,
  wanted: string,
) {
  const since = Date.now();
  while (Date.now() - since < 5000) {
    const { page } = await cache.serve(target, render);
    if (text(page).includes(wanted)) return Date.now() - since;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return Number.POSITIVE_INFINITY;
}

/** A page is rendered at most once per interval: a change right after a render waits for its end. */
const pastTheRenderInterval = () =>
  new Promise((resolve) => setTimeout(resolve, DEFAULT_PAGE_CACHE_OPTIONS.minRenderIntervalMs + 20));

const profileTarget = (no: number): PageTarget => ({ key: `/u/${no}`, family: 'people', cacheable: true });

describe('the visitors page cache', () => {
  it('renders a page once for a storm of 200 concurrent misses, and serves it from memory after', async () => {
    const cache = await open(database);
    const no = await newPerson(`storm-${no8()}`);
    const slowRender = async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      return profileRender(no)();
    };
    const answers = await Promise.all(
      Array.from({ length: 200 }, () => cache.serve(profileTarget(no), slowRender)),
    );
    expect(cache.renders).toBe(1);
    expect(new Set(answers.map((answer) => text(answer.page))).size).toBe(1);
    expect(answers.filter((answer) => answer.outcome === 'miss')).toHaveLength(1);
    expect((await cache.serve(profileTarget(no), slowRender)).outcome).toBe('hit');
    expect(cache.renders).toBe(1);
  });

  it('shows the first visitor after a change made past the app the new page', async () => {
    const cache = await open(database);
    const no = await newPerson(`before-${no8()}`);
    const render = profileRender(no);
    expect(text((await cache.serve(profileTarget(no), render)).page)).toContain('before-');
    await pastTheRenderInterval();

    const renamed = `after-${no8()}`;
    await renamePastTheApp(no, renamed);
    await database.settleNotifications();
    const next = await cache.serve(profileTarget(no), render);
    expect(next.outcome).toBe('refreshed');
    expect(text(next.page)).toContain(renamed);
  });

  it('sends the old page while a slow refresh runs, and follows the change within a second', async () => {
    const cache = await open(database);
    const no = await newPerson(`slow-${no8()}`);
    const slowRender = async () => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      return profileRender(no)();
    };
    await cache.serve(profileTarget(no), slowRender);
    const renamed = `slow-after-${no8()}`;
    await renamePastTheApp(no, renamed);
    await database.settleNotifications();
    const during = await Promise.all(
      Array.from({ length: 50 }, () => cache.serve(profileTarget(no), slowRender)),
    );
    expect(during.every((answer) => answer.outcome === 'stale' && !text(answer.page).includes(renamed))).toBe(
      true,
    );
    expect(await followTime(cache, profileTarget(no), slowRender, renamed)).toBeLessThan(1000);
    expect(cache.renders).toBe(2);
  });

  it('keeps pages of other families fresh when a table they do not read changes', async () => {
    const cache = await open(database);
    const no = await newPerson(`quiet-${no8()}`);
    await cache.serve(profileTarget(no), profileRender(no));
    await pastTheRenderInterval();
    await otherProcess.db.execute(sql`select pg_notify('sidecamp_public_pages', 'booth_likes')`);
    await database.settleNotifications();
    expect((await cache.serve(profileTarget(no), profileRender(no))).outcome).toBe('hit');
    await otherProcess.db.execute(sql`select pg_notify('sidecamp_public_pages', 'follows')`);
    await database.settleNotifications();
    expect((await cache.serve(profileTarget(no), profileRender(no))).outcome).toBe('refreshed');
  });

  it('drops a page that can no longer be rendered, and never stores that answer', async () => {
    const cache = await open(database);
    const no = await newPerson(`gone-${no8()}`);
    await cache.serve(profileTarget(no), profileRender(no));
    await pastTheRenderInterval();
    await otherProcess.db.execute(sql`delete from users where no = ${no}`);
    await database.settleNotifications();
    expect((await cache.serve(profileTarget(no), profileRender(no))).page).toBeNull();
    expect(cache.size).toBe(0);
  });

  it('does not store a search, but still renders a storm of it once', async () => {
    const cache = await open(database);
    const no = await newPerson(`search-${no8()}`);
    const target: PageTarget = { key: `/people?q=x${no}`, family: 'people', cacheable: false };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => cache.serve(target, profileRender(no))),
    );
    expect(cache.renders).toBe(1);
    expect(answers.every((answer) => answer.outcome === 'uncached')).toBe(true);
    expect(cache.size).toBe(0);
  });

  it('has the notify trigger on every table a family reads', async () => {
    const rows = rowsOf<{ table: string }>(
      await database.db.execute(sql`
        select c.relname as table from pg_trigger t
        join pg_class c on c.oid = t.tgrelid join pg_proc p on p.oid = t.tgfoid
        where p.proname = 'notify_public_pages' and not t.tgisinternal`),
    );
    const triggered = new Set(rows.map((row) => row.table));
    const read = new Set(PAGE_FAMILIES.flatMap((family) => PAGE_FAMILY_TABLES[family]));
    expect([...read].filter((table) => !triggered.has(table))).toEqual([]);
    expect([...triggered].filter((table) => !read.has(table))).toEqual([]);
  });

  it('keeps caching in each process when Redis cannot be reached', async () => {
    const cache = await open(database, { url: 'redis://127.0.0.1:1', prefix: `t${no8()}:` });
    const no = await newPerson(`noredis-${no8()}`);
    await cache.serve(profileTarget(no), profileRender(no));
    expect((await cache.serve(profileTarget(no), profileRender(no))).outcome).toBe('hit');
    expect(cache.renders).toBe(1);
  });
});

describe.runIf(process.env.TEST_REDIS_URL)('the page cache shared by two processes through Redis', () => {
  const redisUrl = process.env.TEST_REDIS_URL ?? '';

  it('renders a cold storm once across both processes, and both follow a change', async () => {
    const prefix = `sidecamp-test-${no8()}:`;
    const first = await open(database, { url: redisUrl, prefix });
    const second = await open(otherProcess, { url: redisUrl, prefix });
    await waitForRedis(first, second);
    const no = await newPerson(`shared-${no8()}`);
    const slowRender = async () => {
      await new Promise((resolve) => setTimeout(resolve, 100));
      return profileRender(no)();
    };
    const rendersBeforeStorm = first.renders + second.renders;
    const storm = await Promise.all(
      Array.from({ length: 100 }, (_, index) =>
        (index % 2 ? first : second).serve(profileTarget(no), slowRender),
      ),
    );
    expect(first.renders + second.renders - rendersBeforeStorm).toBe(1);
    // Exactly one visitor is told it caused the render; the rest shared it, in either process.
    expect(storm.filter((answer) => answer.outcome === 'miss')).toHaveLength(1);
    expect(new Set(storm.map((answer) => text(answer.page))).size).toBe(1);

    const renamed = `shared-after-${no8()}`;
    const rendersBefore = first.renders + second.renders;
    await renamePastTheApp(no, renamed);
    await database.settleNotifications();
    await otherProcess.settleNotifications();
    expect(await followTime(first, profileTarget(no), slowRender, renamed)).toBeLessThan(1000);
    expect(await followTime(second, profileTarget(no), slowRender, renamed)).toBeLessThan(1000);
    // Each process raises the epoch when it hears of the change, so a render between the two
    // raises is refused by the other: at most two renders for one change, never one per visitor.
    expect(first.renders + second.renders - rendersBefore).toBeLessThanOrEqual(2);
  });
});

/** The caches' Redis connections open in the background: shared once the second renders nothing. */
async function waitForRedis(first: PageCache, second: PageCache) {
  await expect
    .poll(
      async () => {
        // A new page each time: one already in the second's memory would prove nothing.
        const target: PageTarget = { key: `/probe-${no8()}`, family: 'booths', cacheable: true };
        await first.serve(target, async () => 'probe');
        const before = second.renders;
        await second.serve(target, async () => 'probe');
        return second.renders === before;
      },
      { timeout: 5000 },
    )
    .toBe(true);
}

const no8 = () => randomUUID().slice(0, 8);
