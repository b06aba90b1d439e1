import { defineConfig, devices } from '@playwright/test';
import {
  CHROMIUM_FLAGS,
  CHROMIUM_HEADLESS_SHELL_PATH,
  CHROMIUM_PATH,
  FULL_BROWSER_TAG,
} from './support/chromium';
import { MAIL_CATCHER_URL, SMTP_PORT } from './support/mail';
import { E2E_DATA_DIR, E2E_PORT as PORT, REPO_ROOT } from './support/server';

const BASE_URL = `http://127.0.0.1:${PORT}`;
// The test OpenID provider's port follows the app's, so parallel runs on other ports never collide.
const OIDC_PORT = Number(process.env.E2E_OIDC_PORT ?? PORT + 1355);
const OIDC_ISSUER = `http://127.0.0.1:${OIDC_PORT}`;

/** Screenshots are a design review tool, not a test: they run only with SCREENSHOTS=1 (npm run screenshots). */
const TAKE_SCREENSHOTS = process.env.SCREENSHOTS === '1';

/** A 1280 x 800 desktop Chrome in the given Debian build, with the flags every test browser runs with. */
function desktopIn(executablePath: string) {
  return {
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 800 },
    launchOptions: { executablePath, args: CHROMIUM_FLAGS },
  };
}

export default defineConfig({
  testDir: '.',
  testMatch: TAKE_SCREENSHOTS ? ['screenshots.spec.ts'] : ['**/*.spec.ts'],
  testIgnore: TAKE_SCREENSHOTS ? [] : ['screenshots.spec.ts', '**/node_modules/**'],
  fullyParallel: false,
  workers: 2,
  retries: 0,
  // Generous waits: two workers drive several Chromium pages each on a 2-core machine, and a page
  // can wait seconds for CPU. Speed is measured by npm run bench and npm run lighthouse, not here.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  // CI collects a JSON report beside vitest's so .ci/summarise.mjs prints one closing line.
  reporter: process.env.VITEST_JSON_DIR
    ? [['list'], ['json', { outputFile: `${process.env.VITEST_JSON_DIR}/e2e.json` }]]
    : 'list',
  use: {
    baseURL: BASE_URL,
    // A failed test keeps its trace (actions, DOM snapshots, network) but not a film of the screen:
    // recording screenshots keeps both browsers' compositors drawing and encoding frames all run
    // long, which cost more CPU than any single test on this 2-core machine.
    // E2E_TRACE=0 (CI, which keeps only its log) records none: recording DOM snapshots of every
    // action cost about a fifth of the browser tests' CPU, measured on three specs here (55 CPU-s
    // against 42-46, 86-87 s against 76-81 s).
    trace:
      process.env.E2E_TRACE === '0'
        ? 'off'
        : { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    // Animations are not under test; with motion reduced (the app honours the preference) loading
    // pulses and toasts do not repaint every frame while a test waits.
    reducedMotion: 'reduce',
    locale: 'en-GB',
  },
  projects: [
    // Every test but the few that need the full browser: the headless shell costs less CPU.
    {
      name: 'chromium',
      grepInvert: new RegExp(FULL_BROWSER_TAG),
      use: desktopIn(CHROMIUM_HEADLESS_SHELL_PATH),
    },
    // Desktop notifications exist only in the full browser (support/chromium.ts).
    { name: 'chromium-full', grep: new RegExp(FULL_BROWSER_TAG), use: desktopIn(CHROMIUM_PATH) },
  ],
  webServer: [
    {
      // A real OpenID provider for the social-login tests; started first because the app discovers
      // it on the first social request. Run by node itself (not npx) so stopping it stops it.
      command: 'node --import tsx apps/server/src/modules/auth/social/testOidcProvider.main.ts',
      cwd: REPO_ROOT,
      url: `${OIDC_ISSUER}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        TEST_OIDC_PORT: String(OIDC_PORT),
        TEST_OIDC_REDIRECT_URIS: `${BASE_URL}/api/auth/social/6/callback`,
      },
    },
    {
      // A real SMTP server for the app's mail (password resets); the tests read it over HTTP.
      command: 'node --import tsx e2e/support/mailCatcher.main.ts',
      cwd: REPO_ROOT,
      url: `${MAIL_CATCHER_URL}/messages`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { TEST_SMTP_PORT: String(SMTP_PORT), TEST_SMTP_HTTP_PORT: String(SMTP_PORT + 1) },
    },
    {
      // The root script builds apps/web first (npm run test:e2e); the server serves apps/web/dist.
      // It runs on the embedded PostgreSQL, as people run it, in a folder emptied first.
      command: `rm -rf '${E2E_DATA_DIR}' && npm run start -w @sidecamp/server`,
      // SIGTERM lets the server stop its embedded PostgreSQL (Playwright's default kill would leave
      // the database server running after the tests).
      gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
      cwd: REPO_ROOT,
      url: `${BASE_URL}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATA_DIR: E2E_DATA_DIR,
        ANALYTICS_SCRIPT_URL: 'https://analytics.sidecamp.test/session.js',
        ADS_SCRIPT_URL: 'https://ads.sidecamp.test/ads.js',
        LOG_LEVEL: 'warn',
        // Links in e-mails (password reset) and the provider's redirect both use this address.
        PUBLIC_URL: BASE_URL,
        SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}?ignoreTLS=true`,
        // Tests log in and register far more often than a person; the limit itself has its own tests.
        AUTH_RATE_LIMIT_PER_MINUTE: '1000',
        // Cheap password hashing (as in the server's own tests): some 150 sign-ups and log-ins at
        // 60 ms of CPU each are not what these tests measure; production keeps argon2id's baseline.
        ARGON2_MEMORY_KIB: '1024',
        ARGON2_TIME_COST: '1',
        OIDC_PORTAL_ISSUER: OIDC_ISSUER,
        OIDC_PORTAL_CLIENT_ID: 'sidecamp-e2e',
        OIDC_PORTAL_CLIENT_SECRET: 'sidecamp-e2e-secret',
      },
    },
  ],
});
