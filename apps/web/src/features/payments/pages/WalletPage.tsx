import { LEDGER_FILTERS, POINT_LEDGER_ENTRIES } from '@sidecamp/domain/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { Coins, Gift, ReceiptText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useUiStore } from '../../../app/store/uiStore';
import { useUserStore } from '../../../app/store/userStore';
import { Button } from '../../../ui/Button';
import { ButtonLink } from '../../../ui/ButtonLink';
import { Card } from '../../../ui/Card';
import { EmptyState } from '../../../ui/EmptyState';
import { LoadMore } from '../../../ui/LoadMore';
import { PageHeader } from '../../../ui/PageHeader';
import { PageStack } from '../../../ui/PageStack';
import { QueryError } from '../../../ui/QueryError';
import { SelectField } from '../../../ui/SelectField';
import { paymentsApi } from '../api/paymentsApi';
import { pointsKeys } from '../api/pointsKeys';
import { LedgerRow } from '../components/LedgerRow';
import { LevelProgress } from '../components/LevelProgress';
import { PlanStatusCard } from '../components/PlanStatusCard';
import { usePointsSummary } from '../hooks/usePointsSummary';

type Direction = (typeof LEDGER_FILTERS)[number];

/** Wallet (F10.4): balance, level, plan, and the ledger with the spec's labels, filters and paging. */
export function WalletPage() {
  const { t } = useTranslation('payments');
  const loggedIn = useUserStore((state) => state.loggedIn);
  const openLogin = useUiStore((state) => state.setLoginDialogOpen);
  const [params, setParams] = useSearchParams();
  const direction = (LEDGER_FILTERS as readonly string[]).includes(params.get('direction') ?? '')
    ? (params.get('direction') as Direction)
    : 'all';
  const code = POINT_LEDGER_ENTRIES.find((entry) => entry.code === params.get('code'))?.code;
  const summary = usePointsSummary();
  const history = useInfiniteQuery({
    queryKey: pointsKeys.history(`${direction}:${code ?? ''}`),
    queryFn: ({ pageParam, signal }) =>
      paymentsApi.history({ direction, code, cursor: pageParam || undefined }, signal),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: loggedIn,
  });
  const setFilter = (key: 'direction' | 'code', value: string) => {
    const next = new URLSearchParams(params);
    if (value && value !== 'all') next.set(key, value);
    else next.delete(key);
    if (key === 'direction') next.delete('code');
    setParams(next, { replace: true, preventScrollReset: true });
  };
  const codeOptions = POINT_LEDGER_ENTRIES.filter(
    (entry) => direction === 'all' || entry.direction === direction,
  ).map((entry) => ({ value: entry.code, label: `${entry.label} (${entry.code})` }));
  const entries = history.data?.pages.flatMap((page) => page.items) ?? [];

  if (!loggedIn) {
    return (
      <PageStack>
        <PageHeader title={t('wallet.title')} description={t('wallet.description')} />
        <EmptyState
          icon={Coins}
          title={t('wallet.logInTitle')}
          description={t('wallet.logInBody')}
          actions={<Button onPress={() => openLogin(true)}>{t('wallet.logIn')}</Button>}
        />
      </PageStack>
    );
  }

  return (
    <PageStack>
      <PageHeader
        title={t('wallet.title')}
        description={t('wallet.description')}
        actions={
          <>
            <ButtonLink to="/points/gift-cards" variant="secondary">
              <Gift aria-hidden="true" className="size-4" />
              {t('giftCards.link')}
            </ButtonLink>
            <ButtonLink to="/points">{t('wallet.buy')}</ButtonLink>
          </>
        }
      />
      <div className="grid gap-4 md:grid-cols-2">
        <Card className="p-5 sm:p-6">
          <h2 className="text-sm font-medium text-stone-600">{t('wallet.balance')}</h2>
          {summary.data ? (
            <p className="mt-1 flex items-center gap-2 text-4xl font-bold tracking-tight text-stone-900">
              <Coins aria-hidden="true" className="size-8 text-amber-500" />
              {summary.data.balance}
              <span className="text-base font-medium text-stone-500">{t('wallet.pointsUnit')}</span>
            </p>
          ) : (
            <div className="mt-2 h-10 w-32 animate-pulse rounded bg-stone-100" />
          )}
        </Card>
        <Card className="p-5 sm:p-6">
          <div className="flex items-center justify-between">
            <h2 className="text-sm font-medium text-stone-600">{t('wallet.level')}</h2>
            <Link to="/levels" className="text-sm font-semibold text-pine-700 hover:underline">
              {t('wallet.allLevels')}
            </Link>
          </div>
          <div className="mt-2">
            {summary.data ? (
              <LevelProgress level={summary.data.level} />
            ) : (
              <div className="h-16 animate-pulse rounded bg-stone-100" />
            )}
          </div>
        </Card>
      </div>
      <PlanStatusCard />

      <section aria-labelledby="history-title" className="space-y-4">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <h2 id="history-title" className="text-xl font-semibold tracking-tight text-stone-900">
            {t('wallet.historyTitle')}
          </h2>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
            <fieldset className="flex rounded-lg bg-stone-100 p-1" aria-label={t('wallet.directionLabel')}>
              {LEDGER_FILTERS.map((value) => (
                <button
                  key={value}
                  type="button"
                  aria-pressed={direction === value}
                  onClick={() => setFilter('direction', value)}
                  className={clsx(
                    'flex-1 cursor-pointer rounded-md px-3 py-1.5 text-sm font-medium transition-colors',
                    direction === value
                      ? 'bg-white text-stone-900 shadow-sm'
                      : 'text-stone-600 hover:text-stone-900',
                  )}
                >
                  {t(`wallet.direction.${value}`)}
                </button>
              ))}
            </fieldset>
            <SelectField
              label={t('wallet.codeLabel')}
              value={code ?? ''}
              placeholder={t('wallet.allCodes')}
              options={codeOptions}
              onChange={(value) => setFilter('code', value)}
              className="sm:w-72"
            />
          </div>
        </div>

        {history.isPending ? (
          <Card className="divide-y divide-stone-100" role="status" aria-label={t('wallet.loading')}>
            {[0, 1, 2, 3].map((index) => (
              <div key={index} className="flex animate-pulse justify-between px-5 py-4">
                <div className="h-4 w-48 rounded bg-stone-100" />
                <div className="h-4 w-12 rounded bg-stone-100" />
              </div>
            ))}
          </Card>
        ) : history.isError ? (
          <QueryError
            error={history.error}
            title={t('wallet.loadError')}
            onRetry={() => void history.refetch()}
          />
        ) : entries.length === 0 ? (
          <EmptyState
            icon={ReceiptText}
            headingLevel={3}
            title={direction === 'all' && !code ? t('wallet.emptyTitle') : t('wallet.emptyFilteredTitle')}
            description={t('wallet.emptyBody')}
            actions={<ButtonLink to="/quests">{t('wallet.toQuests')}</ButtonLink>}
          />
        ) : (
          <>
            <Card>
              <ul className="divide-y divide-stone-100" aria-label={t('wallet.historyTitle')}>
                {entries.map((entry) => (
                  <LedgerRow key={entry.id} entry={entry} />
                ))}
              </ul>
            </Card>
            <LoadMore
              hasMore={history.hasNextPage}
              isLoading={history.isFetchingNextPage}
              onLoad={() => void history.fetchNextPage()}
              shown={entries.length}
            />
          </>
        )}
      </section>
    </PageStack>
  );
}
