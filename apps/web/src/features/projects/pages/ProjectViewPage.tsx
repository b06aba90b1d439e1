import { ArrowLeft, FolderX } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../../app/api/ApiError';
import { ButtonLink } from '../../../ui/ButtonLink';
import { EmptyState } from '../../../ui/EmptyState';
import { PageHeader } from '../../../ui/PageHeader';
import { PageSkeleton } from '../../../ui/PageSkeleton';
import { PageStack } from '../../../ui/PageStack';
import { QueryError } from '../../../ui/QueryError';
import { DraftBanner } from '../components/DraftBanner';
import { InvitationBanner } from '../components/InvitationBanner';
import { NewsSection } from '../components/NewsSection';
import { ProjectHeader } from '../components/ProjectHeader';
import { ProjectOverview } from '../components/ProjectOverview';
import { ProjectTabs } from '../components/ProjectTabs';
import { QnaSection } from '../components/QnaSection';
import { SuccessionPanel } from '../components/SuccessionPanel';
import { TimelineSection } from '../components/TimelineSection';
import { useProject } from '../hooks/useProject';
import { projectNoOf } from '../projectNo';

/*
 * Only the people who run the project see the Manage tab; its forms (and the schemas they check
 * against) stay out of the page's first load for everyone else, visitors above all.
 */
const ManagePanel = lazy(() => import('../components/ManagePanel').then((m) => ({ default: m.ManagePanel })));

/** The leader's suggested teammates (F5.2): nobody else may read them, so nobody else loads them. */
const SuggestedTeammates = lazy(() =>
  import('../components/SuggestedTeammates').then((m) => ({ default: m.SuggestedTeammates })),
);

const TABS = ['overview', 'qna', 'timeline', 'news', 'manage'] as const;

/** One project: details, team, positions, Q&A, timeline, news, and the leader's tools. */
export function ProjectViewPage() {
  const { t } = useTranslation('projects');
  const { t: tCommon } = useTranslation('common');
  const { projectNo: param } = useParams();
  const no = projectNoOf(param);
  const project = useProject(no);
  const [searchParams, setSearchParams] = useSearchParams();

  const backLink = (
    <Link
      to="/projects"
      className="inline-flex items-center gap-1.5 text-sm font-medium text-stone-600 hover:text-stone-900"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t('view.back')}
    </Link>
  );

  if (no === null || (project.isError && project.error instanceof ApiError && project.error.status === 404)) {
    return (
      <PageStack>
        {backLink}
        <PageHeader camp="make" eyebrow={tCommon('camps.make.name')} title={t('view.notFound.heading')} />
        <EmptyState
          camp="make"
          icon={FolderX}
          title={t('view.notFound.title')}
          description={t('view.notFound.body')}
          actions={<ButtonLink to="/projects">{t('view.back')}</ButtonLink>}
        />
      </PageStack>
    );
  }
  if (project.isPending) return <PageSkeleton label={t('view.loading')} />;
  if (project.isError) {
    return (
      <PageStack>
        {backLink}
        <PageHeader
          camp="make"
          eyebrow={tCommon('camps.make.name')}
          title={t('view.title', { projectNo: no })}
        />
        <QueryError
          error={project.error}
          title={t('view.loadError')}
          onRetry={() => void project.refetch()}
        />
      </PageStack>
    );
  }

  const data = project.data;
  const tabs = [
    {
      id: 'overview',
      label: t('tabs.overview'),
      content: (
        <div className="space-y-6">
          <ProjectOverview project={data} />
          {data.viewer.role === '01' && data.stage !== '99' && (
            <Suspense fallback={null}>
              <SuggestedTeammates project={data} />
            </Suspense>
          )}
        </div>
      ),
    },
    { id: 'qna', label: t('tabs.qna'), content: <QnaSection project={data} /> },
    { id: 'timeline', label: t('tabs.timeline'), content: <TimelineSection projectNo={data.no} /> },
    { id: 'news', label: t('tabs.news'), content: <NewsSection project={data} /> },
    ...(data.viewer.canManage
      ? [
          {
            id: 'manage',
            label: t('tabs.manage'),
            content: (
              <Suspense fallback={<PageSkeleton label={tCommon('shell.loading')} />}>
                <ManagePanel project={data} />
              </Suspense>
            ),
          },
        ]
      : []),
  ];
  const requested = searchParams.get('tab') ?? 'overview';
  const selected = tabs.some((tab) => tab.id === requested) ? requested : 'overview';

  return (
    <div className="space-y-6">
      {backLink}
      {data.stage === '99' && data.viewer.canManage && <DraftBanner project={data} />}
      <InvitationBanner project={data} />
      <SuccessionPanel project={data} />
      <ProjectHeader project={data} />
      <ProjectTabs
        label={t('tabs.label')}
        tabs={tabs}
        selected={selected}
        onSelect={(id) => {
          const next = new URLSearchParams(searchParams);
          if (id === 'overview') next.delete('tab');
          else if (TABS.some((tab) => tab === id)) next.set('tab', id);
          setSearchParams(next, { replace: true, preventScrollReset: true });
        }}
      />
    </div>
  );
}
