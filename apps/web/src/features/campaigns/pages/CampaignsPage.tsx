import { Megaphone, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useUiStore } from '../../../app/store/uiStore';
import { useUserStore } from '../../../app/store/userStore';
import { Button } from '../../../ui/Button';
import { ButtonLink } from '../../../ui/ButtonLink';
import { EmptyState } from '../../../ui/EmptyState';
import { PageHeader } from '../../../ui/PageHeader';
import { PageStack } from '../../../ui/PageStack';
import type { CampaignBox } from '../api/campaignsApi';
import { CampaignList } from '../components/CampaignList';
import { CampaignTabs } from '../components/CampaignTabs';

/** Campaigns (F15): what reached me and what I sent, and the way to send a new one. */
export function CampaignsPage() {
  const { t } = useTranslation('campaigns');
  const { t: tCommon } = useTranslation('common');
  const loggedIn = useUserStore((state) => state.loggedIn);
  const openLogin = useUiStore((state) => state.setLoginDialogOpen);
  const [params, setParams] = useSearchParams();
  const box: CampaignBox = params.get('box') === 'sent' ? 'sent' : 'received';
  return (
    <PageStack>
      <PageHeader
        camp="launch"
        eyebrow={t('eyebrow')}
        title={t('title')}
        description={t('description')}
        actions={
          loggedIn ? (
            <ButtonLink to="/campaigns/new">
              <Plus aria-hidden="true" className="size-4" />
              {t('list.new')}
            </ButtonLink>
          ) : undefined
        }
      />
      {loggedIn ? (
        <CampaignTabs
          selected={box}
          onSelect={(next) => setParams(next === 'sent' ? { box: 'sent' } : {}, { replace: true })}
          tabs={[
            { id: 'received', label: t('tabs.received'), content: <CampaignList box="received" /> },
            { id: 'sent', label: t('tabs.sent'), content: <CampaignList box="sent" /> },
          ]}
        />
      ) : (
        <EmptyState
          icon={Megaphone}
          camp="launch"
          title={t('logIn.title')}
          description={t('logIn.body')}
          actions={<Button onPress={() => openLogin(true)}>{tCommon('actions.logIn')}</Button>}
        />
      )}
    </PageStack>
  );
}
