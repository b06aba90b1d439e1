import i18next, { type BackendModule } from 'i18next';
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
  'blueprint',
  'profiles',
  'alarms',
  'settings',
  'support',
  'privacy',
  'payments',
  'campaigns',
  'admin',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/**
 * The spec's loading policy (point 9): up to 10 parallel reads, up to 5 retries, first retry after
 * 350 ms (i18next doubles the wait on each retry). Set explicitly so a library default change
 * cannot silently alter it.
 */
export const TRANSLATION_LOADING_POLICY = { maxParallelReads: 10, maxRetries: 5, retryTimeout: 350 } as const;

/**
 * Reads /locales/{lng}/{ns}.json with fetch. i18next's backend connector does the queueing, the
 * parallel-read limit and the retries of the policy above: a read reports whether it is worth
 * retrying (network errors, 5xx, 408, 429), exactly as i18next-http-backend did, without its
 * XMLHttpRequest and option-parsing code on every first load.
 */
export const fetchBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    fetch(`/locales/${language}/${namespace}.json`)
      .then(async (response) => {
        if (!response.ok) {
          const retry = response.status >= 500 || response.status === 408 || response.status === 429;
          callback(new Error(`failed loading ${response.url}: ${response.status}`), retry);
          return;
        }
        callback(null, await response.json());
      })
      .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), true));
  },
};

export const i18n = i18next.createInstance();

let ready: Promise<unknown> | null = null;

const SHARED_OPTIONS = {
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: ['en'],
  load: 'languageOnly',
  defaultNS: 'common',
  fallbackNS: 'common',
  interpolation: { escapeValue: false }, // React escapes already.
  returnNull: false,
  react: { useSuspense: true },
} as const;

/** Starts i18next once; only 'common' loads up front, each page loads its own namespace. */
export function initI18n(): Promise<unknown> {
  ready ??= i18n
    .use(fetchBackend)
    .use(initReactI18next)
    .init({ ...SHARED_OPTIONS, ns: ['common'], ...TRANSLATION_LOADING_POLICY });
  return ready;
}

/**
 * The server's start (entry-server.tsx): every namespace handed over up front from the built
 * /locales files, so rendering a page never waits on a read.
 */
export function initI18nWithTranslations(
  translations: Record<string, Record<string, unknown>>,
): Promise<unknown> {
  ready ??= i18n.use(initReactI18next).init({
    ...SHARED_OPTIONS,
    ns: Object.keys(translations),
    resources: { en: translations },
    initAsync: false,
  });
  return ready;
}

/** Loads a page's namespaces (after start-up) so the page renders with its words, not a flash of keys. */
export async function loadNamespaces(namespaces: readonly Namespace[]): Promise<void> {
  await initI18n();
  // Already there on the server (every namespace is handed over at start) and after a first visit.
  const missing = namespaces.filter((namespace) => !i18n.hasLoadedNamespace(namespace));
  if (missing.length > 0) await i18n.loadNamespaces(missing);
}
