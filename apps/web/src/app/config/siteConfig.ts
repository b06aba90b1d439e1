import { type TSiteConfig, ZSiteConfig } from '@sidecamp/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api/apiClient';

/** Used only when neither the page nor the API can say: nothing third-party loads. */
const FALLBACK_SITE_CONFIG: TSiteConfig = {
  siteName: 'Sidecamp',
  publicUrl: typeof window === 'undefined' ? '' : window.location.origin,
  analyticsScriptUrl: null,
  adsScriptUrl: null,
};

/** The config the server wrote into index.html; null under `vite dev`, where the placeholder stays a comment. */
export function readEmbeddedSiteConfig(): TSiteConfig | null {
  const element = document.getElementById('site-config');
  if (!element?.textContent) return null;
  try {
    const parsed = ZSiteConfig.safeParse(JSON.parse(element.textContent));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

async function loadSiteConfig(): Promise<TSiteConfig> {
  const embedded = readEmbeddedSiteConfig();
  if (embedded) return embedded;
  try {
    return await apiRequest('/site-config', { schema: ZSiteConfig });
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
