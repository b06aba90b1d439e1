import type { TBooth } from '@sidecamp/domain';
import {
  PLATFORMS,
  SERVICE_CATEGORIES,
  shareCardFields,
  shareCardPath,
  shareCardVersion,
} from '@sidecamp/domain/core';
import { useSiteConfig } from '../../../../app/config/siteConfig';
import { codeLabel } from '../../../../ui/codeLabels';
import { ShareTags } from '../../../../ui/ShareTags';

/** A booth's share tags and its schema.org SoftwareApplication, rated from its reviews when it has any. */
export function BoothShareTags({ booth }: { booth: TBooth }) {
  const origin = (useSiteConfig()?.publicUrl ?? '').replace(/\/$/, '');
  const path = `/booths/${booth.id}`;
  const { reviews, meanRating } = booth.counts;
  return (
    <ShareTags
      title={booth.name}
      description={booth.tagline ? `${booth.tagline}. ${booth.intro}` : booth.intro}
      path={path}
      image={shareCardPath('booth', booth.id, shareCardVersion(shareCardFields.booth(booth)))}
      structuredData={{
        '@type': 'SoftwareApplication',
        name: booth.name,
        description: booth.tagline || booth.intro.slice(0, 300),
        applicationCategory: codeLabel(SERVICE_CATEGORIES, booth.serviceCategory),
        operatingSystem: booth.platforms.map((code) => codeLabel(PLATFORMS, code)).join(', ') || undefined,
        ...(booth.screenshots[0] ? { image: `${origin}${booth.screenshots[0]}` } : {}),
        ...(booth.launchDate ? { datePublished: booth.launchDate } : {}),
        ...(reviews > 0 && meanRating !== null
          ? {
              aggregateRating: {
                '@type': 'AggregateRating',
                ratingValue: Math.round(meanRating * 10) / 10,
                ratingCount: reviews,
                bestRating: 5,
                worstRating: 1,
              },
            }
          : {}),
      }}
    />
  );
}
