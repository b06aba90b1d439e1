import { XMLParser, XMLValidator } from 'fast-xml-parser';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../test/factories';
import { buildPosting, writePost } from '../../test/lounge';
import { createTestApp, RELAXED_RATE_LIMITS, type TestApp } from '../../test/testApp';
import { discoveryModule } from './discovery.module';
import { SITEMAP_PAGE_SIZE } from './discovery.sitemap';

const SITE = 'https://sidecamp.example';
const PAGE_SIZE = 2;
const parser = new XMLParser({ isArray: (name) => ['url', 'sitemap'].includes(name) });

let t: TestApp;
/** The discovery routes alone over the test app's database, with sitemap pages of two URLs. */
let small: FastifyInstance;
const postIds: number[] = [];

beforeAll(async () => {
  t = await createTestApp({ ...RELAXED_RATE_LIMITS, PUBLIC_URL: SITE });
  small = Fastify();
  small.setValidatorCompiler(validatorCompiler);
  small.setSerializerCompiler(serializerCompiler);
  await small.register(discoveryModule({ db: t.database.db, publicUrl: SITE, sitemapPageSize: PAGE_SIZE }));
  const author = await registerUser(t.app);
  for (let i = 0; i < 5; i += 1) postIds.push((await writePost(t, author, buildPosting())).id);
});
afterAll(async () => {
  await small.close();
  await t.close();
});

const xml = async (app: FastifyInstance, url: string) => {
  const res = await app.inject({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  expect(XMLValidator.validate(res.body)).toBe(true);
  return parser.parse(res.body);
};

describe('sitemap paging', () => {
  it('is the protocol limit of 50,000 URLs by default', () => {
    expect(SITEMAP_PAGE_SIZE).toBe(50_000);
  });

  it('splits a family into pages of at most the page size, by id, covering every row once', async () => {
    const index = await xml(small, '/sitemap.xml');
    const pages = (index.sitemapindex.sitemap as Array<{ loc: string }>)
      .map((sitemap) => sitemap.loc)
      .filter((loc) => loc.includes('/sitemaps/posts-'));
    expect(pages).toHaveLength(Math.ceil(postIds.length / PAGE_SIZE));
    const seen: string[] = [];
    for (const page of pages) {
      expect(page.startsWith(`${SITE}/sitemaps/`)).toBe(true);
      const urls = (await xml(small, page.slice(SITE.length))).urlset.url as Array<{ loc: string }>;
      expect(urls.length).toBeLessThanOrEqual(PAGE_SIZE);
      seen.push(...urls.map((url) => url.loc));
    }
    expect(seen).toEqual(postIds.map((id) => `${SITE}/lounge/posts/${id}`));
    // The app itself (50,000 a page) lists all of them in one file.
    const full = await xml(t.app, '/sitemap.xml');
    expect(
      (full.sitemapindex.sitemap as Array<{ loc: string }>).filter((s) => s.loc.includes('/sitemaps/posts-')),
    ).toHaveLength(1);
  });

  it('a page reads from its first id on (keyset), not by position', async () => {
    const third = postIds[2]!;
    const urls = (await xml(small, `/sitemaps/posts-${third}.xml`)).urlset.url as Array<{ loc: string }>;
    expect(urls.map((url) => url.loc)).toEqual(
      postIds.slice(2, 2 + PAGE_SIZE).map((id) => `${SITE}/lounge/posts/${id}`),
    );
  });
});
