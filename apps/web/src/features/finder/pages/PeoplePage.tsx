import { Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { translationList } from '../../../app/i18n/translationList';
import { EmptyState } from '../../../ui/EmptyState';
import { PageHeader } from '../../../ui/PageHeader';
import { PageStack } from '../../../ui/PageStack';
import { JobRoles } from '../components/JobRoles';

/** The member finder (Connect). */
export function PeoplePage() {
  const { t } = useTranslation('finder');
  const { t: tCommon } = useTranslation('common');
  return (
    <PageStack>
      <PageHeader
        camp="connect"
        eyebrow={tCommon('camps.connect.name')}
        title={t('title')}
        description={t('description')}
      />
      <EmptyState
        camp="connect"
        icon={Users}
        status={tCommon('status.notAvailableYet')}
        title={t('empty.title')}
        description={t('empty.body')}
        plannedTitle={tCommon('status.whatItWillDo')}
        planned={translationList(t, 'empty.planned')}
      />
      <JobRoles />
    </PageStack>
  );
}
