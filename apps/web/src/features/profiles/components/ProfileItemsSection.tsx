import type { TProfileItem } from '@sidecamp/domain';
import { PROFILE_ITEM_TYPES } from '@sidecamp/domain/core';
import {
  Briefcase,
  ExternalLink,
  FileText,
  HelpCircle,
  type LucideIcon,
  MapPin,
  Sparkles,
  Wrench,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { codeLabel } from '../../../ui/codeLabels';
import { formatDateRange } from '../../../ui/dates';

export const ITEM_TYPE_ICONS: Record<string, LucideIcon> = {
  cover_letter: FileText,
  career: Briefcase,
  location: MapPin,
  skill: Wrench,
  portfolio: Sparkles,
  question: HelpCircle,
};

/** Items of each type together, types in the domain's order, items in the owner's order. */
export function groupItemsByType(items: readonly TProfileItem[]): { type: string; items: TProfileItem[] }[] {
  const known = PROFILE_ITEM_TYPES.codes as readonly string[];
  const types = [
    ...known,
    ...new Set(items.map((item) => item.type).filter((type) => !known.includes(type))),
  ];
  return types
    .map((type) => ({
      type,
      items: items.filter((item) => item.type === type).sort((a, b) => a.position - b.position),
    }))
    .filter((group) => group.items.length > 0);
}

/** The profile's items (career, skills, portfolio ...) grouped under their type. */
export function ProfileItemsSection({ items }: { items: readonly TProfileItem[] }) {
  const { t, i18n } = useTranslation('profiles');
  const groups = groupItemsByType(items);
  if (groups.length === 0) return null;
  return (
    <div className="space-y-6">
      {groups.map((group) => {
        const Icon = ITEM_TYPE_ICONS[group.type] ?? FileText;
        return (
          <section
            key={group.type}
            aria-labelledby={`items-${group.type}`}
            className="rounded-2xl border border-stone-200 bg-white p-6 shadow-card sm:p-7"
          >
            <h2
              id={`items-${group.type}`}
              className="flex items-center gap-2.5 text-base font-semibold text-stone-900"
            >
              <span
                aria-hidden="true"
                className="grid size-8 place-items-center rounded-lg bg-indigo-50 ring-1 ring-indigo-200"
              >
                <Icon className="size-4 text-indigo-600" />
              </span>
              {codeLabel(PROFILE_ITEM_TYPES, group.type)}
            </h2>
            <ul className="mt-4 divide-y divide-stone-100">
              {group.items.map((item) => {
                const dates = formatDateRange(item.startDate, item.endDate, i18n.language, {
                  present: t('items.present'),
                  until: (end) => t('items.until', { end }),
                });
                return (
                  <li key={item.id} className="py-4 first:pt-0 last:pb-0">
                    <div className="flex flex-col gap-0.5 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4">
                      <h3 className="font-semibold text-stone-900">{item.title}</h3>
                      {dates && <p className="shrink-0 text-sm text-stone-500">{dates}</p>}
                    </div>
                    {item.organization && (
                      <p className="text-sm font-medium text-stone-600">{item.organization}</p>
                    )}
                    {item.body && (
                      <p className="mt-2 text-[15px] leading-relaxed whitespace-pre-line text-stone-700">
                        {item.body}
                      </p>
                    )}
                    {item.url && (
                      <a
                        href={item.url}
                        target="_blank"
                        rel="noopener noreferrer nofollow"
                        className="mt-2 inline-flex max-w-full items-center gap-1.5 text-sm font-medium text-pine-700 hover:underline"
                      >
                        <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" />
                        <span className="truncate">{item.url.replace(/^https?:\/\//, '')}</span>
                      </a>
                    )}
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
