import { Store } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { translationList } from '../../../app/i18n/translationList';
import { EmptyState } from '../../../ui/EmptyState';
import { PageStack } from '../../../ui/PageStack';
import { BoothsHeader } from '../components/BoothsHeader';

/** The booth showcase overview (Launch). */
export function BoothsPage() {
  const { t } = useTranslation('booths');
  const { t: tCommon } = useTranslation('common');
  return (
    <PageStack>
      <BoothsHeader title={t('title')} description={t('description')} />
      <EmptyState
        camp="launch"
        icon={Store}
        status={tCommon('status.notAvailableYet')}
        title={t('empty.title')}
        description={t('empty.body')}
        plannedTitle={tCommon('status.whatItWillDo')}
        planned={translationList(t, 'empty.planned')}
      />
    </PageStack>
  );
}
