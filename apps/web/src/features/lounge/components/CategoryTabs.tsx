import { POST_CATEGORIES } from '@sidecamp/domain/core';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';

/** "All" plus the 13 categories, as a row of toggle buttons that scrolls sideways on phones. */
export function CategoryTabs({ value, onChange }: { value: string; onChange: (category: string) => void }) {
  const { t } = useTranslation('lounge');
  const options = [{ code: '', label: t('categories.all') }, ...POST_CATEGORIES.entries];
  return (
    <fieldset
      aria-label={t('categories.label')}
      className="-mx-4 min-w-0 overflow-x-auto border-0 px-4 py-0 sm:mx-0 sm:px-0"
    >
      <div className="flex min-w-max gap-2 pb-1">
        {options.map((option) => (
          <button
            key={option.code}
            type="button"
            aria-pressed={value === option.code}
            onClick={() => onChange(option.code)}
            className={clsx(
              'cursor-pointer rounded-full px-3.5 py-1.5 text-sm font-medium whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-pine-600',
              value === option.code
                ? 'bg-stone-900 text-white'
                : 'bg-white text-stone-700 ring-1 ring-stone-200 hover:bg-stone-50',
            )}
          >
            {option.label}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
