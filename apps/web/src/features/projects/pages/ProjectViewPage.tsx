import { ArrowLeft, FolderOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { translationList } from '../../../app/i18n/translationList';
import { ButtonLink } from '../../../ui/ButtonLink';
import { EmptyState } from '../../../ui/EmptyState';
import { PageHeader } from '../../../ui/PageHeader';
import { PageStack } from '../../../ui/PageStack';

export function ProjectViewPage() {
  const { t } = useTranslation('projects');
  const { t: tCommon } = useTranslation('common');
  const { projectNo = '' } = useParams();
  return (
    <PageStack>
      <PageHeader
        camp="make"
        eyebrow={tCommon('camps.make.name')}
        title={t('view.title', { projectNo })}
        description={t('view.description')}
      />
      <EmptyState
        camp="make"
        icon={FolderOpen}
        status={tCommon('status.notAvailableYet')}
        title={t('view.empty.title')}
        description={t('view.empty.body')}
        plannedTitle={tCommon('status.whatItWillDo')}
        planned={translationList(t, 'view.empty.planned')}
        actions={
          <ButtonLink to="/projects" variant="secondary">
            <ArrowLeft aria-hidden="true" className="size-4" />
            {t('view.back')}
          </ButtonLink>
        }
      />
    </PageStack>
  );
}
