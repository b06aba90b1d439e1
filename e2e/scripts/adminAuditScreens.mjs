// Screenshots of the admin console's audit log (issue 22) at desktop and phone width, for a human
// look, and of the account menu with its "Admin console" entry.
// Needs a seeded server with an admin: PORT=3291 HOST=127.0.0.1 DATA_DIR=$(mktemp -d)
//   SEED=1 ADMIN_EMAILS=minjibuilds@demo.sidecamp.dev node --import tsx apps/server/src/main.ts
// Run: node e2e/scripts/adminAuditScreens.mjs [baseUrl] [outDir]
import { chromium } from '@playwright/test';

const BASE = process.argv[2] ?? 'http://127.0.0.1:3291';
const OUT = process.argv[3] ?? '/tmp/admin-screens';

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });

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
  await page.goto('/admin/audit');
  const reject = page.getByRole('button', { name: 'Reject all' });
  await reject.waitFor({ timeout: 5000 }).then(
    () => reject.click(),
    () => undefined,
  );
  await page.getByRole('heading', { level: 1, name: 'Audit log' }).waitFor();
  await page.getByRole('list', { name: 'Audit log' }).waitFor();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  console.log(`[${name}] horizontal overflow: ${overflow}px`);
  await page.screenshot({ path: `${OUT}/audit-${name}.png`, fullPage: true });
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Admin console' }).waitFor();
  await page.screenshot({ path: `${OUT}/audit-${name}-menu.png` });
  await context.close();
}
await browser.close();
