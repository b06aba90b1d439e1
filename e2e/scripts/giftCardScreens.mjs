// Screenshots of the gift cards page (issue 20) at desktop and phone width, for a human look: a
// seeded member buys a card in the page and the whole code is shown, then a second visit shows the
// empty redeem form's errors and the list.
// Needs a seeded server: PORT=3294 HOST=127.0.0.1 DATA_DIR=$(mktemp -d) SEED=1 node --import tsx apps/server/src/main.ts
// Run: node e2e/scripts/giftCardScreens.mjs [baseUrl] [outDir]
import { chromium } from '@playwright/test';

const BASE = process.argv[2] ?? 'http://127.0.0.1:3294';
const OUT = process.argv[3] ?? '/tmp/gift-card-screens';

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });

async function dismissConsent(page) {
  const reject = page.getByRole('button', { name: 'Reject all' });
  await reject.waitFor({ timeout: 5000 }).then(
    () => reject.click(),
    () => undefined, // already answered in this browser
  );
}

for (const [name, viewport] of [
  ['desktop', { width: 1280, height: 900 }],
  ['phone', { width: 390, height: 844 }],
]) {
  const context = await browser.newContext({ baseURL: BASE, viewport, locale: 'en-GB' });
  const login = await context.request.post('/api/auth/login', {
    data: { email: 'minjibuilds@demo.sidecamp.dev', password: 'sidecamp-demo' },
  });
  if (!login.ok()) throw new Error(`login: ${login.status()} ${await login.text()}`);
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') console.warn(`[${name}] console error: ${message.text()}`);
  });
  await page.goto('/points/gift-cards');
  await dismissConsent(page);
  await page.getByRole('heading', { level: 1, name: 'Gift cards' }).waitFor();
  await page.screenshot({ path: `${OUT}/gift-cards-${name}-before.png`, fullPage: true });

  // React Aria keeps each radio's input visually hidden under its label, hence force.
  await page.getByRole('radio', { name: '10 points' }).check({ force: true });
  await page.getByRole('button', { name: 'Buy a 10-point card' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  await page.waitForTimeout(500); // the dialog's rise-in animation
  await page.screenshot({ path: `${OUT}/gift-cards-${name}-confirm.png` });
  await dialog.getByRole('button', { name: 'Buy for 10 points' }).click();
  await page.getByTestId('gift-card-code').waitFor();
  await page.waitForTimeout(300);
  const focused = await page.evaluate(() => document.activeElement?.textContent);
  console.log(`[${name}] focus after buying: ${focused}`);
  console.log(`[${name}] code: ${await page.getByTestId('gift-card-code').textContent()}`);
  await page.getByLabel('Code').fill('abcd efgh');
  await page.getByRole('button', { name: 'Redeem' }).click();
  await page.getByText('A code is 16 letters').first().waitFor();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  console.log(`[${name}] horizontal overflow: ${overflow}px`);
  await page.screenshot({ path: `${OUT}/gift-cards-${name}.png`, fullPage: true });
  await context.close();
}

await browser.close();
console.log(`Screenshots in ${OUT}`);
