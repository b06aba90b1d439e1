import { FolderSearch, ListFilter, Plus, SearchX } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useUserStore } from '../../../app/store/userStore';
import { Button } from '../../../ui/Button';
import { ButtonLink } from '../../../ui/ButtonLink';
import { LoadMore } from '../../../ui/LoadMore';
import { PageHeader } from '../../../ui/PageHeader';
import { PageStack } from '../../../ui/PageStack';
import { QueryError } from '../../../ui/QueryError';
import { Sheet } from '../../../ui/Sheet';
import {
  activeFilterCount,
  EMPTY_HUB_FILTERS,
  type HubFilters,
  hubFiltersToParams,
  readHubFilters,
} from '../api/hubFilters';
import { ActiveFilterChips } from '../components/ActiveFilterChips';
import { BoostedRow } from '../components/BoostedRow';
import { CampIntro } from '../components/CampIntro';
import { HubSearchBar } from '../components/HubSearchBar';
import { ProjectCard } from '../components/ProjectCard';
import { ProjectCardSkeleton } from '../components/ProjectCardSkeleton';
import { RecommendedRowSkeleton } from '../components/RecommendedRowSkeleton';
import { useProjectHub } from '../hooks/useProjectHub';

/*
 * The filter fields (a dozen code lists) are not what a first visit reads: they arrive just after the
 * list, in a box that already has their place (the column beside the list does not move).
 */
const HubFilterFields = lazy(() =>
  import('../components/HubFilterFields').then((m) => ({ default: m.HubFilterFields })),
);

/** Only members get recommendations; a visitor's first load does not carry them. */
const RecommendedRow = lazy(() =>
  import('../components/RecommendedRow').then((m) => ({ default: m.RecommendedRow })),
);
/** "Projects that need you" (F5.2), members only as well. */
const NeedYouRow = lazy(() => import('../components/NeedYouRow').then((m) => ({ default: m.NeedYouRow })));
/** An empty list is the server's answer, so its message can follow it. */
const EmptyState = lazy(() => import('../../../ui/EmptyState').then((m) => ({ default: m.EmptyState })));

const filtersPlaceholder = (
  <div aria-hidden="true" className="h-[30rem] animate-pulse rounded-lg bg-stone-100" />
);

