import { SERVICE_CATEGORIES } from '@sidecamp/domain/core';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../../ui/SelectField';

const OPTIONS = SERVICE_CATEGORIES.entries.map((entry) => ({ value: entry.code, label: entry.label }));

/** The service category a booth list is narrowed to ('' for all). */
export function CategoryFilter({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation('booths');
  return (
    <SelectField
      compact
      className="w-full sm:w-72"
      label={t('list.category')}
      placeholder={t('list.allCategories')}
      value={value}
      options={OPTIONS}
      onChange={onChange}
    />
  );
}
