import { useInfiniteQuery } from '@tanstack/react-query';
import { useUserStore } from '../../../app/store/userStore';
import { type CampaignBox, campaignKeys, campaignsApi } from '../api/campaignsApi';

/** The viewer's received or sent campaigns, page by page (asked for only when logged in). */
export function useCampaignList(box: CampaignBox) {
  const loggedIn = useUserStore((state) => state.loggedIn);
  return useInfiniteQuery({
    queryKey: campaignKeys.list(box),
    queryFn: ({ pageParam, signal }) => campaignsApi.list(box, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
    enabled: loggedIn,
  });
}
