import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { consentDialog, expect, presetConsent, test } from './support/fixtures';

/*
 * Design review, not a test: saves desktop and phone screenshots of every page into
 * /screenshots (gitignored). Run with `npm run screenshots -w @sidecamp/e2e`.
 */
const OUT_DIR = fileURLToPath(new URL('../screenshots/', import.meta.url));

const PAGES: readonly { name: string; path: string }[] = [
  { name: 'hub', path: '/' },
  { name: 'project-view', path: '/projects/42' },
  { name: 'todo', path: '/todo' },
  { name: 'quests', path: '/quests' },
  { name: 'people', path: '/people' },
  { name: 'lounge', path: '/lounge' },
  { name: 'chat', path: '/chat' },
  { name: 'booths', path: '/booths' },
  { name: 'booth-ranking', path: '/booths/ranking' },
  { name: 'booths-best', path: '/booths/best' },
  { name: 'booths-new', path: '/booths/new' },
  { name: 'booth', path: '/booths/7?tab=reviews' },
  { name: 'profile', path: '/u/5' },
  { name: 'resume', path: '/u/5/resume' },
  { name: 'alarms', path: '/alarms' },
  { name: 'settings', path: '/settings' },
  { name: 'faq', path: '/support' },
  { name: 'pricing', path: '/pricing' },
  { name: 'points', path: '/points' },
  { name: 'privacy', path: '/privacy' },
  { name: 'not-found', path: '/no-such-page' },
];

const VIEWPORTS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

mkdirSync(OUT_DIR, { recursive: true });

for (const { name: device, viewport } of VIEWPORTS) {
  test.describe(`@screenshots ${device}`, () => {
    test.use({ viewport });

    for (const { name, path } of PAGES) {
      test(`${name}`, async ({ page }) => {
        await presetConsent(page, { analytics: false, ads: false });
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await page.evaluate(() => document.fonts.ready);
        await page.screenshot({ path: `${OUT_DIR}${device}-${name}.png`, fullPage: true });
        // The first screen as a person sees it (full-page shots shrink too much to judge on a phone).
        await page.screenshot({ path: `${OUT_DIR}${device}-${name}-view.png` });
      });
    }

    test('consent dialog', async ({ page }) => {
      await page.goto('/');
      await expect(consentDialog(page)).toBeVisible();
      await page.waitForTimeout(400);
      await page.screenshot({ path: `${OUT_DIR}${device}-consent.png` });
      await consentDialog(page).getByRole('button', { name: 'Customise' }).click();
      await page.waitForTimeout(200);
      await page.screenshot({ path: `${OUT_DIR}${device}-consent-customise.png` });
    });

    test('login dialog with the server answer', async ({ page }) => {
      await presetConsent(page, { analytics: false, ads: false });
      await page.goto('/?action=login');
      const dialog = page.getByRole('dialog', { name: 'Log in to Sidecamp' });
      await dialog.getByLabel('E-mail').fill('maker@example.com');
      await dialog.getByLabel('Password').fill('correct horse battery staple');
      await dialog.getByRole('button', { name: 'Log in' }).click();
      await expect(dialog.getByRole('alert')).toBeVisible();
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${OUT_DIR}${device}-login.png` });
    });

    test('to-do panel', async ({ page }) => {
      await presetConsent(page, { analytics: false, ads: false });
      await page.goto('/lounge');
      await page.getByRole('banner').getByRole('button', { name: 'To-do list' }).click();
      await expect(page.getByRole('dialog', { name: 'To-do' })).toBeVisible();
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${OUT_DIR}${device}-todo-panel.png` });
    });

    test('pricing toast', async ({ page }) => {
      await presetConsent(page, { analytics: false, ads: false });
      await page.goto('/pricing');
      await page.getByRole('button', { name: 'Get Light' }).click();
      await expect(page.locator('[data-sonner-toast]')).toBeVisible();
      await page.waitForTimeout(500);
      await page.screenshot({ path: `${OUT_DIR}${device}-toast.png` });
    });

    if (device === 'phone') {
      test('menu open', async ({ page }) => {
        await presetConsent(page, { analytics: false, ads: false });
        await page.goto('/lounge');
        await page.getByRole('button', { name: 'Open menu' }).click();
        await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
        await page.waitForTimeout(300);
        await page.screenshot({ path: `${OUT_DIR}${device}-menu.png` });
      });
    }
  });
}
