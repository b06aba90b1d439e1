/**
 * Debian's Chromium builds and the flags every browser the tests and Lighthouse start runs with.
 *
 * Tests run in Debian's `chromium-headless-shell` (the same Chromium release, built as the old
 * headless shell, which is what Playwright itself runs headless tests in): it has no browser UI, so
 * no tab-strip renderer per window and a lighter browser process. Measured on the whole suite here,
 * ~5.3 → ~3.7 min on two cores. The shell has no desktop notifications (their permission reads
 * "denied" even when granted), so tests tagged FULL_BROWSER_TAG run in the full `chromium`, as do
 * Lighthouse and the screenshot scripts.
 */
export const CHROMIUM_PATH = '/usr/bin/chromium';
export const CHROMIUM_HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';
/** A test that needs what only the full browser has (desktop notifications) carries this tag. */
export const FULL_BROWSER_TAG = '@full-browser';
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
