import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { type Browser, expect } from '@playwright/test';
import { type Maker, newMaker } from './makers';
import { E2E_DATA_DIR, REPO_ROOT } from './server';

const run = promisify(execFile);

/**
 * Makes an account an admin in the e2e server's database with the operator's command,
 * `npm run admin -- grant <email>` (run here as the script it calls, so no npm banner is parsed).
 * The person's next session reads the new role.
 */
export async function grantAdmin(email: string): Promise<void> {
  await run(
    process.execPath,
    ['--import', 'tsx', 'apps/server/src/modules/admin/admin.main.ts', 'grant', email],
    {
      cwd: REPO_ROOT,
      env: { ...process.env, DATA_DIR: E2E_DATA_DIR, LOG_LEVEL: 'warn' },
      timeout: 60_000,
    },
  );
}

/**
 * A new member made an admin, with a fresh session (logged out and in again) so the server reads
 * the new role: what every test of the console starts from.
 */
export async function newAdmin(browser: Browser): Promise<Maker> {
  const admin = await newMaker(browser);
  await grantAdmin(admin.email);
  await admin.api.post('/api/auth/logout');
  const login = await admin.api.post('/api/auth/login', {
    data: { email: admin.email, password: 'correct horse battery' },
  });
  expect(login.status(), await login.text()).toBe(200);
  return admin;
}
