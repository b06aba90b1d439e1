// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module script, without type declarations
import { DARK_THEME_FILE, darkThemeCss, darkThemeFromCheckout } from '../../../scripts/darkTheme.mjs';

const TAILWIND = `
  --color-red-50: oklch(97% 0.01 17);
  --color-red-500: oklch(63% 0.2 25);
  --color-red-950: oklch(25% 0.09 26);
  --color-lime-50: oklch(98% 0.03 120);
`;
const APP = '--color-pine-50: #effaf4;\n--color-pine-950: #08251b;';

describe('the dark theme stylesheet', () => {
  it('is what scripts/darkTheme.mjs writes from the current light tokens (run it after changing them)', () => {
    expect(readFileSync(DARK_THEME_FILE, 'utf8')).toBe(darkThemeFromCheckout());
  });

  it('mirrors each used hue around its middle and leaves out the hues no screen names', () => {
    const css: string = darkThemeCss({
      tailwindTheme: TAILWIND,
      appStyles: APP,
      sources: ['<p className="bg-red-50 text-pine-950" />'],
    });
    expect(css).toContain('--color-red-50: oklch(25% 0.09 26);');
    expect(css).toContain('--color-red-950: oklch(97% 0.01 17);');
    expect(css).toContain('--color-red-500: oklch(63% 0.2 25);');
    expect(css).toContain('--color-pine-50: #08251b;');
    expect(css).not.toContain('lime');
  });

  it('gives a panel marked same-in-dark its light tokens back', () => {
    const css: string = darkThemeCss({
      tailwindTheme: `--color-white: #fff;${TAILWIND}`,
      appStyles: APP,
      sources: ['<p className="bg-red-50 text-pine-950" />'],
    });
    const kept = css.slice(css.indexOf('.same-in-dark {'));
    expect(kept).toContain('color-scheme: light;');
    expect(kept).toContain('--color-white: #fff;');
    expect(kept).toContain('--color-red-50: oklch(97% 0.01 17);');
    expect(kept).toContain('--color-pine-950: #08251b;');
    expect(kept).not.toContain('lime');
  });

  it('gives the neutrals a dark ramp: the card above the page, text far above both', () => {
    const css: string = darkThemeCss({ tailwindTheme: '', appStyles: '', sources: [] });
    const lightness = (token: string) =>
      Number(css.match(new RegExp(`--color-${token}: oklch\\(([\\d.]+)%`))?.[1]);
    expect(lightness('stone-50')).toBeLessThan(lightness('white'));
    expect(lightness('white')).toBeLessThan(lightness('stone-200'));
    expect(lightness('stone-900') - lightness('white')).toBeGreaterThan(70);
    expect(css).toContain('color-scheme: dark');
  });
});
