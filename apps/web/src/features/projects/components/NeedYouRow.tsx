import { Puzzle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSuggestedProjects } from '../hooks/useTeamGap';
import { ProjectLogo } from './ProjectLogo';
import { StageBadge } from './StageBadge';

/**
 * "Projects that need you" on the home (F5.2): teams that lack what the viewer brings, each with
 * the gap in words. The list is kept by the server as teams and profiles change; hidden when empty.
 */
export function NeedYouRow() {
  const { t } = useTranslation('projects');
  const suggested = useSuggestedProjects();
  // Like "Recommended for you", a failure is not worth a warning on the home: the hub still works.
  if (suggested.isPending || suggested.isError || suggested.data.items.length === 0) return null;

  return (
    <section aria-labelledby="need-you-title" className="space-y-3">
      <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-1">
        <div>
          <h2 id="need-you-title" className="flex items-center gap-2 text-lg font-semibold text-stone-900">
            <Puzzle aria-hidden="true" className="size-5 text-connect" />
            {t('needYou.title')}
          </h2>
          <p className="text-sm text-stone-600">{t('needYou.body')}</p>
        </div>
        <Link
          to="/people/for-me"
          className="shrink-0 text-sm font-semibold text-pine-700 hover:text-pine-900"
        >
          {t('needYou.preferences')}
        </Link>
      </div>
      <ul className="-mx-4 flex snap-x gap-4 overflow-x-auto px-4 pb-2 sm:mx-0 sm:px-0">
        {suggested.data.items.map(({ project, explanation }) => (
          <li key={project.no} className="w-[19rem] shrink-0 snap-start sm:w-80">
            <article className="group relative flex h-full flex-col rounded-2xl border border-sky-200 bg-linear-to-b from-sky-50/80 to-white p-4 shadow-card hover:shadow-lift">
              <div className="flex items-start gap-3">
                <ProjectLogo src={project.logo} name={project.name} size="sm" />
                <h3 className="min-w-0 flex-1 truncate font-semibold text-stone-900">
                  <Link
                    to={`/projects/${project.no}`}
                    className="outline-none after:absolute after:inset-0 after:rounded-2xl focus-visible:underline"
                  >
                    {project.name}
                  </Link>
                </h3>
              </div>
              <p className="mt-3 text-[13px] text-stone-700">{explanation}</p>
              <div className="mt-auto pt-3">
                <StageBadge stage={project.stage} />
              </div>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
