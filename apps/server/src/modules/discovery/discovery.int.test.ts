import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAdmin } from '../../test/admin';
import { registerUser, type TestUser } from '../../test/factories';
import { caller, expectError } from '../../test/http';
import { buildPosting, writePost } from '../../test/lounge';
import { buildProject, publishedProject } from '../../test/projects';
import { createTestApp, RELAXED_RATE_LIMITS, TEST_INDEX_HTML, type TestApp } from '../../test/testApp';
import { closeBoothWeeks } from '../booths/booths.ranking';

const SITE = 'https://sidecamp.example';
const WEEK_MS = 7 * 86_400_000;

let t: TestApp;
let call: ReturnType<typeof caller>;
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  isArray: (name) => ['url', 'sitemap', 'entry', 'link', 'category'].includes(name),
});

// biome-ignore lint/suspicious/noExplicitAny: parsed XML is untyped; each check reads the shape it expects.
type Parsed = Record<string, any>;

/** GETs a root address and parses its XML, after checking it is well-formed. */
async function xmlAt(path: string, type: string): Promise<Parsed> {
  const res = await t.app.inject({ method: 'GET', url: path });
  expect(res.statusCode, `${path}: ${res.body}`).toBe(200);
  expect(res.headers['content-type']).toBe(type);
  expect(res.headers['cache-control']).toBe('public, max-age=300');
  expect(XMLValidator.validate(res.body), path).toBe(true);
  return parser.parse(res.body) as Parsed;
}

const pathOf = (absolute: string) => {
  expect(absolute.startsWith(`${SITE}/`), absolute).toBe(true);
  return absolute.slice(SITE.length);
};

