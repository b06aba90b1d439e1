import type { TApplication } from '@sidecamp/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { FileText, Send, Trash2, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useApiMutation } from '../../../app/api/useApiMutation';
import { useUserStore } from '../../../app/store/userStore';
import { Button } from '../../../ui/Button';
import { ButtonLink } from '../../../ui/ButtonLink';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { EmptyState } from '../../../ui/EmptyState';
import { LoadMore } from '../../../ui/LoadMore';
import { QueryError } from '../../../ui/QueryError';
import { projectApi } from '../api/projectApi';
import { projectKeys } from '../api/projectKeys';
import { ApplicationCard } from '../components/ApplicationCard';
import { MyProjectsLayout } from '../components/MyProjectsLayout';
import { StateFilter } from '../components/StateFilter';

const STATES = ['all', '99', '01', '02', '03'] as const;

/** My applications: drafts to finish, ones in review (which I may cancel) and decided ones. */
export function MyApplicationsPage() {
  const { t } = useTranslation('projects');
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('state');
  const state = STATES.find((item) => item === requested) ?? 'all';
  const loggedIn = useUserStore((state) => state.loggedIn);
  const [cancelling, setCancelling] = useState<TApplication | null>(null);
  const applications = useInfiniteQuery({
    queryKey: projectKeys.myApplications(state),
    queryFn: ({ pageParam, signal }) =>
      projectApi.myApplications(state === 'all' ? undefined : state, pageParam || undefined, signal),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: loggedIn,
  });
  const invalidate = [
    ['projects', 'myApplications'],
    ['projects', 'detail'],
  ];
  const act = useApiMutation({
    mutationFn: ({ id, action }: { id: number; action: 'submit' | 'cancel' }) =>
      projectApi.applicationAction(id, action),
    invalidate,
    success: (_result, { action }) => (action === 'submit' ? t('apply.sent') : t('applications.cancelled')),
    onSuccess: () => setCancelling(null),
  });
  const remove = useApiMutation({
    mutationFn: (id: number) => projectApi.deleteDraft(id),
    invalidate,
    success: t('applications.draftDeleted'),
  });
  const items = applications.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <MyProjectsLayout title={t('applications.title')}>
      <StateFilter
        label={t('applications.filterLabel')}
        value={state}
        options={STATES.map((value) => ({ value, label: t(`applications.filter.${value}`) }))}
        onChange={(value) => setSearchParams(value === 'all' ? {} : { state: value }, { replace: true })}
      />
      {applications.isPending ? (
        <div role="status" aria-label={t('applications.loading')} className="space-y-4">
          {[0, 1].map((index) => (
            <div key={index} className="h-40 animate-pulse rounded-2xl bg-stone-200/60" />
          ))}
        </div>
      ) : applications.isError ? (
        <QueryError
          error={applications.error}
          title={t('applications.loadError')}
          onRetry={() => void applications.refetch()}
        />
      ) : items.length === 0 ? (
        <EmptyState
          camp="make"
          icon={FileText}
          title={t('applications.emptyTitle')}
          description={t('applications.emptyBody')}
          actions={<ButtonLink to="/projects?recruiting=1">{t('applications.browse')}</ButtonLink>}
        />
      ) : (
        <>
          <ul className="space-y-4" aria-label={t('applications.listLabel')}>
            {items.map((application) => (
              <li key={application.id}>
                <ApplicationCard
                  application={application}
                  perspective="applicant"
                  actions={
                    application.state === '01' ? (
                      <Button variant="secondary" onPress={() => setCancelling(application)}>
                        <Undo2 aria-hidden="true" className="size-4" />
                        {t('applications.cancel')}
                      </Button>
                    ) : application.state === '99' ? (
                      <>
                        <Button
                          variant="ghost"
                          isDisabled={remove.isPending}
                          onPress={() => remove.mutate(application.id)}
                        >
                          <Trash2 aria-hidden="true" className="size-4" />
                          {t('applications.deleteDraft')}
                        </Button>
                        <ButtonLink to={`/projects/${application.project.no}`} variant="secondary">
                          {t('applications.editDraft')}
                        </ButtonLink>
                        <Button
                          isDisabled={act.isPending}
                          onPress={() => act.mutate({ id: application.id, action: 'submit' })}
                        >
                          <Send aria-hidden="true" className="size-4" />
                          {t('apply.send')}
                        </Button>
                      </>
                    ) : undefined
                  }
                />
              </li>
            ))}
          </ul>
          <LoadMore
            hasMore={applications.hasNextPage}
            isLoading={applications.isFetchingNextPage}
            onLoad={() => void applications.fetchNextPage()}
            shown={items.length}
          />
        </>
      )}
      <ConfirmDialog
        isOpen={cancelling !== null}
        onOpenChange={(open) => !open && setCancelling(null)}
        title={t('applications.cancelTitle')}
        confirmLabel={t('applications.cancelConfirm')}
        isPending={act.isPending}
        onConfirm={() => cancelling && act.mutate({ id: cancelling.id, action: 'cancel' })}
      >
        <p>{t('applications.cancelBody', { name: cancelling?.project.name ?? '' })}</p>
      </ConfirmDialog>
    </MyProjectsLayout>
  );
}
