import { TASK_STAGES } from '@sidecamp/domain';
import { ListTodo } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { translationList } from '../../../app/i18n/translationList';
import { ChipList } from '../../../ui/ChipList';
import { EmptyState } from '../../../ui/EmptyState';
import { InfoPanel } from '../../../ui/InfoPanel';
import { PageHeader } from '../../../ui/PageHeader';
import { PageStack } from '../../../ui/PageStack';

/** The to-do page (Make); the same list will also live in the to-do panel. */
export function TodoPage() {
  const { t } = useTranslation('tasks');
  const { t: tCommon } = useTranslation('common');
  return (
    <PageStack>
      <PageHeader
        camp="make"
        eyebrow={tCommon('camps.make.name')}
        title={t('title')}
        description={t('description')}
      />
      <EmptyState
        camp="make"
        icon={ListTodo}
        status={tCommon('status.notAvailableYet')}
        title={t('empty.title')}
        description={t('empty.body')}
        plannedTitle={tCommon('status.whatItWillDo')}
        planned={translationList(t, 'empty.planned')}
      />
      <InfoPanel title={t('stagesTitle')}>
        <ChipList items={TASK_STAGES.entries.map((stage) => stage.label)} />
      </InfoPanel>
    </PageStack>
  );
}
