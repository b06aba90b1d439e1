import {
  type APIRequestContext,
  type BrowserContext,
  test as base,
  type ConsoleMessage,
  expect,
  type Page,
  type Request,
} from '@playwright/test';

export const ANALYTICS_URL = 'https://analytics.sidecamp.test/session.js';
export const ADS_URL = 'https://ads.sidecamp.test/ads.js';
export const CONSENT_STORAGE_KEY = 'sidecamp.consent.v1';
export const USER_STORAGE_KEY = 'sidecamp.user';

/** One request seen by the browser, with the test-runner time it was issued. */
export type SeenRequest = { url: string; method: string; resourceType: string; at: number };

type Options = {
  /**
   * Answer the analytics and ad script addresses locally. Off unless a file asks for it
   * (`test.use({ thirdPartyScripts: true })`): routing any request makes Playwright intercept
   * every request of the page, which doubles the time of each page load.
   */
  thirdPartyScripts: boolean;
};

type Fixtures = {
  /** Every request the page issued, in order, recorded from the first navigation. */
  requests: SeenRequest[];
  /** Console errors and uncaught page errors. */
  consoleErrors: string[];
  /** Pages of contexts a test opens itself (a second browser) wait for the app too (waitForLivePages). */
  livePagesInNewContexts: undefined;
};

/**
 * Every test: requests and console errors are recorded for assertions. Files that let the
 * analytics and ad scripts load (`thirdPartyScripts`) get them answered locally with a tiny
 * script, so nothing ever leaves the machine.
 */
export const test = base.extend<Options & Fixtures>({
  thirdPartyScripts: [false, { option: true }],
  requests: async ({ page }, use) => {
    const seen: SeenRequest[] = [];
    page.on('request', (request: Request) =>
      seen.push({
        url: request.url(),
        method: request.method(),
        resourceType: request.resourceType(),
        at: Date.now(),
      }),
    );
    await use(seen);
  },
  consoleErrors: [
    async ({ page }, use, testInfo) => {
      const errors: string[] = [];
      page.on('console', (message: ConsoleMessage) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(`${error.message}\n${error.stack ?? ''}`));
      await use(errors);
      // On failure, the browser's own account of what went wrong is the first thing to read.
      if (testInfo.status !== testInfo.expectedStatus && errors.length > 0) {
        await testInfo.attach('console errors', { body: errors.join('\n\n'), contentType: 'text/plain' });
      }
    },
    { auto: true },
  ],
  livePagesInNewContexts: [
    async ({ browser }, use) => {
      const newContext = browser.newContext;
      browser.newContext = async (...args: Parameters<typeof newContext>) => {
        const context = await newContext.apply(browser, args);
        // A page without scripts never becomes live: it has nothing to wait for.
        if (args[0]?.javaScriptEnabled === false) return context;
        const newPage = context.newPage.bind(context);
        context.newPage = async () => {
          const page = await newPage();
          waitForLivePages(page);
          return page;
        };
        return context;
      };
      await use(undefined);
      // The browser outlives the test (one per worker): the next test wraps it afresh.
      browser.newContext = newContext;
    },
    { auto: true },
  ],
  page: async ({ page, thirdPartyScripts }, use) => {
    waitForLivePages(page);
    if (!thirdPartyScripts) return use(page);
    const fulfilScript = (name: string) => ({
      status: 200,
      contentType: 'text/javascript',
      body: `window.__${name}Loaded = true;`,
    });
    await page.route('https://analytics.sidecamp.test/**', (route) =>
      route.fulfill(fulfilScript('analytics')),
    );
    await page.route('https://ads.sidecamp.test/**', (route) => route.fulfill(fulfilScript('ads')));
    await use(page);
  },
});

export { expect };

/**
 * A public page arrives rendered by the server and is readable at once, but its controls work
 * only once React has adopted it (the app marks that with `data-page-ready`). Opening or reloading
 * an app page therefore also waits for the mark, as a person would wait for the page to respond;
 * an address that is not the app (an API answer, a file) is not waited for.
 */
export function waitForLivePages(page: Page): void {
  const waitForMark = async () => {
    await page
      .waitForFunction(
        () => !document.getElementById('root') || document.documentElement.hasAttribute('data-page-ready'),
        undefined,
        { timeout: 10_000 },
      )
      .catch(() => undefined);
  };
  const goto = page.goto.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await waitForMark();
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (...args) => {
    const response = await reload(...args);
    await waitForMark();
    return response;
  };
}

/** Requests to one third-party script address. */
export function requestsTo(requests: readonly SeenRequest[], url: string): SeenRequest[] {
  return requests.filter((request) => request.url === url);
}

/** Stores a consent choice before the app starts, so the dialog stays closed. */
export async function presetConsent(
  page: Page | BrowserContext,
  choice: { analytics: boolean; ads: boolean },
): Promise<void> {
  const value = JSON.stringify({
    state: { choice: { ...choice, decidedAt: new Date().toISOString() } },
    version: 1,
  });
  await page.addInitScript(
    ([key, stored]) => {
      if (!window.localStorage.getItem(key)) window.localStorage.setItem(key, stored);
    },
    [CONSENT_STORAGE_KEY, value] as const,
  );
}

/** The consent choice the app stored, or null. */
export async function storedConsent(page: Page): Promise<{ analytics: boolean; ads: boolean } | null> {
  return page.evaluate((key) => {
    const raw = window.localStorage.getItem(key);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as { state?: { choice?: { analytics: boolean; ads: boolean } | null } };
    const choice = parsed.state?.choice;
    return choice ? { analytics: choice.analytics, ads: choice.ads } : null;
  }, CONSENT_STORAGE_KEY);
}

export function consentDialog(page: Page) {
  return page.getByRole('dialog', { name: 'Cookies and your privacy' });
}

export type TestAccount = { email: string; password: string; nickname: string };

/**
 * Registers a fresh account through the API with a request context of its own, so the browser
 * under test is not logged in by it. Each test builds its own account (no shared fixtures).
 */
export async function registerAccount(request: APIRequestContext): Promise<TestAccount> {
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
  const account = {
    email: `maker.${unique}@example.com`,
    password: 'correct horse battery',
    nickname: `m${unique}`,
  };
  const response = await request.post('/api/auth/register', {
    data: { ...account, mainJobDetail: '0403', occupationStatus: '01', visitPurpose: '01' },
  });
  expect(response.status(), await response.text()).toBe(201);
  return account;
}

/** The persisted part of the user store in this tab's sessionStorage. */
export async function storedUserState(page: Page): Promise<Record<string, unknown> | null> {
  return page.evaluate((key) => {
    const raw = window.sessionStorage.getItem(key);
    return raw ? (JSON.parse(raw) as { state: Record<string, unknown> }).state : null;
  }, USER_STORAGE_KEY);
}
