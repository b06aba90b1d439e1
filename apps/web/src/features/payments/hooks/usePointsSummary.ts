import { useQuery } from '@tanstack/react-query';
import { useUserStore } from '../../../app/store/userStore';
import { paymentsApi } from '../api/paymentsApi';
import { pointsKeys } from '../api/pointsKeys';

/** Balance, level and plan of the logged-in person (nothing is asked while logged out). */
export function usePointsSummary() {
  const loggedIn = useUserStore((state) => state.loggedIn);
  return useQuery({
    queryKey: pointsKeys.summary(),
    queryFn: ({ signal }) => paymentsApi.summary(signal),
    enabled: loggedIn,
    staleTime: 15_000,
  });
}
