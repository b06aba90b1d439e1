import type { TimelineKind, TTimelineItem } from '@sidecamp/domain';
import { relativeTime } from '@sidecamp/domain/core';
import type { TFunction } from 'i18next';
import {
  Briefcase,
  BriefcaseBusiness,
  Crown,
  FilePlus2,
  History,
  type LucideIcon,
  Megaphone,
  Milestone,
  Send,
  UserMinus,
  UserPlus,
  UserX,
  XCircle,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { jobLabel, stageLabel } from '../../../ui/codeLabels';
import { EmptyState } from '../../../ui/EmptyState';
import { LoadMore } from '../../../ui/LoadMore';
import { QueryError } from '../../../ui/QueryError';
import { useProjectTimeline } from '../hooks/useProjectTimeline';
import { ListSkeleton } from './ListSkeleton';

const ICONS: Record<TimelineKind, LucideIcon> = {
  created: FilePlus2,
  published: Send,
  stageChanged: Milestone,
  positionAdded: Briefcase,
  positionChanged: BriefcaseBusiness,
  positionClosed: XCircle,
  memberJoined: UserPlus,
  memberLeft: UserMinus,
  memberRemoved: UserX,
  leaderChanged: Crown,
  news: Megaphone,
};

const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/** One event as a sentence; the server's data carries the codes, the page says them in words. */
function describe(item: TTimelineItem, t: TFunction<'projects'>): string {
  const actor = item.actor?.nickname ?? t('timeline.someone');
  const subject = item.subject?.nickname ?? t('timeline.someone');
  const job = jobLabel(text(item.data.jobCode));
  switch (item.kind) {
    case 'created':
      return t('timeline.created', { actor });
    case 'published':
      return t('timeline.published', { actor, stage: stageLabel(text(item.data.to)) });
    case 'stageChanged':
      return t('timeline.stageChanged', {
        actor,
        from: stageLabel(text(item.data.from)),
        to: stageLabel(text(item.data.to)),
      });
    case 'positionAdded':
      return t('timeline.positionAdded', { actor, job, count: Number(item.data.headcount ?? 1) });
    case 'positionChanged':
      return t('timeline.positionChanged', { actor, job });
    case 'positionClosed':
      return t('timeline.positionClosed', { actor, job });
    case 'memberJoined':
      return item.data.via === 'invitation'
        ? t('timeline.joinedByInvitation', { subject })
        : item.data.via === 'adoption'
          ? t('timeline.joinedByAdoption', { subject })
          : job
            ? t('timeline.joinedAs', { subject, job, actor })
            : t('timeline.joined', { subject, actor });
    case 'memberLeft':
      return t('timeline.memberLeft', { subject });
    case 'memberRemoved':
      return t('timeline.memberRemoved', { actor, subject });
    case 'leaderChanged':
      // A lead taken after a notice or by adoption names the old leader as the actor (credited).
      if (item.data.via === 'succession') return t('timeline.leadTaken', { actor, subject });
      if (item.data.via === 'adoption') return t('timeline.adopted', { actor, subject });
      return t('timeline.leaderChanged', { actor, subject });
    case 'news':
      return t('timeline.news', { actor, title: text(item.data.title) });
  }
}

/** Everything that happened to the project, newest first. */
export function TimelineSection({ projectNo }: { projectNo: number }) {
  const { t } = useTranslation('projects');
  const timeline = useProjectTimeline(projectNo);
  const items = timeline.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section
      aria-labelledby="timeline-title"
      className="rounded-2xl border border-stone-200 bg-white p-5 shadow-card sm:p-6"
    >
      <h2 id="timeline-title" className="text-lg font-semibold text-stone-900">
        {t('timeline.title')}
      </h2>
      <div className="mt-5">
        {timeline.isPending ? (
          <ListSkeleton label={t('timeline.loading')} rows={4} />
        ) : timeline.isError ? (
          <QueryError
            error={timeline.error}
            title={t('timeline.loadError')}
            onRetry={() => void timeline.refetch()}
          />
        ) : items.length === 0 ? (
          <EmptyState
            camp="make"
            icon={History}
            headingLevel={3}
            title={t('timeline.noneTitle')}
            description={t('timeline.noneBody')}
            className="border-none bg-stone-50"
          />
        ) : (
          <>
            <ol aria-label={t('timeline.listLabel')} className="relative space-y-5">
              {items.map((item, index) => {
                const Icon = ICONS[item.kind];
                return (
                  <li key={item.id} className="relative flex gap-3.5">
                    {index < items.length - 1 && (
                      <span
                        aria-hidden="true"
                        className="absolute top-9 bottom-[-1.25rem] left-[1.05rem] w-px bg-stone-200"
                      />
                    )}
                    <span
                      aria-hidden="true"
                      className="relative grid size-9 shrink-0 place-items-center rounded-full bg-emerald-50 text-emerald-700 ring-1 ring-emerald-200"
                    >
                      <Icon className="size-4" />
                    </span>
                    <div className="min-w-0 pt-1.5">
                      <p className="text-[15px] text-stone-800">{describe(item, t)}</p>
                      <time
                        suppressHydrationWarning
                        dateTime={item.createdAt}
                        className="text-sm text-stone-500"
                      >
                        {relativeTime(new Date(item.createdAt))}
                      </time>
                    </div>
                  </li>
                );
              })}
            </ol>
            <div className="mt-5">
              <LoadMore
                hasMore={timeline.hasNextPage}
                isLoading={timeline.isFetchingNextPage}
                onLoad={() => void timeline.fetchNextPage()}
                shown={0}
              />
            </div>
          </>
        )}
      </div>
    </section>
  );
}
