import { relativeTime } from '@sidecamp/domain/core';
import { useQuery } from '@tanstack/react-query';
import { MailOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useApiMutation } from '../../../app/api/useApiMutation';
import { useUserStore } from '../../../app/store/userStore';
import { Button } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import { QueryError } from '../../../ui/QueryError';
import { projectApi } from '../api/projectApi';
import { projectKeys } from '../api/projectKeys';
import { MyProjectsLayout } from '../components/MyProjectsLayout';
import { ProjectLogo } from '../components/ProjectLogo';

/** Pending invitations to join a project: accept (and join) or decline. */
export function MyInvitationsPage() {
  const { t } = useTranslation('projects');
  const loggedIn = useUserStore((state) => state.loggedIn);
  const invitations = useQuery({
    queryKey: projectKeys.myInvitations(),
    queryFn: ({ signal }) => projectApi.myInvitations(signal),
    enabled: loggedIn,
  });
  const answer = useApiMutation({
    mutationFn: ({ id, action }: { id: number; action: 'accept' | 'decline'; name: string }) =>
      projectApi.answerInvitation(id, action),
    invalidate: [projectKeys.myInvitations(), ['projects', 'mine'], ['projects', 'detail']],
    success: (_result, { action, name }) =>
      action === 'accept' ? t('invitations.accepted', { name }) : t('invitations.declined'),
  });

  return (
    <MyProjectsLayout title={t('invitations.title')}>
      {invitations.isPending ? (
        <div className="h-28 animate-pulse rounded-2xl bg-stone-200/60" />
      ) : invitations.isError ? (
        <QueryError
          error={invitations.error}
          title={t('invitations.loadError')}
          onRetry={() => void invitations.refetch()}
        />
      ) : invitations.data.items.length === 0 ? (
        <EmptyState
          camp="make"
          icon={MailOpen}
          title={t('invitations.emptyTitle')}
          description={t('invitations.emptyBody')}
        />
      ) : (
        <ul className="space-y-4" aria-label={t('invitations.listLabel')}>
          {invitations.data.items.map((invitation) => (
            <li key={invitation.id}>
              <article
                aria-labelledby={`invitation-${invitation.id}`}
                className="flex flex-col gap-4 rounded-2xl border border-stone-200 bg-white p-5 shadow-card sm:flex-row sm:items-center"
              >
                <div className="flex min-w-0 flex-1 items-center gap-3">
                  <ProjectLogo src={invitation.project.logo} name={invitation.project.name} />
                  <div className="min-w-0">
                    <h2 id={`invitation-${invitation.id}`} className="truncate font-semibold text-stone-900">
                      <Link to={`/projects/${invitation.project.no}`} className="hover:underline">
                        {invitation.project.name}
                      </Link>
                    </h2>
                    <p className="text-sm text-stone-600">
                      {t('invitations.from', {
                        nickname: invitation.inviter.nickname,
                        when: relativeTime(new Date(invitation.createdAt)),
                      })}
                    </p>
                    {invitation.message && (
                      <p className="mt-1 text-[15px] text-stone-800">“{invitation.message}”</p>
                    )}
                  </div>
                </div>
                <div className="flex shrink-0 gap-2">
                  <Button
                    variant="secondary"
                    isDisabled={answer.isPending}
                    onPress={() =>
                      answer.mutate({ id: invitation.id, action: 'decline', name: invitation.project.name })
                    }
                  >
                    {t('invitations.decline')}
                  </Button>
                  <Button
                    isDisabled={answer.isPending}
                    onPress={() =>
                      answer.mutate({ id: invitation.id, action: 'accept', name: invitation.project.name })
                    }
                  >
                    {t('invitations.accept')}
                  </Button>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
    </MyProjectsLayout>
  );
}
