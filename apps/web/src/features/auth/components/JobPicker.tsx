import type { JobGroupCode } from '@sidecamp/domain';
import { JOB_CODES, JOB_GROUPS, jobCodesOfGroup, jobGroupOf } from '@sidecamp/domain/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../ui/SelectField';

type JobPickerProps = {
  /** Legend of the pair, e.g. "Main job". */
  label: string;
  /** A four-digit job code, or '' for none. */
  value: string;
  onChange: (jobCode: string) => void;
  error?: string;
  /** Optional pickers offer "None" as the group. */
  optional?: boolean;
};

/** A job in two steps: its group first (Design, Engineering ...), then the job within that group. */
export function JobPicker({ label, value, onChange, error, optional }: JobPickerProps) {
  const { t } = useTranslation('auth');
  // The group is kept apart from the job so a chosen group stays while its job is still empty.
  const [group, setGroup] = useState<string>(() => jobGroupOf(value) ?? '');
  const shownGroup = jobGroupOf(value) ?? group;
  const jobs = JOB_GROUPS.isCode(shownGroup) ? jobCodesOfGroup(shownGroup as JobGroupCode) : [];

  return (
    <fieldset className="grid grid-cols-1 gap-3 sm:grid-cols-2">
      <legend className="mb-2 text-sm font-semibold text-stone-900">{label}</legend>
      <SelectField
        label={t('jobs.group')}
        value={shownGroup}
        placeholder={optional ? t('jobs.none') : t('jobs.chooseGroup')}
        options={JOB_GROUPS.entries.map((entry) => ({ value: entry.code, label: entry.label }))}
        onChange={(next) => {
          setGroup(next);
          onChange('');
        }}
        error={error && !shownGroup ? error : undefined}
      />
      <SelectField
        label={t('jobs.job')}
        value={value}
        placeholder={shownGroup ? t('jobs.chooseJob') : t('jobs.groupFirst')}
        isDisabled={!shownGroup}
        options={jobs.map((code) => ({ value: code, label: JOB_CODES.label(code) }))}
        onChange={onChange}
        error={error && shownGroup ? error : undefined}
      />
    </fieldset>
  );
}
