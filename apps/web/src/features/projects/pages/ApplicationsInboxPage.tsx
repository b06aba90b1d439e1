import { useInfiniteQuery } from '@tanstack/react-query';
import { ArrowLeft, Check, Inbox, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../../app/api/ApiError';
import { useApiMutation } from '../../../app/api/useApiMutation';
import { useUserStore } from '../../../app/store/userStore';
import { Button } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import { LoadMore } from '../../../ui/LoadMore';
import { PageHeader } from '../../../ui/PageHeader';
import { PageStack } from '../../../ui/PageStack';
import { QueryError } from '../../../ui/QueryError';
import { projectApi } from '../api/projectApi';
import { projectKeys } from '../api/projectKeys';
import { ApplicationCard } from '../components/ApplicationCard';
import { StateFilter } from '../components/StateFilter';
import { useProject } from '../hooks/useProject';
import { projectNoOf } from '../projectNo';

/** The leader's inbox never holds drafts: 01 Review, 02 Success, 03 Rejected. */
const STATES = ['01', '02', '03', 'all'] as const;

/** Applications to one project, for its leader: the answers, and approve or reject. */
export function ApplicationsInboxPage() {
  const { t } = useTranslation('projects');
  const { t: tCommon } = useTranslation('common');
  const { projectNo: param } = useParams();
  const no = projectNoOf(param);
  const loggedIn = useUserStore((state) => state.loggedIn);
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('state');
  const state = STATES.find((item) => item === requested) ?? '01';
  const project = useProject(loggedIn ? no : null);
  const inbox = useInfiniteQuery({
    queryKey: projectKeys.inbox(no ?? 0, state),
    queryFn: ({ pageParam, signal }) =>
      projectApi.inbox(no ?? 0, state === 'all' ? undefined : state, pageParam || undefined, signal),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: loggedIn && no !== null,
  });
  const decide = useApiMutation({
    mutationFn: ({ id, action }: { id: number; action: 'approve' | 'reject'; nickname: string }) =>
      projectApi.applicationAction(id, action),
    invalidate: [projectKeys.detail(no ?? 0)],
    success: (_result, { action, nickname }) =>
      action === 'approve' ? t('inbox.approved', { nickname }) : t('inbox.rejected', { nickname }),
  });
  const items = inbox.data?.pages.flatMap((page) => page.items) ?? [];
  const name = project.data?.name;

  return (
    <PageStack>
      <Link
        to={`/projects/${param}`}
        className="inline-flex items-center gap-1.5 text-sm font-medium text-stone-600 hover:text-stone-900"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {name ? t('inbox.backTo', { name }) : t('wizard.backToProject')}
      </Link>
      <PageHeader
        camp="make"
        eyebrow={name ?? tCommon('camps.make.name')}
        title={t('inbox.title')}
        description={t('inbox.description')}
      />
      <StateFilter
        label={t('inbox.filterLabel')}
        value={state}
        options={STATES.map((value) => ({ value, label: t(`inbox.filter.${value}`) }))}
        onChange={(value) => setSearchParams(value === '01' ? {} : { state: value }, { replace: true })}
      />
      {!loggedIn ? (
        <EmptyState
          camp="make"
          icon={Inbox}
          title={t('inbox.loginTitle')}
          description={t('inbox.loginBody')}
        />
      ) : inbox.isPending ? (
        <div role="status" aria-label={t('inbox.loading')} className="space-y-4">
          {[0, 1].map((index) => (
            <div key={index} className="h-48 animate-pulse rounded-2xl bg-stone-200/60" />
          ))}
        </div>
      ) : inbox.isError ? (
        inbox.error instanceof ApiError && inbox.error.status === 403 ? (
          <EmptyState
            camp="make"
            icon={Inbox}
            title={t('inbox.forbiddenTitle')}
            description={t('inbox.forbiddenBody')}
          />
        ) : (
          <QueryError error={inbox.error} title={t('inbox.loadError')} onRetry={() => void inbox.refetch()} />
        )
      ) : items.length === 0 ? (
        <EmptyState
          camp="make"
          icon={Inbox}
          title={t(`inbox.empty.${state}`)}
          description={t('inbox.emptyBody')}
        />
      ) : (
        <>
          <ul className="space-y-4" aria-label={t('inbox.listLabel')}>
            {items.map((application) => (
              <li key={application.id}>
                <ApplicationCard
                  application={application}
                  perspective="leader"
                  actions={
                    application.state === '01' ? (
                      <>
                        <Button
                          variant="secondary"
                          isDisabled={decide.isPending}
                          aria-label={t('inbox.rejectLabel', { nickname: application.applicant.nickname })}
                          onPress={() =>
                            decide.mutate({
                              id: application.id,
                              action: 'reject',
                              nickname: application.applicant.nickname,
                            })
                          }
                        >
                          <X aria-hidden="true" className="size-4" />
                          {t('inbox.reject')}
                        </Button>
                        <Button
                          isDisabled={decide.isPending}
                          aria-label={t('inbox.approveLabel', { nickname: application.applicant.nickname })}
                          onPress={() =>
                            decide.mutate({
                              id: application.id,
                              action: 'approve',
                              nickname: application.applicant.nickname,
                            })
                          }
                        >
                          <Check aria-hidden="true" className="size-4" />
                          {t('inbox.approve')}
                        </Button>
                      </>
                    ) : undefined
                  }
                />
              </li>
            ))}
          </ul>
          <LoadMore
            hasMore={inbox.hasNextPage}
            isLoading={inbox.isFetchingNextPage}
            onLoad={() => void inbox.fetchNextPage()}
            shown={items.length}
          />
        </>
      )}
    </PageStack>
  );
}
