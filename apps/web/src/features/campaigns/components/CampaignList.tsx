import { Inbox, Megaphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../ui/ButtonLink';
import { EmptyState } from '../../../ui/EmptyState';
import { LoadMore } from '../../../ui/LoadMore';
import { QueryError } from '../../../ui/QueryError';
import type { CampaignBox } from '../api/campaignsApi';
import { useCampaignList } from '../hooks/useCampaignList';
import { CampaignListItem } from './CampaignListItem';

/** The received or sent campaigns, newest first, with a skeleton, an empty state and "Load more". */
export function CampaignList({ box }: { box: CampaignBox }) {
  const { t } = useTranslation('campaigns');
  const list = useCampaignList(box);
  if (list.isPending) {
    return (
      <div role="status" aria-live="polite">
        <span className="sr-only">{t('list.loading')}</span>
        <ul aria-hidden="true" className="space-y-3">
          {[0, 1, 2].map((row) => (
            <li key={row} className="h-24 animate-pulse rounded-xl bg-stone-100" />
          ))}
        </ul>
      </div>
    );
  }
  if (list.isError) {
    return <QueryError error={list.error} title={t('list.failed')} onRetry={() => void list.refetch()} />;
  }
  const items = list.data.pages.flatMap((page) => page.items);
  if (items.length === 0) {
    return box === 'received' ? (
      <EmptyState
        icon={Inbox}
        camp="launch"
        headingLevel={3}
        title={t('list.emptyReceived')}
        description={t('list.emptyReceivedBody')}
      />
    ) : (
      <EmptyState
        icon={Megaphone}
        camp="launch"
        headingLevel={3}
        title={t('list.emptySent')}
        description={t('list.emptySentBody')}
        actions={<ButtonLink to="/campaigns/new">{t('list.new')}</ButtonLink>}
      />
    );
  }
  return (
    <div className="space-y-4">
      <ul aria-label={t(`tabs.${box}`)} className="space-y-3">
        {items.map((campaign) => (
          <CampaignListItem key={campaign.id} campaign={campaign} />
        ))}
      </ul>
      <LoadMore
        hasMore={list.hasNextPage}
        isLoading={list.isFetchingNextPage}
        onLoad={() => void list.fetchNextPage()}
        shown={items.length}
      />
    </div>
  );
}
