import { CHAT_ROOM_TYPES } from '@sidecamp/domain';
import { MessageCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { translationList } from '../../../app/i18n/translationList';
import { ChipList } from '../../../ui/ChipList';
import { EmptyState } from '../../../ui/EmptyState';
import { InfoPanel } from '../../../ui/InfoPanel';
import { PageHeader } from '../../../ui/PageHeader';
import { PageStack } from '../../../ui/PageStack';

/** Chat (Connect). */
export function ChatPage() {
  const { t } = useTranslation('chat');
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
        icon={MessageCircle}
        status={tCommon('status.notAvailableYet')}
        title={t('empty.title')}
        description={t('empty.body')}
        plannedTitle={tCommon('status.whatItWillDo')}
        planned={translationList(t, 'empty.planned')}
      />
      <InfoPanel title={t('roomTypesTitle')}>
        <ChipList items={CHAT_ROOM_TYPES.entries.map((type) => type.label)} />
      </InfoPanel>
    </PageStack>
  );
}
