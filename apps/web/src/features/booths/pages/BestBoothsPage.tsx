import { Award } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { translationList } from '../../../app/i18n/translationList';
import { EmptyState } from '../../../ui/EmptyState';
import { PageStack } from '../../../ui/PageStack';
import { BoothsHeader } from '../components/BoothsHeader';

export function BestBoothsPage() {
  const { t } = useTranslation('booths');
  const { t: tCommon } = useTranslation('common');
  return (
    <PageStack>
      <BoothsHeader title={t('best.title')} description={t('best.description')} />
      <EmptyState
        camp="launch"
        icon={Award}
        status={tCommon('status.notAvailableYet')}
        title={t('best.emptyTitle')}
        description={t('best.emptyBody')}
        plannedTitle={tCommon('status.whatItWillDo')}
        planned={translationList(t, 'best.planned')}
      />
    </PageStack>
  );
}
