import { queryOptions, useQuery } from '@tanstack/react-query';
import { loungeApi } from '../api/loungeApi';
import { loungeKeys } from '../api/loungeKeys';

/** One post as the viewer may see it (the post page and the server's rendering of it). */
export const postQueryOptions = (id: number) =>
  queryOptions({
    queryKey: loungeKeys.post(id),
    queryFn: ({ signal }) => loungeApi.post(id, signal),
    enabled: Number.isInteger(id),
  });

export const usePost = (id: number) => useQuery(postQueryOptions(id));
