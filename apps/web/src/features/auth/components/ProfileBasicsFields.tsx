import { OCCUPATION_STATUS, type TProfileBasics, VISIT_PURPOSES, ZProfileBasics } from '@sidecamp/domain';
import { useTranslation } from 'react-i18next';
import { type FieldErrors, schemaFieldErrors } from '../../../app/api/fieldErrors';
import { ChoiceCards } from './ChoiceCards';
import { JobPicker } from './JobPicker';

/** The basics every account has (ZProfileBasics), as form strings: '' means not chosen yet. */
export type ProfileBasicsDraft = {
  mainJobDetail: string;
  subJobDetail: string;
  occupationStatus: string;
  visitPurpose: string;
};

export const PROFILE_BASICS_FIELDS = [
  'mainJobDetail',
  'subJobDetail',
  'occupationStatus',
  'visitPurpose',
] as const satisfies readonly (keyof ProfileBasicsDraft)[];

export const EMPTY_PROFILE_BASICS: ProfileBasicsDraft = {
  mainJobDetail: '',
  subJobDetail: '',
  occupationStatus: '',
  visitPurpose: '',
};

type ProfileBasicsFieldsProps = {
  value: ProfileBasicsDraft;
  onChange: (value: ProfileBasicsDraft) => void;
  errors: FieldErrors<keyof ProfileBasicsDraft>;
};

/** Main job, sub job, occupation status and visit purpose: sign-up step 2, welcome and profile edit. */
export function ProfileBasicsFields({ value, onChange, errors }: ProfileBasicsFieldsProps) {
  const { t } = useTranslation('auth');
  const set = (patch: Partial<ProfileBasicsDraft>) => onChange({ ...value, ...patch });
  return (
    <div className="space-y-6">
      <JobPicker
        label={t('basics.mainJob')}
        value={value.mainJobDetail}
        onChange={(mainJobDetail) => set({ mainJobDetail })}
        error={errors.mainJobDetail}
      />
      <JobPicker
        label={t('basics.subJob')}
        value={value.subJobDetail}
        onChange={(subJobDetail) => set({ subJobDetail })}
        error={errors.subJobDetail}
        optional
      />
      <ChoiceCards
        label={t('basics.occupationStatus')}
        value={value.occupationStatus}
        onChange={(occupationStatus) => set({ occupationStatus })}
        options={OCCUPATION_STATUS.entries.map((entry) => ({ value: entry.code, label: entry.label }))}
        error={errors.occupationStatus}
      />
      <ChoiceCards
        label={t('basics.visitPurpose')}
        value={value.visitPurpose}
        onChange={(visitPurpose) => set({ visitPurpose })}
        options={VISIT_PURPOSES.entries.map((entry) => ({ value: entry.code, label: entry.label }))}
        error={errors.visitPurpose}
      />
    </div>
  );
}

/**
 * Local check with plain words first (the code lists' zod messages speak of options and codes),
 * then the server's own schema, which also types the result as the API wants it.
 */
export function checkProfileBasics(
  draft: ProfileBasicsDraft,
  messages: { mainJob: string; occupationStatus: string; visitPurpose: string },
): { ok: true; basics: TProfileBasics } | { ok: false; errors: FieldErrors<keyof ProfileBasicsDraft> } {
  const errors: FieldErrors<keyof ProfileBasicsDraft> = {};
  if (draft.mainJobDetail === '') errors.mainJobDetail = messages.mainJob;
  if (draft.occupationStatus === '') errors.occupationStatus = messages.occupationStatus;
  if (draft.visitPurpose === '') errors.visitPurpose = messages.visitPurpose;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const candidate = { ...draft, subJobDetail: draft.subJobDetail === '' ? null : draft.subJobDetail };
  const parsed = ZProfileBasics.safeParse(candidate);
  if (!parsed.success)
    return { ok: false, errors: schemaFieldErrors(ZProfileBasics, candidate, PROFILE_BASICS_FIELDS) };
  return { ok: true, basics: parsed.data };
}
