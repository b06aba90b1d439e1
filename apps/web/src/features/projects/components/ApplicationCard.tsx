import type { TApplication } from '@sidecamp/domain';
import { APPLICATION_STATES, relativeTime } from '@sidecamp/domain/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '../../../ui/Avatar';
import { Badge, type BadgeTone } from '../../../ui/Badge';
import { codeLabel, jobLabel, skillLabel } from '../../../ui/codeLabels';
import { ProjectLogo } from './ProjectLogo';

const TONES: Record<string, BadgeTone> = { '99': 'neutral', '01': 'indigo', '02': 'pine', '03': 'amber' };

export function ApplicationStateBadge({ state }: { state: string }) {
  const { t } = useTranslation('projects');
  return (
    <Badge tone={TONES[state] ?? 'neutral'}>
      {t(`applications.state.${state}`, { defaultValue: codeLabel(APPLICATION_STATES, state) ?? state })}
    </Badge>
  );
}

/**
 * One application with its answers. `perspective` says whose list it is in: the leader sees the
 * applicant first, the applicant sees the project first.
 */
export function ApplicationCard({
  application,
  perspective,
  actions,
}: {
  application: TApplication;
  perspective: 'leader' | 'applicant';
  actions?: ReactNode;
}) {
  const { t } = useTranslation('projects');
  const sent = application.submittedAt ?? application.createdAt;
  const position = t('applications.forPosition', {
    job: jobLabel(application.position.jobCode),
    level: skillLabel(application.position.skillLevel),
  });
  return (
    <article
      aria-labelledby={`application-${application.id}`}
      className="rounded-2xl border border-stone-200 bg-white p-5 shadow-card sm:p-6"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 items-center gap-3">
          {perspective === 'leader' ? (
            <Avatar src={application.applicant.img} name={application.applicant.nickname} size={56} />
          ) : (
            <ProjectLogo src={application.project.logo} name={application.project.name} />
          )}
          <div className="min-w-0">
            <h3 id={`application-${application.id}`} className="truncate font-semibold text-stone-900">
              {perspective === 'leader' ? (
                <Link to={`/u/${application.applicant.no}`} className="hover:underline">
                  {application.applicant.nickname}
                </Link>
              ) : (
                <Link to={`/projects/${application.project.no}`} className="hover:underline">
                  {application.project.name}
                </Link>
              )}
            </h3>
            <p className="text-sm text-stone-600">
              {perspective === 'leader' && application.applicant.mainJobDetail
                ? t('applications.applicantJob', {
                    job: jobLabel(application.applicant.mainJobDetail),
                    position,
                  })
                : position}
            </p>
            <p className="text-xs text-stone-500">
              {application.submittedAt
                ? t('applications.sentAgo', { when: relativeTime(new Date(sent)) })
                : t('applications.notSent')}
              {application.decidedAt &&
                ` · ${t('applications.decidedAgo', { when: relativeTime(new Date(application.decidedAt)) })}`}
            </p>
          </div>
        </div>
        <ApplicationStateBadge state={application.state} />
      </div>
      {application.answers.length > 0 && (
        <dl className="mt-4 space-y-3 rounded-xl bg-stone-50 p-4 ring-1 ring-stone-200/70">
          {application.answers.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: answers follow the questions' fixed order
            <div key={index}>
              <dt className="text-sm font-semibold text-stone-800">{item.question}</dt>
              <dd className="mt-0.5 text-[15px] whitespace-pre-line text-stone-700">
                {item.answer || <span className="text-stone-500">{t('applications.noAnswer')}</span>}
              </dd>
            </div>
          ))}
        </dl>
      )}
      {actions && <div className="mt-4 flex flex-wrap justify-end gap-2">{actions}</div>}
    </article>
  );
}
