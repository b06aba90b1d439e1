import { useQuery } from '@tanstack/react-query';
import { useUserStore } from '../../../app/store/userStore';
import { paymentsApi } from '../api/paymentsApi';
import { pointsKeys } from '../api/pointsKeys';

/** The gift cards the logged-in person bought, newest first (endings only, never whole codes). */
export function useMyGiftCards() {
  const loggedIn = useUserStore((state) => state.loggedIn);
  return useQuery({
    queryKey: pointsKeys.giftCards(),
    queryFn: ({ signal }) => paymentsApi.myGiftCards(signal),
    enabled: loggedIn,
  });
}
