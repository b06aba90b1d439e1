import type { TCampaign } from '@sidecamp/domain';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../ui/Badge';

/** Where the sender's own campaign stands: waiting for an admin, sent, or not approved (with why). */
export function CampaignStatusBadge({ campaign }: { campaign: Pick<TCampaign, 'status' | 'rejectReason'> }) {
  const { t } = useTranslation('campaigns');
  switch (campaign.status) {
    case 'pending_approval':
      return <Badge tone="amber">{t('status.pending_approval')}</Badge>;
    case 'sent':
      return <Badge tone="pine">{t('status.sent')}</Badge>;
    case 'rejected':
      return <Badge tone="orange">{t('status.rejected')}</Badge>;
  }
}
