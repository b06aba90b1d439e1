import type { TBoothCard } from '@sidecamp/domain';
import { formatCount, relativeTime, SERVICE_CATEGORIES } from '@sidecamp/domain/core';
import { Heart, HeartHandshake } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../../../ui/Badge';
import { codeLabel } from '../../../../ui/codeLabels';
import { ProjectLogo } from '../../../projects';

/**
 * One booth in a list. The name is the link; it stretches over the card so the whole card is
 * clickable, while the card stays a single tab stop with a meaningful name.
 */
export function BoothCard({ booth, showState = false }: { booth: TBoothCard; showState?: boolean }) {
  const { t } = useTranslation('booths');
  const category = codeLabel(SERVICE_CATEGORIES, booth.serviceCategory);
  return (
    <article className="group relative flex h-full flex-col rounded-2xl border border-stone-200 bg-white p-5 shadow-card transition-shadow focus-within:ring-2 focus-within:ring-pine-600/40 hover:border-stone-300 hover:shadow-lift">
      <div className="flex items-start gap-3.5">
        <ProjectLogo src={booth.cover} name={booth.name} />
        <div className="min-w-0 flex-1">
          <div className="flex items-start justify-between gap-2">
            <h3 className="min-w-0 text-base leading-snug font-semibold text-stone-900">
              <Link
                to={`/booths/${booth.id}`}
                className="outline-none after:absolute after:inset-0 after:rounded-2xl group-hover:text-pine-800"
              >
                {booth.name}
              </Link>
            </h3>
            {showState && booth.state === 'draft' && (
              <Badge tone="orange" className="shrink-0">
                {t('state.draft')}
              </Badge>
            )}
          </div>
          <p className="mt-0.5 truncate text-sm text-stone-500">
            {t('card.byOwner', { nickname: booth.owner.nickname })}
            {booth.publishedAt && (
              <>
                <span aria-hidden="true"> · </span>
                <time suppressHydrationWarning dateTime={booth.publishedAt}>
                  {relativeTime(new Date(booth.publishedAt))}
                </time>
              </>
            )}
          </p>
        </div>
      </div>
      {booth.tagline && (
        <p className="mt-3 line-clamp-1 text-[15px] font-medium text-stone-800">{booth.tagline}</p>
      )}
      <p className="mt-1 line-clamp-2 text-sm text-pretty text-stone-600">{booth.introPreview}</p>
      <div className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-1.5 pt-4 text-sm text-stone-600">
        {category && <Badge tone="orange">{category}</Badge>}
        <span className="inline-flex items-center gap-1.5">
          <Heart aria-hidden="true" className="size-4 text-stone-400" />
          {t('card.likes', { count: booth.likes, formatted: formatCount(booth.likes) })}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <HeartHandshake aria-hidden="true" className="size-4 text-stone-400" />
          {t('card.supporters', { count: booth.supporters, formatted: formatCount(booth.supporters) })}
        </span>
      </div>
    </article>
  );
}
