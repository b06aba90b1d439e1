import { POST_CATEGORIES } from '@sidecamp/domain';
import { MessagesSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { translationList } from '../../../app/i18n/translationList';
import { ChipList } from '../../../ui/ChipList';
import { EmptyState } from '../../../ui/EmptyState';
import { InfoPanel } from '../../../ui/InfoPanel';
import { PageHeader } from '../../../ui/PageHeader';
import { PageStack } from '../../../ui/PageStack';

/** The community lounge (Connect). */
export function LoungePage() {
  const { t } = useTranslation('lounge');
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
        icon={MessagesSquare}
        status={tCommon('status.notAvailableYet')}
        title={t('empty.title')}
        description={t('empty.body')}
        plannedTitle={tCommon('status.whatItWillDo')}
        planned={translationList(t, 'empty.planned')}
      />
      <InfoPanel title={t('topicsTitle')} description={t('topicsBody')}>
        <ChipList items={POST_CATEGORIES.entries.map((category) => category.label)} />
      </InfoPanel>
    </PageStack>
  );
}
