import type { TResumeWork, TResumeWorkSection } from '@sidecamp/domain';
import { RESUME_WORK_SECTIONS } from '@sidecamp/domain/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { jobLabel, stageLabel } from '../../../ui/codeLabels';
import { ResumeSection } from './ResumeSection';
import { WorkVisibilitySwitch } from './WorkVisibilitySwitch';
import { workCount } from './workCount';

const linkClass = 'font-semibold text-indigo-700 underline-offset-2 hover:underline print:text-stone-900';

function useDay() {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return (iso: string | null) => (iso ? format.format(new Date(iso)) : '');
}

function Row({ title, meta, children }: { title: ReactNode; meta?: string; children?: ReactNode }) {
  return (
    <li className="break-inside-avoid">
      <div className="flex flex-col gap-0.5 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4 print:flex-row print:items-baseline print:justify-between">
        <p className="min-w-0 text-stone-900">{title}</p>
        {meta && <p className="shrink-0 text-sm text-stone-500 tabular-nums">{meta}</p>}
      </div>
      {children}
    </li>
  );
}

function Done({ kind, work }: { kind: 'tasks' | 'goals'; work: NonNullable<TResumeWork['tasks']> }) {
  const { t } = useTranslation('profiles');
  const day = useDay();
  return (
    <>
      <p className="text-sm text-stone-700">{t(`work.${kind}.count`, { count: work.count })}</p>
      {work.highlights.length > 0 && (
        <ul className="mt-2 space-y-2">
          {work.highlights.map((item) => (
            <Row
              key={item.id}
              meta={day(item.completedAt)}
              title={
                <>
                  <span className="font-medium">{item.title}</span>
                  <span className="text-stone-600"> · </span>
                  <Link to={`/projects/${item.projectNo}`} className={linkClass}>
                    {item.projectName}
                  </Link>
                </>
              }
            />
          ))}
        </ul>
      )}
    </>
  );
}

function SectionBody({ work, section }: { work: TResumeWork; section: TResumeWorkSection }) {
  const { t } = useTranslation('profiles');
  const day = useDay();
  if (workCount(work, section) === 0) return <p className="text-sm text-stone-500">{t('work.nothingYet')}</p>;
  switch (section) {
    case 'projects':
      return (
        <ul className="space-y-2.5">
          {work.projects?.items.map((project) => (
            <Row
              key={project.no}
              meta={t('work.projects.joined', { date: day(project.joinedAt) })}
              title={
                <>
                  <Link to={`/projects/${project.no}`} className={linkClass}>
                    {project.name}
                  </Link>
                  <span className="text-stone-600">
                    {' · '}
                    {project.role === '01' ? t('work.projects.leader') : t('work.projects.member')}
                    {project.jobCode && ` · ${jobLabel(project.jobCode)}`}
                    {` · ${stageLabel(project.stage)}`}
                  </span>
                </>
              }
            />
          ))}
        </ul>
      );
    case 'tasks':
      return work.tasks && <Done kind="tasks" work={work.tasks} />;
    case 'goals':
      return work.goals && <Done kind="goals" work={work.goals} />;
    case 'booths':
      return (
        <ul className="space-y-2.5">
          {work.booths?.items.map((booth) => (
            <Row
              key={booth.id}
              meta={
                booth.bestRank === null
                  ? t('work.booths.unranked')
                  : t('work.booths.bestRank', { rank: booth.bestRank, week: day(booth.bestRankWeek) })
              }
              title={
                <>
                  <Link to={`/booths/${booth.id}`} className={linkClass}>
                    {booth.name}
                  </Link>
                  {booth.tagline && <span className="text-stone-600"> · {booth.tagline}</span>}
                </>
              }
            />
          ))}
        </ul>
      );
    case 'reviews': {
      const reviews = work.reviews;
      if (!reviews) return null;
      return (
        <>
          <p className="text-sm text-stone-700">
            {t('work.reviews.count', { count: reviews.count, average: reviews.averageRating })}
          </p>
          <ul className="mt-2 space-y-3">
            {reviews.highlights.map((review) => (
              <Row
                key={review.reviewer.no}
                meta={`${'★'.repeat(review.rating)}${'☆'.repeat(5 - review.rating)}`}
                title={
                  <Link to={`/u/${review.reviewer.no}`} className={linkClass}>
                    {review.reviewer.nickname}
                  </Link>
                }
              >
                {review.body && (
                  <p className="mt-0.5 text-sm leading-relaxed text-stone-700">“{review.body}”</p>
                )}
              </Row>
            ))}
          </ul>
          {reviews.others > 0 && (
            <p className="mt-2 text-xs text-stone-500">
              {t('work.reviews.others', { count: reviews.others })}
            </p>
          )}
        </>
      );
    }
    case 'proChats':
      return (
        <p className="text-sm text-stone-700">
          {t('work.proChats.held', { count: work.proChats?.held ?? 0 })}
        </p>
      );
  }
}

/**
 * The proof-of-work part of the resume (F3.2): each item links to what proves it (the project, the
 * booth, the reviewer's profile). The owner sees every section with a switch; a section they hide
 * is marked, and left out when they print, as others would not see it (so are empty ones).
 */
export function ResumeWork({ work }: { work: TResumeWork }) {
  const { t } = useTranslation('profiles');
  const sections = RESUME_WORK_SECTIONS.filter(
    (section) => work[section] !== null && (work.isOwner || workCount(work, section) > 0),
  );
  return sections.map((section) => {
    const hidden = work.hidden.includes(section);
    // The owner sees empty and hidden sections to choose; a printed resume leaves them out.
    const printed = !hidden && workCount(work, section) > 0;
    return (
      <ResumeSection
        key={section}
        id={`resume-work-${section}`}
        title={t(`work.sections.${section}`)}
        className={printed ? undefined : 'print:hidden'}
        aside={
          work.isOwner && <WorkVisibilitySwitch userNo={work.userNo} section={section} hidden={hidden} />
        }
      >
        <SectionBody work={work} section={section} />
      </ResumeSection>
    );
  });
}
