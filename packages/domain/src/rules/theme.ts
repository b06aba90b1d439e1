/**
 * Light and dark (issue 33). A person's choice is kept in the browser (localStorage under
 * THEME_STORAGE_KEY, one of THEME_CHOICES); "system" follows the device's setting.
 *
 * The dark tokens are a stylesheet (DARK_THEME_HREF) linked with the media query of the choice (the
 * element DARK_THEME_LINK_ID), so a change of the system setting applies at once. THEME_BOOT_SCRIPT
 * runs in the page's head before the first paint and writes that link only when the page is to be
 * dark, as a parser-inserted stylesheet, so a dark page never flashes light and a light visitor
 * never downloads the dark tokens (1.7 KiB of a phone's first visit); the app adds the link later
 * when the device or the person turns dark (apps/web/src/app/theme/theme.ts). The server writes the
 * script into the page and allows exactly its hash in the content security policy.
 */
export const THEME_CHOICES = ['system', 'light', 'dark'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];

export const THEME_STORAGE_KEY = 'sidecamp.theme';
export const DARK_THEME_LINK_ID = 'theme-dark';
export const DARK_THEME_HREF = '/theme-dark.css';
export const DARK_THEME_QUERY = '(prefers-color-scheme: dark)';

/** The media query that switches the dark stylesheet on for a choice. */
export function darkThemeMedia(choice: ThemeChoice): string {
  if (choice === 'dark') return 'all';
  if (choice === 'light') return 'not all';
  return DARK_THEME_QUERY;
}

export function isThemeChoice(value: unknown): value is ThemeChoice {
  return typeof value === 'string' && (THEME_CHOICES as readonly string[]).includes(value);
}

/** The browser bar's colour per theme: the brand pine in the light, the page's own dark grey in the dark. */
export const THEME_BAR_COLOURS = { light: '#166445', dark: '#141211' } as const;

/**
 * The page's one inline script (see the top of this file). With the choice "system" on a light
 * device it also waits for the device to turn dark, since until then there is no link to switch.
 */
export const THEME_BOOT_SCRIPT = [
  '(function(){',
  `var K=${JSON.stringify(THEME_STORAGE_KEY)},Q=${JSON.stringify(DARK_THEME_QUERY)},I=${JSON.stringify(DARK_THEME_LINK_ID)},c;`,
  'function chosen(){try{return localStorage.getItem(K)}catch(e){return null}}',
  'c=chosen();var f=c==="dark"||c==="light";',
  `if(c==="dark"||(!f&&matchMedia(Q).matches))document.write('<link rel="stylesheet" id="'+I+'" href="${DARK_THEME_HREF}" media="'+(f?"all":Q)+'">');`,
  'else if(!f)matchMedia(Q).addEventListener("change",function(e){var s=chosen();',
  'if(!e.matches||document.getElementById(I)||s==="dark"||s==="light")return;',
  `var l=document.createElement("link");l.rel="stylesheet";l.id=I;l.href="${DARK_THEME_HREF}";l.media=Q;document.head.appendChild(l)});`,
  'if(!f)return;var m=document.querySelectorAll(\'meta[name="theme-color"]\');',
  `for(var i=0;i<m.length;i++)m[i].content=${JSON.stringify(THEME_BAR_COLOURS)}[c]`,
  '})();',
].join('');
