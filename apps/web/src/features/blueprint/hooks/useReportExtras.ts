import type { TIdeaAnalysis } from '@sidecamp/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { pointsKeys } from '../../payments';
import { blueprintApi, blueprintKeys } from '../api/blueprintApi';

/** Unlocks an analysis's premium sections; the analysis and the wallet are updated on success. */
export function useUnlockPremium(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (idempotencyKey: string) => blueprintApi.unlockPremium(id, idempotencyKey),
    onSuccess: (premium) => {
      queryClient.setQueryData<TIdeaAnalysis>(blueprintKeys.analysis(id), (analysis) =>
        analysis ? { ...analysis, premium } : analysis,
      );
      void queryClient.invalidateQueries({ queryKey: pointsKeys.all });
    },
  });
}

/** The report e-mails of one analysis: the list, scheduling one and cancelling one. */
export function useReportMails(id: number) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: blueprintKeys.mails(id) });
  return {
    list: useQuery({
      queryKey: blueprintKeys.mails(id),
      queryFn: ({ signal }) => blueprintApi.mails(id, signal),
    }),
    schedule: useMutation({
      mutationFn: (sendAt: string) => blueprintApi.scheduleMail(id, sendAt),
      onSuccess: refresh,
    }),
    cancel: useMutation({
      mutationFn: (mailId: number) => blueprintApi.cancelMail(id, mailId),
      onSuccess: refresh,
    }),
  };
}
