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

/** The case library (anyone). */
export function useCases() {
  return useQuery({ queryKey: blueprintKeys.cases(), queryFn: ({ signal }) => blueprintApi.cases(signal) });
}

/** One analysis of one's own, or a library case (anyone); a 404 is not retried. */
export function useAnalysis(id: number | null, source: 'mine' | 'case' = 'mine') {
  const loggedIn = useUserStore((state) => state.loggedIn);
  return useQuery({
    queryKey: source === 'case' ? blueprintKeys.case(id ?? 0) : blueprintKeys.analysis(id ?? 0),
    queryFn: ({ signal }) =>
      source === 'case' ? blueprintApi.getCase(id ?? 0, signal) : blueprintApi.get(id ?? 0, signal),
    enabled: (source === 'case' || loggedIn) && id !== null,
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });
}
