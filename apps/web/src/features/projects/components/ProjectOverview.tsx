import type { TProjectDetail } from '@sidecamp/domain';
import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiMutation } from '../../../app/api/useApiMutation';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { projectApi } from '../api/projectApi';
import { projectKeys } from '../api/projectKeys';
import { PositionsSection } from './PositionsSection';
import { ProjectDetails } from './ProjectDetails';
import { TeamList } from './TeamList';

/** The first tab: positions and the description beside the details and the team. */
export function ProjectOverview({ project }: { project: TProjectDetail }) {
  const { t } = useTranslation('projects');
  const [confirmLeave, setConfirmLeave] = useState(false);
  const resign = useApiMutation({
    mutationFn: () => projectApi.resign(project.no),
    invalidate: [projectKeys.detail(project.no), ['projects', 'mine']],
    success: t('team.left', { name: project.name }),
    onSuccess: () => setConfirmLeave(false),
  });
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="min-w-0 space-y-6">
        <PositionsSection project={project} />
        <section
          aria-labelledby="about-title"
          className="rounded-2xl border border-stone-200 bg-white p-5 shadow-card sm:p-6"
        >
          <h2 id="about-title" className="text-lg font-semibold text-stone-900">
            {t('about.title')}
          </h2>
          {project.description ? (
            <p className="mt-3 text-[15px] leading-relaxed whitespace-pre-line text-stone-800">
              {project.description}
            </p>
          ) : (
            <p className="mt-3 text-sm text-stone-500">{t('about.none')}</p>
          )}
        </section>
      </div>
      <div className="space-y-6">
        <TeamList project={project} />
        {project.viewer.role === '02' && (
          <Button variant="ghost" onPress={() => setConfirmLeave(true)}>
            <LogOut aria-hidden="true" className="size-4" />
            {t('team.leave')}
          </Button>
        )}
        <ProjectDetails project={project} />
      </div>
      <ConfirmDialog
        isOpen={confirmLeave}
        onOpenChange={setConfirmLeave}
        title={t('team.leaveTitle', { name: project.name })}
        confirmLabel={t('team.leaveConfirm')}
        isPending={resign.isPending}
        onConfirm={() => resign.mutateAsync()}
      >
        <p>{t('team.leaveBody')}</p>
      </ConfirmDialog>
    </div>
  );
}
