import type { TProfile } from '@sidecamp/domain';
import { formatCount, OCCUPATION_STATUS, REGIONS } from '@sidecamp/domain/core';
import { FileText, MapPin, Pencil, Star } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../ui/Avatar';
import { Badge } from '../../../ui/Badge';
import { ButtonLink } from '../../../ui/ButtonLink';
import { codeLabel, jobWithGroup } from '../../../ui/codeLabels';
import { TitleRow } from '../../../ui/TitleRow';
import { MutePersonButton } from '../../alarms';
import { StartChatButton } from '../../chat';
import { ReportButton } from '../../moderation';
import { FollowButton } from './FollowButton';
import { PeopleDialog } from './PeopleDialog';
import { TrustBadge } from './TrustBadge';

const COUNT_BUTTON =
  'group flex cursor-pointer flex-col items-start rounded-lg px-3 py-2 text-left transition-colors hover:bg-stone-50';

/** The top of a profile: background, picture, name, jobs, level, counts and the main actions. */
export function ProfileHeader({ profile }: { profile: TProfile }) {
  const { t } = useTranslation('profiles');
  const [peopleOpen, setPeopleOpen] = useState<'followers' | 'following' | null>(null);
  const mainJob = jobWithGroup(profile.mainJobDetail, profile.mainJob);
  const subJob = jobWithGroup(profile.subJobDetail, profile.subJob);
  const occupation = codeLabel(OCCUPATION_STATUS, profile.occupationStatus);
  const region = profile.region && profile.region !== 'KR00' ? codeLabel(REGIONS, profile.region) : null;

  return (
    <section
      aria-labelledby="profile-name"
      className="overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-card"
    >
      <div className="relative h-32 bg-linear-to-br from-indigo-600 via-indigo-500 to-pine-500 sm:h-48">
        {profile.backgroundImg && (
          <img src={profile.backgroundImg} alt="" className="absolute inset-0 size-full object-cover" />
        )}
      </div>
      <div className="px-5 pb-5 sm:px-8 sm:pb-6">
        <TitleRow
          align="end"
          titleWidth="wide"
          titleClassName="flex flex-col gap-3 sm:flex-row sm:items-start sm:gap-5"
          actions={
            <div className="flex flex-wrap gap-2 print:hidden">
              {profile.viewer.isMe ? (
                <ButtonLink to="/settings/profile">
                  <Pencil aria-hidden="true" className="size-4" />
                  {t('header.edit')}
                </ButtonLink>
              ) : (
                <>
                  <FollowButton
                    no={profile.no}
                    nickname={profile.nickname}
                    isFollowing={profile.viewer.isFollowing}
                  />
                  <StartChatButton userNo={profile.no} />
                  <MutePersonButton userNo={profile.no} nickname={profile.nickname} />
                  <ReportButton targetType="profile" targetId={profile.no} />
                </>
              )}
              <ButtonLink to={`/u/${profile.no}/resume`} variant="secondary">
                <FileText aria-hidden="true" className="size-4" />
                {t('header.resume')}
              </ButtonLink>
            </div>
          }
        >
          <Avatar
            src={profile.img}
            name={profile.nickname}
            size="profile"
            className="relative -mt-12 ring-4 ring-white sm:-mt-14"
          />
          <div className="min-w-0 sm:pt-4">
            <h1
              id="profile-name"
              className="truncate text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl"
            >
              {profile.nickname}
            </h1>
            <p className="mt-1 text-[15px] font-medium text-stone-700">{mainJob ?? t('header.noJob')}</p>
            {subJob && <p className="text-sm text-stone-500">{t('header.subJob', { job: subJob })}</p>}
          </div>
        </TitleRow>

        <ul className="mt-4 flex flex-wrap gap-2" aria-label={t('header.facts')}>
          <li>
            <Badge tone="indigo">{t('header.level', { level: profile.level.level })}</Badge>
          </li>
          <li>
            <TrustBadge level={profile.trustLevel} />
          </li>
          {occupation && (
            <li>
              <Badge>{occupation}</Badge>
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

        <div className="mt-4 -ml-3 flex flex-wrap gap-1 border-t border-stone-100 pt-3">
          <button type="button" className={COUNT_BUTTON} onClick={() => setPeopleOpen('followers')}>
            <span className="text-lg font-bold text-stone-900" data-testid="followers-count">
              {formatCount(profile.counts.followers)}
            </span>
            <span className="text-sm text-stone-600 group-hover:text-stone-900">
              {t('counts.followers', { count: profile.counts.followers })}
            </span>
          </button>
          <button type="button" className={COUNT_BUTTON} onClick={() => setPeopleOpen('following')}>
            <span className="text-lg font-bold text-stone-900">{formatCount(profile.counts.following)}</span>
            <span className="text-sm text-stone-600 group-hover:text-stone-900">{t('counts.following')}</span>
          </button>
          <a href="#reviews" className={COUNT_BUTTON}>
            <span className="inline-flex items-center gap-1 text-lg font-bold text-stone-900">
              {formatCount(profile.counts.reviews)}
              {profile.counts.averageRating !== null && (
                <span className="inline-flex items-center gap-0.5 text-sm font-semibold text-amber-700">
                  <Star aria-hidden="true" className="size-3.5 fill-amber-400 text-amber-400" />
                  {profile.counts.averageRating.toFixed(1)}
                </span>
              )}
            </span>
            <span className="text-sm text-stone-600 group-hover:text-stone-900">
              {t('counts.reviews', { count: profile.counts.reviews })}
            </span>
          </a>
        </div>
      </div>
      <PeopleDialog
        no={profile.no}
        nickname={profile.nickname}
        kind={peopleOpen}
        onClose={() => setPeopleOpen(null)}
      />
    </section>
  );
}
