import { relativeTime } from '@sidecamp/domain/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApiMutation } from '../../../app/api/useApiMutation';
import { Avatar } from '../../../ui/Avatar';
import { Badge, type BadgeTone } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { QueryError } from '../../../ui/QueryError';
import { projectApi } from '../api/projectApi';
import { projectKeys } from '../api/projectKeys';

const TONES: Record<string, BadgeTone> = {
  pending: 'indigo',
  accepted: 'pine',
  declined: 'neutral',
  withdrawn: 'neutral',
};

/** Invitations the leader has sent, with "Withdraw" while one is still pending. */
export function InvitationList({ projectNo }: { projectNo: number }) {
  const { t } = useTranslation('projects');
  const invitations = useQuery({
    queryKey: projectKeys.invitations(projectNo),
    queryFn: ({ signal }) => projectApi.invitations(projectNo, signal),
  });
  const withdraw = useApiMutation({
    mutationFn: (id: number) => projectApi.withdrawInvitation(projectNo, id),
    invalidate: [projectKeys.invitations(projectNo)],
    success: t('invite.withdrawn'),
  });
  if (invitations.isPending) return <div className="h-16 animate-pulse rounded-xl bg-stone-100" />;
  if (invitations.isError) return <QueryError error={invitations.error} title={t('invite.listError')} />;
  if (invitations.data.items.length === 0)
    return <p className="text-sm text-stone-600">{t('invite.noneSent')}</p>;
  return (
    <ul className="divide-y divide-stone-100" aria-label={t('invite.sentList')}>
      {invitations.data.items.map((invitation) => (
        <li key={invitation.id} className="flex items-center gap-3 py-2.5">
          <Avatar src={invitation.invitee.img} name={invitation.invitee.nickname} />
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-semibold text-stone-900">{invitation.invitee.nickname}</p>
            <p className="text-xs text-stone-500">{relativeTime(new Date(invitation.createdAt))}</p>
          </div>
          <Badge tone={TONES[invitation.state] ?? 'neutral'}>{t(`invite.state.${invitation.state}`)}</Badge>
          {invitation.state === 'pending' && (
            <Button
              variant="ghost"
              size="sm"
              isDisabled={withdraw.isPending}
              onPress={() => withdraw.mutate(invitation.id)}
              aria-label={t('invite.withdrawLabel', { nickname: invitation.invitee.nickname })}
            >
              {t('invite.withdraw')}
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
