import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { jobLabel } from '../../../ui/codeLabels';
import { useRecommendedProjects } from '../hooks/useRecommendedProjects';
import { ProjectLogo } from './ProjectLogo';
import { RecommendedRowSkeleton } from './RecommendedRowSkeleton';
import { StageBadge } from './StageBadge';

/**
 * "Recommended for you": recruiting projects that fit the viewer's jobs and stacks, each with the
 * server's reasons in words so a recommendation never feels arbitrary. Hidden when there is none.
 */
export function RecommendedRow() {
  const { t } = useTranslation('projects');
  const recommended = useRecommendedProjects();
  if (recommended.isPending) return <RecommendedRowSkeleton />;
  // A failed recommendation is not worth a warning on the home page: the hub below still works.
  if (recommended.isError || recommended.data.items.length === 0) return null;

  return (
    <section aria-labelledby="recommended-title" className="space-y-3">
      <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-1">
        <div>
          <h2 id="recommended-title" className="flex items-center gap-2 text-lg font-semibold text-stone-900">
            <Sparkles aria-hidden="true" className="size-5 text-make" />
            {t('recommended.title')}
          </h2>
          <p className="text-sm text-stone-600">{t('recommended.body')}</p>
        </div>
        <Link
          to="/people/for-me"
          className="shrink-0 text-sm font-semibold text-pine-700 hover:text-pine-900"
        >
          {t('recommended.seeAll')}
        </Link>
      </div>
      <ul className="-mx-4 flex snap-x gap-4 overflow-x-auto px-4 pb-2 sm:mx-0 sm:px-0">
        {recommended.data.items.map((project) => {
          const position = project.openPositions.find((item) => item.id === project.positionId);
          return (
            <li key={project.no} className="w-[19rem] shrink-0 snap-start sm:w-80">
              <article className="group relative flex h-full flex-col rounded-2xl border border-emerald-200 bg-linear-to-b from-emerald-50/80 to-white p-4 shadow-card hover:shadow-lift">
                <div className="flex items-start gap-3">
                  <ProjectLogo src={project.logo} name={project.name} size="sm" />
                  <div className="min-w-0 flex-1">
                    <h3 className="truncate font-semibold text-stone-900">
                      <Link
                        to={`/projects/${project.no}`}
                        className="outline-none after:absolute after:inset-0 after:rounded-2xl focus-visible:underline"
                      >
                        {project.name}
                      </Link>
                    </h3>
                    {position && (
                      <p className="truncate text-sm text-emerald-800">
                        {t('recommended.position', { job: jobLabel(position.jobCode) })}
                      </p>
                    )}
                  </div>
                  <span className="shrink-0 rounded-full bg-white px-2 py-0.5 text-xs font-bold text-emerald-800 ring-1 ring-emerald-200">
                    {t('recommended.score', { score: project.score })}
                  </span>
                </div>
                <ul className="mt-3 space-y-1 text-[13px] text-stone-700">
                  {project.reasons.slice(0, 3).map((reason) => (
                    <li key={reason} className="flex gap-1.5">
                      <span
                        aria-hidden="true"
                        className="mt-1.5 size-1.5 shrink-0 rounded-full bg-emerald-500"
                      />
                      {reason}
                    </li>
                  ))}
                </ul>
                <div className="mt-auto pt-3">
                  <StageBadge stage={project.stage} />
                </div>
              </article>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
