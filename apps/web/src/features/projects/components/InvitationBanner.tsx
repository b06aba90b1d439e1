import type { TProjectDetail } from '@sidecamp/domain';
import { MailOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useApiMutation } from '../../../app/api/useApiMutation';
import { Button } from '../../../ui/Button';
import { projectApi } from '../api/projectApi';
import { projectKeys } from '../api/projectKeys';

/** Someone invited to this project answers right on its page. */
export function InvitationBanner({ project }: { project: TProjectDetail }) {
  const { t } = useTranslation('projects');
  const invitationId = project.viewer.pendingInvitationId;
  const answer = useApiMutation({
    mutationFn: (action: 'accept' | 'decline') => projectApi.answerInvitation(invitationId ?? 0, action),
    invalidate: [projectKeys.detail(project.no), projectKeys.myInvitations()],
    success: (_result, action) =>
      action === 'accept' ? t('invitations.accepted', { name: project.name }) : t('invitations.declined'),
  });
  if (invitationId === null) return null;
  return (
    <section
      aria-labelledby="invitation-title"
      className="flex flex-col gap-4 rounded-2xl border border-indigo-200 bg-indigo-50 p-5 text-indigo-950 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex gap-3">
        <MailOpen aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-indigo-700" />
        <div>
          <h2 id="invitation-title" className="font-semibold">
            {t('invitations.bannerTitle')}
          </h2>
          <p className="text-sm text-indigo-900">
            {t('invitations.bannerBody', { nickname: project.leader.nickname })}
          </p>
        </div>
      </div>
      <div className="flex gap-2">
        <Button variant="secondary" isDisabled={answer.isPending} onPress={() => answer.mutate('decline')}>
          {t('invitations.decline')}
        </Button>
        <Button isDisabled={answer.isPending} onPress={() => answer.mutate('accept')}>
          {t('invitations.accept')}
        </Button>
      </div>
    </section>
  );
}
