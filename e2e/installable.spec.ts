import { expect, presetConsent, test } from './support/fixtures';

/*
 * Installable (issue 33): a web app manifest with icons and theme colours, and an offline page a
 * page load gets when the network is gone (the service worker every page registers once idle).
 */
test('the site has a manifest a browser can install it from, with icons that exist', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const served = await request.get(href as string);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await served.json()) as {
    name: string;
    start_url: string;
    display: string;
    theme_color: string;
    icons: { src: string; sizes: string; type: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({ name: 'Sidecamp', start_url: '/', display: 'standalone' });
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
  // What Chrome asks of an installable app: a 192 px and a 512 px icon (and Android a maskable one).
  const sizes = manifest.icons.map((icon) => `${icon.sizes}${icon.purpose ? ` ${icon.purpose}` : ''}`);
  expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512', '512x512 maskable']));
  for (const icon of manifest.icons) {
    const file = await request.get(icon.src);
    expect(file.status(), icon.src).toBe(200);
    expect(file.headers()['content-type'], icon.src).toContain(icon.type);
  }
});

test('without network a page load shows the offline page, and Try again loads the page once back', async ({
  page,
  context,
}) => {
  await presetConsent(page, { analytics: false, ads: false });
  await page.goto('/people');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The worker registers once the page is idle, and is ready when it has stored the offline page.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });

  await context.setOffline(true);
  await page.goto('/lounge');
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
  await expect(page).toHaveURL(/\/lounge$/);

  await context.setOffline(false);
  await page.getByRole('link', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Lounge' })).toBeVisible();
});
