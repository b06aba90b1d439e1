import { SERVICE_CATEGORIES } from '@sidecamp/domain/core';
import { SearchX, Store } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../../ui/EmptyState';
import { LoadMore } from '../../../../ui/LoadMore';
import { PageStack } from '../../../../ui/PageStack';
import { QueryError } from '../../../../ui/QueryError';
import type { BoothSort } from '../../api/boothApi';
import { useBoothList } from '../../hooks/booth/useBoothList';
import { BoothGrid, BoothGridSkeleton } from './BoothGrid';
import { BoothsHeader } from './BoothsHeader';
import { CategoryFilter } from './CategoryFilter';

const PAGE_SIZE = 12;

/** A full booth list (new or best) with its category filter in `?category=` and "Load more". */
export function BoothListPage({ sort }: { sort: BoothSort }) {
  const { t } = useTranslation('booths');
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('category') ?? '';
  const category = SERVICE_CATEGORIES.isCode(requested) ? requested : '';
  const list = useBoothList(sort, category, PAGE_SIZE);
  return (
    <PageStack>
      <BoothsHeader
        title={t(`${sort}.title`)}
        description={t(`${sort}.description`)}
        path={`/booths/${sort}`}
      />
      <div className="space-y-5">
        <CategoryFilter
          value={category}
          onChange={(value) => setSearchParams(value ? { category: value } : {}, { replace: true })}
        />
        {list.isPending ? (
          <BoothGridSkeleton count={PAGE_SIZE / 2} />
        ) : list.isError ? (
          <QueryError error={list.error} title={t('list.loadError')} onRetry={() => void list.refetch()} />
        ) : list.booths.length === 0 ? (
          <EmptyState
            camp="launch"
            icon={category ? SearchX : Store}
            title={category ? t('list.emptyCategoryTitle') : t(`${sort}.emptyTitle`)}
            description={category ? t('list.emptyCategoryBody') : t(`${sort}.emptyBody`)}
          />
        ) : (
          <>
            <BoothGrid booths={list.booths} label={t(`${sort}.title`)} />
            <LoadMore
              hasMore={list.hasNextPage}
              isLoading={list.isFetchingNextPage}
              onLoad={() => void list.fetchNextPage()}
              shown={list.booths.length}
            />
          </>
        )}
      </div>
    </PageStack>
  );
}
