import { type SQLWrapper, sql } from 'drizzle-orm';
import { type Queryable, rowsOf } from '../../db/client';
import { listedBoothRows } from '../booths';
import { listedPostRows } from '../lounge';
import { listedProfileRows } from '../profiles';
import { listedProjectRows } from '../projects';
import { xmlText } from './discovery.text';

/** The sitemaps.org protocol's limit of URLs in one sitemap file. */
export const SITEMAP_PAGE_SIZE = 50_000;

const SITEMAP_XMLNS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** The public pages that are not one row's: the lists a crawler starts from. */
export const STATIC_PAGES = ['/projects', '/lounge', '/people', '/booths', '/booths/ranking'] as const;

/**
 * One family of pages per kind of row. Each owning module says which rows anyone may see
 * (`rows`: a query with `id` and `lastmod` columns); this file only pages through them.
 */
const FAMILIES = {
  projects: { rows: listedProjectRows, path: (id: number) => `/projects/${id}` },
  booths: { rows: listedBoothRows, path: (id: number) => `/booths/${id}` },
  posts: { rows: listedPostRows, path: (id: number) => `/lounge/posts/${id}` },
  profiles: { rows: listedProfileRows, path: (id: number) => `/u/${id}` },
} satisfies Record<string, { rows: (q: Queryable) => SQLWrapper; path: (id: number) => string }>;

export type SitemapFamily = keyof typeof FAMILIES;
export const SITEMAP_FAMILIES = Object.keys(FAMILIES) as SitemapFamily[];

/** A sitemap file's name: `static.xml`, or a family and the first id of its page (`posts-1.xml`). */
export type SitemapName = { family: 'static' } | { family: SitemapFamily; fromId: number };

export const sitemapFileOf = (name: SitemapName) =>
  name.family === 'static' ? 'static.xml' : `${name.family}-${name.fromId}.xml`;

export function parseSitemapName(file: string): SitemapName | undefined {
  if (file === 'static.xml') return { family: 'static' };
  const match = /^([a-z]+)-(\d{1,10})\.xml$/.exec(file);
  const family = match?.[1];
  const fromId = Number(match?.[2]);
  if (!family || !(family in FAMILIES) || !(fromId <= 2_147_483_647)) return undefined;
  return { family: family as SitemapFamily, fromId };
}

const isoOf = (value: Date | string | null) => (value === null ? undefined : new Date(value).toISOString());

type Url = { loc: string; lastmod?: string | undefined };

function urlset(urls: Url[]): string {
  const body = urls
    .map(
      (url) =>
        `  <url><loc>${xmlText(url.loc)}</loc>${url.lastmod ? `<lastmod>${url.lastmod}</lastmod>` : ''}</url>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${SITEMAP_XMLNS}">\n${body}\n</urlset>\n`;
}

export function createSitemaps(deps: { db: Queryable; publicUrl: string; pageSize: number }) {
  const { db, publicUrl, pageSize } = deps;
  const sitemapUrl = (name: SitemapName) => `${publicUrl}/sitemaps/${sitemapFileOf(name)}`;

  /**
   * The pages of a family: each page's first id and newest change, numbered by position in id
   * order (one pass over the listed ids, which a crawler asks for rarely); each page then reads
   * its rows by keyset from that id.
   */
  async function pagesOf(family: SitemapFamily) {
    const rows = FAMILIES[family].rows(db);
    const result = await db.execute(sql`
      select min(id)::int as "fromId", max(lastmod) as lastmod
      from (select id, lastmod, (row_number() over (order by id) - 1) / ${pageSize}::int as page from (${rows}) as listed) as numbered
      group by page order by page`);
    return rowsOf<{ fromId: number; lastmod: Date | string | null }>(result);
  }

  return {
    /** The sitemap index: the static pages' sitemap, then every family's pages. */
    async index(): Promise<string> {
      const entries: Url[] = [{ loc: sitemapUrl({ family: 'static' }) }];
      for (const family of SITEMAP_FAMILIES)
        for (const page of await pagesOf(family))
          entries.push({ loc: sitemapUrl({ family, fromId: page.fromId }), lastmod: isoOf(page.lastmod) });
      const body = entries
        .map(
          (entry) =>
            `  <sitemap><loc>${xmlText(entry.loc)}</loc>${entry.lastmod ? `<lastmod>${entry.lastmod}</lastmod>` : ''}</sitemap>`,
        )
        .join('\n');
      return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${SITEMAP_XMLNS}">\n${body}\n</sitemapindex>\n`;
    },

    /** One sitemap file: the static pages, or up to `pageSize` rows of a family from an id on. */
    async page(name: SitemapName): Promise<string> {
      if (name.family === 'static')
        return urlset(STATIC_PAGES.map((path) => ({ loc: `${publicUrl}${path}` })));
      const family = FAMILIES[name.family];
      const result = await db.execute(sql`
        select id::int as id, lastmod from (${family.rows(db)}) as listed
        where id >= ${name.fromId} order by id limit ${pageSize}`);
      const rows = rowsOf<{ id: number; lastmod: Date | string | null }>(result);
      return urlset(
        rows.map((row) => ({ loc: `${publicUrl}${family.path(row.id)}`, lastmod: isoOf(row.lastmod) })),
      );
    },
  };
}
