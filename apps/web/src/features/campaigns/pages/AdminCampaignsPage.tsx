import { CAMPAIGN_TYPES } from '@sidecamp/domain/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Check, ShieldAlert, ShieldCheck } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../app/api/ApiError';
import { useApiMutation } from '../../../app/api/useApiMutation';
import { useUiStore } from '../../../app/store/uiStore';
import { useUserStore } from '../../../app/store/userStore';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { codeLabel } from '../../../ui/codeLabels';
import { formatDate } from '../../../ui/dates';
import { EmptyState } from '../../../ui/EmptyState';
import { LoadMore } from '../../../ui/LoadMore';
import { PageHeader } from '../../../ui/PageHeader';
import { PageStack } from '../../../ui/PageStack';
import { QueryError } from '../../../ui/QueryError';
import { campaignKeys, campaignsApi } from '../api/campaignsApi';
import { RejectDialog } from '../components/RejectDialog';

/** The approval queue on a page of its own, as linked before the admin console existed. */
export function AdminCampaignsPage() {
  const { t } = useTranslation('campaigns');
  return (
    <PageStack>
      <PageHeader
        eyebrow={t('eyebrow')}
        camp="launch"
        title={t('admin.title')}
        description={t('admin.description')}
      />
      <AdminCampaignQueue />
    </PageStack>
  );
}

/**
 * The admins' approval queue: campaigns to more people than their channel allows without a look,
 * oldest first. The client does not know anyone's role: a refusal (403) is the "only admins" state.
 * The admin console's approvals page shows it too (through the feature's index).
 */
export function AdminCampaignQueue() {
  const { t } = useTranslation('campaigns');
  const { t: tCommon } = useTranslation('common');
  const loggedIn = useUserStore((state) => state.loggedIn);
  const openLogin = useUiStore((state) => state.setLoginDialogOpen);
  const [rejecting, setRejecting] = useState<{ id: number; title: string } | null>(null);
  const queue = useInfiniteQuery({
    queryKey: campaignKeys.adminQueue(),
    queryFn: ({ pageParam, signal }) => campaignsApi.adminQueue(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
    enabled: loggedIn,
    retry: (count, error) => count < 2 && !(error instanceof ApiError && error.status < 500),
  });
  const approve = useApiMutation({
    mutationFn: (id: number) => campaignsApi.approve(id),
    invalidate: [campaignKeys.adminQueue()],
    success: (campaign) => t('admin.approved', { title: campaign.title }),
  });
  const forbidden =
    queue.error instanceof ApiError && (queue.error.status === 403 || queue.error.status === 401);

  let body: ReactNode;
  if (!loggedIn)
    body = (
      <EmptyState
        icon={ShieldCheck}
        camp="launch"
        title={t('admin.onlyAdmins')}
        description={t('admin.logInBody')}
        actions={<Button onPress={() => openLogin(true)}>{tCommon('actions.logIn')}</Button>}
      />
    );
  else if (forbidden)
    body = (
      <EmptyState
        icon={ShieldAlert}
        camp="launch"
        title={t('admin.onlyAdmins')}
        description={t('admin.onlyAdminsBody')}
      />
    );
  else if (queue.isError)
    body = <QueryError error={queue.error} title={t('admin.failed')} onRetry={() => void queue.refetch()} />;
  else if (queue.isPending)
    body = (
      <div role="status">
        <span className="sr-only">{t('list.loading')}</span>
        <div aria-hidden="true" className="h-40 animate-pulse rounded-2xl bg-stone-100" />
      </div>
    );
  else {
    const items = queue.data.pages.flatMap((page) => page.items);
    body =
      items.length === 0 ? (
        <EmptyState icon={Check} camp="launch" title={t('admin.empty')} description={t('admin.emptyBody')} />
      ) : (
        <div className="space-y-4">
          <ul aria-label={t('admin.queue')} className="space-y-3">
            {items.map((campaign) => (
              <li key={campaign.id}>
                <Card className="space-y-3 p-5">
                  <div className="flex flex-wrap items-center gap-2">
                    <Badge tone="indigo">{codeLabel(CAMPAIGN_TYPES, campaign.type)}</Badge>
                    <span className="text-sm text-stone-600">
                      {t('admin.meta', {
                        sender: campaign.sender.nickname,
                        date: formatDate(campaign.createdAt),
                        count: campaign.recipients,
                        points: campaign.costPoints,
                      })}
                    </span>
                  </div>
                  <h2 className="font-semibold break-words text-stone-900">{campaign.title}</h2>
                  <p className="text-sm break-words whitespace-pre-line text-stone-700">{campaign.body}</p>
                  <div className="flex flex-wrap gap-2">
                    <Button
                      onPress={() => approve.mutate(campaign.id)}
                      isPending={approve.isPending && approve.variables === campaign.id}
                      aria-label={t('admin.approveLabel', { title: campaign.title })}
                    >
                      {t('admin.approve')}
                    </Button>
                    <Button
                      variant="secondary"
                      onPress={() => setRejecting({ id: campaign.id, title: campaign.title })}
                      aria-label={t('admin.rejectLabel', { title: campaign.title })}
                    >
                      {t('admin.reject')}
                    </Button>
                  </div>
                </Card>
              </li>
            ))}
          </ul>
          <LoadMore
            hasMore={queue.hasNextPage}
            isLoading={queue.isFetchingNextPage}
            onLoad={() => void queue.fetchNextPage()}
            shown={items.length}
          />
        </div>
      );
  }
  return (
    <>
      {body}
      <RejectDialog campaign={rejecting} onClose={() => setRejecting(null)} />
    </>
  );
}
