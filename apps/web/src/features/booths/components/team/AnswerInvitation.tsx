import { MailOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useApiMutation } from '../../../../app/api/useApiMutation';
import { boothKeys } from '../../api/boothKeys';
import { boothTeamApi } from '../../api/boothTeamApi';
import { AcceptDeclineButtons } from './AcceptDeclineButtons';

/**
 * On a booth whose owner invited me: the invitation with Accept and Decline, in place of "Ask to
 * join" (which the server would refuse while the invitation is open).
 */
export function AnswerInvitation({
  boothId,
  boothName,
  invitationId,
}: {
  boothId: number;
  boothName: string;
  invitationId: number;
}) {
  const { t } = useTranslation('booths');
  const answer = useApiMutation({
    mutationFn: (accept: boolean) => boothTeamApi.answerTeamRequest(invitationId, accept),
    invalidate: [boothKeys.view(boothId), boothKeys.invitations(), boothKeys.mine()],
    success: (_, accept) => t(accept ? 'invitations.joined' : 'invitations.declined', { name: boothName }),
  });
  return (
    <div className="flex basis-full flex-wrap items-center gap-x-3 gap-y-2">
      <p className="inline-flex items-center gap-1.5 text-sm font-medium text-stone-800">
        <MailOpen aria-hidden="true" className="size-4 text-orange-700" />
        {t('invitations.onBooth')}
      </p>
      <div className="flex gap-2">
        <AcceptDeclineButtons
          onAnswer={(accept) => answer.mutate(accept)}
          isDisabled={answer.isPending}
          acceptLabel={t('invitations.acceptLabel', { name: boothName })}
          declineLabel={t('invitations.declineLabel', { name: boothName })}
        />
      </div>
    </div>
  );
}
