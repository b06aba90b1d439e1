import type { TProjectDetail } from '@sidecamp/domain';
import { MEETING_MODES, PLATFORMS, REGIONS, WORK_STYLES } from '@sidecamp/domain/core';
import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChipList } from '../../../ui/ChipList';
import { codeLabel, stageLabel } from '../../../ui/codeLabels';
import { formatDate } from '../../../ui/dates';

/** Every field of the project with its label; a missing one says so instead of disappearing. */
export function ProjectDetails({ project }: { project: TProjectDetail }) {
  const { t } = useTranslation('projects');
  const none = <span className="text-stone-500">{t('details.notSet')}</span>;
  const rows: { label: string; value: ReactNode }[] = [
    {
      label: t('details.stage'),
      value: project.stage === '99' ? t('stage.draft') : stageLabel(project.stage),
    },
    {
      label: t('details.platforms'),
      value:
        project.platforms.length > 0
          ? project.platforms.map((code) => codeLabel(PLATFORMS, code)).join(', ')
          : none,
    },
    { label: t('details.workStyle'), value: codeLabel(WORK_STYLES, project.workStyle) ?? none },
    { label: t('details.meetingMode'), value: codeLabel(MEETING_MODES, project.meetingMode) ?? none },
    { label: t('details.region'), value: codeLabel(REGIONS, project.region) ?? none },
    { label: t('details.serviceCategory'), value: project.serviceCategory ?? none },
    { label: t('details.industry'), value: project.industry ?? none },
    {
      label: t('details.deadline'),
      value: project.recruitingDeadline ? formatDate(project.recruitingDeadline) : t('details.noDeadline'),
    },
    {
      label: t('details.published'),
      value: project.publishedAt ? formatDate(project.publishedAt) : t('details.notPublished'),
    },
    { label: t('details.updated'), value: formatDate(project.updatedAt) },
  ];
  return (
    <section
      aria-labelledby="details-title"
      className="rounded-2xl border border-stone-200 bg-white p-5 shadow-card sm:p-6"
    >
      <h2 id="details-title" className="text-lg font-semibold text-stone-900">
        {t('details.title')}
      </h2>
      <dl className="mt-4 grid grid-cols-[minmax(0,9rem)_minmax(0,1fr)] gap-x-4 gap-y-2.5 text-sm">
        {rows.map((row) => (
          <div key={row.label} className="contents">
            <dt className="text-stone-500">{row.label}</dt>
            <dd className="font-medium text-stone-900">{row.value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-5 border-t border-stone-100 pt-4">
        <h3 className="text-sm font-semibold text-stone-900">{t('details.techStacks')}</h3>
        {project.techStacks.length > 0 ? (
          <ChipList items={project.techStacks} className="mt-2" />
        ) : (
          <p className="mt-1 text-sm text-stone-500">{t('details.notSet')}</p>
        )}
      </div>
      {project.links.length > 0 && (
        <div className="mt-5 border-t border-stone-100 pt-4">
          <h3 className="text-sm font-semibold text-stone-900">{t('details.links')}</h3>
          <ul className="mt-2 space-y-1.5">
            {project.links.map((link) => (
              <li key={link.url}>
                <a
                  href={link.url}
                  target="_blank"
                  rel="noopener noreferrer nofollow"
                  className="inline-flex items-center gap-1.5 text-sm font-medium text-pine-700 hover:text-pine-900 hover:underline"
                >
                  {link.label}
                  <ExternalLink aria-hidden="true" className="size-3.5" />
                  <span className="sr-only">{t('details.opensInNewTab')}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
