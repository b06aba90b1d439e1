import { useQuery } from '@tanstack/react-query';
import { useUserStore } from '../../../app/store/userStore';
import { campaignKeys, campaignsApi } from '../api/campaignsApi';

/** One campaign as the viewer sees it (its sender or one of its recipients). */
export function useCampaign(id: number | null) {
  const loggedIn = useUserStore((state) => state.loggedIn);
  return useQuery({
    queryKey: campaignKeys.detail(id ?? 0),
    queryFn: ({ signal }) => campaignsApi.get(id ?? 0, signal),
    enabled: loggedIn && id !== null,
    retry: (count, error) => count < 2 && !('status' in error && error.status === 404),
  });
}

/** The sender's results: option counts, text answers, sign-ups and subscribers. */
export function useCampaignResults(id: number, enabled: boolean) {
  return useQuery({
    queryKey: campaignKeys.results(id),
    queryFn: ({ signal }) => campaignsApi.results(id, signal),
    enabled,
  });
}
