/**
 * Light and dark (issue 33). A person's choice is kept in the browser (localStorage under
 * THEME_STORAGE_KEY, one of THEME_CHOICES); "system" follows the device's setting.
 *
 * The dark tokens are a stylesheet linked with the media query of the choice (the element
 * DARK_THEME_LINK_ID in index.html), so the system setting needs no script at all and a change of it
 * applies at once. THEME_BOOT_SCRIPT runs in the page's head before the first paint and points that
 * query at a remembered choice, so a forced theme never flashes the other one; the server writes it
 * into the page and allows exactly its hash in the content security policy.
 */
export const THEME_CHOICES = ['system', 'light', 'dark'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];

export const THEME_STORAGE_KEY = 'sidecamp.theme';
export const DARK_THEME_LINK_ID = 'theme-dark';

/** The media query that switches the dark stylesheet on for a choice. */
export function darkThemeMedia(choice: ThemeChoice): string {
  if (choice === 'dark') return 'all';
  if (choice === 'light') return 'not all';
  return '(prefers-color-scheme: dark)';
}

export function isThemeChoice(value: unknown): value is ThemeChoice {
  return typeof value === 'string' && (THEME_CHOICES as readonly string[]).includes(value);
}

/** The browser bar's colour per theme: the brand pine in the light, the page's own dark grey in the dark. */
export const THEME_BAR_COLOURS = { light: '#166445', dark: '#141211' } as const;

export const THEME_BOOT_SCRIPT =
  `(function(){try{var c=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)});` +
  `if(c!=="dark"&&c!=="light")return;` +
  `var l=document.getElementById(${JSON.stringify(DARK_THEME_LINK_ID)});if(l)l.media=c==="dark"?"all":"not all";` +
  `var m=document.querySelectorAll('meta[name="theme-color"]');` +
  `for(var i=0;i<m.length;i++)m[i].content=${JSON.stringify(THEME_BAR_COLOURS)}[c]}catch(e){}})();`;
