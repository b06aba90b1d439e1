import {
  DARK_THEME_HREF,
  DARK_THEME_LINK_ID,
  DARK_THEME_QUERY,
  darkThemeMedia,
  isThemeChoice,
  THEME_BAR_COLOURS,
  THEME_STORAGE_KEY,
  type ThemeChoice,
} from '@sidecamp/domain/core';
import { useSyncExternalStore } from 'react';

/**
 * The theme on this device (issue 33): the person's choice in localStorage, applied by pointing the
 * dark stylesheet's media query at it (THEME_BOOT_SCRIPT in packages/domain links the sheet before
 * the first paint when the page starts dark; here it is linked the first time the page turns dark).
 * "system" leaves the query to the browser; other tabs follow a change through the storage event.
 */
const DARK_QUERY = DARK_THEME_QUERY;
const listeners = new Set<() => void>();

function storedChoice(): ThemeChoice {
  try {
    const value = localStorage.getItem(THEME_STORAGE_KEY);
    return isThemeChoice(value) ? value : 'system';
  } catch {
    return 'system';
  }
}

function systemIsDark(): boolean {
  return typeof matchMedia === 'function' && matchMedia(DARK_QUERY).matches;
}

/** Points the page at a choice: the dark stylesheet's query and the browser bar's colour. */
function apply(choice: ThemeChoice): void {
  let link = document.getElementById(DARK_THEME_LINK_ID);
  const wantsDark = choice === 'dark' || (choice === 'system' && systemIsDark());
  if (!(link instanceof HTMLLinkElement) && wantsDark) {
    link = Object.assign(document.createElement('link'), {
      rel: 'stylesheet',
      id: DARK_THEME_LINK_ID,
      href: DARK_THEME_HREF,
    });
    document.head.append(link);
  }
  if (link instanceof HTMLLinkElement) link.media = darkThemeMedia(choice);
  for (const meta of document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')) {
    const forMode = meta.dataset.themeFor ?? (meta.media.includes('dark') ? 'dark' : 'light');
    meta.dataset.themeFor = forMode;
    // A forced choice paints both entries in its colour; "system" gives each its own mode's.
    meta.content = THEME_BAR_COLOURS[choice === 'system' ? (forMode as 'light' | 'dark') : choice];
  }
}

function notify(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) {
    window.addEventListener('storage', onStorage);
    if (typeof matchMedia === 'function') matchMedia(DARK_QUERY).addEventListener('change', notify);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      window.removeEventListener('storage', onStorage);
      if (typeof matchMedia === 'function') matchMedia(DARK_QUERY).removeEventListener('change', notify);
    }
  };
}

function onStorage(event: StorageEvent): void {
  if (event.key !== THEME_STORAGE_KEY && event.key !== null) return;
  apply(storedChoice());
  notify();
}

export function setThemeChoice(choice: ThemeChoice): void {
  try {
    if (choice === 'system') localStorage.removeItem(THEME_STORAGE_KEY);
    else localStorage.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // Storage refused (private mode): the choice still holds for this page.
  }
  apply(choice);
  notify();
}

/** The person's choice: system, light or dark. */
export function useThemeChoice(): ThemeChoice {
  return useSyncExternalStore(subscribe, storedChoice, () => 'system');
}

/** The theme on screen now, for what draws its own colours (charts). */
export function useResolvedTheme(): 'light' | 'dark' {
  return useSyncExternalStore(
    subscribe,
    () => {
      const choice = storedChoice();
      return choice === 'system' ? (systemIsDark() ? 'dark' : 'light') : choice;
    },
    () => 'light',
  );
}

/**
 * What a chart draws with, per theme: the palette's values (pine and amber, a step lighter in the
 * dark) as plain hex, because Chart.js computes its hover shades from colours it must parse.
 */
export const CHART_COLOURS = {
  light: {
    primary: '#166445',
    primaryFill: 'rgba(22, 100, 69, 0.18)',
    primaryBar: 'rgba(22, 100, 69, 0.75)',
    compare: '#b45309',
    compareFill: 'rgba(217, 119, 6, 0.12)',
    grid: 'rgba(28, 25, 23, 0.1)',
    text: '#57534e',
  },
  dark: {
    primary: '#7fd2a9',
    primaryFill: 'rgba(127, 210, 169, 0.2)',
    primaryBar: 'rgba(74, 183, 131, 0.8)',
    compare: '#fbbf24',
    compareFill: 'rgba(251, 191, 36, 0.14)',
    grid: 'rgba(250, 248, 246, 0.14)',
    text: '#c9c2bc',
  },
} as const;

export function useChartColours() {
  return CHART_COLOURS[useResolvedTheme()];
}