/** Every page address of every sitemap file the index lists. */
async function sitemapLocs(): Promise<string[]> {
  const index = await xmlAt('/sitemap.xml', 'application/xml; charset=utf-8');
  expect(index.sitemapindex['@_xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
  const locs: string[] = [];
  for (const sitemap of index.sitemapindex.sitemap as Array<{ loc: string }>) {
    const page = await xmlAt(pathOf(sitemap.loc), 'application/xml; charset=utf-8');
    expect(page.urlset['@_xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    for (const url of (page.urlset.url ?? []) as Array<{ loc: string }>) locs.push(url.loc);
  }
  return locs;
}

type FeedEntry = {
  title: string;
  summary?: string;
  link: Array<{ '@_href': string }>;
  author?: { name: string };
};

/** An element of type "html" parses to its text and its type attribute. */
const textOf = (element: unknown): string | undefined => {
  if (element === undefined || typeof element === 'string') return element;
  const html = element as { '#text': string; '@_type': string };
  expect(html['@_type']).toBe('html');
  return String(html['#text']);
};

/** An Atom feed: its root, self link and entries. */
async function feedAt(path: string) {
  const parsed = await xmlAt(path, 'application/atom+xml; charset=utf-8');
  const feed = parsed.feed as Parsed;
  expect(feed['@_xmlns']).toBe('http://www.w3.org/2005/Atom');
  const self = (feed.link as Array<Record<string, string>>).find((link) => link['@_rel'] === 'self');
  expect(self?.['@_href']).toBe(`${SITE}${path}`);
  const entries = ((feed.entry ?? []) as Parsed[]).map((entry) => ({
    ...entry,
    title: textOf(entry.title) ?? '',
    summary: textOf(entry.summary),
  })) as FeedEntry[];
  return { feed, entries };
}

const hrefsOf = (entries: FeedEntry[]) => entries.map((entry) => entry.link[0]!['@_href']);

/** A web page address answers the web app's page. */
async function expectPage(absolute: string) {
  const res = await t.app.inject({ method: 'GET', url: pathOf(absolute), headers: { accept: 'text/html' } });
  expect(res.statusCode, absolute).toBe(200);
  expect(res.body).toContain('<div id="root">');
}

async function booth(owner: TestUser, name: string, publish = true): Promise<number> {
  const created = await call('POST', '/api/booths', owner, {
    name,
    tagline: `${name} in one line`,
    intro: `${name} helps makers ship small things every week.`,
    serviceCategory: '07',
    industry: '04',
  });
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().id as number;
  if (publish) expect((await call('POST', `/api/booths/${id}/publish`, owner)).statusCode).toBe(200);
  return id;
}

let admin: TestUser;
let maker: TestUser;
let privatePerson: TestUser;
let withdrawn: TestUser;
let banned: TestUser;
const ids = {} as Record<
  | 'publicPost'
  | 'hiddenPost'
  | 'withdrawnPost'
  | 'bannedPost'
  | 'hostilePost'
  | 'publicProject'
  | 'draftProject'
  | 'publicBooth'
  | 'hiddenBooth'
  | 'draftBooth',
  number
>;
const HOSTILE_TITLE = '<script>alert(1)</script> ]]> & friends';

beforeAll(async () => {
  t = await createTestApp({ ...RELAXED_RATE_LIMITS, PUBLIC_URL: SITE });
  call = caller(t);
  [admin, maker, privatePerson, withdrawn, banned] = (await Promise.all(
    Array.from({ length: 5 }, () => registerUser(t.app)),
  )) as [TestUser, TestUser, TestUser, TestUser, TestUser];
  await makeAdmin(t, admin);

  ids.publicPost = (await writePost(t, maker, buildPosting({ title: 'Shipping every Friday' }))).id;
  ids.hiddenPost = (await writePost(t, maker, buildPosting({ title: 'Spam that moderators hid' }))).id;
  ids.hostilePost = (
    await writePost(
      t,
      maker,
      buildPosting({ title: HOSTILE_TITLE, body: 'Try <img src=x onerror=alert(1)> here.' }),
    )
  ).id;
  ids.withdrawnPost = (await writePost(t, withdrawn, buildPosting({ title: 'Written before leaving' }))).id;
  ids.bannedPost = (await writePost(t, banned, buildPosting({ title: 'Written before the ban' }))).id;
  const hide = await call('POST', `/api/admin/reports/post/${ids.hiddenPost}/hide`, admin, {
    reason: 'Spam',
  });
  expect(hide.statusCode, hide.body).toBe(200);

  const project = await publishedProject(t, { leader: maker });
  ids.publicProject = project.no;
  const news = await call('POST', `/api/projects/${project.no}/news`, maker, {
    title: 'Beta is out <b>now</b>',
    body: 'Everyone can try the beta from today.',
  });
  expect(news.statusCode, news.body).toBe(201);
  const draft = await call('POST', '/api/projects', maker, buildProject());
  expect(draft.statusCode, draft.body).toBe(201);
  ids.draftProject = draft.json().no as number;

  ids.publicBooth = await booth(maker, 'Pocket Herbarium');
  ids.hiddenBooth = await booth(maker, 'Shady Booth');
  ids.draftBooth = await booth(maker, 'Unfinished Booth', false);
  // Both published booths rank this week; the hidden one must not be named when the week closes.
  for (const id of [ids.publicBooth, ids.hiddenBooth])
    expect((await call('PUT', `/api/booths/${id}/like`, admin)).statusCode).toBe(200);
  await t.events.drain();
  expect((await closeBoothWeeks(t.database.db, new Date(Date.now() + WEEK_MS))).closed).toHaveLength(1);
  const hideBooth = await call('POST', `/api/admin/reports/booth/${ids.hiddenBooth}/hide`, admin, {
    reason: 'Scam',
  });
  expect(hideBooth.statusCode, hideBooth.body).toBe(200);

  const setPrivate = await call('PATCH', '/api/settings', privatePerson, {
    privacy: { visibility: 'private' },
  });
  expect(setPrivate.statusCode, setPrivate.body).toBe(200);
  const ban = await call('POST', `/api/admin/users/${banned.no}/ban`, admin, { reason: 'Spam', until: null });
  expect(ban.statusCode, ban.body).toBe(200);
  const gone = await call('POST', '/api/auth/user_withdrawl', withdrawn, {
    password: withdrawn.password,
    confirm: 'WITHDRAW',
  });
  expect(gone.statusCode, gone.body).toBe(200);
  await t.events.drain();
});
afterAll(async () => t.close());

/** What must never be offered to a crawler or a feed reader. */
const privatePaths = () => [
  `/lounge/posts/${ids.hiddenPost}`,
  `/lounge/posts/${ids.withdrawnPost}`,
  `/lounge/posts/${ids.bannedPost}`,
  `/projects/${ids.draftProject}`,
  `/booths/${ids.hiddenBooth}`,
  `/booths/${ids.draftBooth}`,
  `/u/${privatePerson.no}`,
  `/u/${withdrawn.no}`,
  `/u/${banned.no}`,
];

describe('robots.txt', () => {
  it('keeps crawlers out of private areas and names the sitemap', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const lines = res.body.split('\n');
    expect(lines).toContain('User-agent: *');
    for (const path of ['/settings', '/chat', '/admin', '/api/', '/alarms', '/lounge/write'])
      expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).toContain('Allow: /api/files/');
    expect(lines).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    // Nothing the sitemaps list is disallowed.
    for (const path of ['/projects', '/lounge', '/booths', '/people', '/u'])
      expect(lines).not.toContain(`Disallow: ${path}`);
  });
});

describe('sitemaps', () => {
  it('list the public pages and rows, every one absolute and answering, and nothing private', async () => {
    const locs = await sitemapLocs();
    const paths = locs.map(pathOf);
    expect(paths).toEqual(
      expect.arrayContaining(['/projects', '/lounge', '/people', '/booths', '/booths/ranking']),
    );
    expect(paths).toEqual(
      expect.arrayContaining([
        `/lounge/posts/${ids.publicPost}`,
        `/projects/${ids.publicProject}`,
        `/booths/${ids.publicBooth}`,
        `/u/${maker.no}`,
      ]),
    );
    for (const path of privatePaths()) expect(paths).not.toContain(path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const loc of locs) await expectPage(loc);
    // The rows behind the pages exist for anyone, through the API.
    for (const path of paths) {
      const api = /^\/(lounge\/posts|projects|booths)\/(\d+)$/.exec(path) ?? /^\/(u)\/(\d+)$/.exec(path);
      if (!api) continue;
      const route = api[1] === 'u' ? `/api/profiles/${api[2]}` : `/api/${api[1]}/${api[2]}`;
      expect((await call('GET', route)).statusCode, route).toBe(200);
    }
  });

  it('give each row its update time', async () => {
    const index = await xmlAt('/sitemap.xml', 'application/xml; charset=utf-8');
    const posts = (index.sitemapindex.sitemap as Array<{ loc: string; lastmod?: string }>).find((s) =>
      s.loc.includes('/sitemaps/posts-'),
    );
    expect(posts?.lastmod).toMatch(/^\d{4}-\d\d-\d\dT/);
    const page = await xmlAt(pathOf(posts!.loc), 'application/xml; charset=utf-8');
    const url = (page.urlset.url as Array<{ loc: string; lastmod: string }>).find(
      (u) => u.loc === `${SITE}/lounge/posts/${ids.publicPost}`,
    );
    expect(Number.isNaN(Date.parse(url!.lastmod))).toBe(false);
  });

  it('answer 404 for a sitemap file that does not exist', async () => {
    for (const file of ['nothing-1.xml', 'posts.xml', 'posts-x.xml', 'posts-99999999999.xml'])
      expectError(await call('GET', `/sitemaps/${file}`), 404, 'NOT_FOUND');
  });
});

describe('feeds', () => {
  it('the lounge feed lists public posts with absolute links and plain-text titles and summaries', async () => {
    const { feed, entries } = await feedAt('/feeds/lounge.atom');
    expect(feed.title).toBe('Sidecamp lounge');
    const links = hrefsOf(entries);
    expect(links).toContain(`${SITE}/lounge/posts/${ids.publicPost}`);
    for (const path of privatePaths()) expect(links).not.toContain(`${SITE}${path}`);
    for (const link of links) await expectPage(link);
    const body = (await t.app.inject({ method: 'GET', url: '/feeds/lounge.atom' })).body;
    for (const person of [withdrawn, banned]) expect(body).not.toContain(person.nickname);
    expect(body).not.toContain('Spam that moderators hid');

    const hostile = entries.find((entry) => entry.link[0]!['@_href'].endsWith(`/posts/${ids.hostilePost}`));
    // type="html": the reader unescapes once and shows the characters typed, never markup.
    expect(hostile?.title).toBe('&lt;script&gt;alert(1)&lt;/script&gt; ]]&gt; &amp; friends');
    expect(hostile?.summary).not.toMatch(/[<>]/);
    expect(hostile?.author?.name).toBe(maker.nickname);
  });

  it('a category feed holds only that category', async () => {
    await writePost(t, maker, buildPosting({ category: '09', title: 'How do you price a side project?' }));
    const { entries } = await feedAt('/feeds/lounge/09.atom');
    expect(entries.map((entry) => entry.title)).toEqual(['How do you price a side project?']);
    expect((await feedAt('/feeds/lounge/04.atom')).entries.length).toBeGreaterThan(0);
    expectError(await call('GET', '/feeds/lounge/10.atom'), 404, 'NOT_FOUND');
  });

  it('the new-booths feed lists published, shown booths only', async () => {
    const { entries } = await feedAt('/feeds/booths.atom');
    const links = hrefsOf(entries);
    expect(links).toEqual([`${SITE}/booths/${ids.publicBooth}`]);
    for (const link of links) await expectPage(link);
  });

  it('the ranking feed has one entry per closed week naming its listed booths', async () => {
    const { entries } = await feedAt('/feeds/booths/ranking.atom');
    expect(entries).toHaveLength(1);
    expect(entries[0]?.summary).toBe('1. Pocket Herbarium');
    expect(entries[0]?.link[0]?.['@_href']).toMatch(
      new RegExp(`^${SITE}/booths/ranking\\?view=past&week=\\d{4}-\\d\\d-\\d\\d$`),
    );
    await expectPage(entries[0]!.link[0]!['@_href']);
  });

  it("a project's news feed, for public projects only", async () => {
    const { entries } = await feedAt(`/feeds/projects/${ids.publicProject}/news.atom`);
    expect(entries.map((entry) => entry.title)).toEqual(['Beta is out &lt;b&gt;now&lt;/b&gt;']);
    expect(entries[0]?.summary).toBe('Everyone can try the beta from today.');
    await expectPage(entries[0]!.link[0]!['@_href']);
    expectError(await call('GET', `/feeds/projects/${ids.draftProject}/news.atom`), 404, 'NOT_FOUND');
    expectError(await call('GET', '/feeds/projects/99999999/news.atom'), 404, 'NOT_FOUND');
    expectError(await call('GET', '/feeds/projects/0/news.atom'), 400, 'VALIDATION_FAILED');
  });
});

describe('the web app', () => {
  it('still answers its pages beside these routes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/lounge', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(TEST_INDEX_HTML).toContain('<div id="root">');
  });
});
