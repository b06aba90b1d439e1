import { devices, type Page, type Response } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { newMaker, publishedProject, unique } from './support/makers';

/*
 * What a phone really fetches on a first visit to the hub (issue 32 item 4): every JS and CSS file
 * the browser asks for until the network has been quiet for 1.5 s, which includes what the shell
 * loads once the browser is idle (overlays, response schemas), not only the first paint's files
 * that scripts/bundleBudget.mjs counts. At most 30 files and 200 KiB transferred.
 *
 * Bytes are counted as they travel: each file's compressed body, the figure the 277 KiB
 * measured and what the build controls. Response headers are printed apart, not counted: over
 * HTTP/1.1, as here, every response repeats about 1.3 KiB of them, which HTTP/2 (nginx in front,
 * deploy/) compresses to a few bytes after the first. The decoded size is printed too, because it
 * is what the phone parses and runs.
 *
 * The goal, at most 30 files and 200 KiB, is the limit (2026-12-02: 21 files and 197 KiB,
 * from 115 files and 279 KiB). The React Aria core carries about 12 KiB the overlays do not use
 * (docs/performance.md).
 */
const MAX_FILES = 30;
const MAX_TRANSFERRED_KIB = 200;
/** The network counts as idle after this long without a request in flight (Playwright's is 500 ms). */
const QUIET_MS = 1500;

const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = devices['Pixel 7'];
test.use({ viewport, userAgent, deviceScaleFactor, isMobile, hasTouch });

type Fetched = { url: string; type: 'js' | 'css'; transferred: number; headers: number; decoded: number };

/** Resolves once no request has been in flight for QUIET_MS, counting from now. */
function networkQuiet(page: Page): Promise<void> {
  let inFlight = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  return new Promise((resolve) => {
    const settle = () => {
      clearTimeout(timer);
      if (inFlight === 0) timer = setTimeout(resolve, QUIET_MS);
    };
    page.on('request', () => {
      inFlight += 1;
      clearTimeout(timer);
    });
    const done = () => {
      inFlight = Math.max(0, inFlight - 1);
      settle();
    };
    page.on('requestfinished', done);
    page.on('requestfailed', done);
    settle();
  });
}

const kib = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

test('a phone opening the hub fetches at most 30 JS and CSS files, 200 KiB, by network idle', async ({
  browser,
  page,
}) => {
  // A hub with something in it, as a visitor finds it.
  const leader = await newMaker(browser);
  await publishedProject(leader.api, { name: `First visit ${unique()}` });
  await leader.context.close();

  const pending: Promise<Fetched | null>[] = [];
  page.on('response', (response: Response) => {
    const url = new URL(response.url());
    const type = /\.js$/.test(url.pathname) ? 'js' : /\.css$/.test(url.pathname) ? 'css' : null;
    if (!type) return;
    pending.push(
      (async () => {
        const [sizes, body] = await Promise.all([
          response.request().sizes(),
          response.body().catch(() => Buffer.alloc(0)),
        ]);
        return {
          url: url.pathname,
          type,
          transferred: sizes.responseBodySize,
          headers: sizes.responseHeadersSize,
          decoded: body.length,
        };
      })(),
    );
  });
  const quiet = networkQuiet(page);
  await page.goto('/projects', { waitUntil: 'load' });
  await expect(page.getByRole('heading', { level: 1, name: 'Project hub' })).toBeVisible();
  await quiet;

  const fetched = (await Promise.all(pending)).filter((file): file is Fetched => file !== null);
  const transferred = fetched.reduce((sum, file) => sum + file.transferred, 0);
  const decoded = fetched.reduce((sum, file) => sum + file.decoded, 0);
  const headers = fetched.reduce((sum, file) => sum + file.headers, 0);
  const summary =
    `${fetched.length} JS and CSS files, ${kib(transferred)} KiB transferred (and ${kib(headers)} KiB of headers), ${kib(decoded)} KiB decoded\n` +
    [...fetched]
      .sort((a, b) => b.transferred - a.transferred)
      .map((file) => `  ${String(kib(file.transferred)).padStart(6)} KiB  ${file.url}`)
      .join('\n');
  console.log(
    `First visit to /projects on a phone (at most ${MAX_FILES} files, ${MAX_TRANSFERRED_KIB} KiB): ${summary}`,
  );
  test.info().annotations.push({ type: 'first visit', description: summary });

  expect(fetched.length, summary).toBeLessThanOrEqual(MAX_FILES);
  expect(transferred, summary).toBeLessThanOrEqual(MAX_TRANSFERRED_KIB * 1024);
});
