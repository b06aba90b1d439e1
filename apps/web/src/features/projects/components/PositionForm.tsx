import {
  JOB_CODES,
  JOB_GROUPS,
  type JobGroupCode,
  jobCodesOfGroup,
  jobGroupOf,
  POSITION_HEADCOUNT_MAX,
  SKILL_LEVELS,
  type TPositionInput,
  ZPositionInput,
} from '@sidecamp/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../app/api/ApiError';
import { Button } from '../../../ui/Button';
import { SelectField } from '../../../ui/SelectField';
import { TextField } from '../../../ui/TextField';

type Draft = {
  jobGroup: string;
  jobCode: string;
  headcount: string;
  skillLevel: string;
  description: string;
};
type Field = 'jobCode' | 'headcount' | 'skillLevel' | 'description';

const HEADCOUNTS = Array.from({ length: POSITION_HEADCOUNT_MAX }, (_, index) => String(index + 1));

/**
 * One position's fields: job (group first, then the job in it), headcount, skill level and an
 * optional description. Checked with the server's own schema before it is sent.
 */
export function PositionForm({
  initial,
  submitLabel,
  onSubmit,
  onCancel,
  isPending,
  serverError,
}: {
  /** A position being changed (any stored values; the form re-checks them). */
  initial?: { jobCode?: string; headcount?: number; skillLevel?: string; description?: string };
  submitLabel: string;
  onSubmit: (input: TPositionInput) => void;
  onCancel?: () => void;
  isPending: boolean;
  serverError?: unknown;
}) {
  const { t } = useTranslation('projects');
  const { t: tCommon } = useTranslation('common');
  const [draft, setDraft] = useState<Draft>({
    jobGroup: initial?.jobCode ? (jobGroupOf(initial.jobCode) ?? '') : '',
    jobCode: initial?.jobCode ?? '',
    headcount: String(initial?.headcount ?? 1),
    skillLevel: initial?.skillLevel ?? '',
    description: initial?.description ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const set = (patch: Partial<Draft>) => setDraft((current) => ({ ...current, ...patch }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = ZPositionInput.safeParse({
      jobCode: draft.jobCode || undefined,
      headcount: Number(draft.headcount),
      skillLevel: draft.skillLevel || undefined,
      description: draft.description,
    });
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (field === 'jobCode') next.jobCode = t('positionForm.jobRequired');
        if (field === 'skillLevel') next.skillLevel = t('positionForm.levelRequired');
        if (field === 'headcount') next.headcount = issue.message;
        if (field === 'description') next.description = issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    onSubmit(parsed.data);
  };
  const serverField = (field: Field) =>
    serverError instanceof ApiError ? serverError.fieldMessage(field) : undefined;
  const group = JOB_GROUPS.isCode(draft.jobGroup) ? (draft.jobGroup as JobGroupCode) : null;

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <SelectField
          compact
          label={t('positionForm.jobGroup')}
          placeholder={t('positionForm.choose')}
          value={draft.jobGroup}
          options={JOB_GROUPS.entries.map((entry) => ({ value: entry.code, label: entry.label }))}
          onChange={(jobGroup) => set({ jobGroup, jobCode: '' })}
        />
        <SelectField
          compact
          label={t('positionForm.job')}
          placeholder={group ? t('positionForm.choose') : t('positionForm.groupFirst')}
          value={draft.jobCode}
          isDisabled={!group}
          options={(group ? jobCodesOfGroup(group) : []).map((code) => ({
            value: code,
            label: JOB_CODES.label(code),
          }))}
          onChange={(jobCode) => set({ jobCode })}
          error={errors.jobCode ?? serverField('jobCode')}
        />
        <SelectField
          compact
          label={t('positionForm.headcount')}
          value={draft.headcount}
          options={HEADCOUNTS.map((value) => ({
            value,
            label: t('positionForm.people', { count: Number(value) }),
          }))}
          onChange={(headcount) => set({ headcount })}
          error={errors.headcount ?? serverField('headcount')}
        />
        <SelectField
          compact
          label={t('positionForm.skillLevel')}
          placeholder={t('positionForm.choose')}
          value={draft.skillLevel}
          options={SKILL_LEVELS.entries.map((entry) => ({ value: entry.code, label: entry.label }))}
          onChange={(skillLevel) => set({ skillLevel })}
          error={errors.skillLevel ?? serverField('skillLevel')}
        />
      </div>
      <TextField
        label={t('positionForm.description')}
        description={t('positionForm.descriptionHint')}
        value={draft.description}
        onChange={(description) => set({ description })}
        maxLength={500}
        error={errors.description ?? serverField('description')}
      />
      <div className="flex flex-wrap justify-end gap-2">
        {onCancel && (
          <Button variant="secondary" onPress={onCancel}>
            {tCommon('actions.cancel')}
          </Button>
        )}
        <Button type="submit" isDisabled={isPending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
