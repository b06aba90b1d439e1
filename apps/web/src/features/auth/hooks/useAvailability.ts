import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/apiClient';
import { useDebouncedValue } from './useDebouncedValue';

/** How long typing must pause before the server is asked. */
const AVAILABILITY_DEBOUNCE_MS = 400;

export type Availability =
  | { status: 'idle' }
  | { status: 'checking' }
  | { status: 'available' }
  | { status: 'unavailable'; message: string };

/**
 * Whether an e-mail address or nickname is still free (GET /validation/user/:value), asked once
 * typing pauses. `enabled` is false while the value fails the local rules (those say why already)
 * or equals the person's own current value.
 */
export function useAvailability(value: string, enabled: boolean): Availability {
  const trimmed = value.trim();
  const debounced = useDebouncedValue(trimmed, AVAILABILITY_DEBOUNCE_MS);
  const settled = debounced === trimmed;
  const query = useQuery({
    queryKey: ['availability', debounced],
    queryFn: ({ signal }) =>
      apiRequest(`/validation/user/${encodeURIComponent(debounced)}`, { schema: 'ZAvailability', signal }),
    enabled: enabled && settled && debounced !== '',
    staleTime: 15_000,
    retry: false,
  });
  if (!enabled || trimmed === '') return { status: 'idle' };
  if (!settled || query.isPending) return { status: 'checking' };
  // A failed check must not block sign-up: the server checks again when the form is sent.
  if (query.isError) return { status: 'idle' };
  const answer = query.data;
  if (answer.available) return { status: 'available' };
  return { status: 'unavailable', message: answer.message ?? '' };
}
