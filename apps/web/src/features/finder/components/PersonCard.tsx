import type { TPersonCard } from '@sidecamp/domain';
import { EXPERIENCE, JOB_GROUPS, previewText, REGIONS, SKILL_LEVELS } from '@sidecamp/domain/core';
import { MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '../../../ui/Avatar';
import { Badge } from '../../../ui/Badge';
import { codeLabel, jobLabel } from '../../../ui/codeLabels';

/** One person found: picture, nickname (the link to the profile), jobs, level, region and stacks. */
export function PersonCard({ person, children }: { person: TPersonCard; children?: ReactNode }) {
  const { t } = useTranslation('finder');
  const group = codeLabel(JOB_GROUPS, person.mainJob);
  const region = person.region && person.region !== 'KR00' ? codeLabel(REGIONS, person.region) : null;
  const skill = codeLabel(SKILL_LEVELS, person.skillLevel);
  const experience = codeLabel(EXPERIENCE, person.experience);
  return (
    <article className="group relative flex h-full flex-col rounded-2xl border border-stone-200 bg-white p-5 shadow-card transition-shadow focus-within:ring-2 focus-within:ring-indigo-500/40 hover:shadow-lift">
      <div className="flex items-start gap-3.5">
        <Avatar src={person.img} name={person.nickname} size={56} />
        <div className="min-w-0 flex-1">
          <h3 className="truncate text-base font-semibold text-stone-900">
            <Link
              to={`/u/${person.no}`}
              className="outline-none after:absolute after:inset-0 after:rounded-2xl group-hover:text-indigo-800"
            >
              {person.nickname}
            </Link>
          </h3>
          <p className="truncate text-sm font-medium text-stone-700">
            {jobLabel(person.mainJobDetail) || t('card.noJob')}
            {group && <span className="font-normal text-stone-500"> · {group}</span>}
          </p>
          {person.subJobDetail && (
            <p className="truncate text-sm text-stone-500">
              {t('card.subJob', { job: jobLabel(person.subJobDetail) })}
            </p>
          )}
        </div>
      </div>
      <ul className="mt-3 flex flex-wrap gap-1.5" aria-label={t('card.facts')}>
        {skill && (
          <li>
            <Badge tone="indigo">{skill}</Badge>
          </li>
        )}
        {experience && (
          <li>
            <Badge>{t('card.experience', { experience })}</Badge>
          </li>
        )}
        {region && (
          <li>
            <Badge>
              <MapPin aria-hidden="true" className="size-3" />
              {region}
            </Badge>
          </li>
        )}
      </ul>
      {person.introduction && (
        <p className="mt-3 line-clamp-2 text-sm text-stone-600">{previewText(person.introduction, 120)}</p>
      )}
      {person.techStacks.length > 0 && (
        <ul className="mt-3 flex flex-wrap gap-1.5" aria-label={t('card.stacks')}>
          {person.techStacks.slice(0, 6).map((stack) => (
            <li key={stack} className="rounded-md bg-stone-100 px-2 py-0.5 text-[13px] text-stone-700">
              {stack}
            </li>
          ))}
        </ul>
      )}
      {children && <div className="relative z-10 mt-auto pt-4">{children}</div>}
    </article>
  );
}
