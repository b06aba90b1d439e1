import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../app/api/ApiError';
import { useUserStore } from '../../../app/store/userStore';
import { blueprintApi, blueprintKeys } from '../api/blueprintApi';

/** The person's analyses, newest first (only when logged in). */
export function useAnalyses() {
  const loggedIn = useUserStore((state) => state.loggedIn);
  return useQuery({
    queryKey: blueprintKeys.list(),
    queryFn: ({ signal }) => blueprintApi.list(signal),
    enabled: loggedIn,
  });
}

/** One analysis; a 404 (someone else's, or none) is not retried. */
export function useAnalysis(id: number | null) {
  const loggedIn = useUserStore((state) => state.loggedIn);
  return useQuery({
    queryKey: blueprintKeys.analysis(id ?? 0),
    queryFn: ({ signal }) => blueprintApi.get(id ?? 0, signal),
    enabled: loggedIn && id !== null,
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });
}
