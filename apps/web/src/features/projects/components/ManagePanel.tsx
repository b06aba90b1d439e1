import type { TProjectDetail } from '@sidecamp/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useApiMutation } from '../../../app/api/useApiMutation';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { projectApi } from '../api/projectApi';
import { projectKeys } from '../api/projectKeys';
import { InvitationList } from './InvitationList';
import { InvitePeople } from './InvitePeople';
import { MemberManager } from './MemberManager';
import { PositionManager } from './PositionManager';

function Panel({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-2xl border border-stone-200 bg-white p-5 shadow-card sm:p-6"
    >
      <h2 id={id} className="text-lg font-semibold text-stone-900">
        {title}
      </h2>
      {description && <p className="mt-1 text-sm text-stone-600">{description}</p>}
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** The leader's tools on the project page: positions, team, invitations and deletion. */
export function ManagePanel({ project }: { project: TProjectDetail }) {
  const { t } = useTranslation('projects');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const isDraft = project.stage === '99';
  const remove = useApiMutation({
    mutationFn: () => (isDraft ? projectApi.discardDraft(project.no) : projectApi.remove(project.no)),
    invalidate: [
      ['projects', 'hub'],
      ['projects', 'mine'],
    ],
    success: isDraft ? t('draft.discarded') : t('manage.deleted', { name: project.name }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: projectKeys.detail(project.no) });
      navigate('/projects/mine', { replace: true });
    },
  });

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <div className="space-y-6">
        <Panel
          id="manage-positions"
          title={t('manage.positionsTitle')}
          description={t('manage.positionsBody')}
        >
          <PositionManager projectNo={project.no} positions={project.positions} />
        </Panel>
        <Panel id="manage-team" title={t('manage.teamTitle')} description={t('manage.teamBody')}>
          <MemberManager project={project} />
        </Panel>
      </div>
      <div className="space-y-6">
        <Panel id="manage-invite" title={t('invite.title')} description={t('invite.body')}>
          <InvitePeople project={project} />
        </Panel>
        <Panel id="manage-invitations" title={t('invite.sentTitle')}>
          <InvitationList projectNo={project.no} />
        </Panel>
        <section
          aria-labelledby="manage-danger"
          className="rounded-2xl border border-red-200 bg-red-50/50 p-5 sm:p-6"
        >
          <h2 id="manage-danger" className="text-lg font-semibold text-red-900">
            {t('manage.dangerTitle')}
          </h2>
          <p className="mt-1 text-sm text-red-900/80">
            {isDraft ? t('manage.discardBody') : t('manage.deleteBody')}
          </p>
          <Button variant="secondary" className="mt-4 text-red-800" onPress={() => setConfirmDelete(true)}>
            <Trash2 aria-hidden="true" className="size-4" />
            {isDraft ? t('draft.discard') : t('manage.delete')}
          </Button>
        </section>
      </div>
      <ConfirmDialog
        isOpen={confirmDelete}
        onOpenChange={setConfirmDelete}
        title={isDraft ? t('draft.discardTitle') : t('manage.deleteTitle', { name: project.name })}
        confirmLabel={isDraft ? t('draft.discardConfirm') : t('manage.deleteConfirm')}
        isPending={remove.isPending}
        onConfirm={() => remove.mutateAsync()}
      >
        <p>
          {isDraft
            ? t('draft.discardBody', { name: project.name })
            : t('manage.deleteConfirmBody', { name: project.name })}
        </p>
      </ConfirmDialog>
    </div>
  );
}
