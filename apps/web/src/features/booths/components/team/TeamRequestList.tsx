import type { TBooth, TBoothTeamRequest } from '@sidecamp/domain';
import { relativeTime } from '@sidecamp/domain/core';
import { Undo2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useApiMutation } from '../../../../app/api/useApiMutation';
import { Avatar } from '../../../../ui/Avatar';
import { Button } from '../../../../ui/Button';
import { boothKeys } from '../../api/boothKeys';
import { boothTeamApi } from '../../api/boothTeamApi';
import { useTeamRequests } from '../../hooks/team/useTeamRequests';
import { AcceptDeclineButtons } from './AcceptDeclineButtons';

/**
 * What the team waits on: candidates who asked to join (the owner accepts or declines them) and
 * the open invitations (the invited person answers; the owner may withdraw one). Nothing when
 * there are none.
 */
export function TeamRequestList({ booth }: { booth: TBooth }) {
  const { t } = useTranslation('booths');
  const requests = useTeamRequests(booth.id, booth.viewer.isTeam);
  const answer = useApiMutation({
    mutationFn: ({ request, accept }: { request: TBoothTeamRequest; accept: boolean }) =>
      boothTeamApi.answerTeamRequest(request.id, accept),
    invalidate: [boothKeys.detail(booth.id), boothKeys.mine()],
    success: (_, { request, accept }) =>
      t(accept ? 'team.accepted' : 'team.declined', { nickname: request.person.nickname }),
  });
  const withdraw = useApiMutation({
    mutationFn: (request: TBoothTeamRequest) => boothTeamApi.withdrawTeamRequest(request.id),
    invalidate: [boothKeys.teamRequests(booth.id)],
    success: (_, request) => t('team.invitationWithdrawn', { nickname: request.person.nickname }),
  });
  const items = requests.data?.items ?? [];
  const candidates = items.filter((item) => item.kind === 'request');
  const invited = items.filter((item) => item.kind === 'invitation');
  if (items.length === 0) return null;

  const row = (request: TBoothTeamRequest, actions: 'answer' | 'withdraw' | null) => (
    <li key={request.id} className="rounded-xl bg-stone-50 p-3 ring-1 ring-stone-200">
      <div className="flex items-center gap-2.5">
        <Avatar src={request.person.img} name={request.person.nickname} size={32} />
        <div className="min-w-0 flex-1">
          <Link
            to={`/u/${request.person.no}`}
            className="block truncate text-sm font-semibold text-stone-900 hover:underline"
          >
            {request.person.nickname}
          </Link>
          <p className="text-xs text-stone-500">
            <time suppressHydrationWarning dateTime={request.createdAt}>
              {relativeTime(new Date(request.createdAt))}
            </time>
          </p>
        </div>
      </div>
      {request.message && (
        <p className="mt-2 text-sm whitespace-pre-line break-words text-stone-700">{request.message}</p>
      )}
      {actions === 'answer' && (
        <div className="mt-2.5 flex gap-2">
          <AcceptDeclineButtons
            onAnswer={(accept) => answer.mutate({ request, accept })}
            isDisabled={answer.isPending}
            acceptLabel={t('team.acceptLabel', { nickname: request.person.nickname })}
            declineLabel={t('team.declineLabel', { nickname: request.person.nickname })}
            acceptVariant="primary"
          />
        </div>
      )}
      {actions === 'withdraw' && (
        <div className="mt-2.5 flex gap-2">
          <Button
            variant="secondary"
            size="sm"
            isDisabled={withdraw.isPending}
            onPress={() => withdraw.mutate(request)}
            aria-label={t('team.withdrawInvitationLabel', { nickname: request.person.nickname })}
          >
            <Undo2 aria-hidden="true" className="size-4" />
            {t('team.withdrawInvitation')}
          </Button>
        </div>
      )}
    </li>
  );

  return (
    <div className="mt-5 space-y-4 border-t border-stone-100 pt-4">
      {candidates.length > 0 && (
        <div>
          <h3 className="text-sm font-semibold text-stone-800">
            {t('team.candidates', { count: candidates.length })}
          </h3>
          <ul className="mt-2 space-y-2" aria-label={t('team.candidatesList')}>
            {candidates.map((request) => row(request, booth.viewer.isOwner ? 'answer' : null))}
          </ul>
        </div>
      )}
      {invited.length > 0 && (
        <div>
          <h3 className="text-sm font-semibold text-stone-800">
            {t('team.invited', { count: invited.length })}
          </h3>
          <p className="text-xs text-stone-500">{t('team.invitedHint')}</p>
          <ul className="mt-2 space-y-2" aria-label={t('team.invitedList')}>
            {invited.map((request) => row(request, booth.viewer.isOwner ? 'withdraw' : null))}
          </ul>
        </div>
      )}
    </div>
  );
}
