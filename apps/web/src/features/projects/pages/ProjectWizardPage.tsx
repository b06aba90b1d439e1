import { ArrowLeft, FolderX, LogIn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../../app/api/ApiError';
import { useUiStore } from '../../../app/store/uiStore';
import { useUserStore } from '../../../app/store/userStore';
import { Button } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import { PageHeader } from '../../../ui/PageHeader';
import { PageSkeleton } from '../../../ui/PageSkeleton';
import { PageStack } from '../../../ui/PageStack';
import { QueryError } from '../../../ui/QueryError';
import { Wizard } from '../components/wizard/Wizard';
import { useProject } from '../hooks/useProject';
import { projectNoOf } from '../projectNo';

/** Create (`/projects/new`) or edit (`/projects/:no/edit`) a project, step by step. */
export function ProjectWizardPage() {
  const { t } = useTranslation('projects');
  const { t: tCommon } = useTranslation('common');
  const { projectNo: param } = useParams();
  const isNew = param === undefined;
  const no = isNew ? null : projectNoOf(param);
  const loggedIn = useUserStore((state) => state.loggedIn);
  const openLogin = useUiStore((state) => state.setLoginDialogOpen);
  const project = useProject(loggedIn ? no : null);
  const header = (
    <PageHeader
      camp="make"
      eyebrow={tCommon('camps.make.name')}
      title={
        isNew ? t('wizard.newTitle') : t('wizard.editTitle', { name: project.data?.name ?? `#${param}` })
      }
      description={isNew ? t('wizard.newBody') : undefined}
    />
  );
  const back = (
    <Link
      to={isNew ? '/projects' : `/projects/${param}`}
      className="inline-flex items-center gap-1.5 text-sm font-medium text-stone-600 hover:text-stone-900"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {isNew ? t('view.back') : t('wizard.backToProject')}
    </Link>
  );

  if (!loggedIn) {
    return (
      <PageStack>
        {header}
        <EmptyState
          camp="make"
          icon={LogIn}
          title={t('wizard.loginTitle')}
          description={t('wizard.loginBody')}
          actions={<Button onPress={() => openLogin(true)}>{tCommon('actions.logIn')}</Button>}
        />
      </PageStack>
    );
  }
  if (!isNew) {
    const notFound = no === null || (project.error instanceof ApiError && project.error.status === 404);
    if (notFound || (project.data && !project.data.viewer.canManage)) {
      return (
        <PageStack>
          {back}
          {header}
          <EmptyState
            camp="make"
            icon={FolderX}
            title={notFound ? t('view.notFound.title') : t('wizard.notLeaderTitle')}
            description={notFound ? t('view.notFound.body') : t('wizard.notLeaderBody')}
          />
        </PageStack>
      );
    }
    if (project.isPending) return <PageSkeleton label={t('view.loading')} />;
    if (project.isError)
      return (
        <PageStack>
          {header}
          <QueryError
            error={project.error}
            title={t('view.loadError')}
            onRetry={() => void project.refetch()}
          />
        </PageStack>
      );
  }
  return (
    <PageStack>
      {back}
      {header}
      <Wizard key={project.data?.no ?? 'new'} project={project.data ?? null} />
    </PageStack>
  );
}
