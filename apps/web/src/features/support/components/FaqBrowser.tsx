import type { FaqCategoryCode, TFaqEntry } from '@sidecamp/domain';
import { FAQ_CATEGORIES } from '@sidecamp/domain/core';
import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { ChevronDown, MessageCircleQuestion, Search, SearchX, X } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button, Input, Label, SearchField, ToggleButton, ToggleButtonGroup } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../ui/EmptyState';
import { QueryError } from '../../../ui/QueryError';
import { supportApi, supportKeys } from '../api/supportApi';
import { matchesQuery } from '../faqSearch';

type CategoryFilter = FaqCategoryCode | 'all';

/** The FAQ: filter by category, search as you type, answers open in place. */
export function FaqBrowser() {
  const { t } = useTranslation('support');
  const faq = useQuery({
    queryKey: supportKeys.faq(),
    queryFn: ({ signal }) => supportApi.faq(signal),
    staleTime: 60_000,
  });
  const entries = faq.data?.items ?? [];
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<CategoryFilter>('all');

  const visible = entries.filter(
    (entry) => (category === 'all' || entry.category === category) && matchesQuery(entry, query),
  );
  const groups = FAQ_CATEGORIES.entries
    .map((group) => ({ ...group, items: visible.filter((entry) => entry.category === group.code) }))
    .filter((group) => group.items.length > 0);

  let results: ReactNode;
  if (faq.isError)
    results = (
      <QueryError error={faq.error} title={t('faqState.failed')} onRetry={() => void faq.refetch()} />
    );
  else if (faq.isPending)
    results = (
      <div role="status">
        <span className="sr-only">{t('faqState.loading')}</span>
        <div aria-hidden="true" className="h-64 animate-pulse rounded-2xl bg-stone-100" />
      </div>
    );
  else if (entries.length === 0)
    results = (
      <EmptyState
        icon={MessageCircleQuestion}
        title={t('faqState.empty')}
        description={t('faqState.emptyBody')}
      />
    );
  else if (groups.length === 0)
    results = (
      <div className="flex flex-col items-center rounded-2xl border border-dashed border-stone-300 bg-white/70 px-6 py-12 text-center">
        <SearchX aria-hidden="true" className="size-8 text-stone-400" />
        <h3 className="mt-3 font-semibold text-stone-900">{t('search.noResultsTitle', { query })}</h3>
        <p className="mt-1 max-w-md text-sm text-stone-600">{t('search.noResultsBody')}</p>
      </div>
    );
  else
    results = (
      <div className="space-y-8">
        {groups.map((group) => (
          <section key={group.code} aria-labelledby={`faq-group-${group.code}`}>
            <h3
              id={`faq-group-${group.code}`}
              className="mb-3 text-xs font-semibold tracking-wider text-stone-500 uppercase"
            >
              {group.label}
            </h3>
            <ul className="divide-y divide-stone-100 overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-card">
              {group.items.map((entry) => (
                <FaqItem key={entry.id} entry={entry} />
              ))}
            </ul>
          </section>
        ))}
      </div>
    );

  return (
    <section aria-labelledby="faq-title" className="space-y-5">
      <h2 id="faq-title" className="sr-only">
        {t('title')}
      </h2>
      <SearchField value={query} onChange={setQuery} className="group relative">
        <Label className="sr-only">{t('search.label')}</Label>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-stone-400"
        />
        <Input
          placeholder={t('search.placeholder')}
          className="h-12 w-full rounded-xl border border-stone-300 bg-white pr-12 pl-12 text-base text-stone-900 shadow-card outline-none placeholder:text-stone-400 focus:border-pine-600 focus:ring-2 focus:ring-pine-600/25 [&::-webkit-search-cancel-button]:hidden"
        />
        <Button
          aria-label={t('search.clear')}
          className="absolute top-1/2 right-3 grid size-8 -translate-y-1/2 cursor-pointer place-items-center rounded-lg text-stone-500 hover:bg-stone-100 group-data-[empty]:hidden"
        >
          <X aria-hidden="true" className="size-4" />
        </Button>
      </SearchField>

      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
          <ToggleButtonGroup
            aria-label={t('categories.label')}
            selectionMode="single"
            disallowEmptySelection
            selectedKeys={[category]}
            onSelectionChange={(keys) => {
              const [next] = [...keys];
              if (next === 'all' || FAQ_CATEGORIES.isCode(next)) setCategory(next);
            }}
            className="flex min-w-max gap-1.5"
          >
            {[{ code: 'all', label: t('categories.all') }, ...FAQ_CATEGORIES.entries].map((item) => (
              <ToggleButton
                key={item.code}
                id={item.code}
                className={({ isSelected }) =>
                  clsx(
                    'cursor-pointer rounded-full px-3.5 py-1.5 text-sm font-medium ring-1 transition-colors ring-inset',
                    isSelected
                      ? 'bg-stone-900 text-white ring-stone-900'
                      : 'bg-white text-stone-700 ring-stone-300 hover:bg-stone-50',
                  )
                }
              >
                {item.label}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </div>
        <p aria-live="polite" className="shrink-0 text-sm text-stone-500">
          {faq.isSuccess && t('search.results', { count: visible.length })}
        </p>
      </div>

      {results}
    </section>
  );
}

/** Native details/summary: keyboard and screen-reader support without extra script. */
function FaqItem({ entry }: { entry: TFaqEntry }) {
  return (
    <li>
      <details className="group">
        <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-[15px] font-medium text-stone-900 hover:bg-stone-50 [&::-webkit-details-marker]:hidden">
          {entry.question}
          <ChevronDown
            aria-hidden="true"
            className="size-5 shrink-0 text-stone-400 transition-transform group-open:rotate-180"
          />
        </summary>
        {/* Plain text, rendered as text (never as HTML), line breaks kept. */}
        <p className="px-5 pb-5 text-[15px] leading-relaxed whitespace-pre-line text-stone-600">
          {entry.answer}
        </p>
      </details>
    </li>
  );
}
