import type { AutoEventCode, TFeedItem } from '@sidecamp/domain';
import { relativeTime } from '@sidecamp/domain/core';
import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../ui/Avatar';
import { Card } from '../../../ui/Card';
import { FeedItemCard } from './FeedItemCard';

/** How many names the folded entry spells out before "and N more". */
const NAMED = 3;

/** What one item of a run is called in the folded entry: the booth's or project's name, or the person's. */
const nameOf = (item: TFeedItem) =>
  item.SERVICE_NAME ??
  item.PROJECT_NAME ??
  item.FEED_TITLE ??
  item.actor?.nickname ??
  item.USER_NICKNAME ??
  '';

/**
 * A run of automatic items of one kind (feedGroups.ts) as one entry: how many and of what ("12 new
 * booths"), the first names, the newest time, and a button that opens the items in place.
 */
export function FeedGroupCard({ code, items }: { code: AutoEventCode; items: TFeedItem[] }) {
  const { t } = useTranslation('lounge');
  const [open, setOpen] = useState(false);
  const listId = useId();
  const names = [...new Set(items.map(nameOf).filter(Boolean))];
  const shown = names.slice(0, NAMED).join(', ');
  const newest = items[0]?.createdAt;
  const faces = items.filter((item) => item.actor).slice(0, 4);
  return (
    <Card className="flex flex-col gap-3 p-4 sm:p-5">
      <div className="flex items-center gap-3">
        <div aria-hidden="true" className="flex shrink-0 -space-x-2">
          {faces.map((item) => (
            <Avatar
              key={item.id}
              src={item.actor?.img ?? null}
              name={item.actor?.nickname ?? ''}
              size={32}
              className="ring-2 ring-white"
            />
          ))}
        </div>
        <div className="min-w-0 flex-1">
          <h3 className="text-base font-semibold text-stone-900">
            {t(`feed.group.${code}`, {
              count: items.length,
              defaultValue: t('feed.group.other', { count: items.length }),
            })}
          </h3>
          <p className="truncate text-sm text-stone-600">
            {names.length > NAMED
              ? t('feed.groupNamesMore', { names: shown, count: names.length - NAMED })
              : shown}
          </p>
          {newest && (
            <p className="text-xs text-stone-500">
              <time suppressHydrationWarning dateTime={newest}>
                {relativeTime(new Date(newest))}
              </time>
            </p>
          )}
        </div>
      </div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex min-h-11 items-center gap-1.5 self-start rounded-lg px-2 text-sm font-semibold text-pine-700 hover:bg-pine-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-pine-600"
      >
        <ChevronDown aria-hidden="true" className={open ? 'size-4 rotate-180' : 'size-4'} />
        {open ? t('feed.groupHide') : t('feed.groupShow', { count: items.length })}
      </button>
      <ul id={listId} hidden={!open} className="flex flex-col gap-3">
        {open &&
          items.map((item) => (
            <li key={item.id}>
              <FeedItemCard item={item} />
            </li>
          ))}
      </ul>
    </Card>
  );
}
