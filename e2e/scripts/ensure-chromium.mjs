// Browser tests drive Debian's Chromium builds (not a Playwright-downloaded browser): the headless
// shell for most tests, the full browser for the few that need it (support/chromium.ts). Install
// what is missing when we can (running as root, e.g. in CI containers); otherwise say what to run.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Each binary the tests start, and the Debian package that ships it. */
const BROWSERS = [
  { path: '/usr/bin/chromium', pkg: 'chromium' },
  { path: '/usr/bin/chromium-headless-shell', pkg: 'chromium-headless-shell' },
];

const missing = BROWSERS.filter((browser) => !existsSync(browser.path));
if (missing.length > 0) {
  const packages = missing.map((browser) => browser.pkg);
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `Browser tests need Debian's ${missing.map((browser) => browser.path).join(' and ')}: run \`sudo apt-get install ${packages.join(' ')}\``,
    );
    process.exit(1);
  }
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update'], ['install', '-y', ...packages]]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0) {
      console.error(`apt-get ${args.join(' ')} failed (exit ${result.status ?? 'signal'}).`);
      process.exit(1);
    }
  }
  for (const browser of missing)
    if (!existsSync(browser.path)) {
      console.error(`apt-get installed ${browser.pkg}, but ${browser.path} is still missing.`);
      process.exit(1);
    }
}
