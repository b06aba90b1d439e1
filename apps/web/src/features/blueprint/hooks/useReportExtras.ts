import type { TIdeaAnalysis, TIdeaReportMail } from '@sidecamp/domain';
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

const DUE_MAIL_POLL_MS = 3_000;

/** Unsent, not failed, and due within the next minute (or already due). */
function isDueSoon(mail: TIdeaReportMail): boolean {
  return mail.sentAt === null && mail.error === null && Date.parse(mail.sendAt) < Date.now() + 60_000;
}

/** The report e-mails of one analysis: the list, scheduling one and cancelling one. */
export function useReportMails(id: number) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: blueprintKeys.mails(id) });
  return {
    list: useQuery({
      queryKey: blueprintKeys.mails(id),
      queryFn: ({ signal }) => blueprintApi.mails(id, signal),
      // A mail due now goes out at the server's next sweep; look again until it has, so
      // "Waiting to be sent" turns into "Sent" without a reload.
      refetchInterval: (query) => (query.state.data?.items.some(isDueSoon) ? DUE_MAIL_POLL_MS : false),
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
