import type { Page } from '@playwright/test';
import {
  ADS_URL,
  ANALYTICS_URL,
  consentDialog,
  expect,
  presetConsent,
  registerAccount,
  requestsTo,
  storedConsent,
  storedUserState,
  test,
  USER_STORAGE_KEY,
} from './support/fixtures';
import { setChecked } from './support/forms';

/** The delays the spec fixes (F1.3); the app keeps the same numbers in its constants. */
const ADS_DELAY_MS = 2000;
const ANALYTICS_DELAY_MS = 5000;

test.describe('F1.1 toasts', () => {
  test('one toast container on every page, and a feature can raise a toast', async ({ page }) => {
    await presetConsent(page, { analytics: false, ads: false });
    await page.goto('/points/purchase?pack=P13');
    await expect(page.getByRole('heading', { level: 1, name: 'Buy points' })).toBeVisible();
    const container = page.locator('section[aria-label^="Notifications"]');
    await expect(container).toHaveCount(1);

    // A visitor who tries to buy is told to log in first (and the login dialog opens).
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Log in to buy' })).toBeVisible();
    const login = page.getByRole('dialog', { name: 'Log in to Sidecamp' });
    await expect(login).toBeVisible();
    await login.getByRole('textbox').first().focus();
    await page.keyboard.press('Escape');
    await expect(login).toBeHidden();

    await page.getByRole('navigation', { name: 'Camps' }).getByRole('link', { name: 'Lounge' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Lounge' })).toBeVisible();
    await expect(container).toHaveCount(1);
  });
});

test.describe('F1.2 consent dialog', () => {
  test.use({ thirdPartyScripts: true });

  test('appears once the browser is idle when no choice is stored, and links to the privacy policy', async ({
    page,
  }) => {
    await page.goto('/');
    const dialog = consentDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Accept all' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Reject all' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Customise' })).toBeVisible();
    expect(await storedConsent(page)).toBeNull();

    await dialog.getByRole('link', { name: 'Read the privacy policy' }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
  });

  test('Accept all stores both categories and the dialog stays closed afterwards', async ({ page }) => {
    await page.goto('/');
    await consentDialog(page).getByRole('button', { name: 'Accept all' }).click();
    await expect(consentDialog(page)).toBeHidden();
    expect(await storedConsent(page)).toEqual({ analytics: true, ads: true });

    // Past the dialog's longest wait for an idle moment (3 s), on the page's clock, and past the
    // loading of whatever that would have opened: it stays closed.
    await page.clock.install();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.clock.fastForward(10_000);
    await page.waitForLoadState('networkidle');
    await expect(consentDialog(page)).toBeHidden();
  });

  test('Reject all stores neither category', async ({ page }) => {
    await page.goto('/');
    await consentDialog(page).getByRole('button', { name: 'Reject all' }).click();
    await expect(consentDialog(page)).toBeHidden();
    expect(await storedConsent(page)).toEqual({ analytics: false, ads: false });
  });

  test('Customise stores each toggle separately', async ({ page }) => {
    await page.goto('/');
    const dialog = consentDialog(page);
    await dialog.getByRole('button', { name: 'Customise' }).click();
    await expect(dialog.getByRole('switch', { name: /Strictly necessary/ })).toBeDisabled();
    const analytics = dialog.getByRole('switch', { name: /Analytics/ });
    const ads = dialog.getByRole('switch', { name: /Ads/ });
    await expect(analytics).not.toBeChecked();
    await expect(ads).not.toBeChecked();
    await setChecked(analytics);
    await expect(analytics).toBeChecked();
    await dialog.getByRole('button', { name: 'Save choices' }).click();
    await expect(dialog).toBeHidden();
    expect(await storedConsent(page)).toEqual({ analytics: true, ads: false });
  });

  test('"Cookie settings" in the footer reopens it with the stored choice', async ({ page }) => {
    await presetConsent(page, { analytics: true, ads: false });
    await page.goto('/support');
    await expect(page.getByRole('heading', { level: 1, name: 'FAQ & support' })).toBeVisible();
    await expect(consentDialog(page)).toBeHidden();

    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
    const dialog = consentDialog(page);
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Customise' }).click();
    await expect(dialog.getByRole('switch', { name: /Analytics/ })).toBeChecked();
    await expect(dialog.getByRole('switch', { name: /Ads/ })).not.toBeChecked();

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    expect(await storedConsent(page)).toEqual({ analytics: true, ads: false });
  });
});

test.describe('F1.3 analytics and ad scripts', () => {
  test.use({ thirdPartyScripts: true });

  /*
   * The page runs on Playwright's clock, paused once the app runs: its timers move only when the
   * test moves them, so "not before 2 s, then at 2 s" is checked to the millisecond, and no test
   * sits out the real seconds (the delays cost ~25 s of waiting here before). A script counts as
   * loaded once its element is in the page (the app adds it when its timer fires) and the browser
   * requested it.
   */
  const ADS_SCRIPT = 'sidecamp-ads';
  const ANALYTICS_SCRIPT = 'sidecamp-analytics';
  const present = (page: Page, id: string) => page.evaluate((id) => document.getElementById(id) !== null, id);

  test('nothing loads before consent; after Accept all the ad script follows after 2 s and analytics after 5 s', async ({
    page,
    requests,
  }) => {
    await page.clock.install();
    await page.goto('/');
    await expect(consentDialog(page)).toBeVisible();
    // A minute on: without consent nothing may load, however long the page is open.
    await page.clock.pauseAt(Date.now() + 60_000);
    expect(await present(page, ADS_SCRIPT)).toBe(false);
    expect(await present(page, ANALYTICS_SCRIPT)).toBe(false);

    await consentDialog(page).getByRole('button', { name: 'Accept all' }).click();
    await expect(consentDialog(page)).toBeHidden();
    await page.clock.runFor(ADS_DELAY_MS - 1);
    expect(await present(page, ADS_SCRIPT)).toBe(false);
    await page.clock.runFor(1);
    expect(await present(page, ADS_SCRIPT)).toBe(true);
    expect(await present(page, ANALYTICS_SCRIPT)).toBe(false);
    await page.clock.runFor(ANALYTICS_DELAY_MS - ADS_DELAY_MS - 1);
    expect(await present(page, ANALYTICS_SCRIPT)).toBe(false);
    await page.clock.runFor(1);
    expect(await present(page, ANALYTICS_SCRIPT)).toBe(true);

    await expect.poll(() => requestsTo(requests, ADS_URL).length).toBe(1);
    await expect.poll(() => requestsTo(requests, ANALYTICS_URL).length).toBe(1);
    expect(requestsTo(requests, ADS_URL)[0]!.at).toBeLessThan(requestsTo(requests, ANALYTICS_URL)[0]!.at);
    // The stubs ran, so the scripts were really executed (and the CSP allowed them).
    await expect.poll(() => page.evaluate(() => Reflect.get(window, '__adsLoaded') === true)).toBe(true);
    await expect
      .poll(() => page.evaluate(() => Reflect.get(window, '__analyticsLoaded') === true))
      .toBe(true);
  });

  test('Reject all: neither script is ever requested', async ({ page, requests }) => {
    await page.clock.install();
    await page.goto('/');
    await consentDialog(page).getByRole('button', { name: 'Reject all' }).click();
    await expect(consentDialog(page)).toBeHidden();
    await page.clock.pauseAt(Date.now() + 60_000);
    expect(await present(page, ADS_SCRIPT)).toBe(false);
    expect(await present(page, ANALYTICS_SCRIPT)).toBe(false);
    expect(requestsTo(requests, ANALYTICS_URL)).toHaveLength(0);
    expect(requestsTo(requests, ADS_URL)).toHaveLength(0);
  });

  test('a stored analytics-only choice loads analytics after its delay and never the ads', async ({
    page,
    requests,
  }) => {
    await presetConsent(page, { analytics: true, ads: false });
    // The clock runs until the app has adopted the page (a paused one would hold its start back),
    // whose effect starts the delay; then it jumps the delay ahead.
    await page.clock.install();
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-page-ready', '');
    expect(await present(page, ANALYTICS_SCRIPT)).toBe(false);
    await page.clock.fastForward(ANALYTICS_DELAY_MS);
    expect(await present(page, ANALYTICS_SCRIPT)).toBe(true);
    await expect.poll(() => requestsTo(requests, ANALYTICS_URL).length).toBe(1);
    await page.clock.runFor(60_000);
    expect(await present(page, ADS_SCRIPT)).toBe(false);
    expect(requestsTo(requests, ADS_URL)).toHaveLength(0);
  });
});

test.describe('F1.4 structured data', () => {
  test('the served document holds a WebSite/Person and a LocalBusiness JSON-LD block', async ({ page }) => {
    await page.goto('/');
    const blocks = page.locator('head script[type="application/ld+json"]');
    await expect(blocks).toHaveCount(2);
    const types = (await blocks.allTextContents()).map((text) => {
      const data = JSON.parse(text) as { '@type'?: string | string[] };
      return data['@type'];
    });
    expect(['WebSite', 'Person']).toContain(types[0]);
    expect(types[1]).toBe('LocalBusiness');
  });
});

test.describe('F1.5 font', () => {
  test('Inter is used and loaded from our own origin only', async ({ page, requests, baseURL }) => {
    await presetConsent(page, { analytics: false, ads: false });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toContain('Inter Variable');
    expect(await page.evaluate(() => document.fonts.check('16px "Inter Variable"'))).toBe(true);

    const fonts = requests.filter((request) => request.resourceType === 'font');
    expect(fonts.length).toBeGreaterThan(0);
    for (const font of fonts) expect(font.url.startsWith(`${baseURL}/`)).toBe(true);
    expect(
      requests.filter((request) => /fonts\.(googleapis|gstatic)\.com|rsms\.me/.test(request.url)),
    ).toHaveLength(0);
  });
});

test.describe('F1.6 ?action=login', () => {
  test('removes the parameter (keeping the others and the hash), replaces the address and opens the login dialog', async ({
    page,
    baseURL,
  }) => {
    await presetConsent(page, { analytics: false, ads: false });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Project hub' })).toBeVisible();
    await page.goto('/lounge?action=login&x=1#h');
    await expect(page).toHaveURL(`${baseURL}/lounge?x=1#h`);
    await expect(page.getByRole('dialog', { name: 'Log in to Sidecamp' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Lounge' })).toBeAttached();

    // Replaced, not pushed: going back skips the ?action=login address.
    await page.goBack();
    await expect(page).toHaveURL(`${baseURL}/`);
  });

  test('the login dialog validates before sending, then shows the server answer plainly', async ({
    page,
  }) => {
    await presetConsent(page, { analytics: false, ads: false });
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log in to Sidecamp' });
    await expect(dialog).toBeVisible();

    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expect(dialog.getByText('Enter your e-mail address.')).toBeVisible();
    await expect(dialog.getByText('Enter your password.')).toBeVisible();

    await dialog.getByLabel('E-mail').fill('not-an-address');
    await dialog.getByLabel('Password').fill('correct horse battery staple');
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expect(dialog.getByText('Enter an e-mail address like name@example.com.')).toBeVisible();

    await dialog.getByLabel('E-mail').fill(`nobody.${Date.now()}@example.com`);
    const answer = page.waitForResponse(
      (response) => response.url().endsWith('/api/auth/login') && response.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: 'Log in' }).click();
    const response = await answer;
    expect(response.ok()).toBe(false);
    const body = (await response.json()) as { error: { code: string; message: string } };
    // Whatever the server says (wrong credentials today, 'not available yet' before accounts) is shown as is.
    await expect(dialog.getByRole('alert')).toHaveText(body.error.message);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeAttached();

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});

test.describe('logging in and out', () => {
  test('a member logs in through the dialog, the chat socket opens, and logging out resets the state', async ({
    page,
    request,
    requests,
  }) => {
    const account = await registerAccount(request);
    await presetConsent(page, { analytics: false, ads: false });
    const sockets: string[] = [];
    page.on('websocket', (socket) => sockets.push(socket.url()));
    await page.goto('/');
    await expect.poll(async () => (await storedUserState(page))?.loginAttempted).toBe(true);

    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log in to Sidecamp' });
    await dialog.getByLabel('E-mail').fill(account.email);
    await dialog.getByLabel('Password').fill(account.password);
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expect(dialog).toBeHidden();
    await expect(
      page.locator('[data-sonner-toast]').filter({ hasText: `Welcome back, ${account.nickname}` }),
    ).toBeVisible();
    const accountMenu = page.getByRole('button', { name: `${account.nickname} account menu` });
    await expect(accountMenu).toBeVisible();

    const stored = await storedUserState(page);
    expect(stored).toMatchObject({
      loginAttempted: true,
      loggedIn: true,
      profile: { nickname: account.nickname },
    });
    expect(typeof stored?.loginTime).toBe('number');
    await expect.poll(() => sockets.some((url) => url.includes('/socket.io/'))).toBe(true);

    // A reload keeps the login from sessionStorage without a second session check.
    await page.reload();
    await expect(accountMenu).toBeVisible();
    const checks = requests.filter(
      (entry) => entry.method === 'POST' && entry.url.endsWith('/api/auth/session'),
    );
    expect(checks).toHaveLength(1);

    await accountMenu.click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
    expect(await storedUserState(page)).toMatchObject({ loggedIn: false, profile: null, loginTime: null });
  });

  test('a newer login elsewhere leaves this browser logged out with a toast', async ({
    browser,
    request,
  }) => {
    const account = await registerAccount(request);
    const credentials = { email: account.email, password: account.password };
    const first = await browser.newContext();
    await presetConsent(first, { analytics: false, ads: false });
    // Every toast text either tab ever shows, kept even after the toast has timed out: on a slow
    // machine the first tab's toast can come and go while the later tab is still loading.
    await first.addInitScript(() => {
      const seen: string[] = [];
      Object.assign(window, { toastsSeen: seen });
      new MutationObserver(() => {
        for (const toast of document.querySelectorAll('[data-sonner-toast]')) {
          const text = toast.textContent ?? '';
          if (!seen.includes(text)) seen.push(text);
        }
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    const firstTab = await first.newPage();
    expect((await firstTab.request.post('/api/auth/login', { data: credentials })).status()).toBe(200);
    await firstTab.goto('/');
    await expect(firstTab.getByRole('button', { name: `${account.nickname} account menu` })).toBeVisible();

    const second = await browser.newContext();
    expect((await second.request.post('/api/auth/login', { data: credentials })).status()).toBe(200);

    // A new tab of the first browser has no login attempt yet, so it checks the session again.
    // Opening it also blurs the first tab, whose own re-check may learn the news first: the
    // server then clears the dead cookie, so exactly one of the two tabs says why.
    const laterTab = await first.newPage();
    await laterTab.goto('/');
    const elsewhereToasts = async () => {
      let count = 0;
      for (const tab of [firstTab, laterTab]) {
        const seen = await tab.evaluate(() => (window as unknown as { toastsSeen: string[] }).toastsSeen);
        count += seen.filter((text) => text.includes('You were logged in elsewhere')).length;
      }
      return count;
    };
    await expect.poll(elsewhereToasts).toBeGreaterThan(0);
    await expect(laterTab.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
    // The first tab learns it too when it is focused again (headless tabs need the event sent).
    await expect(async () => {
      await firstTab.evaluate(() => window.dispatchEvent(new Event('focus')));
      await expect(firstTab.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible({
        timeout: 1000,
      });
    }).toPass();
    // The later tab shows "Log in" from its first paint (nobody is logged in until a check says so);
    // its stored state is written when its own check has answered, which a busy machine delays.
    await expect
      .poll(() => storedUserState(laterTab))
      .toMatchObject({ loginAttempted: true, loggedIn: false, profile: null });
    await first.close();
    await second.close();
  });
});

test.describe('F1.7 translations', () => {
  test('common loads from /locales/en/common.json and each area loads its own namespace', async ({
    page,
    requests,
    baseURL,
  }) => {
    await presetConsent(page, { analytics: false, ads: false });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Project hub' })).toBeVisible();
    const locales = () =>
      requests.filter((request) => request.url.includes('/locales/')).map((request) => request.url);
    expect(locales()).toContain(`${baseURL}/locales/en/common.json`);
    expect(locales()).toContain(`${baseURL}/locales/en/projects.json`);
    expect(locales()).not.toContain(`${baseURL}/locales/en/lounge.json`);

    await page.getByRole('navigation', { name: 'Camps' }).getByRole('link', { name: 'Lounge' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Lounge' })).toBeVisible();
    expect(locales()).toContain(`${baseURL}/locales/en/lounge.json`);
    // No untranslated keys leak into the page.
    await expect(page.locator('body')).not.toContainText(/\b(nav|shell|empty|status)\.[a-zA-Z]+/);
  });
});

test.describe('F1.8 and F1.9 user state and session check', () => {
  test('the session check runs once per browser session and leaves the visitor logged out', async ({
    page,
    requests,
  }) => {
    await presetConsent(page, { analytics: false, ads: false });
    const sessionChecks = () =>
      requests.filter((request) => request.method === 'POST' && request.url.endsWith('/api/auth/session'));
    const firstCheck = page.waitForResponse((response) => response.url().endsWith('/api/auth/session'));
    await page.goto('/');
    const response = await firstCheck;
    expect(await response.json()).toEqual({ result: false, loginDuplicated: false, user: null });

    const camps = page.getByRole('navigation', { name: 'Camps' });
    await camps.getByRole('link', { name: 'Members' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Members' })).toBeVisible();
    await camps.getByRole('link', { name: 'Booths' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Booths' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Booths' })).toBeVisible();
    await page.waitForTimeout(1000);

    expect(sessionChecks()).toHaveLength(1);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
  });

  test('sessionStorage holds exactly the four persisted fields', async ({ page }) => {
    await presetConsent(page, { analytics: false, ads: false });
    await page.goto('/');
    const readStored = () =>
      page.evaluate((key) => {
        const raw = window.sessionStorage.getItem(key);
        return raw ? (JSON.parse(raw) as { state: Record<string, unknown> }).state : null;
      }, USER_STORAGE_KEY);
    await expect.poll(async () => (await readStored())?.loginAttempted).toBe(true);
    const stored = await readStored();
    expect(Object.keys(stored ?? {}).sort()).toEqual(['loggedIn', 'loginAttempted', 'loginTime', 'profile']);
    expect(stored).toEqual({ loginAttempted: true, loggedIn: false, loginTime: null, profile: null });
    expect(await page.evaluate(() => Object.keys(window.sessionStorage))).toEqual([USER_STORAGE_KEY]);
  });
});

test.describe('shell navigation and panels', () => {
  test('skip link moves focus to the main content', async ({ page }) => {
    await presetConsent(page, { analytics: false, ads: false });
    await page.goto('/lounge');
    await expect(page.getByRole('heading', { level: 1, name: 'Lounge' })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main-content')).toBeFocused();
  });

  test('the to-do panel opens from the top bar on any page and asks a visitor to log in', async ({
    page,
  }) => {
    await presetConsent(page, { analytics: false, ads: false });
    await page.goto('/quests');
    await expect(page.getByRole('heading', { level: 1, name: 'Weekly quests' })).toBeVisible();
    const toggle = page.getByRole('banner').getByRole('button', { name: 'To-do list' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    const panel = page.getByRole('dialog', { name: 'To-do' });
    await expect(panel).toBeVisible();
    await expect(panel.getByText('Log in to keep a to-do list')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test('the menu traps focus, closes on Escape and returns focus', async ({ page }) => {
      await presetConsent(page, { analytics: false, ads: false });
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1, name: 'Project hub' })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Camps' })).toBeHidden();
      const openMenu = page.getByRole('button', { name: 'Open menu' });
      await openMenu.click();
      const menu = page.getByRole('dialog', { name: 'Menu' });
      await expect(menu).toBeVisible();
      for (const name of ['Members', 'Lounge', 'Chat', 'Projects', 'To-do', 'Quests', 'Booths']) {
        await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
      }
      for (let step = 0; step < 25; step += 1) {
        await page.keyboard.press('Tab');
        expect(await menu.evaluate((element) => element.contains(document.activeElement))).toBe(true);
      }
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(openMenu).toBeFocused();

      await openMenu.click();
      await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Quests' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Weekly quests' })).toBeVisible();
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
    });

    test('the bottom navigation reaches the camps', async ({ page }) => {
      await presetConsent(page, { analytics: false, ads: false });
      await page.goto('/');
      const quick = page.getByRole('navigation', { name: 'Quick links' });
      await quick.getByRole('link', { name: 'Booths' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Booths' })).toBeVisible();
      await expect(quick.getByRole('link', { name: 'Booths' })).toHaveAttribute('aria-current', 'page');
    });
  });
});
