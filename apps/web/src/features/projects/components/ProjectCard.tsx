import type { TProjectCard } from '@sidecamp/domain';
import {
  formatCount,
  MEETING_MODES,
  previewText,
  REGIONS,
  relativeTime,
  WORK_STYLES,
} from '@sidecamp/domain/core';
import { CalendarClock, Heart, MapPin, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../../ui/Badge';
import { codeLabel } from '../../../ui/codeLabels';
import { formatDate } from '../../../ui/dates';
import { OpenPositionChips } from './OpenPositionChips';
import { ProjectLogo } from './ProjectLogo';
import { StageBadge } from './StageBadge';

/** Summary previews are cut like feed previews (F17), so cards keep one height rhythm. */
const SUMMARY_PREVIEW = 120;

/** "Seoul", "Online", or null: where the team meets, in the fewest words. */
export function placeOf(project: Pick<TProjectCard, 'meetingMode' | 'region'>): string | null {
  if (project.meetingMode === '01') return codeLabel(MEETING_MODES, '01');
  if (project.region && project.region !== 'KR00') return codeLabel(REGIONS, project.region);
  return codeLabel(MEETING_MODES, project.meetingMode);
}

/**
 * One project in a list. The name is the link; it stretches over the card so the whole card is
 * clickable, while the card stays a single tab stop with a meaningful name.
 */
export function ProjectCard({ project, footer }: { project: TProjectCard; footer?: ReactNode }) {
  const { t } = useTranslation('projects');
  const when = project.publishedAt ?? project.createdAt;
  const place = placeOf(project);
  const workStyle = codeLabel(WORK_STYLES, project.workStyle);
  return (
    <article className="group relative flex h-full flex-col rounded-2xl border border-stone-200 bg-white p-5 shadow-card transition-shadow focus-within:ring-2 focus-within:ring-pine-600/40 hover:border-stone-300 hover:shadow-lift">
      <div className="flex items-start gap-3.5">
        <ProjectLogo src={project.logo} name={project.name} />
        <div className="min-w-0 flex-1">
          <div className="flex items-start justify-between gap-2">
            <h3 className="min-w-0 text-base leading-snug font-semibold text-stone-900">
              <Link
                to={`/projects/${project.no}`}
                className="outline-none after:absolute after:inset-0 after:rounded-2xl group-hover:text-pine-800"
              >
                {project.name}
              </Link>
            </h3>
            <StageBadge stage={project.stage} className="shrink-0" />
          </div>
          <p className="mt-0.5 truncate text-sm text-stone-500">
            {t('card.byLeader', { nickname: project.leader.nickname })}
            <span aria-hidden="true"> · </span>
            <time suppressHydrationWarning dateTime={when}>
              {relativeTime(new Date(when))}
            </time>
          </p>
        </div>
      </div>
      {project.summary && (
        <p className="mt-3 line-clamp-2 text-[15px] text-pretty text-stone-700">
          {previewText(project.summary, SUMMARY_PREVIEW)}
        </p>
      )}
      <div className="mt-4">
        <OpenPositionChips positions={project.openPositions} />
      </div>
      <div className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-1.5 pt-4 text-sm text-stone-600">
        <span className="inline-flex items-center gap-1.5">
          <Heart aria-hidden="true" className="size-4 text-stone-400" />
          {t('card.followers', {
            count: project.followerCount,
            formatted: formatCount(project.followerCount),
          })}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <Users aria-hidden="true" className="size-4 text-stone-400" />
          {t('card.members', { count: project.memberCount })}
        </span>
        {(place || workStyle) && (
          <span className="inline-flex items-center gap-1.5">
            <MapPin aria-hidden="true" className="size-4 text-stone-400" />
            {[place, workStyle].filter(Boolean).join(' · ')}
          </span>
        )}
        {project.recruiting && project.recruitingDeadline && (
          <Badge tone="amber" className="ml-auto">
            <CalendarClock aria-hidden="true" className="size-3.5" />
            {t('card.deadline', { date: formatDate(project.recruitingDeadline) })}
          </Badge>
        )}
      </div>
      {footer && <div className="relative z-10 mt-4 border-t border-stone-100 pt-4">{footer}</div>}
    </article>
  );
}
