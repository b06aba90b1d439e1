import type { QueryClient } from '@tanstack/react-query';
import { useUserStore } from '../../app/store/userStore';
import { profileQueryOptions } from './hooks/useProfile';
import { userNoOf } from './hooks/useUserNoParam';

/** A profile's page data, asked for as the navigation starts (see projects/prefetch.ts). */
export async function prefetchProfile(client: QueryClient, param: string | undefined): Promise<void> {
  const no = userNoOf(param);
  if (no === null) return;
  const viewer = useUserStore.getState();
  await client.prefetchQuery(profileQueryOptions(no, viewer.loggedIn ? (viewer.profile?.no ?? null) : null));
}
