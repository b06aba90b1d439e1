import type { TCampaignAudienceInput } from '@sidecamp/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { campaignKeys, campaignsApi } from '../api/campaignsApi';

export const QUOTE_DEBOUNCE_MS = 300;

/**
 * The live quote for an audience: asked again once the audience has stopped changing for 300 ms,
 * showing the previous answer meanwhile. No targets chosen yet means nothing to ask.
 */
export function useCampaignQuote(audience: TCampaignAudienceInput, enabled: boolean) {
  const key = JSON.stringify(audience);
  const [settled, setSettled] = useState(key);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(key), QUOTE_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [key]);
  const settledAudience = JSON.parse(settled) as TCampaignAudienceInput;
  const query = useQuery({
    queryKey: campaignKeys.quote(settledAudience),
    queryFn: ({ signal }) => campaignsApi.quote(settledAudience, signal),
    enabled: enabled && (settledAudience.jobTargets?.length ?? 0) > 0,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
  return { ...query, isSettling: settled !== key };
}
