import type { MeetingModeCode } from '@sidecamp/domain';
import {
  MEETING_MODES,
  PLATFORMS,
  PROJECT_CATEGORY_MAX,
  REGIONS,
  regionsForMeetingMode,
  WORK_STYLES,
} from '@sidecamp/domain/core';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '../../../../ui/CheckboxField';
import { SelectField } from '../../../../ui/SelectField';
import { TextField } from '../../../../ui/TextField';
import type { WizardForm } from '../../wizardForm';
import { LinksEditor } from '../LinksEditor';
import { TechStackInput } from '../TechStackInput';
import { StepCard } from './StepCard';

const options = (list: { entries: readonly { code: string; label: string }[] }) =>
  list.entries.map((entry) => ({ value: entry.code, label: entry.label }));

/** Step 2: platforms, how and where the team works, category, stack, links and the deadline. */
export function DetailsStep({
  form,
  set,
  errors,
}: {
  form: WizardForm;
  set: (patch: Partial<WizardForm>) => void;
  errors: Record<string, string>;
}) {
  const { t } = useTranslation('projects');
  const meetingMode = MEETING_MODES.isCode(form.meetingMode) ? (form.meetingMode as MeetingModeCode) : null;
  const regionCodes = meetingMode ? regionsForMeetingMode(meetingMode) : REGIONS.codes;
  return (
    <StepCard title={t('wizard.steps.details')} description={t('wizard.detailsBody')}>
      <fieldset>
        <legend className="text-sm font-medium text-stone-800">{t('wizard.platforms')}</legend>
        <div className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-3">
          {PLATFORMS.entries.map((platform) => (
            <CheckboxField
              key={platform.code}
              label={platform.label}
              isSelected={form.platforms.includes(platform.code)}
              onChange={(on) =>
                set({
                  platforms: on
                    ? PLATFORMS.codes.filter(
                        (code) => code === platform.code || form.platforms.includes(code),
                      )
                    : form.platforms.filter((code) => code !== platform.code),
                })
              }
            />
          ))}
        </div>
        {errors.platforms && <p className="mt-1.5 text-sm font-medium text-red-700">{errors.platforms}</p>}
      </fieldset>
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-3">
        <SelectField
          compact
          label={t('wizard.workStyle')}
          placeholder={t('wizard.choose')}
          value={form.workStyle}
          options={options(WORK_STYLES)}
          onChange={(workStyle) => set({ workStyle })}
          error={errors.workStyle}
        />
        <SelectField
          compact
          label={t('wizard.meetingMode')}
          placeholder={t('wizard.choose')}
          value={form.meetingMode}
          options={options(MEETING_MODES)}
          onChange={(value) => {
            const mode = MEETING_MODES.isCode(value) ? value : null;
            const allowed = mode ? regionsForMeetingMode(mode) : REGIONS.codes;
            // Online only has one region ("not relevant"), so it is chosen for the leader.
            const region =
              allowed.length === 1
                ? (allowed[0] ?? '')
                : allowed.some((code) => code === form.region)
                  ? form.region
                  : '';
            set({ meetingMode: value, region });
          }}
          error={errors.meetingMode}
        />
        <SelectField
          compact
          label={t('wizard.region')}
          placeholder={t('wizard.choose')}
          value={form.region}
          options={regionCodes.map((code) => ({ value: code, label: REGIONS.label(code) }))}
          description={meetingMode ? t(`wizard.regionHint.${meetingMode}`) : t('wizard.regionHintNone')}
          onChange={(region) => set({ region })}
          error={errors.region}
        />
      </div>
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        <TextField
          label={t('wizard.serviceCategory')}
          placeholder={t('wizard.serviceCategoryPlaceholder')}
          value={form.serviceCategory}
          maxLength={PROJECT_CATEGORY_MAX}
          onChange={(serviceCategory) => set({ serviceCategory })}
          error={errors.serviceCategory}
        />
        <TextField
          label={t('wizard.industry')}
          placeholder={t('wizard.industryPlaceholder')}
          value={form.industry}
          maxLength={PROJECT_CATEGORY_MAX}
          onChange={(industry) => set({ industry })}
          error={errors.industry}
        />
      </div>
      <TechStackInput
        value={form.techStacks}
        onChange={(techStacks) => set({ techStacks })}
        error={errors.techStacks}
      />
      <LinksEditor value={form.links} onChange={(links) => set({ links })} errors={errors} />
      <div className="flex flex-col gap-1.5">
        <label htmlFor="wizard-deadline" className="text-sm font-medium text-stone-800">
          {t('wizard.deadline')}
        </label>
        <input
          id="wizard-deadline"
          type="date"
          value={form.recruitingDeadline}
          onChange={(event) => set({ recruitingDeadline: event.target.value })}
          aria-describedby="wizard-deadline-hint"
          aria-invalid={errors.recruitingDeadline ? true : undefined}
          className="h-11 rounded-lg border border-stone-300 bg-white px-3 text-[15px] outline-none focus:border-pine-600 focus:ring-2 focus:ring-pine-600/25 sm:w-64"
        />
        <p
          id="wizard-deadline-hint"
          className={
            errors.recruitingDeadline ? 'text-sm font-medium text-red-700' : 'text-sm text-stone-500'
          }
        >
          {errors.recruitingDeadline ?? t('wizard.deadlineHint')}
        </p>
      </div>
    </StepCard>
  );
}
