import type { APIRequestContext, Page } from '@playwright/test';
import { expect, presetConsent, test } from './support/fixtures';
import { newMaker, publishedProject, unique } from './support/makers';

/*
 * Share cards (issue 32): every public page has its own title, description, canonical address,
 * Open Graph and Twitter tags naming a 1200x630 PNG drawn from the object, and its JSON-LD. Pages
 * the server renders are checked in the HTML a visitor is sent; the others in the browser's head.
 */

const FIRST_PAINT = { timeout: 60_000 };

type Expected = { title: string; path: string; type: string; image: RegExp };

/** Width and height from a PNG's IHDR chunk, after its signature. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

async function expectCardImage(request: APIRequestContext, imageUrl: string, image: RegExp) {
  const { pathname, search } = new URL(imageUrl);
  expect(`${pathname}${search}`).toMatch(image);
  const answer = await request.get(`${pathname}${search}`);
  expect(answer.status(), imageUrl).toBe(200);
  expect(answer.headers()['content-type']).toBe('image/png');
  expect(pngSize(await answer.body())).toEqual({ width: 1200, height: 630 });
}

const decode = (text: string) =>
  text
    .replaceAll('&#x27;', "'")
    .replaceAll('&quot;', '"')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

/** The one value of a head tag found by `pattern` (its first group), failing on none or two. */
function only(head: string, pattern: RegExp, what: string): string {
  const found = [...head.matchAll(new RegExp(pattern.source, 'g'))];
  expect(found.length, what).toBe(1);
  return decode(found[0]?.[1] ?? '');
}

const meta = (attribute: 'name' | 'property', key: string) =>
  new RegExp(`<meta ${attribute}="${key.replaceAll(':', ':')}" content="([^"]*)"`);

async function checkServedHead(request: APIRequestContext, expected: Expected) {
  const served = await request.get(expected.path, { headers: { accept: 'text/html' } });
  expect(served.status()).toBe(200);
  const html = await served.text();
  const head = /<head>([\s\S]*)<\/head>/.exec(html)?.[1] ?? '';
  expect(only(head, /<title>([^<]*)<\/title>/, 'title')).toBe(`${expected.title} · Sidecamp`);
  const description = only(head, /<meta name="description"[^>]*content="([^"]*)"/, 'description');
  expect(description.length).toBeGreaterThan(10);
  expect(description.length).toBeLessThanOrEqual(160);
  const canonical = only(head, /<link rel="canonical" href="([^"]*)"/, 'canonical');
  expect(new URL(canonical).pathname).toBe(expected.path === '/' ? '/projects' : expected.path);
  expect(only(head, meta('property', 'og:title'), 'og:title')).toBe(expected.title);
  expect(only(head, meta('property', 'og:description'), 'og:description')).toBe(description);
  expect(only(head, meta('property', 'og:url'), 'og:url')).toBe(canonical);
  expect(only(head, meta('property', 'og:type'), 'og:type')).toMatch(/^(website|article|profile)$/);
  expect(only(head, meta('property', 'og:site_name'), 'og:site_name')).toBe('Sidecamp');
  expect(only(head, meta('property', 'og:image:width'), 'og:image:width')).toBe('1200');
  expect(only(head, meta('property', 'og:image:height'), 'og:image:height')).toBe('630');
  expect(only(head, meta('name', 'twitter:card'), 'twitter:card')).toBe('summary_large_image');
  expect(only(head, meta('name', 'twitter:title'), 'twitter:title')).toBe(expected.title);
  expect(only(head, meta('name', 'twitter:description'), 'twitter:description')).toBe(description);
  const image = only(head, meta('property', 'og:image'), 'og:image');
  expect(only(head, meta('name', 'twitter:image'), 'twitter:image')).toBe(image);
  await expectCardImage(request, image, expected.image);
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? '') as { '@type': string; url?: string },
  );
  expect(blocks.map((block) => block['@type'])).toEqual(
    expect.arrayContaining(['WebSite', 'LocalBusiness', expected.type]),
  );
}

