import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import axe from 'axe-core';
import { newAdmin } from './support/admins';
import { expect, presetConsent, test } from './support/fixtures';
import { MEMBER_SCREENS, VISITOR_SCREENS } from './support/mainScreens';
import { type Maker, newMaker, publishedBooth, publishedProject, unique } from './support/makers';
import { expectFitsAPhoneNow } from './support/phoneWidth';

/*
 * No barrier (issue 33): axe's WCAG 2.2 A and AA rules find nothing serious or critical on the
 * main screens, logged out, logged in and in the admin console, in the light and the dark theme;
 * and on the same visit no screen but the console's is wider than a 360 px phone.
 * A finding names the rule, what it is about and the elements, so the failure says what to fix.
 */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

type Finding = { rule: string; impact: string; help: string; elements: string[] };

/**
 * The rules to run: all of WCAG A and AA in the light theme; in the dark one only what a theme can
 * change, the contrast of text and of links in text (names, roles and structure are the same in
 * both), which halves the time of a scan that takes seconds on a busy 2-core machine.
 */
async function barriersOn(page: Page, rules: 'all' | 'contrast'): Promise<Finding[]> {
  // Legacy mode runs axe in the page itself: by default every scan opens a blank page (a renderer
  // process of its own) to gather the frames' results, which made a scan 2.7 times as long here
  // (1.4 s against 0.55 s on /pricing). What it gives up is cross-origin frames, and these screens
  // have none. Only violations are read, so axe keeps one node of its passes, not all of them.
  // axe itself goes into the page once per document, here: the builder would evaluate its ~550 KB
  // source twice per scan, which was most of a scan's time (two scans of /lounge or /booths: ~500 ms
  // against ~275 ms here), so it is given an empty source instead.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const builder = new AxeBuilder({ page, axeSource: ';' })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] });
  const results = await (rules === 'all'
    ? builder.withTags(WCAG_TAGS)
    : builder.withRules(['color-contrast', 'link-in-text-block'])
  ).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact ?? '',
      help: violation.help,
      elements: violation.nodes
        .slice(0, 5)
        .map(
          (node) =>
            `${node.html.slice(0, 160)} | ${(node.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 200)}`,
        ),
    }));
}

/**
 * Opens `path`, waits for its heading, and checks it in both themes (the switch needs no reload);
 * then, unless told not to, that it fits a 360 px phone (support/phoneWidth.ts) on the same visit.
 */
async function expectNoBarrier(page: Page, path: string, { phone = true } = {}): Promise<void> {
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // Lists and counts arrive after the heading; a scan of a half-loaded page would miss them.
  await page.waitForLoadState('networkidle');
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));
    const rules = colorScheme === 'light' ? 'all' : 'contrast';
    expect(await barriersOn(page, rules), `${path} (${colorScheme})`).toEqual([]);
  }
  if (phone) await expectFitsAPhoneNow(page, path);
}

// The scans are independent of each other: spread over both workers (each makes its own maker).
test.describe.configure({ mode: 'parallel' });

let maker: Maker;
let projectNo: number;
let boothId: number;

test.beforeAll(async ({ browser }) => {
  maker = await newMaker(browser, { region: 'KR11', skillLevel: '02', techStacks: ['0201'] });
  projectNo = await publishedProject(maker.api, {
    name: `Tide tables ${unique().slice(0, 4)}`,
    positions: [{ jobCode: '0406', headcount: 1, skillLevel: '02' }],
  });
  ({ id: boothId } = await publishedBooth(maker, `Harbour ${unique().slice(0, 4)}`));
});

test.afterAll(async () => {
  await maker?.context.close();
});

test.describe('a visitor', () => {
  for (const path of VISITOR_SCREENS) {
    test(`meets no barrier and fits a phone on ${path}`, async ({ page }) => {
      await presetConsent(page, { analytics: false, ads: false });
      await expectNoBarrier(page, path);
    });
  }

  test('meets no barrier and fits a phone on a project, a booth and a profile', async ({ page }) => {
    await presetConsent(page, { analytics: false, ads: false });
    for (const path of [`/projects/${projectNo}`, `/booths/${boothId}`, `/u/${maker.no}`])
      await expectNoBarrier(page, path);
  });
});

test.describe('a member', () => {
  for (const path of MEMBER_SCREENS) {
    test(`meets no barrier and fits a phone on ${path}`, async () => {
      await expectNoBarrier(maker.page, path);
    });
  }

  test('meets no barrier and fits a phone in their own project and its workspace', async () => {
    for (const path of [`/projects/${projectNo}`, `/projects/${projectNo}/workspace`])
      await expectNoBarrier(maker.page, path);
  });
});

const ADMIN_PAGES = [
  '/admin',
  '/admin/people',
  '/admin/reports',
  '/admin/approvals',
  '/admin/content',
  '/admin/campaigns',
  '/admin/audit',
];

test('an admin meets no barrier in the console', async ({ browser }) => {
  const admin = await newAdmin(browser);
  // Every list of the console has something in it: a report, a banned member, a waiting pro offer.
  const author = await newMaker(browser);
  const post = await author.api.post('/api/lounge/posts', {
    data: { category: '23', title: `Free followers ${unique()}`, body: 'Click this link for followers.' },
  });
  expect(post.status(), await post.text()).toBe(201);
  const { id: postId } = (await post.json()) as { id: number };
  const reported = await maker.api.post('/api/lounge/reports', {
    data: { targetType: 'post', targetId: postId, reason: 'Spam: selling followers' },
  });
  expect(reported.status(), await reported.text()).toBeLessThan(300);
  const banned = await admin.api.post(`/api/admin/users/${author.no}/ban`, {
    data: { reason: 'Spam in the lounge', until: null },
  });
  expect(banned.status(), await banned.text()).toBe(200);
  const offer = await maker.api.put('/api/chat/pro/me', { data: { headline: `Launch reviews ${unique()}` } });
  expect(offer.status(), await offer.text()).toBe(200);
  // The console is made for a desk, not a phone.
  for (const path of ADMIN_PAGES) await expectNoBarrier(admin.page, path, { phone: false });
  await admin.context.close();
  await author.context.close();
});

test('a move to another page puts focus on its heading and reads its title out', async ({ page }) => {
  await presetConsent(page, { analytics: false, ads: false });
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-page-ready', '');
  await page.getByRole('navigation', { name: 'Camps' }).getByRole('link', { name: 'Members' }).click();
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeFocused();
  const title = await page.title();
  expect(title).toMatch(/· Sidecamp$/);
  await expect(page.locator('p[aria-live="polite"]').filter({ hasText: title })).toHaveCount(1);
});
