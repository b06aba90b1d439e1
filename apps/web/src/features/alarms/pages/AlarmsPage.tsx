import { Bell } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { translationList } from '../../../app/i18n/translationList';
import { EmptyState } from '../../../ui/EmptyState';
import { PageHeader } from '../../../ui/PageHeader';
import { PageStack } from '../../../ui/PageStack';

/** The alarm centre (notifications). */
export function AlarmsPage() {
  const { t } = useTranslation('alarms');
  const { t: tCommon } = useTranslation('common');
  return (
    <PageStack>
      <PageHeader title={t('title')} description={t('description')} />
      <EmptyState
        camp="connect"
        icon={Bell}
        status={tCommon('status.notAvailableYet')}
        title={t('empty.title')}
        description={t('empty.body')}
        plannedTitle={tCommon('status.whatItWillDo')}
        planned={translationList(t, 'empty.planned')}
      />
    </PageStack>
  );
}
