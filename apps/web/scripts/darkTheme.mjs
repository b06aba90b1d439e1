/**
 * The dark theme (issue 33): `public/theme-dark.css`, written by this script from the light tokens.
 *
 * Every colour on a screen is a palette token (`stone-500`, `pine-600`, `white`), so the dark theme
 * redefines the tokens, not the screens: the neutrals get their own dark ramp (page, card, fill,
 * border, then text from faint to full) and each hue the screens use is mirrored around its middle
 * (50 ↔ 950, 100 ↔ 900, …), so a soft panel (`pine-50` behind `pine-800` text) stays a soft panel
 * with readable text, and a solid button (`pine-600` under `white` text) stays a solid button.
 *
 * A panel that is already dark in the light theme (the hub's welcome panel, `pine-900` under white
 * text) would turn into a bright one; marked `same-in-dark`, it gets the light tokens back and
 * looks the same in both themes.
 *
 * The file is a stylesheet of its own, linked with a media query (index.html): a light visitor's
 * browser fetches it late and never waits for it, so it costs the first paint nothing; a dark
 * visitor's paints dark from the first frame. The file is committed; a unit test
 * (src/app/theme/darkTheme.test.ts) fails when it is not what this script writes now.
 *
 *   node scripts/darkTheme.mjs          writes public/theme-dark.css
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const WEB = fileURLToPath(new URL('..', import.meta.url));
export const DARK_THEME_FILE = path.join(WEB, 'public', 'theme-dark.css');

const STEPS = ['50', '100', '200', '300', '400', '500', '600', '700', '800', '900', '950'];

/**
 * The neutral ramp in the dark, by role: lightness in oklch, a warm grey like stone's own. `white`
 * is the card on the `stone-50` page; `stone-900` is the main text.
 */
const NEUTRAL_DARK = {
  white: 20.5,
  50: 16,
  100: 25,
  200: 31,
  300: 39,
  400: 58,
  500: 70,
  600: 78,
  700: 86,
  800: 92,
  900: 96,
  950: 98.5,
};
const neutral = (lightness) => `oklch(${lightness}% 0.006 56)`;

/** `--color-<hue>-<step>: <value>;` lines of a stylesheet (Tailwind's theme, our @theme block). */
function paletteOf(css) {
  const palette = new Map();
  for (const [, hue, step, value] of css.matchAll(/--color-([a-z]+)-(\d+):\s*([^;]+);/g)) {
    if (!palette.has(hue)) palette.set(hue, new Map());
    palette.get(hue).set(step, value.trim());
  }
  return palette;
}

/** The hues the screens name in a class (`text-amber-700`), so the file carries no unused ramp. */
function huesUsedIn(sources, palette) {
  const used = new Set();
  for (const source of sources) {
    for (const [, hue] of source.matchAll(/-([a-z]+)-(?:50|[1-9]00|950)\b/g)) {
      if (palette.has(hue)) used.add(hue);
    }
  }
  return [...used].sort();
}

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (/\.(tsx?|css)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield full;
  }
}

/** The stylesheet, from the two palettes and the screens' sources. */
export function darkThemeCss({ tailwindTheme, appStyles, sources }) {
  const palette = paletteOf(tailwindTheme);
  for (const [hue, steps] of paletteOf(appStyles)) palette.set(hue, steps);
  const lines = [
    '/* Written by apps/web/scripts/darkTheme.mjs from the light tokens: edit the script, not this file. */',
    ':root {',
    '  color-scheme: dark;',
    `  --color-white: ${neutral(NEUTRAL_DARK.white)};`,
  ];
  for (const step of STEPS) lines.push(`  --color-stone-${step}: ${neutral(NEUTRAL_DARK[step])};`);
  for (const hue of huesUsedIn(sources, palette)) {
    if (hue === 'stone') continue;
    const steps = palette.get(hue);
    STEPS.forEach((step, index) => {
      const mirrored = steps.get(STEPS[STEPS.length - 1 - index]);
      if (mirrored) lines.push(`  --color-${hue}-${step}: ${mirrored};`);
    });
  }
  lines.push(
    '  --shadow-card: 0 1px 2px rgb(0 0 0 / 0.3), 0 1px 3px rgb(0 0 0 / 0.35);',
    '  --shadow-lift: 0 12px 32px -12px rgb(0 0 0 / 0.6);',
    '}',
    '',
    '/* Panels that are dark in the light theme keep the light tokens. */',
    '.same-in-dark {',
    '  color-scheme: light;',
    `  --color-white: ${/--color-white:\s*([^;]+);/.exec(tailwindTheme)?.[1] ?? '#fff'};`,
  );
  for (const hue of ['stone', ...huesUsedIn(sources, palette).filter((hue) => hue !== 'stone')]) {
    for (const step of STEPS) {
      const light = palette.get(hue)?.get(step);
      if (light) lines.push(`  --color-${hue}-${step}: ${light};`);
    }
  }
  lines.push('}', '');
  return lines.join('\n');
}

/** Reads the inputs from this checkout. */
export function darkThemeFromCheckout() {
  const tailwindTheme = readFileSync(createRequire(import.meta.url).resolve('tailwindcss/theme.css'), 'utf8');
  const appStyles = readFileSync(path.join(WEB, 'src', 'styles.css'), 'utf8');
  const sources = [...sourceFiles(path.join(WEB, 'src'))].map((file) => readFileSync(file, 'utf8'));
  return darkThemeCss({ tailwindTheme, appStyles, sources });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(DARK_THEME_FILE, darkThemeFromCheckout());
  console.log(`dark theme: ${path.relative(process.cwd(), DARK_THEME_FILE)}`);
}
