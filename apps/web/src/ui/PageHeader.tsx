import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { useSiteConfig } from '../app/config/siteConfig';
import { CAMP_STYLES, type Camp } from './camps';
import { ShareTags, type ShareTagsProps } from './ShareTags';
import { TitleRow } from './TitleRow';

type PageHeaderProps = {
  title: string;
  /** Small line above the title, usually the camp ("Connect"), coloured by the camp. */
  eyebrow?: string;
  camp?: Camp;
  description?: ReactNode;
  actions?: ReactNode;
  className?: string;
  /** For a public page: its share tags (description, canonical address, card, JSON-LD) with the title. */
  share?: Omit<ShareTagsProps, 'title'>;
};

/** The page's one h1 plus the document title, so every screen is named the same way. */
export function PageHeader({
  title,
  eyebrow,
  camp,
  description,
  actions,
  className,
  share,
}: PageHeaderProps) {
  const siteName = useSiteConfig()?.siteName ?? 'Sidecamp';
  return (
    <header className={className}>
      {share ? <ShareTags title={title} {...share} /> : <title>{`${title} · ${siteName}`}</title>}
      <TitleRow align="end" actions={actions}>
        {eyebrow && (
          <p
            className={clsx(
              'mb-2 inline-flex items-center gap-2 text-xs font-semibold tracking-wider uppercase',
              camp ? CAMP_STYLES[camp].ink : 'text-stone-600',
            )}
          >
            {camp && (
              <span aria-hidden="true" className={clsx('size-2 rounded-full', CAMP_STYLES[camp].dot)} />
            )}
            {eyebrow}
          </p>
        )}
        <h1 className="text-2xl font-bold tracking-tight text-balance text-stone-900 sm:text-3xl">{title}</h1>
        {description && <p className="mt-2 max-w-2xl text-base text-pretty text-stone-600">{description}</p>}
      </TitleRow>
    </header>
  );
}
