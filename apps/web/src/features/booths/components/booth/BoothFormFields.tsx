import {
  BOOTH_DESCRIPTION_MAX,
  BOOTH_INTRO_MAX,
  BOOTH_NAME_MAX,
  BOOTH_TAGLINE_MAX,
  INDUSTRIES,
  PLATFORMS,
  SERVICE_CATEGORIES,
} from '@sidecamp/domain/core';
import { useTranslation } from 'react-i18next';
import type { FieldErrors } from '../../../../app/api/fieldErrors';
import { CheckboxField } from '../../../../ui/CheckboxField';
import { SelectField } from '../../../../ui/SelectField';
import { TextField } from '../../../../ui/TextField';
import type { BOOTH_FORM_FIELDS, BoothForm } from '../../boothForm';
import { BoothLinksEditor } from './BoothLinksEditor';

const options = (list: { entries: readonly { code: string; label: string }[] }) =>
  list.entries.map((entry) => ({ value: entry.code, label: entry.label }));

const card = 'space-y-5 rounded-2xl border border-stone-200 bg-white p-5 shadow-card sm:p-7';

/** The booth's own fields, in the launch form and the edit form alike. */
export function BoothFormFields({
  form,
  set,
  errors,
  linkErrors,
}: {
  form: BoothForm;
  set: (patch: Partial<BoothForm>) => void;
  errors: FieldErrors<(typeof BOOTH_FORM_FIELDS)[number]>;
  linkErrors: Record<number, string | undefined>;
}) {
  const { t } = useTranslation('booths');
  const introLength = form.intro.trim().length;
  return (
    <>
      <section aria-labelledby="booth-form-basics" className={card}>
        <h2 id="booth-form-basics" className="text-lg font-semibold text-stone-900">
          {t('form.basics')}
        </h2>
        <TextField
          label={t('form.name')}
          value={form.name}
          maxLength={BOOTH_NAME_MAX}
          isRequired
          onChange={(name) => set({ name })}
          error={errors.name}
        />
        <TextField
          label={t('form.tagline')}
          description={t('form.taglineHint')}
          value={form.tagline}
          maxLength={BOOTH_TAGLINE_MAX}
          onChange={(tagline) => set({ tagline })}
          error={errors.tagline}
        />
        <div className="flex flex-col gap-1.5">
          <TextField
            label={t('form.intro')}
            description={t('form.introHint')}
            multiline
            rows={4}
            value={form.intro}
            isRequired
            onChange={(intro) => set({ intro })}
            error={errors.intro}
          />
          <p
            aria-live="polite"
            className={
              introLength > BOOTH_INTRO_MAX
                ? 'text-right text-sm font-medium text-red-700 tabular-nums'
                : 'text-right text-sm text-stone-500 tabular-nums'
            }
          >
            {t('form.introCount', { count: introLength, max: BOOTH_INTRO_MAX })}
          </p>
        </div>
        <TextField
          label={t('form.description')}
          description={t('form.descriptionHint')}
          multiline
          rows={8}
          value={form.description}
          maxLength={BOOTH_DESCRIPTION_MAX}
          onChange={(description) => set({ description })}
          error={errors.description}
        />
      </section>
      <section aria-labelledby="booth-form-details" className={card}>
        <h2 id="booth-form-details" className="text-lg font-semibold text-stone-900">
          {t('form.details')}
        </h2>
        <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
          <SelectField
            label={t('form.serviceCategory')}
            placeholder={t('form.choose')}
            value={form.serviceCategory}
            options={options(SERVICE_CATEGORIES)}
            isRequired
            onChange={(serviceCategory) => set({ serviceCategory })}
            error={errors.serviceCategory}
          />
          <SelectField
            label={t('form.industry')}
            placeholder={t('form.choose')}
            value={form.industry}
            options={options(INDUSTRIES)}
            isRequired
            onChange={(industry) => set({ industry })}
            error={errors.industry}
          />
        </div>
        <fieldset>
          <legend className="text-sm font-medium text-stone-800">{t('form.platforms')}</legend>
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
        <div className="flex flex-col gap-1.5">
          <label htmlFor="booth-launch-date" className="text-sm font-medium text-stone-800">
            {t('form.launchDate')}
          </label>
          <input
            id="booth-launch-date"
            type="date"
            value={form.launchDate}
            onChange={(event) => set({ launchDate: event.target.value })}
            aria-describedby="booth-launch-date-hint"
            aria-invalid={errors.launchDate ? true : undefined}
            className="h-11 rounded-lg border border-stone-300 bg-white px-3 text-[15px] outline-none focus:border-pine-600 focus:ring-2 focus:ring-pine-600/25 sm:w-64"
          />
          <p
            id="booth-launch-date-hint"
            className={errors.launchDate ? 'text-sm font-medium text-red-700' : 'text-sm text-stone-500'}
          >
            {errors.launchDate ?? t('form.launchDateHint')}
          </p>
        </div>
        <BoothLinksEditor
          value={form.links}
          onChange={(links) => set({ links })}
          errors={linkErrors}
          error={errors.links}
        />
        <TextField
          label={t('form.videoLink')}
          description={t('form.videoLinkHint')}
          type="url"
          placeholder="https://"
          value={form.videoLink}
          onChange={(videoLink) => set({ videoLink })}
          error={errors.videoLink}
        />
      </section>
    </>
  );
}