/** The project hub (home page and /projects): search, filters and sorts kept in the address. */
export function ProjectsHubPage() {
  const { t } = useTranslation('projects');
  const { t: tCommon } = useTranslation('common');
  const loggedIn = useUserStore((state) => state.loggedIn);
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readHubFilters(searchParams);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const hub = useProjectHub(filters);
  const projects = hub.data?.pages.flatMap((page) => page.items) ?? [];
  const filterCount = activeFilterCount(filters);
  const narrowed = filterCount > 0 || filters.q !== '';

  const apply = (next: HubFilters) => setSearchParams(hubFiltersToParams(next), { preventScrollReset: true });
  const clear = () => apply({ ...EMPTY_HUB_FILTERS, sort: filters.sort });

  return (
    <PageStack>
      <PageHeader
        camp="make"
        eyebrow={tCommon('camps.make.name')}
        title={t('hub.title')}
        description={t('hub.description')}
        share={{
          path: '/projects',
          description: t('hub.description'),
          structuredData: {
            '@type': 'CollectionPage',
            name: t('hub.title'),
            description: t('hub.description'),
          },
        }}
        actions={
          <>
            <ButtonLink to="/blueprint" variant="secondary">
              {t('hub.analyse')}
            </ButtonLink>
            {loggedIn && (
              <ButtonLink to="/projects/mine" variant="secondary">
                {t('hub.myProjects')}
              </ButtonLink>
            )}
            <ButtonLink to={loggedIn ? '/projects/new' : '/projects/new?action=login'}>
              <Plus aria-hidden="true" className="size-4" />
              {t('hub.post')}
            </ButtonLink>
          </>
        }
      />
      {loggedIn ? (
        <>
          <Suspense fallback={<RecommendedRowSkeleton />}>
            <RecommendedRow />
          </Suspense>
          <Suspense fallback={null}>
            <NeedYouRow />
          </Suspense>
        </>
      ) : (
        <CampIntro />
      )}
      <BoostedRow />

      <section aria-labelledby="hub-list-title" className="space-y-5">
        <h2 id="hub-list-title" className="sr-only">
          {t('hub.listTitle')}
        </h2>
        <HubSearchBar
          q={filters.q}
          sort={filters.sort}
          onSearch={(q) => apply({ ...filters, q })}
          onSort={(sort) => apply({ ...filters, sort })}
        />
        <div className="flex flex-wrap items-center gap-3">
          <Button variant="secondary" className="lg:hidden" onPress={() => setFiltersOpen(true)}>
            <ListFilter aria-hidden="true" className="size-4" />
            {filterCount > 0 ? t('filters.buttonCount', { count: filterCount }) : t('filters.button')}
          </Button>
          <ActiveFilterChips filters={filters} onChange={apply} onClear={clear} />
        </div>

        <div className="grid grid-cols-1 gap-6 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-8">
          <aside aria-labelledby="hub-filters-title" className="hidden lg:block">
            <div className="sticky top-24 rounded-2xl border border-stone-200 bg-white p-5 shadow-card">
              <h3 id="hub-filters-title" className="mb-4 text-sm font-semibold text-stone-900">
                {t('filters.title')}
              </h3>
              <Suspense fallback={filtersPlaceholder}>
                <HubFilterFields filters={filters} onChange={apply} />
              </Suspense>
            </div>
          </aside>

          <div className="min-w-0 space-y-5">
            {hub.isPending ? (
              <div
                role="status"
                aria-label={t('hub.loading')}
                className="grid grid-cols-1 gap-4 md:grid-cols-2"
              >
                {[0, 1, 2, 3].map((index) => (
                  <ProjectCardSkeleton key={index} />
                ))}
              </div>
            ) : hub.isError && projects.length === 0 ? (
              <QueryError error={hub.error} title={t('hub.loadError')} onRetry={() => void hub.refetch()} />
            ) : projects.length === 0 ? (
              <Suspense fallback={null}>
                <EmptyState
                  camp="make"
                  icon={narrowed ? SearchX : FolderSearch}
                  title={narrowed ? t('hub.noMatches.title') : t('hub.empty.title')}
                  description={narrowed ? t('hub.noMatches.body') : t('hub.empty.body')}
                  actions={
                    narrowed ? (
                      <Button variant="secondary" onPress={() => apply(EMPTY_HUB_FILTERS)}>
                        {t('filters.clearAll')}
                      </Button>
                    ) : (
                      <ButtonLink to="/projects/new">{t('hub.post')}</ButtonLink>
                    )
                  }
                />
              </Suspense>
            ) : (
              <>
                <ul
                  aria-label={t('hub.results')}
                  aria-busy={hub.isPlaceholderData}
                  className={`grid grid-cols-1 gap-4 transition-opacity md:grid-cols-2 ${hub.isPlaceholderData ? 'opacity-60' : ''}`}
                >
                  {projects.map((project) => (
                    <li key={project.no}>
                      <ProjectCard project={project} />
                    </li>
                  ))}
                </ul>
                {hub.isFetchNextPageError && <QueryError error={hub.error} title={t('hub.loadMoreError')} />}
                <LoadMore
                  hasMore={hub.hasNextPage}
                  isLoading={hub.isFetchingNextPage}
                  onLoad={() => void hub.fetchNextPage()}
                  shown={projects.length}
                />
              </>
            )}
          </div>
        </div>
      </section>

      <Sheet
        isOpen={filtersOpen}
        onOpenChange={setFiltersOpen}
        side="right"
        title={t('filters.title')}
        closeLabel={tCommon('actions.close')}
      >
        <div className="space-y-6 p-5">
          <Suspense fallback={filtersPlaceholder}>
            <HubFilterFields filters={filters} onChange={apply} />
          </Suspense>
          <Button className="w-full" onPress={() => setFiltersOpen(false)}>
            {t('filters.showResults')}
          </Button>
        </div>
      </Sheet>
    </PageStack>
  );
}
