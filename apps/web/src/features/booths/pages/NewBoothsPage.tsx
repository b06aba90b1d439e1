import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { translationList } from '../../../app/i18n/translationList';
import { EmptyState } from '../../../ui/EmptyState';
import { PageStack } from '../../../ui/PageStack';
import { BoothsHeader } from '../components/BoothsHeader';

export function NewBoothsPage() {
  const { t } = useTranslation('booths');
  const { t: tCommon } = useTranslation('common');
  return (
    <PageStack>
      <BoothsHeader title={t('new.title')} description={t('new.description')} />
      <EmptyState
        camp="launch"
        icon={Sparkles}
        status={tCommon('status.notAvailableYet')}
        title={t('new.emptyTitle')}
        description={t('new.emptyBody')}
        plannedTitle={tCommon('status.whatItWillDo')}
        planned={translationList(t, 'new.planned')}
      />
    </PageStack>
  );
}
