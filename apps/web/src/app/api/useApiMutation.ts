import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '../../ui/toast';
import { ApiError } from './ApiError';
import { errorMessage } from './errorMessage';

type Options<TVariables, TResult> = {
  mutationFn: (variables: TVariables) => Promise<TResult>;
  /** Keys to refresh afterwards (on success and on failure: a refusal often means the page is stale). */
  invalidate?: readonly QueryKey[];
  /** Toast on success; a function gets the answer and what was sent. */
  success?: string | ((result: TResult, variables: TVariables) => string);
  /** false when the caller shows the error itself (inline next to the control). */
  toastErrors?: boolean;
  onSuccess?: (result: TResult, variables: TVariables) => void;
};

/**
 * A write to the API with the feature's usual behaviour: the server's message in a toast when it
 * refuses, the affected lists refreshed either way.
 */
export function useApiMutation<TVariables = void, TResult = unknown>(options: Options<TVariables, TResult>) {
  const queryClient = useQueryClient();
  const { t: tCommon } = useTranslation('common');
  const refresh = () =>
    Promise.all((options.invalidate ?? []).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  return useMutation<TResult, Error, TVariables>({
    mutationFn: options.mutationFn,
    onSuccess: async (result, variables) => {
      const { success } = options;
      if (success) toast.success(typeof success === 'function' ? success(result, variables) : success);
      options.onSuccess?.(result, variables);
      await refresh();
    },
    onError: async (error) => {
      if (options.toastErrors !== false && error instanceof ApiError)
        toast.error(errorMessage(error, tCommon));
      await refresh();
    },
  });
}
