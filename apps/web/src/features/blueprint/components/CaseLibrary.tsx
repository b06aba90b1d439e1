import { SERVICE_CATEGORIES, type ServiceCategoryCode } from '@sidecamp/domain/core';
import { clsx } from 'clsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCases } from '../hooks/useAnalyses';

/** Example analyses by category; a category chip narrows the list. */
export function CaseLibrary() {
  const { t } = useTranslation('blueprint');
  const cases = useCases();
  const [category, setCategory] = useState<ServiceCategoryCode | null>(null);
  const items = cases.data?.items ?? [];
  const categories = [...new Set(items.map((item) => item.category).filter((code) => code !== null))];
  const shown = category ? items.filter((item) => item.category === category) : items;

  return (
    <section
      aria-labelledby="case-library"
      className="rounded-2xl border border-stone-200 bg-white p-6 shadow-card sm:p-7"
    >
      <h2 id="case-library" className="text-lg font-semibold text-stone-900">
        {t('cases.heading')}
      </h2>
      <p className="mt-1 text-sm text-stone-600">{t('cases.description')}</p>
      {cases.isPending ? (
        <div aria-hidden="true" className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {[0, 1, 2].map((row) => (
            <div key={row} className="h-24 animate-pulse rounded-xl bg-stone-100" />
          ))}
        </div>
      ) : items.length === 0 ? (
        <p className="mt-4 text-sm text-stone-600">{t('cases.empty')}</p>
      ) : (
        <>
          <div className="mt-4 flex flex-wrap gap-2">
            {[null, ...categories].map((code) => (
              <button
                key={code ?? 'all'}
                type="button"
                aria-pressed={category === code}
                onClick={() => setCategory(code)}
                className={clsx(
                  'rounded-full px-3 py-1 text-sm font-medium ring-1',
                  category === code
                    ? 'bg-pine-700 text-white ring-pine-700'
                    : 'bg-white text-stone-700 ring-stone-300 hover:bg-stone-50',
                )}
              >
                {code ? SERVICE_CATEGORIES.label(code) : t('cases.all')}
              </button>
            ))}
          </div>
          <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {shown.map((item) => (
              <li key={item.id}>
                <Link
                  to={`/blueprint/cases/${item.id}`}
                  className="block h-full rounded-xl p-4 ring-1 ring-stone-200 hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-pine-600"
                >
                  <span className="block font-semibold text-stone-900">{item.title}</span>
                  {item.category && (
                    <span className="block text-xs text-stone-500">
                      {SERVICE_CATEGORIES.label(item.category)}
                    </span>
                  )}
                  <span className="mt-1 line-clamp-2 block text-sm text-stone-600">{item.summary}</span>
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
