import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../../app/api/ApiError';
import { boothKeys } from '../../api/boothKeys';
import { boothTalkApi } from '../../api/boothTalkApi';

/** One forum thread; a 404 (no such thread, or a draft's) is not retried. */
export function useThread(threadId: number | null) {
  return useQuery({
    queryKey: boothKeys.thread(threadId ?? 0),
    queryFn: ({ signal }) => boothTalkApi.thread(threadId ?? 0, signal),
    enabled: threadId !== null,
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  });
}
