import type { HubSort } from '@sidecamp/domain';
import { HUB_SORTS } from '@sidecamp/domain/core';
import { Search } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button';
import { SelectField } from '../../../ui/SelectField';

/**
 * Text search (sent on Enter or the button, not on every key, so the address and history hold
 * whole searches) and the sort order.
 */
export function HubSearchBar({
  q,
  sort,
  onSearch,
  onSort,
}: {
  q: string;
  sort: HubSort;
  onSearch: (q: string) => void;
  onSort: (sort: HubSort) => void;
}) {
  const { t } = useTranslation('projects');
  const [text, setText] = useState(q);
  // Back/forward and chip removal change the address; the box follows it.
  useEffect(() => setText(q), [q]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(text.trim());
  };

  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <search className="min-w-0 flex-1">
        <form onSubmit={submit} className="flex gap-2">
          <label htmlFor="hub-search" className="sr-only">
            {t('search.label')}
          </label>
          <div className="relative min-w-0 flex-1">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-4.5 -translate-y-1/2 text-stone-400"
            />
            <input
              id="hub-search"
              type="search"
              value={text}
              maxLength={100}
              onChange={(event) => setText(event.target.value)}
              placeholder={t('search.placeholder')}
              className="h-11 w-full rounded-xl border border-stone-300 bg-white pr-3 pl-10 text-[15px] text-stone-900 shadow-sm outline-none placeholder:text-stone-400 focus:border-pine-600 focus:ring-2 focus:ring-pine-600/25"
            />
          </div>
          <Button type="submit" size="md" className="h-11">
            {t('search.submit')}
          </Button>
        </form>
      </search>
      <SelectField
        compact
        label={t('sort.label')}
        value={sort}
        className="sm:w-48"
        hideLabel
        options={HUB_SORTS.map((value) => ({ value, label: t(`sort.${value}`) }))}
        onChange={(value) => onSort(HUB_SORTS.find((item) => item === value) ?? 'newest')}
      />
    </div>
  );
}
