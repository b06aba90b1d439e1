import { FolderKanban } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { translationList } from '../../../app/i18n/translationList';
import { EmptyState } from '../../../ui/EmptyState';
import { PageHeader } from '../../../ui/PageHeader';
import { PageStack } from '../../../ui/PageStack';
import { CampIntro } from '../components/CampIntro';
import { ProjectStages } from '../components/ProjectStages';

/** The project hub (home page and /projects). */
export function ProjectsHubPage() {
  const { t } = useTranslation('projects');
  const { t: tCommon } = useTranslation('common');
  return (
    <PageStack>
      <PageHeader
        camp="make"
        eyebrow={tCommon('camps.make.name')}
        title={t('hub.title')}
        description={t('hub.description')}
      />
      <CampIntro />
      <EmptyState
        camp="make"
        icon={FolderKanban}
        status={tCommon('status.notAvailableYet')}
        title={t('hub.empty.title')}
        description={t('hub.empty.body')}
        plannedTitle={tCommon('status.whatItWillDo')}
        planned={translationList(t, 'hub.empty.planned')}
      />
      <ProjectStages />
    </PageStack>
  );
}
