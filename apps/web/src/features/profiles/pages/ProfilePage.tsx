import { useTranslation } from 'react-i18next';
import { ProfileHeader } from '../components/ProfileHeader';
import { ProfileItemsSection } from '../components/ProfileItemsSection';
import { ProfileShareTags } from '../components/ProfileShareTags';
import { ProfileSidebar } from '../components/ProfileSidebar';
import { ProfileSkeleton } from '../components/ProfileSkeleton';
import { ProfileUnavailable, unavailabilityOf } from '../components/ProfileUnavailable';
import { ReviewsSection } from '../components/ReviewsSection';
import { WorkSummary } from '../components/WorkSummary';
import { useProfile } from '../hooks/useProfile';
import { useUserNoParam } from '../hooks/useUserNoParam';

/** A member's public profile (F3.1): who they are, what they did, who follows them, what others say. */
export function ProfilePage() {
  const { t } = useTranslation('profiles');
  const { t: tCommon } = useTranslation('common');
  const { raw, no } = useUserNoParam();
  const profile = useProfile(no);

  if (no === null)
    return <ProfileUnavailable reason={raw === 'me' ? 'membersOnly' : 'notFound'} userNo={raw} />;
  if (profile.isPending) return <ProfileSkeleton label={tCommon('shell.loading')} />;
  if (profile.isError) {
    return (
      <ProfileUnavailable
        reason={unavailabilityOf(profile.error)}
        userNo={raw}
        onRetry={() => void profile.refetch()}
      />
    );
  }

  const person = profile.data;
  return (
    <div className="space-y-8">
      <ProfileShareTags profile={person} />
      <ProfileHeader profile={person} />
      <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-6">
          <section
            aria-labelledby="profile-about"
            className="rounded-2xl border border-stone-200 bg-white p-6 shadow-card sm:p-7"
          >
            <h2 id="profile-about" className="text-base font-semibold text-stone-900">
              {t('about.title')}
            </h2>
            {person.introduction ? (
              <p className="mt-3 text-[15px] leading-relaxed whitespace-pre-line text-stone-700">
                {person.introduction}
              </p>
            ) : (
              <p className="mt-3 text-sm text-stone-500">
                {person.viewer.isMe ? t('about.emptyMine') : t('about.empty', { nickname: person.nickname })}
              </p>
            )}
          </section>
          <WorkSummary userNo={person.no} nickname={person.nickname} />
          <ProfileItemsSection items={person.items} />
          <ReviewsSection profile={person} />
        </div>
        <ProfileSidebar profile={person} />
      </div>
    </div>
  );
}
