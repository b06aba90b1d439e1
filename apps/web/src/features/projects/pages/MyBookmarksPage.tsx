import { useInfiniteQuery } from '@tanstack/react-query';
import { Bookmark } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useUserStore } from '../../../app/store/userStore';
import { ButtonLink } from '../../../ui/ButtonLink';
import { EmptyState } from '../../../ui/EmptyState';
import { LoadMore } from '../../../ui/LoadMore';
import { QueryError } from '../../../ui/QueryError';
import { projectApi } from '../api/projectApi';
import { projectKeys } from '../api/projectKeys';
import { MyProjectsLayout } from '../components/MyProjectsLayout';
import { ProjectCard } from '../components/ProjectCard';
import { ProjectCardSkeleton } from '../components/ProjectCardSkeleton';

/** Projects I bookmarked (private to me). */
export function MyBookmarksPage() {
  const { t } = useTranslation('projects');
  const loggedIn = useUserStore((state) => state.loggedIn);
  const bookmarks = useInfiniteQuery({
    queryKey: projectKeys.bookmarks(),
    queryFn: ({ pageParam, signal }) => projectApi.bookmarks(pageParam || undefined, signal),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: loggedIn,
  });
  const projects = bookmarks.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <MyProjectsLayout title={t('bookmarks.title')}>
      {bookmarks.isPending ? (
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
          {[0, 1, 2].map((index) => (
            <ProjectCardSkeleton key={index} />
          ))}
        </div>
      ) : bookmarks.isError ? (
        <QueryError
          error={bookmarks.error}
          title={t('bookmarks.loadError')}
          onRetry={() => void bookmarks.refetch()}
        />
      ) : projects.length === 0 ? (
        <EmptyState
          camp="make"
          icon={Bookmark}
          title={t('bookmarks.emptyTitle')}
          description={t('bookmarks.emptyBody')}
          actions={<ButtonLink to="/projects">{t('bookmarks.browse')}</ButtonLink>}
        />
      ) : (
        <>
          <ul
            className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3"
            aria-label={t('bookmarks.listLabel')}
          >
            {projects.map((project) => (
              <li key={project.no}>
                <ProjectCard project={project} />
              </li>
            ))}
          </ul>
          <LoadMore
            hasMore={bookmarks.hasNextPage}
            isLoading={bookmarks.isFetchingNextPage}
            onLoad={() => void bookmarks.fetchNextPage()}
            shown={projects.length}
          />
        </>
      )}
    </MyProjectsLayout>
  );
}
