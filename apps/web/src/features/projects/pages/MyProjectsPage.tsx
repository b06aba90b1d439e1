import { useInfiniteQuery } from '@tanstack/react-query';
import { FolderPlus, Inbox, Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
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
import { StateFilter } from '../components/StateFilter';

const ROLES = ['all', '01', '02'] as const;

/** Projects I lead (drafts included) or belong to. */
export function MyProjectsPage() {
  const { t } = useTranslation('projects');
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('role');
  const role = ROLES.find((item) => item === requested) ?? 'all';
  const viewerNo = useUserStore((state) => state.profile?.no ?? null);
  const mine = useInfiniteQuery({
    queryKey: projectKeys.mine(role),
    queryFn: ({ pageParam, signal }) =>
      projectApi.mine(role === 'all' ? undefined : role, pageParam || undefined, signal),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: viewerNo !== null,
  });
  const projects = mine.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <MyProjectsLayout title={t('mine.title')}>
      <StateFilter
        label={t('mine.roleLabel')}
        value={role}
        options={ROLES.map((value) => ({ value, label: t(`mine.role.${value}`) }))}
        onChange={(value) => setSearchParams(value === 'all' ? {} : { role: value }, { replace: true })}
      />
      {mine.isPending ? (
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
          {[0, 1, 2].map((index) => (
            <ProjectCardSkeleton key={index} />
          ))}
        </div>
      ) : mine.isError ? (
        <QueryError error={mine.error} title={t('mine.loadError')} onRetry={() => void mine.refetch()} />
      ) : projects.length === 0 ? (
        <EmptyState
          camp="make"
          icon={FolderPlus}
          title={t('mine.emptyTitle')}
          description={t('mine.emptyBody')}
          actions={<ButtonLink to="/projects/new">{t('hub.post')}</ButtonLink>}
        />
      ) : (
        <>
          <ul
            className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3"
            aria-label={t('mine.listLabel')}
          >
            {projects.map((project) => {
              const leading = project.leader.no === viewerNo;
              return (
                <li key={project.no}>
                  <ProjectCard
                    project={project}
                    footer={
                      leading ? (
                        <div className="flex flex-wrap gap-2">
                          <ButtonLink to={`/projects/${project.no}/edit`} variant="secondary" size="sm">
                            <Pencil aria-hidden="true" className="size-3.5" />
                            {project.stage === '99' ? t('mine.continueDraft') : t('leader.edit')}
                          </ButtonLink>
                          {project.stage !== '99' && (
                            <ButtonLink
                              to={`/projects/${project.no}/applications`}
                              variant="secondary"
                              size="sm"
                            >
                              <Inbox aria-hidden="true" className="size-3.5" />
                              {t('leader.applications')}
                            </ButtonLink>
                          )}
                        </div>
                      ) : undefined
                    }
                  />
                </li>
              );
            })}
          </ul>
          <LoadMore
            hasMore={mine.hasNextPage}
            isLoading={mine.isFetchingNextPage}
            onLoad={() => void mine.fetchNextPage()}
            shown={projects.length}
          />
        </>
      )}
    </MyProjectsLayout>
  );
}
