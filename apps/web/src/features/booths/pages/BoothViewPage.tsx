import {
  ArrowLeft,
  Award,
  HeartHandshake,
  type LucideIcon,
  MessageSquareText,
  Star,
  Store,
  TicketPercent,
} from 'lucide-react';
import { type Key, Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../../app/api/ApiError';
import { ButtonLink } from '../../../ui/ButtonLink';
import { EmptyState } from '../../../ui/EmptyState';
import { PageHeader } from '../../../ui/PageHeader';
import { PageSkeleton } from '../../../ui/PageSkeleton';
import { PageStack } from '../../../ui/PageStack';
import { QueryError } from '../../../ui/QueryError';
import { useHydrated } from '../../../ui/useHydrated';
import { boothIdOf } from '../boothId';
import { BoothAbout } from '../components/booth/BoothAbout';
import { BoothCounts } from '../components/booth/BoothCounts';
import { BoothDraftBanner } from '../components/booth/BoothDraftBanner';
import { BoothGallery } from '../components/booth/BoothGallery';
import { BoothHeader } from '../components/booth/BoothHeader';
import { BoothProgress } from '../components/booth/BoothProgress';
import { boothTabListStyles, boothTabStyles } from '../components/booth/boothTabStyles';
import { PromoCodesPanel } from '../components/promo/PromoCodesPanel';
import { BadgePanel } from '../components/ranking/BadgePanel';
import { SupportersPanel } from '../components/support/SupportersPanel';
import { ForumPanel } from '../components/talk/ForumPanel';
import { ReviewsPanel } from '../components/talk/ReviewsPanel';
import { BoothTeamCard } from '../components/team/BoothTeamCard';
import { useBooth } from '../hooks/booth/useBooth';

const BOOTH_TABS: readonly { id: string; key: string; icon: LucideIcon }[] = [
  { id: 'supporters', key: 'supporters', icon: HeartHandshake },
  { id: 'reviews', key: 'reviews', icon: Star },
  { id: 'forum', key: 'forum', icon: MessageSquareText },
  { id: 'badge', key: 'badge', icon: Award },
  { id: 'promotion-codes', key: 'promotionCodes', icon: TicketPercent },
];
const DEFAULT_TAB = 'supporters';

/** One booth: what it is, its team and counts, and its sections as tabs (the open one in `?tab=`). */
export function BoothViewPage() {
  const { t } = useTranslation('booths');
  const hydrated = useHydrated();
  const { t: tCommon } = useTranslation('common');
  const { boothId: param } = useParams();
  const id = boothIdOf(param);
  const booth = useBooth(id);
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const selected = BOOTH_TABS.some((tab) => tab.id === requested) ? (requested ?? DEFAULT_TAB) : DEFAULT_TAB;

  const onSelectionChange = (key: Key) => {
    const next = new URLSearchParams(searchParams);
    if (key === DEFAULT_TAB) next.delete('tab');
    else next.set('tab', String(key));
    next.delete('thread'); // an open forum thread belongs to the forum tab
    setSearchParams(next, { replace: true, preventScrollReset: true });
  };

  const backLink = (
    <Link
      to="/booths"
      className="inline-flex items-center gap-1.5 text-sm font-medium text-stone-600 hover:text-stone-900"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t('view.back')}
    </Link>
  );

  if (id === null || (booth.isError && booth.error instanceof ApiError && booth.error.status === 404)) {
    return (
      <PageStack>
        {backLink}
        <PageHeader camp="launch" eyebrow={tCommon('camps.launch.name')} title={t('view.notFound.heading')} />
        <EmptyState
          camp="launch"
          icon={Store}
          title={t('view.notFound.title')}
          description={t('view.notFound.body')}
          actions={<ButtonLink to="/booths">{t('view.back')}</ButtonLink>}
        />
      </PageStack>
    );
  }
  if (booth.isPending) return <PageSkeleton label={t('view.loading')} />;
  if (booth.isError) {
    return (
      <PageStack>
        {backLink}
        <PageHeader camp="launch" eyebrow={tCommon('camps.launch.name')} title={t('view.title')} />
        <QueryError error={booth.error} title={t('view.loadError')} onRetry={() => void booth.refetch()} />
      </PageStack>
    );
  }

  const data = booth.data;
  return (
    <div className="space-y-6">
      {backLink}
      {data.state === 'draft' && data.viewer.isTeam && <BoothDraftBanner booth={data} />}
      {data.hiddenByAdmin && (
        <section
          role="status"
          className="rounded-2xl border border-orange-200 bg-orange-50 p-5 text-orange-950 sm:p-6"
        >
          <h2 className="font-semibold">{t('moderation.hiddenTitle')}</h2>
          <p className="mt-1 text-sm">{t('moderation.hiddenBody')}</p>
        </section>
      )}
      <BoothHeader booth={data} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-6">
          <BoothGallery name={data.name} screenshots={data.screenshots} />
          <BoothAbout booth={data} />
          <BoothProgress booth={data} />
        </div>
        <div className="space-y-6">
          <BoothCounts booth={data} />
          <BoothTeamCard booth={data} />
        </div>
      </div>
      {/* Remounted once after hydration: the server's tab and panel ids disagree (useHydrated). */}
      <Tabs key={hydrated ? 'client' : 'server'} selectedKey={selected} onSelectionChange={onSelectionChange}>
        <div className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
          <TabList aria-label={t('view.tabsLabel')} className={boothTabListStyles}>
            {BOOTH_TABS.map(({ id: tabId, key, icon: Icon }) => (
              <Tab key={tabId} id={tabId} className={boothTabStyles}>
                <Icon aria-hidden="true" className="size-4" />
                {t(`view.tabs.${key}.label`)}
              </Tab>
            ))}
          </TabList>
        </div>
        {BOOTH_TABS.map(({ id: tabId }) => (
          <TabPanel key={tabId} id={tabId} className="pt-6 outline-none">
            {tabId === 'supporters' ? (
              <SupportersPanel boothId={data.id} />
            ) : tabId === 'reviews' ? (
              <ReviewsPanel booth={data} />
            ) : tabId === 'forum' ? (
              <ForumPanel booth={data} />
            ) : tabId === 'badge' ? (
              <BadgePanel booth={data} />
            ) : (
              <PromoCodesPanel booth={data} />
            )}
          </TabPanel>
        ))}
      </Tabs>
    </div>
  );
}
