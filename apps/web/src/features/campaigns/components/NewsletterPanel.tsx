import type { TCampaign } from '@sidecamp/domain';
import { BellOff, BellPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useApiMutation } from '../../../app/api/useApiMutation';
import { Button } from '../../../ui/Button';
import { campaignKeys, campaignsApi } from '../api/campaignsApi';

/** A newsletter: subscribe to (or leave) the sender's newsletters. */
export function NewsletterPanel({ campaign }: { campaign: TCampaign }) {
  const { t } = useTranslation('campaigns');
  const sender = campaign.sender.nickname;
  const toggle = useApiMutation({
    mutationFn: (on: boolean) => campaignsApi.subscribe(campaign.id, on),
    invalidate: [campaignKeys.detail(campaign.id), campaignKeys.lists()],
    success: (result) =>
      result.subscribed ? t('newsletter.subscribed', { sender }) : t('newsletter.unsubscribed', { sender }),
  });
  return campaign.subscribed ? (
    <div className="flex flex-wrap items-center gap-3">
      <p className="text-sm text-stone-700">{t('newsletter.youSubscribe', { sender })}</p>
      <Button variant="secondary" onPress={() => toggle.mutate(false)} isPending={toggle.isPending}>
        <BellOff aria-hidden="true" className="size-4" />
        {t('newsletter.unsubscribe')}
      </Button>
    </div>
  ) : (
    <Button onPress={() => toggle.mutate(true)} isPending={toggle.isPending}>
      <BellPlus aria-hidden="true" className="size-4" />
      {t('newsletter.subscribe', { sender })}
    </Button>
  );
}
