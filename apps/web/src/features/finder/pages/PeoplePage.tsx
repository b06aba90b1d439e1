import { ListFilter, Search, SearchX, Users } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import { LoadMore } from '../../../ui/LoadMore';
import { PageHeader } from '../../../ui/PageHeader';
import { PageStack } from '../../../ui/PageStack';
import { QueryError } from '../../../ui/QueryError';
import { Sheet } from '../../../ui/Sheet';
import {
  EMPTY_PEOPLE_FILTERS,
  type PeopleFilters,
  peopleFilterCount,
  peopleFiltersToParams,
  readPeopleFilters,
} from '../api/peopleFilters';
import { FinderNav } from '../components/FinderNav';
import { PeopleFilterFields } from '../components/PeopleFilterFields';
import { PersonCard } from '../components/PersonCard';
import { usePeopleSearch } from '../hooks/usePeopleSearch';

/** The member finder (Connect): people by job, level, experience, region, purpose, stack and text. */
export function PeoplePage() {
  const { t } = useTranslation('finder');
  const { t: tCommon } = useTranslation('common');
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readPeopleFilters(searchParams);
  const [text, setText] = useState(filters.q);
  const [filtersOpen, setFiltersOpen] = useState(false);
  useEffect(() => setText(filters.q), [filters.q]);
  const people = usePeopleSearch(filters);
  const items = people.data?.pages.flatMap((page) => page.items) ?? [];
  const filterCount = peopleFilterCount(filters);
  const narrowed = filterCount > 0 || filters.q !== '';

  const apply = (next: PeopleFilters) =>
    setSearchParams(peopleFiltersToParams(next), { preventScrollReset: true });
  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply({ ...filters, q: text.trim().slice(0, 60) });
  };

  return (
    <PageStack>
      <PageHeader
        camp="connect"
        eyebrow={tCommon('camps.connect.name')}
        title={t('title')}
        description={t('description')}
        share={{
          path: '/people',
          description: t('description'),
          structuredData: { '@type': 'CollectionPage', name: t('title'), description: t('description') },
        }}
      />
      <FinderNav />
      <div className="space-y-5">
        <search>
          <form onSubmit={search} className="flex gap-2">
            <label htmlFor="people-search" className="sr-only">
              {t('search.label')}
            </label>
            <div className="relative min-w-0 flex-1">
              <Search
                aria-hidden="true"
                className="pointer-events-none absolute top-1/2 left-3 size-4.5 -translate-y-1/2 text-stone-400"
              />
              <input
                id="people-search"
                type="search"
                value={text}
                maxLength={60}
                onChange={(event) => setText(event.target.value)}
                placeholder={t('search.placeholder')}
                className="h-11 w-full rounded-xl border border-stone-300 bg-white pr-3 pl-10 text-[15px] shadow-sm outline-none placeholder:text-stone-400 focus:border-indigo-600 focus:ring-2 focus:ring-indigo-600/25"
              />
            </div>
            <Button type="submit" className="h-11">
              {t('search.submit')}
            </Button>
          </form>
        </search>
        <div className="flex flex-wrap items-center gap-3 lg:hidden">
          <Button variant="secondary" onPress={() => setFiltersOpen(true)}>
            <ListFilter aria-hidden="true" className="size-4" />
            {filterCount > 0 ? t('filters.buttonCount', { count: filterCount }) : t('filters.button')}
          </Button>
          {narrowed && (
            <Button variant="ghost" size="sm" onPress={() => apply(EMPTY_PEOPLE_FILTERS)}>
              {t('filters.clearAll')}
            </Button>
          )}
        </div>

        <div className="grid grid-cols-1 gap-6 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-8">
          <aside aria-labelledby="people-filters-title" className="hidden lg:block">
            <div className="sticky top-24 rounded-2xl border border-stone-200 bg-white p-5 shadow-card">
              <div className="mb-4 flex items-center justify-between">
                <h2 id="people-filters-title" className="text-sm font-semibold text-stone-900">
                  {t('filters.title')}
                </h2>
                {narrowed && (
                  <button
                    type="button"
                    onClick={() => apply(EMPTY_PEOPLE_FILTERS)}
                    className="cursor-pointer text-sm font-medium text-indigo-700 hover:text-indigo-900"
                  >
                    {t('filters.clearAll')}
                  </button>
                )}
              </div>
              <PeopleFilterFields filters={filters} onChange={apply} />
            </div>
          </aside>
          <section aria-labelledby="people-results-title" className="min-w-0 space-y-5">
            <h2 id="people-results-title" className="sr-only">
              {t('results')}
            </h2>
            {people.isPending ? (
              <div
                role="status"
                aria-label={t('loading')}
                className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3"
              >
                {[0, 1, 2, 3, 4, 5].map((index) => (
                  <div key={index} className="h-48 animate-pulse rounded-2xl bg-stone-200/60" />
                ))}
              </div>
            ) : people.isError && items.length === 0 ? (
              <QueryError error={people.error} title={t('loadError')} onRetry={() => void people.refetch()} />
            ) : items.length === 0 ? (
              <EmptyState
                camp="connect"
                icon={narrowed ? SearchX : Users}
                title={narrowed ? t('noMatches.title') : t('empty.title')}
                description={narrowed ? t('noMatches.body') : t('empty.body')}
                actions={
                  narrowed ? (
                    <Button variant="secondary" onPress={() => apply(EMPTY_PEOPLE_FILTERS)}>
                      {t('filters.clearAll')}
                    </Button>
                  ) : undefined
                }
              />
            ) : (
              <>
                <ul
                  aria-label={t('results')}
                  aria-busy={people.isPlaceholderData}
                  className={`grid grid-cols-1 gap-4 transition-opacity md:grid-cols-2 xl:grid-cols-3 ${people.isPlaceholderData ? 'opacity-60' : ''}`}
                >
                  {items.map((person) => (
                    <li key={person.no}>
                      <PersonCard person={person} />
                    </li>
                  ))}
                </ul>
                <LoadMore
                  hasMore={people.hasNextPage}
                  isLoading={people.isFetchingNextPage}
                  onLoad={() => void people.fetchNextPage()}
                  shown={items.length}
                />
              </>
            )}
          </section>
        </div>
      </div>
      <Sheet
        isOpen={filtersOpen}
        onOpenChange={setFiltersOpen}
        side="right"
        title={t('filters.title')}
        closeLabel={tCommon('actions.close')}
      >
        <div className="space-y-6 p-5">
          <PeopleFilterFields filters={filters} onChange={apply} />
          <Button className="w-full" onPress={() => setFiltersOpen(false)}>
            {t('filters.showResults')}
          </Button>
        </div>
      </Sheet>
    </PageStack>
  );
}
