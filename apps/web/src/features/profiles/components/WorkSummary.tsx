import { RESUME_WORK_SECTIONS } from '@sidecamp/domain/core';
import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useResumeWork } from '../hooks/useResumeWork';
import { workCount } from './workCount';

/**
 * "What <name> did here" (F3.2) on the profile: the counts of the work record, linking to the
 * resume where each item is listed with what proves it. Nothing shows until there is something.
 */
export function WorkSummary({ userNo, nickname }: { userNo: number; nickname: string }) {
  const { t } = useTranslation('profiles');
  const work = useResumeWork(userNo);
  if (!work.data) return null;
  const data = work.data;
  const counts = RESUME_WORK_SECTIONS.filter((section) => data[section] !== null)
    .map((section) => ({ section, count: workCount(data, section) }))
    .filter(({ count }) => count > 0);
  if (counts.length === 0) return null;
  return (
    <section
      aria-labelledby="profile-work"
      className="rounded-2xl border border-stone-200 bg-white p-6 shadow-card sm:p-7"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="profile-work" className="text-base font-semibold text-stone-900">
          {t('work.summary.title', { nickname })}
        </h2>
        <Link
          to={`/u/${userNo}/resume`}
          className="inline-flex items-center gap-1 text-sm font-semibold text-indigo-700 hover:underline"
        >
          {t('work.summary.seeResume')}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3">
        {counts.map(({ section, count }) => (
          <div key={section} className="rounded-xl bg-stone-50 px-4 py-3 ring-1 ring-stone-200">
            <dt className="text-xs font-medium text-stone-600">{t(`work.summary.${section}`)}</dt>
            <dd className="mt-0.5 text-2xl font-bold text-stone-900 tabular-nums">{count}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
