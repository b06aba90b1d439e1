import { UserCog } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { translationList } from '../../../app/i18n/translationList';
import { EmptyState } from '../../../ui/EmptyState';
import { PageHeader } from '../../../ui/PageHeader';
import { PageStack } from '../../../ui/PageStack';
import { PrivacySettings } from '../components/PrivacySettings';

export function SettingsPage() {
  const { t } = useTranslation('settings');
  const { t: tCommon } = useTranslation('common');
  return (
    <PageStack>
      <PageHeader title={t('title')} description={t('description')} />
      <PrivacySettings />
      <EmptyState
        icon={UserCog}
        status={tCommon('status.notAvailableYet')}
        title={t('account.title')}
        description={t('account.body')}
        plannedTitle={tCommon('status.whatItWillDo')}
        planned={translationList(t, 'account.planned')}
      />
    </PageStack>
  );
}
