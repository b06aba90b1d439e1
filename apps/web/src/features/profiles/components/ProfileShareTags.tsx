import type { TProfile } from '@sidecamp/domain';
import { shareCardFields, shareCardPath, shareCardVersion } from '@sidecamp/domain/core';
import { useTranslation } from 'react-i18next';
import { useSiteConfig } from '../../../app/config/siteConfig';
import { jobLabel } from '../../../ui/codeLabels';
import { ShareTags } from '../../../ui/ShareTags';

/**
 * A profile's share tags and its schema.org Person, only for a public profile: a members-only or
 * private one (seen by a member, or its owner) gets the title alone, so nothing of it is offered
 * for sharing or indexing. What is written is what the page shows everyone.
 */
export function ProfileShareTags({ profile }: { profile: TProfile }) {
  const { t } = useTranslation('profiles');
  const site = useSiteConfig();
  const origin = (site?.publicUrl ?? '').replace(/\/$/, '');
  if (profile.visibility !== 'public')
    return <title>{`${profile.nickname} · ${site?.siteName ?? 'Sidecamp'}`}</title>;
  const job = jobLabel(profile.mainJob);
  return (
    <ShareTags
      title={profile.nickname}
      description={
        profile.introduction ||
        t('share.description', { nickname: profile.nickname, job: job || t('share.member') })
      }
      path={`/u/${profile.no}`}
      type="profile"
      image={shareCardPath('person', profile.no, shareCardVersion(shareCardFields.person(profile)))}
      structuredData={{
        '@type': 'Person',
        name: profile.nickname,
        ...(job ? { jobTitle: job } : {}),
        ...(profile.img ? { image: `${origin}${profile.img}` } : {}),
        ...(profile.introduction ? { description: profile.introduction.slice(0, 300) } : {}),
      }}
    />
  );
}
