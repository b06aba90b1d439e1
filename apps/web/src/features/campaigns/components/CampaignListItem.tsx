import type { TCampaign } from '@sidecamp/domain';
import { CAMPAIGN_TYPES } from '@sidecamp/domain/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../../ui/Badge';
import { codeLabel } from '../../../ui/codeLabels';
import { formatDate } from '../../../ui/dates';
import { CampaignStatusBadge } from './CampaignStatusBadge';

/** One campaign in a list: type, title, sender, date, and for the sender's own its status. */
export function CampaignListItem({ campaign }: { campaign: TCampaign }) {
  const { t } = useTranslation('campaigns');
  return (
    <li>
      <Link
        to={`/campaigns/${campaign.id}`}
        className="block rounded-xl border border-stone-200 bg-white p-4 shadow-card transition-colors hover:border-stone-300 hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-pine-600"
      >
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone="indigo">{codeLabel(CAMPAIGN_TYPES, campaign.type)}</Badge>
          {campaign.mine && <CampaignStatusBadge campaign={campaign} />}
          {!campaign.mine && campaign.myResponse && (
            <Badge tone="neutral">{t(`response.${campaign.myResponse.status}`)}</Badge>
          )}
        </div>
        <p className="mt-2 font-semibold break-words text-stone-900">{campaign.title}</p>
        <p className="mt-1 text-sm text-stone-600">
          {campaign.mine
            ? t('list.sentLine', { count: campaign.recipients, date: formatDate(campaign.createdAt) })
            : t('list.byline', { sender: campaign.sender.nickname, date: formatDate(campaign.createdAt) })}
        </p>
        {campaign.mine && campaign.status === 'rejected' && campaign.rejectReason && (
          <p className="mt-1 text-sm text-orange-800">
            {t('list.rejectedBecause', { reason: campaign.rejectReason })}
          </p>
        )}
      </Link>
    </li>
  );
}