async function checkBrowserHead(page: Page, request: APIRequestContext, expected: Expected) {
  await page.goto(expected.path);
  const head = page.locator('head');
  await expect(head.locator('meta[property="og:title"]')).toHaveCount(1, FIRST_PAINT);
  await expect(head.locator('meta[property="og:title"]')).toHaveAttribute('content', expected.title);
  await expect(page).toHaveTitle(`${expected.title} · Sidecamp`);
  // The app shell keeps index.html's generic <title> after React's (document.title reads the first);
  // the server-rendered HTML, which is what scrapers read, has exactly one (checkServedHead).
  const titles = await head
    .locator('title')
    .evaluateAll((elements) => elements.map((title) => title.textContent));
  expect(titles.filter((title) => title === `${expected.title} · Sidecamp`)).toHaveLength(1);
  await expect(head.locator('meta[name="description"]')).toHaveCount(1);
  const description = (await head.locator('meta[name="description"]').getAttribute('content')) ?? '';
  expect(description.length).toBeGreaterThan(10);
  await expect(head.locator('meta[property="og:description"]')).toHaveAttribute('content', description);
  await expect(head.locator('link[rel="canonical"]')).toHaveCount(1);
  const canonical = (await head.locator('link[rel="canonical"]').getAttribute('href')) ?? '';
  expect(new URL(canonical).pathname).toBe(expected.path);
  await expect(head.locator('meta[property="og:url"]')).toHaveAttribute('content', canonical);
  await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
  await expect(head.locator('meta[name="twitter:title"]')).toHaveAttribute('content', expected.title);
  for (const key of ['og:image', 'og:image:width', 'og:image:height', 'og:type', 'og:site_name'])
    await expect(head.locator(`meta[property="${key}"]`)).toHaveCount(1);
  await expect(head.locator('meta[name="twitter:image"]')).toHaveCount(1);
  const image = (await head.locator('meta[property="og:image"]').getAttribute('content')) ?? '';
  await expect(head.locator('meta[name="twitter:image"]')).toHaveAttribute('content', image);
  await expectCardImage(request, image, expected.image);
  const blocks = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) =>
      scripts.map((script) => JSON.parse(script.textContent ?? '{}')['@type'] as string),
    );
  expect(blocks).toContain(expected.type);
}

test('every public page carries its own share tags, card image and JSON-LD', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const maker = await newMaker(browser);
  const name = `Tidewise ${unique()}`;
  const projectNo = await publishedProject(maker.api, {
    name,
    positions: [{ jobCode: '0403', headcount: 2, skillLevel: '03' }],
  });
  const created = await maker.api.post('/api/booths', {
    data: {
      projectNo,
      name: `${name} booth`,
      tagline: 'Tide tables for small harbours, offline.',
      intro: 'Tide tables that work without a signal, for every small harbour on the coast.',
      serviceCategory: '16',
      industry: '08',
      platforms: ['01'],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id: boothId } = (await created.json()) as { id: number };
  expect((await maker.api.post(`/api/booths/${boothId}/publish`)).status()).toBe(200);
  const posted = await maker.api.post('/api/lounge/posts', {
    data: {
      category: '04',
      postType: '01',
      title: `${name} lessons`,
      body: 'What we learned shipping the **first** release: small steps beat big plans.',
    },
  });
  expect(posted.status(), await posted.text()).toBe(201);
  const { id: postId } = (await posted.json()) as { id: number };

  const served: Expected[] = [
    { title: 'Project hub', path: '/projects', type: 'CollectionPage', image: /^\/cards\/site\.png$/ },
    { title: 'Project hub', path: '/', type: 'CollectionPage', image: /^\/cards\/site\.png$/ },
    {
      title: name,
      path: `/projects/${projectNo}`,
      type: 'CreativeWork',
      image: /^\/cards\/project\/\d+\.png\?v=\w+$/,
    },
    { title: 'Lounge', path: '/lounge', type: 'CollectionPage', image: /^\/cards\/site\.png$/ },
    { title: 'Members', path: '/people', type: 'CollectionPage', image: /^\/cards\/site\.png$/ },
    {
      title: `${name} booth`,
      path: `/booths/${boothId}`,
      type: 'SoftwareApplication',
      image: /^\/cards\/booth\/\d+\.png\?v=\w+$/,
    },
  ];
  for (const expected of served)
    await test.step(`served ${expected.path}`, () => checkServedHead(request, expected));

  const visitor = await browser.newContext();
  await presetConsent(visitor, { analytics: false, ads: false });
  const page = await visitor.newPage();
  const inBrowser: Expected[] = [
    { title: 'Booths', path: '/booths', type: 'CollectionPage', image: /^\/cards\/site\.png$/ },
    {
      title: 'Weekly ranking',
      path: '/booths/ranking',
      type: 'CollectionPage',
      image: /^\/cards\/site\.png$/,
    },
    {
      title: `${name} lessons`,
      path: `/lounge/posts/${postId}`,
      type: 'DiscussionForumPosting',
      image: /^\/cards\/post\/\d+\.png\?v=\w+$/,
    },
    {
      title: maker.nickname,
      path: `/u/${maker.no}`,
      type: 'Person',
      image: /^\/cards\/person\/\d+\.png\?v=\w+$/,
    },
  ];
  for (const expected of inBrowser)
    await test.step(`in the browser ${expected.path}`, () => checkBrowserHead(page, request, expected));
  await visitor.close();
  await maker.context.close();
});
