import {
  JOB_CODES,
  JOB_GROUPS,
  MEETING_MODES,
  PLATFORMS,
  PROJECT_STAGES,
  REGIONS,
  WORK_STYLES,
} from '@sidecamp/domain/core';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button';
import { codeLabel } from '../../../ui/codeLabels';
import { type HubFilterField, type HubFilters, withoutFilter } from '../api/hubFilters';

/** The filters in use as removable chips, so what narrows the list is always in view. */
export function ActiveFilterChips({
  filters,
  onChange,
  onClear,
}: {
  filters: HubFilters;
  onChange: (next: HubFilters) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation('projects');
  const chips: { field: HubFilterField; label: string }[] = [];
  const add = (field: HubFilterField, label: string | null) => {
    if (label) chips.push({ field, label });
  };
  // A chosen job says its group already, so the group chip only shows on its own.
  if (!filters.jobCode) add('jobGroup', codeLabel(JOB_GROUPS, filters.jobGroup));
  add('jobCode', codeLabel(JOB_CODES, filters.jobCode));
  add('stage', codeLabel(PROJECT_STAGES, filters.stage));
  add('platform', codeLabel(PLATFORMS, filters.platform));
  add('workStyle', codeLabel(WORK_STYLES, filters.workStyle));
  add('meetingMode', codeLabel(MEETING_MODES, filters.meetingMode));
  add('region', codeLabel(REGIONS, filters.region));
  if (filters.recruiting) add('recruiting', t('filters.recruiting'));
  if (filters.newOnly) add('newOnly', t('filters.newOnly'));
  if (chips.length === 0) return null;

  return (
    <div className="flex flex-wrap items-center gap-2">
      <ul className="flex flex-wrap gap-2" aria-label={t('filters.active')}>
        {chips.map((chip) => (
          <li key={chip.field}>
            <button
              type="button"
              onClick={() => onChange(withoutFilter(filters, chip.field))}
              aria-label={t('filters.remove', { label: chip.label })}
              className="inline-flex cursor-pointer items-center gap-1.5 rounded-full bg-pine-50 py-1 pr-2 pl-3 text-sm font-medium text-pine-900 ring-1 ring-pine-200 ring-inset hover:bg-pine-100"
            >
              {chip.label}
              <X aria-hidden="true" className="size-3.5" />
            </button>
          </li>
        ))}
      </ul>
      <Button variant="ghost" size="sm" onPress={onClear}>
        {t('filters.clearAll')}
      </Button>
    </div>
  );
}
