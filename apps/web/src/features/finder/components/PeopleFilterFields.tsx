import {
  EXPERIENCE,
  JOB_CODES,
  JOB_GROUPS,
  jobCodesOfGroup,
  OCCUPATION_STATUS,
  REGIONS,
  SKILL_LEVELS,
  VISIT_PURPOSES,
  ZTechStack,
} from '@sidecamp/domain';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../ui/SelectField';
import type { PeopleFilters } from '../api/peopleFilters';

const entriesOf = (list: { entries: readonly { code: string; label: string }[] }) =>
  list.entries.map((entry) => ({ value: entry.code, label: entry.label }));

/** The finder's filters; each choice applies at once and lands in the address. */
export function PeopleFilterFields({
  filters,
  onChange,
}: {
  filters: PeopleFilters;
  onChange: (next: PeopleFilters) => void;
}) {
  const { t } = useTranslation('finder');
  const stackId = useId();
  const [stack, setStack] = useState(filters.techStack);
  const [stackError, setStackError] = useState<string | null>(null);
  useEffect(() => setStack(filters.techStack), [filters.techStack]);

  const applyStack = (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    const text = stack.trim();
    if (text === filters.techStack) return;
    if (text === '') {
      setStackError(null);
      onChange({ ...filters, techStack: '' });
      return;
    }
    const parsed = ZTechStack.safeParse(text);
    if (!parsed.success) {
      setStackError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setStackError(null);
    onChange({ ...filters, techStack: parsed.data });
  };

  const select =
    <K extends keyof PeopleFilters>(key: K, isCode: (value: unknown) => boolean) =>
    (value: string) =>
      onChange({ ...filters, [key]: isCode(value) ? value : null });

  return (
    <div className="flex flex-col gap-4">
      <SelectField
        compact
        label={t('filters.jobGroup')}
        placeholder={t('filters.anyJobGroup')}
        value={filters.jobGroup ?? ''}
        options={entriesOf(JOB_GROUPS)}
        onChange={(value) =>
          onChange({ ...filters, jobGroup: JOB_GROUPS.isCode(value) ? value : null, jobCode: null })
        }
      />
      <SelectField
        compact
        label={t('filters.jobCode')}
        placeholder={filters.jobGroup ? t('filters.anyJobInGroup') : t('filters.pickGroupFirst')}
        value={filters.jobCode ?? ''}
        isDisabled={!filters.jobGroup}
        options={(filters.jobGroup ? jobCodesOfGroup(filters.jobGroup) : []).map((code) => ({
          value: code,
          label: JOB_CODES.label(code),
        }))}
        onChange={select('jobCode', JOB_CODES.isCode)}
      />
      <SelectField
        compact
        label={t('filters.skillLevel')}
        placeholder={t('filters.any')}
        value={filters.skillLevel ?? ''}
        options={entriesOf(SKILL_LEVELS)}
        onChange={select('skillLevel', SKILL_LEVELS.isCode)}
      />
      <SelectField
        compact
        label={t('filters.experience')}
        placeholder={t('filters.any')}
        value={filters.experience ?? ''}
        options={entriesOf(EXPERIENCE)}
        onChange={select('experience', EXPERIENCE.isCode)}
      />
      <SelectField
        compact
        label={t('filters.region')}
        placeholder={t('filters.anyRegion')}
        value={filters.region ?? ''}
        options={entriesOf(REGIONS).filter((option) => option.value !== 'KR00')}
        onChange={select('region', REGIONS.isCode)}
      />
      <SelectField
        compact
        label={t('filters.occupationStatus')}
        placeholder={t('filters.any')}
        value={filters.occupationStatus ?? ''}
        options={entriesOf(OCCUPATION_STATUS)}
        onChange={select('occupationStatus', OCCUPATION_STATUS.isCode)}
      />
      <SelectField
        compact
        label={t('filters.visitPurpose')}
        placeholder={t('filters.any')}
        value={filters.visitPurpose ?? ''}
        options={entriesOf(VISIT_PURPOSES)}
        onChange={select('visitPurpose', VISIT_PURPOSES.isCode)}
      />
      <form onSubmit={applyStack} className="flex flex-col gap-1.5">
        <label htmlFor={stackId} className="text-sm font-medium text-stone-800">
          {t('filters.techStack')}
        </label>
        <input
          id={stackId}
          value={stack}
          maxLength={40}
          onChange={(event) => setStack(event.target.value)}
          onBlur={() => applyStack()}
          placeholder={t('filters.techStackPlaceholder')}
          aria-invalid={stackError ? true : undefined}
          aria-describedby={`${stackId}-hint`}
          className="h-10 rounded-lg border border-stone-300 bg-white px-3 text-[15px] outline-none placeholder:text-stone-400 focus:border-pine-600 focus:ring-2 focus:ring-pine-600/25"
        />
        <p
          id={`${stackId}-hint`}
          className={stackError ? 'text-sm font-medium text-red-700' : 'text-sm text-stone-500'}
        >
          {stackError ?? t('filters.techStackHint')}
        </p>
      </form>
    </div>
  );
}
