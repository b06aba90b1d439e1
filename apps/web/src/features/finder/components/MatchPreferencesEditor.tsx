import type { TMatchPreferences } from '@sidecamp/domain';
import {
  MEETING_MODES,
  PLATFORMS,
  PREFERABLE_STAGES,
  PREFERENCE_CRITERIA,
  PREFERENCE_IMPORTANCE,
  PROJECT_STAGES,
  type PreferenceCriterion,
  type PreferenceImportance,
  REGIONS,
  WEEKLY_HOURS,
  WEEKLY_HOURS_LABELS,
  WORK_STYLES,
} from '@sidecamp/domain/core';
import { clsx } from 'clsx';
import { SlidersHorizontal } from 'lucide-react';
import { useState } from 'react';
import { Checkbox, CheckboxGroup, Radio, RadioGroup } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button';
import { useMatchPreferences, useSaveMatchPreferences } from '../hooks/useMatchPreferences';

/** The values each criterion offers, with their labels. */
const OPTIONS: Record<PreferenceCriterion, readonly { value: string; label: string }[]> = {
  region: REGIONS.codes.map((code) => ({ value: code, label: REGIONS.label(code) })),
  workStyle: WORK_STYLES.codes.map((code) => ({ value: code, label: WORK_STYLES.label(code) })),
  meetingMode: MEETING_MODES.codes.map((code) => ({ value: code, label: MEETING_MODES.label(code) })),
  weeklyHours: WEEKLY_HOURS.map((code) => ({ value: code, label: WEEKLY_HOURS_LABELS[code] })),
  stage: PREFERABLE_STAGES.map((code) => ({ value: code, label: PROJECT_STAGES.label(code) })),
  platform: PLATFORMS.codes.map((code) => ({ value: code, label: PLATFORMS.label(code) })),
};

function CriterionField({
  criterion,
  rule,
  onChange,
}: {
  criterion: PreferenceCriterion;
  rule: TMatchPreferences[PreferenceCriterion];
  onChange: (rule: { importance: PreferenceImportance; values: string[] }) => void;
}) {
  const { t } = useTranslation('finder');
  const label = t(`preferences.criteria.${criterion}`);
  return (
    <div className="space-y-2.5 border-t border-stone-100 pt-4 first:border-0 first:pt-0">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-sm font-semibold text-stone-900">{label}</h3>
        <RadioGroup
          aria-label={t('preferences.importanceLabel', { criterion: label })}
          value={rule.importance}
          onChange={(importance) => onChange({ ...rule, importance: importance as PreferenceImportance })}
          orientation="horizontal"
        >
          <div className="flex gap-1 rounded-xl bg-stone-100 p-1">
            {PREFERENCE_IMPORTANCE.map((importance) => (
              <Radio
                key={importance}
                value={importance}
                className={({ isSelected, isFocusVisible }) =>
                  clsx(
                    'cursor-pointer rounded-lg px-2.5 py-1 text-xs font-medium whitespace-nowrap',
                    isSelected ? 'bg-white text-stone-900 shadow-sm' : 'text-stone-600 hover:text-stone-900',
                    isFocusVisible && 'outline-2 outline-offset-1 outline-pine-600',
                  )
                }
              >
                {t(`preferences.importance.${importance}`)}
              </Radio>
            ))}
          </div>
        </RadioGroup>
      </div>
      {rule.importance !== 'any' && (
        <CheckboxGroup
          aria-label={t('preferences.valuesLabel', { criterion: label })}
          value={rule.values}
          onChange={(values) => onChange({ ...rule, values })}
          className="flex flex-wrap gap-1.5"
        >
          {OPTIONS[criterion].map((option) => (
            <Checkbox
              key={option.value}
              value={option.value}
              className={({ isSelected, isFocusVisible }) =>
                clsx(
                  'cursor-pointer rounded-full px-3 py-1 text-sm ring-1 ring-inset',
                  isSelected
                    ? 'bg-pine-700 text-white ring-pine-700'
                    : 'bg-white text-stone-700 ring-stone-300 hover:bg-stone-50',
                  isFocusVisible && 'outline-2 outline-offset-2 outline-pine-600',
                )
              }
            >
              {option.label}
            </Checkbox>
          ))}
        </CheckboxGroup>
      )}
      {rule.importance !== 'any' && rule.values.length === 0 && (
        <p className="text-xs text-stone-500">
          {criterion === 'region' ? t('preferences.regionFromProfile') : t('preferences.noValues')}
        </p>
      )}
    </div>
  );
}

/** The form itself, mounted once the saved preferences are known. */
function PreferencesForm({ saved }: { saved: TMatchPreferences }) {
  const { t } = useTranslation('finder');
  const [draft, setDraft] = useState(saved);
  const save = useSaveMatchPreferences(t('preferences.saved'));
  return (
    <form
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(draft);
      }}
    >
      {PREFERENCE_CRITERIA.map((criterion) => (
        <CriterionField
          key={criterion}
          criterion={criterion}
          rule={draft[criterion]}
          onChange={(rule) => setDraft((current) => ({ ...current, [criterion]: rule }) as TMatchPreferences)}
        />
      ))}
      <Button type="submit" isPending={save.isPending}>
        {t('preferences.save')}
      </Button>
    </form>
  );
}

/**
 * "What I look for in a project" (F5.2): per criterion must-have (a project that fails it is never
 * suggested), flexible (it ranks lower) or don't care. Folded away until opened.
 */
export function MatchPreferencesEditor() {
  const { t } = useTranslation('finder');
  const [open, setOpen] = useState(false);
  const preferences = useMatchPreferences(open);
  return (
    <section
      aria-labelledby="match-preferences-title"
      className="rounded-2xl border border-stone-200 bg-white p-5 shadow-card"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1 basis-60">
          <h2
            id="match-preferences-title"
            className="flex items-center gap-2 text-base font-semibold text-stone-900"
          >
            <SlidersHorizontal aria-hidden="true" className="size-4 text-connect" />
            {t('preferences.title')}
          </h2>
          <p className="mt-1 text-sm text-stone-600">{t('preferences.body')}</p>
        </div>
        <Button variant="secondary" aria-expanded={open} onPress={() => setOpen((value) => !value)}>
          {open ? t('preferences.close') : t('preferences.open')}
        </Button>
      </div>
      {open && (
        <div className="mt-5">
          {preferences.isPending ? (
            <p className="text-sm text-stone-500">{t('loading')}</p>
          ) : preferences.isError ? (
            <p className="text-sm text-amber-800">{t('preferences.loadError')}</p>
          ) : (
            <PreferencesForm saved={preferences.data} />
          )}
        </div>
      )}
    </section>
  );
}
