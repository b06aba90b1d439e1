import i18next from 'i18next';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';

/** Every translation namespace: 'common' for the shell, one per product area. */
export const NAMESPACES = [
  'common',
  'auth',
  'projects',
  'finder',
  'lounge',
  'chat',
  'tasks',
  'quests',
  'booths',
  'profiles',
  'alarms',
  'settings',
  'support',
  'privacy',
  'payments',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/**
 * The spec's loading policy (point 9): up to 10 parallel reads, up to 5 retries, first retry after
 * 350 ms (i18next doubles the wait on each retry). Set explicitly so a library default change
 * cannot silently alter it.
 */
export const TRANSLATION_LOADING_POLICY = { maxParallelReads: 10, maxRetries: 5, retryTimeout: 350 } as const;

export const i18n = i18next.createInstance();

let ready: Promise<unknown> | null = null;

/** Starts i18next once; only 'common' loads up front, each page loads its own namespace. */
export function initI18n(): Promise<unknown> {
  ready ??= i18n
    .use(HttpBackend)
    .use(initReactI18next)
    .init({
      lng: 'en',
      fallbackLng: 'en',
      supportedLngs: ['en'],
      load: 'languageOnly',
      ns: ['common'],
      defaultNS: 'common',
      fallbackNS: 'common',
      backend: { loadPath: '/locales/{{lng}}/{{ns}}.json' },
      interpolation: { escapeValue: false }, // React escapes already.
      returnNull: false,
      react: { useSuspense: true },
      ...TRANSLATION_LOADING_POLICY,
    });
  return ready;
}

/** Loads a page's namespaces (after start-up) so the page renders with its words, not a flash of keys. */
export async function loadNamespaces(namespaces: readonly Namespace[]): Promise<void> {
  await initI18n();
  await i18n.loadNamespaces([...namespaces]);
}
