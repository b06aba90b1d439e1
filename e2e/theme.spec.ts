import type { Page } from '@playwright/test';
import { expect, presetConsent, test } from './support/fixtures';
import { setChecked } from './support/forms';

/*
 * Dark mode (issue 33): the device's setting darkens the page from its first paint (the theme
 * script in the head writes the dark stylesheet before anything renders), a light visitor never
 * downloads it, and the choice in Settings overrides the device and is remembered.
 */
/** Whether the page's background is dark: its colour (oklch in the tokens) drawn and read as RGB. */
const pageIsDark = (page: Page) =>
  page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 1;
    canvas.height = 1;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no canvas');
    context.fillStyle = getComputedStyle(document.body).backgroundColor;
    context.fillRect(0, 0, 1, 1);
    const [r = 255, g = 255, b = 255] = context.getImageData(0, 0, 1, 1).data;
    return r + g + b < 200;
  });

test('a dark device gets a dark page before it paints; a light one never fetches the dark sheet', async ({
  page,
}) => {
  await presetConsent(page, { analytics: false, ads: false });
  const darkSheets: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/theme-dark.css')) darkSheets.push(request.url());
  });
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/people');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await pageIsDark(page)).toBe(false);
  expect(darkSheets).toEqual([]);

  await page.emulateMedia({ colorScheme: 'dark' });
  // The page open when the device turns dark follows it.
  await expect.poll(() => pageIsDark(page)).toBe(true);
  // A page loaded dark: the sheet is written into the head by the parser, so it blocks the first paint.
  await page.goto('/lounge', { waitUntil: 'domcontentloaded' });
  expect(await page.locator('head link#theme-dark').getAttribute('media')).toBe(
    '(prefers-color-scheme: dark)',
  );
  expect(await pageIsDark(page)).toBe(true);
});

test('the choice in Settings overrides the device, stays after a reload, and goes back to the device', async ({
  page,
}) => {
  await presetConsent(page, { analytics: false, ads: false });
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/settings');
  const theme = page.getByRole('radiogroup', { name: 'Theme' });
  await setChecked(theme.getByRole('radio', { name: 'Dark' }));
  await expect.poll(() => pageIsDark(page)).toBe(true);

  await page.reload({ waitUntil: 'domcontentloaded' });
  expect(await page.locator('head link#theme-dark').getAttribute('media')).toBe('all');
  expect(await pageIsDark(page)).toBe(true);
  await expect(
    page.getByRole('radiogroup', { name: 'Theme' }).getByRole('radio', { name: 'Dark' }),
  ).toBeChecked();

  await setChecked(
    page.getByRole('radiogroup', { name: 'Theme' }).getByRole('radio', { name: 'As my device' }),
  );
  await expect.poll(() => pageIsDark(page)).toBe(false);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect.poll(() => pageIsDark(page)).toBe(true);
});
