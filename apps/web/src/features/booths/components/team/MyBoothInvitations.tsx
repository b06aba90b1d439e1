import type { TBoothTeamRequest } from '@sidecamp/domain';
import { relativeTime } from '@sidecamp/domain/core';
import { MailOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useApiMutation } from '../../../../app/api/useApiMutation';
import { QueryError } from '../../../../ui/QueryError';
import { boothKeys } from '../../api/boothKeys';
import { boothTeamApi } from '../../api/boothTeamApi';
import { useMyBoothInvitations } from '../../hooks/team/useMyBoothInvitations';
import { AcceptDeclineButtons } from './AcceptDeclineButtons';

/** The booth teams that invited me, each with Accept and Decline; hidden when there are none. */
export function MyBoothInvitations() {
  const { t } = useTranslation('booths');
  const invitations = useMyBoothInvitations();
  const answer = useApiMutation({
    mutationFn: ({ invitation, accept }: { invitation: TBoothTeamRequest; accept: boolean }) =>
      boothTeamApi.answerTeamRequest(invitation.id, accept),
    invalidate: [boothKeys.invitations(), boothKeys.mine()],
    success: (_, { invitation, accept }) =>
      t(accept ? 'invitations.joined' : 'invitations.declined', { name: invitation.boothName }),
  });
  if (!invitations.isSuccess && !invitations.isError) return null;
  if (invitations.isSuccess && invitations.data.items.length === 0) return null;

  return (
    <section aria-labelledby="booth-invitations-title" className="space-y-3">
      <div>
        <h2 id="booth-invitations-title" className="text-xl font-semibold tracking-tight text-stone-900">
          {t('invitations.title')}
        </h2>
        <p className="text-sm text-stone-600">{t('invitations.description')}</p>
      </div>
      {invitations.isError ? (
        <QueryError
          error={invitations.error}
          title={t('invitations.loadError')}
          onRetry={() => void invitations.refetch()}
        />
      ) : (
        <ul className="space-y-3" aria-label={t('invitations.title')}>
          {invitations.data.items.map((invitation) => (
            <li
              key={invitation.id}
              className="flex flex-col gap-3 rounded-2xl border border-orange-200 bg-orange-50/60 p-4 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="flex min-w-0 gap-3">
                <MailOpen aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-orange-700" />
                <div className="min-w-0">
                  <p className="text-[15px] text-stone-800">
                    {t('invitations.toJoin')}{' '}
                    <Link
                      to={`/booths/${invitation.boothId}`}
                      className="font-semibold text-stone-900 hover:text-pine-800 hover:underline"
                    >
                      {invitation.boothName}
                    </Link>
                  </p>
                  {invitation.message && (
                    <p className="mt-1 text-sm whitespace-pre-line break-words text-stone-700">
                      {invitation.message}
                    </p>
                  )}
                  <p className="mt-1 text-xs text-stone-500">
                    <time suppressHydrationWarning dateTime={invitation.createdAt}>
                      {relativeTime(new Date(invitation.createdAt))}
                    </time>
                  </p>
                </div>
              </div>
              <div className="flex shrink-0 gap-2">
                <AcceptDeclineButtons
                  onAnswer={(accept) => answer.mutate({ invitation, accept })}
                  isDisabled={answer.isPending}
                  acceptLabel={t('invitations.acceptLabel', { name: invitation.boothName })}
                  declineLabel={t('invitations.declineLabel', { name: invitation.boothName })}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
