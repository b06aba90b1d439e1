import type { TProfile } from '@sidecamp/domain';
import {
  AGE_BANDS,
  EXPERIENCE,
  formatCount,
  INTEGRATIONS,
  PERSONALITY_TYPES,
  PROFILE_GENDERS,
  SKILL_LEVELS,
  VISIT_PURPOSES,
} from '@sidecamp/domain/core';
import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChipList } from '../../../ui/ChipList';
import { codeLabel } from '../../../ui/codeLabels';
import { useActivity } from '../hooks/useActivity';

function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-2xl border border-stone-200 bg-white p-5 shadow-card sm:p-6"
    >
      <h2 id={id} className="text-sm font-semibold tracking-wide text-stone-900">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

/** The facts beside a profile: details, tech stack, links and activity counts. */
export function ProfileSidebar({ profile }: { profile: TProfile }) {
  const { t, i18n } = useTranslation('profiles');
  const activity = useActivity(profile.no);
  const personality =
    profile.personalityType === '0000' ? null : codeLabel(PERSONALITY_TYPES, profile.personalityType);
  const ageBand = profile.ageBand === '00' ? null : codeLabel(AGE_BANDS, profile.ageBand);
  const details = [
    { key: 'experience', value: codeLabel(EXPERIENCE, profile.experience) },
    { key: 'skillLevel', value: codeLabel(SKILL_LEVELS, profile.skillLevel) },
    { key: 'visitPurpose', value: codeLabel(VISIT_PURPOSES, profile.visitPurpose) },
    { key: 'personality', value: personality },
    { key: 'gender', value: codeLabel(PROFILE_GENDERS, profile.gender) },
    { key: 'ageBand', value: ageBand },
    {
      key: 'joined',
      value: new Intl.DateTimeFormat(i18n.language, { month: 'long', year: 'numeric' }).format(
        new Date(profile.joinedAt),
      ),
    },
  ].filter((detail): detail is { key: string; value: string } => detail.value !== null);

  return (
    <div className="space-y-5">
      <Panel id="profile-details" title={t('details.title')}>
        <dl className="space-y-2.5 text-sm">
          {details.map((detail) => (
            <div key={detail.key} className="flex justify-between gap-4">
              <dt className="text-stone-500">{t(`details.${detail.key}`)}</dt>
              <dd className="text-right font-medium text-stone-800">{detail.value}</dd>
            </div>
          ))}
        </dl>
      </Panel>

      <Panel id="profile-stack" title={t('stack.title')}>
        {profile.techStacks.length > 0 ? (
          <ChipList items={profile.techStacks} />
        ) : (
          <p className="text-sm text-stone-500">{t('stack.empty')}</p>
        )}
      </Panel>

      {profile.links.length > 0 && (
        <Panel id="profile-links" title={t('links.title')}>
          <ul className="space-y-2">
            {profile.links.map((link) => (
              <li key={link.integration}>
                <a
                  href={link.url}
                  target="_blank"
                  rel="noopener noreferrer nofollow"
                  className="flex items-center justify-between gap-3 rounded-lg px-3 py-2 text-sm ring-1 ring-stone-200 hover:bg-stone-50"
                >
                  <span className="font-medium text-stone-800">
                    {codeLabel(INTEGRATIONS, link.integration)}
                  </span>
                  <span className="flex min-w-0 items-center gap-1.5 text-stone-500">
                    <span className="truncate">{link.url.replace(/^https?:\/\//, '')}</span>
                    <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" />
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </Panel>
      )}

      <Panel id="profile-activity" title={t('activity.title')}>
        {activity.data ? (
          <dl className="grid grid-cols-2 gap-3">
            {(
              [
                ['followers', activity.data.followers],
                ['following', activity.data.following],
                ['reviewsReceived', activity.data.reviewsReceived],
                ['reviewsWritten', activity.data.reviewsWritten],
                ['profileItems', activity.data.profileItems],
                ['uploads', activity.data.uploads],
              ] as const
            ).map(([key, value]) => (
              <div key={key} className="rounded-xl bg-stone-50 px-3 py-2.5 ring-1 ring-stone-200/70">
                <dt className="text-xs text-stone-500">{t(`activity.${key}`)}</dt>
                <dd className="text-lg font-bold text-stone-900">{formatCount(value)}</dd>
              </div>
            ))}
          </dl>
        ) : activity.isError ? (
          <p className="text-sm text-stone-500">{t('activity.failed')}</p>
        ) : (
          <div className="grid animate-pulse grid-cols-2 gap-3">
            {[0, 1, 2, 3].map((cell) => (
              <div key={cell} className="h-14 rounded-xl bg-stone-100" />
            ))}
          </div>
        )}
      </Panel>
    </div>
  );
}
