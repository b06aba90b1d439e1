import type { TBooth } from '@sidecamp/domain';
import { formatCount } from '@sidecamp/domain/core';
import { Crown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '../../../ui/Avatar';
import { Badge } from '../../../ui/Badge';
import { jobLabel } from '../../../ui/codeLabels';

/** What the service is (intro and description), its counts, and the team behind it. */
export function BoothAbout({ booth }: { booth: TBooth }) {
  const { t } = useTranslation('booths');
  const team = [...booth.team].sort((a, b) => (a.role === 'owner' ? -1 : b.role === 'owner' ? 1 : 0));
  const counts = [
    { key: 'likes', value: booth.counts.likes },
    { key: 'follows', value: booth.counts.follows },
    { key: 'supporters', value: booth.counts.supporters },
    { key: 'supportPoints', value: booth.counts.supportPoints },
  ] as const;
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <section
        aria-labelledby="booth-about-title"
        className="self-start rounded-2xl border border-stone-200 bg-white p-5 shadow-card sm:p-6"
      >
        <h2 id="booth-about-title" className="text-lg font-semibold text-stone-900">
          {t('view.about')}
        </h2>
        <p className="mt-3 text-[15px] whitespace-pre-line text-pretty text-stone-800">{booth.intro}</p>
        {booth.description && (
          <p className="mt-4 border-t border-stone-100 pt-4 text-[15px] whitespace-pre-line text-pretty text-stone-700">
            {booth.description}
          </p>
        )}
      </section>
      <div className="space-y-6">
        <section
          aria-labelledby="booth-counts-title"
          className="rounded-2xl border border-stone-200 bg-white p-5 shadow-card"
        >
          <h2 id="booth-counts-title" className="sr-only">
            {t('view.countsTitle')}
          </h2>
          <dl className="grid grid-cols-2 gap-4">
            {counts.map(({ key, value }) => (
              <div key={key}>
                <dt className="text-xs font-semibold tracking-wide text-stone-500 uppercase">
                  {t(`view.counts.${key}`)}
                </dt>
                <dd className="text-xl font-bold text-stone-900 tabular-nums" data-testid={`count-${key}`}>
                  {formatCount(value)}
                </dd>
              </div>
            ))}
          </dl>
        </section>
        <section
          aria-labelledby="booth-team-title"
          className="rounded-2xl border border-stone-200 bg-white p-5 shadow-card"
        >
          <h2 id="booth-team-title" className="text-lg font-semibold text-stone-900">
            {t('view.team', { count: team.length })}
          </h2>
          <ul className="mt-4 space-y-3" aria-label={t('view.teamList')}>
            {team.map((member) => {
              const job = jobLabel(member.person.mainJobDetail);
              return (
                <li key={member.person.no} className="flex items-center gap-3">
                  <Avatar src={member.person.img} name={member.person.nickname} size={40} />
                  <div className="min-w-0 flex-1">
                    <Link
                      to={`/u/${member.person.no}`}
                      className="block truncate font-semibold text-stone-900 hover:text-pine-800 hover:underline"
                    >
                      {member.person.nickname}
                    </Link>
                    {job && <p className="truncate text-sm text-stone-500">{job}</p>}
                  </div>
                  {member.role === 'owner' && (
                    <Badge tone="amber">
                      <Crown aria-hidden="true" className="size-3" />
                      {t('view.owner')}
                    </Badge>
                  )}
                </li>
              );
            })}
          </ul>
        </section>
      </div>
    </div>
  );
}
