import type { TSiteConfig } from '@sidecamp/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api/apiClient';

/** Used only when neither the page nor the API can say: nothing third-party loads. */
const FALLBACK_SITE_CONFIG: TSiteConfig = {
  siteName: 'Sidecamp',
  publicUrl: typeof window === 'undefined' ? '' : window.location.origin,
  analyticsScriptUrl: null,
  adsScriptUrl: null,
};

const isTextOrNull = (value: unknown) => value === null || typeof value === 'string';

/**
 * The shape check of ZSiteConfig, by hand: this runs before the first paint, which does not load
 * zod (see apiClient's named contracts). The block comes from the same server as the page itself.
 */
function asSiteConfig(value: unknown): TSiteConfig | null {
  if (typeof value !== 'object' || value === null) return null;
  const { siteName, publicUrl, analyticsScriptUrl, adsScriptUrl } = value as Record<string, unknown>;
  if (typeof siteName !== 'string' || typeof publicUrl !== 'string') return null;
  if (!isTextOrNull(analyticsScriptUrl) || !isTextOrNull(adsScriptUrl)) return null;
  return {
    siteName,
    publicUrl,
    analyticsScriptUrl: analyticsScriptUrl as string | null,
    adsScriptUrl: adsScriptUrl as string | null,
  };
}

/** The config the server wrote into index.html; null under `vite dev`, where the placeholder stays a comment. */
export function readEmbeddedSiteConfig(): TSiteConfig | null {
  // On the server (entry-server.tsx) the config is put into the request's query cache instead.
  if (typeof document === 'undefined') return null;
  const element = document.getElementById('site-config');
  if (!element?.textContent) return null;
  try {
    return asSiteConfig(JSON.parse(element.textContent));
  } catch {
    return null;
  }
}

async function loadSiteConfig(): Promise<TSiteConfig> {
  const embedded = readEmbeddedSiteConfig();
  if (embedded) return embedded;
  try {
    return await apiRequest('/site-config', { schema: 'ZSiteConfig' });
  } catch {
    return FALLBACK_SITE_CONFIG;
  }
}

export const siteConfigQueryKey = ['site-config'] as const;

/** Public site settings; read once per page load. */
export function useSiteConfig(): TSiteConfig | undefined {
  const { data } = useQuery({
    queryKey: siteConfigQueryKey,
    queryFn: loadSiteConfig,
    initialData: readEmbeddedSiteConfig() ?? undefined,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  return data;
}
