import { useEffect } from 'react';
import { useSiteConfig } from '../config/siteConfig';
import { useConsentStore } from './consentStore';

/** Spec point 2: the session-analytics service loads after an idle time-out of 5000 ms. */
export const ANALYTICS_LOAD_DELAY_MS = 5000;
/** Spec point 2: the ad service loads after 2 s. */
export const ADS_LOAD_DELAY_MS = 2000;

const ANALYTICS_SCRIPT_ID = 'sidecamp-analytics';
const ADS_SCRIPT_ID = 'sidecamp-ads';

function injectScript(id: string, src: string): void {
  // Once loaded a script cannot be unloaded; never load it twice either.
  if (document.getElementById(id)) return;
  const script = document.createElement('script');
  script.id = id;
  script.src = src;
  script.async = true;
  document.head.append(script);
}

/** Schedules one script after its delay, only while its consent is given and an address is configured. */
function useDelayedScript(
  id: string,
  src: string | null | undefined,
  allowed: boolean,
  delayMs: number,
): void {
  useEffect(() => {
    if (!allowed || !src) return;
    const timer = window.setTimeout(() => injectScript(id, src), delayMs);
    return () => window.clearTimeout(timer);
  }, [id, src, allowed, delayMs]);
}

/**
 * Loads the analytics and ad scripts, each only after its own consent and its own delay (counted
 * from the moment consent exists: the click, or page load when the choice was stored earlier).
 * With no consent or no configured address nothing is requested at all.
 */
export function useThirdPartyScripts(): void {
  const siteConfig = useSiteConfig();
  const analyticsAllowed = useConsentStore((state) => state.choice?.analytics === true);
  const adsAllowed = useConsentStore((state) => state.choice?.ads === true);
  useDelayedScript(
    ANALYTICS_SCRIPT_ID,
    siteConfig?.analyticsScriptUrl,
    analyticsAllowed,
    ANALYTICS_LOAD_DELAY_MS,
  );
  useDelayedScript(ADS_SCRIPT_ID, siteConfig?.adsScriptUrl, adsAllowed, ADS_LOAD_DELAY_MS);
}
