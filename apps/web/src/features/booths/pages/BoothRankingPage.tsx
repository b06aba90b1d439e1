import { CalendarClock } from 'lucide-react';
import { type Key, Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatDate } from '../../../ui/dates';
import { EmptyState } from '../../../ui/EmptyState';
import { PageStack } from '../../../ui/PageStack';
import { QueryError } from '../../../ui/QueryError';
import { SelectField } from '../../../ui/SelectField';
import { useHydrated } from '../../../ui/useHydrated';
import { BoothsHeader } from '../components/booth/BoothsHeader';
import { boothTabListStyles, boothTabStyles } from '../components/booth/boothTabStyles';
import { RankingBoard } from '../components/ranking/RankingBoard';
import { DEFAULT_RANKING_VIEW, RANKING_VIEWS, rankingViewOf } from '../hooks/ranking/useRanking';
import { useRankingWeeks } from '../hooks/ranking/useRankingWeeks';

/**
 * The weekly ranking (/booths/ranking): this week's so far, last week's final one, or any closed
 * week; the open one in `?view=` and a past week in `?week=`, so a ranking can be linked to.
 */
export function BoothRankingPage() {
  const { t } = useTranslation('booths');
  const hydrated = useHydrated();
  const [searchParams, setSearchParams] = useSearchParams();
  const view = rankingViewOf(searchParams);

  const onSelectionChange = (key: Key) => {
    const next = new URLSearchParams(searchParams);
    if (key === DEFAULT_RANKING_VIEW) next.delete('view');
    else next.set('view', String(key));
    if (key !== 'past') next.delete('week');
    setSearchParams(next, { replace: true, preventScrollReset: true });
  };

  return (
    <PageStack>
      <BoothsHeader
        title={t('ranking.title')}
        description={t('ranking.description')}
        path="/booths/ranking"
      />
      {/* Remounted once after hydration: the server's tab and panel ids disagree (useHydrated). */}
      <Tabs key={hydrated ? 'client' : 'server'} selectedKey={view} onSelectionChange={onSelectionChange}>
        <div className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
          <TabList aria-label={t('ranking.viewsLabel')} className={boothTabListStyles}>
            {RANKING_VIEWS.map((id) => (
              <Tab key={id} id={id} className={boothTabStyles}>
                {t(`ranking.views.${id}`)}
              </Tab>
            ))}
          </TabList>
        </div>
        <TabPanel id="live" className="pt-6 outline-none">
          <RankingBoard view="live" />
        </TabPanel>
        <TabPanel id="last" className="pt-6 outline-none">
          <RankingBoard view="last" />
        </TabPanel>
        <TabPanel id="past" className="pt-6 outline-none">
          <PastWeeks />
        </TabPanel>
      </Tabs>
    </PageStack>
  );
}

/** Any closed week, chosen from the list of closed weeks (newest first, the newest by default). */
function PastWeeks() {
  const { t } = useTranslation('booths');
  const [searchParams, setSearchParams] = useSearchParams();
  const weeks = useRankingWeeks(true);
  if (weeks.isPending)
    return <div aria-hidden="true" className="h-11 w-72 animate-pulse rounded-lg bg-stone-200" />;
  if (weeks.isError)
    return (
      <QueryError error={weeks.error} title={t('ranking.weeksError')} onRetry={() => void weeks.refetch()} />
    );
  const items = weeks.data.items;
  const first = items[0];
  if (!first)
    return (
      <EmptyState
        camp="launch"
        icon={CalendarClock}
        title={t('ranking.noClosedWeekTitle')}
        description={t('ranking.noClosedWeekBody')}
      />
    );
  const requested = searchParams.get('week');
  const week = items.find((item) => item.weekStart === requested)?.weekStart ?? first.weekStart;
  const picker = (
    <SelectField
      label={t('ranking.weekPicker')}
      value={week}
      onChange={(value) => {
        const next = new URLSearchParams(searchParams);
        next.set('week', value);
        setSearchParams(next, { replace: true, preventScrollReset: true });
      }}
      options={items.map((item) => ({
        value: item.weekStart,
        label: t('ranking.weekOption', {
          date: formatDate(item.weekStart),
          count: item.booths,
        }),
      }))}
      className="max-w-sm"
    />
  );
  return <RankingBoard view="past" week={week} picker={picker} />;
}
