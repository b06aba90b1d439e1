import { useQuery } from '@tanstack/react-query';
import { Rocket } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { boostedQueryOptions } from '../hooks/useProjectHub';
import { ProjectCard } from './ProjectCard';

/**
 * Boosted projects (priority exposure bought with points) above the hub's results. Hidden when no
 * boost is running, and when it fails to load (the hub below still works).
 */
export function BoostedRow() {
  const { t } = useTranslation('projects');
  const boosted = useQuery(boostedQueryOptions());
  if (!boosted.data || boosted.data.items.length === 0) return null;
  return (
    <section aria-labelledby="boosted-title" className="space-y-3">
      <div>
        <h2 id="boosted-title" className="flex items-center gap-2 text-lg font-semibold text-stone-900">
          <Rocket aria-hidden="true" className="size-5 text-launch" />
          {t('boosted.title')}
        </h2>
        <p className="text-sm text-stone-600">{t('boosted.body')}</p>
      </div>
      <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3" aria-label={t('boosted.title')}>
        {boosted.data.items.map((project) => (
          <li key={project.no}>
            <ProjectCard project={project} />
          </li>
        ))}
      </ul>
    </section>
  );
}
