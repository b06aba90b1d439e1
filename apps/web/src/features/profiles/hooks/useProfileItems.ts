import type { TProfile, TProfileItem, TProfileItemInput } from '@sidecamp/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/apiClient';
import { profileKeys } from '../api/profileKeys';
import { useViewerNo } from './useViewerNo';

/** Add, change, remove and reorder my profile items; the cached profile follows each answer. */
export function useProfileItems() {
  const queryClient = useQueryClient();
  const viewer = useViewerNo();
  const key = profileKeys.profile(viewer ?? 0, viewer);
  const setItems = (update: (items: TProfileItem[]) => TProfileItem[]) =>
    queryClient.setQueryData<TProfile>(key, (current) =>
      current ? { ...current, items: update(current.items) } : current,
    );
  // Counts on the activity panel change too; the profile itself is already up to date.
  const refreshOthers = () => {
    if (viewer !== null)
      void queryClient.invalidateQueries({ queryKey: profileKeys.activity(viewer, viewer) });
  };

  const save = useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: TProfileItemInput }) =>
      id === null
        ? apiRequest('/profiles/me/items', { method: 'POST', body: input, schema: 'ZProfileItem' })
        : apiRequest(`/profiles/me/items/${id}`, { method: 'PUT', body: input, schema: 'ZProfileItem' }),
    onSuccess: (item, { id }) => {
      setItems((items) =>
        id === null ? [...items, item] : items.map((old) => (old.id === id ? item : old)),
      );
      refreshOthers();
    },
  });

  const remove = useMutation({
    mutationFn: (id: number) =>
      apiRequest(`/profiles/me/items/${id}`, { method: 'DELETE', schema: 'ZNoContent' }),
    onSuccess: (_answer, id) => {
      setItems((items) => items.filter((item) => item.id !== id));
      refreshOthers();
    },
  });

  const reorder = useMutation({
    mutationFn: (ids: number[]) =>
      apiRequest('/profiles/me/items-order', { method: 'PUT', body: { ids }, schema: 'ZProfileItemList' }),
    onMutate: (ids) => {
      const previous = queryClient.getQueryData<TProfile>(key);
      setItems((items) =>
        ids.flatMap((id, position) => {
          const item = items.find((candidate) => candidate.id === id);
          return item ? [{ ...item, position }] : [];
        }),
      );
      return { previous };
    },
    onError: (_error, _ids, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: (items) => setItems(() => items),
  });

  return { save, remove, reorder };
}
