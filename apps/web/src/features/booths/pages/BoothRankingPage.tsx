import { Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { translationList } from '../../../app/i18n/translationList';
import { EmptyState } from '../../../ui/EmptyState';
import { PageStack } from '../../../ui/PageStack';
import { BoothsHeader } from '../components/BoothsHeader';

export function BoothRankingPage() {
  const { t } = useTranslation('booths');
  const { t: tCommon } = useTranslation('common');
  return (
    <PageStack>
      <BoothsHeader title={t('ranking.title')} description={t('ranking.description')} />
      <EmptyState
        camp="launch"
        icon={Trophy}
        status={tCommon('status.notAvailableYet')}
        title={t('ranking.emptyTitle')}
        description={t('ranking.emptyBody')}
        plannedTitle={tCommon('status.whatItWillDo')}
        planned={translationList(t, 'ranking.planned')}
      />
    </PageStack>
  );
}
