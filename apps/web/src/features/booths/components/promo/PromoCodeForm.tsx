import type { TBoothPromo } from '@sidecamp/domain';
import { BOOTH_PROMO_CODE_MAX, BOOTH_PROMO_OFFER_MAX } from '@sidecamp/domain/core';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../app/api/ApiError';
import { errorMessage } from '../../../../app/api/errorMessage';
import { isExplainedByFields, serverFieldErrors } from '../../../../app/api/fieldErrors';
import { useApiMutation } from '../../../../app/api/useApiMutation';
import { Button } from '../../../../ui/Button';
import { FormAlert } from '../../../../ui/FormAlert';
import { TextField } from '../../../../ui/TextField';
import { boothKeys } from '../../api/boothKeys';
import { boothPromoApi } from '../../api/boothPromoApi';
import {
  emptyPromoForm,
  isUsageLimitValid,
  PROMO_FORM_FIELDS,
  type PromoForm,
  promoFormOf,
  promoInputOf,
} from '../../promoForm';

/** The team adds a promotion code, or changes one (`promo`); the server's 400 shows by each field. */
export function PromoCodeForm({
  boothId,
  promo,
  onDone,
}: {
  boothId: number;
  promo?: TBoothPromo;
  onDone: () => void;
}) {
  const { t } = useTranslation('booths');
  const { t: tCommon } = useTranslation('common');
  const expiresId = useId();
  const [form, setForm] = useState<PromoForm>(promo ? promoFormOf(promo) : emptyPromoForm());
  const set = (patch: Partial<PromoForm>) => setForm((current) => ({ ...current, ...patch }));
  const save = useApiMutation({
    mutationFn: (value: PromoForm) =>
      promo
        ? boothPromoApi.updatePromoCode(promo.id, promoInputOf(value))
        : boothPromoApi.addPromoCode(boothId, promoInputOf(value)),
    invalidate: [boothKeys.promoCodes(boothId)],
    toastErrors: false,
    success: promo ? t('promo.saved') : t('promo.added'),
    onSuccess: onDone,
  });
  const errors = serverFieldErrors(save.error, PROMO_FORM_FIELDS);
  const limitError = isUsageLimitValid(form.usageLimit) ? undefined : t('promo.limitWhole');
  const banner =
    save.error instanceof ApiError && !isExplainedByFields(save.error, PROMO_FORM_FIELDS)
      ? errorMessage(save.error, tCommon)
      : null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (limitError || save.isPending) return;
    save.mutate(form);
  };

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={promo ? t('promo.editTitle') : t('promo.addTitle')}
      className="space-y-4 rounded-2xl border border-stone-200 bg-white p-5 shadow-card sm:p-6"
    >
      <h3 className="text-base font-semibold text-stone-900">
        {promo ? t('promo.editTitle') : t('promo.addTitle')}
      </h3>
      <TextField
        label={t('promo.offer')}
        description={t('promo.offerHint')}
        value={form.offer}
        maxLength={BOOTH_PROMO_OFFER_MAX}
        isRequired
        onChange={(offer) => set({ offer })}
        error={errors.offer}
      />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <TextField
          label={t('promo.code')}
          description={t('promo.codeHint')}
          value={form.code}
          maxLength={BOOTH_PROMO_CODE_MAX}
          isRequired
          autoComplete="off"
          onChange={(code) => set({ code })}
          error={errors.code}
        />
        <div className="flex flex-col gap-1.5">
          <label htmlFor={expiresId} className="text-sm font-medium text-stone-800">
            {t('promo.expiresAt')}
          </label>
          <input
            id={expiresId}
            type="datetime-local"
            value={form.expiresAt}
            onChange={(event) => set({ expiresAt: event.target.value })}
            aria-describedby={`${expiresId}-hint`}
            aria-invalid={errors.expiresAt ? true : undefined}
            className="h-11 w-full rounded-lg border border-stone-300 bg-white px-3 text-[15px] outline-none focus:border-pine-600 focus:ring-2 focus:ring-pine-600/25"
          />
          <p
            id={`${expiresId}-hint`}
            className={errors.expiresAt ? 'text-sm font-medium text-red-700' : 'text-sm text-stone-500'}
          >
            {errors.expiresAt ?? t('promo.expiresHint')}
          </p>
        </div>
        <TextField
          label={t('promo.usageLimit')}
          description={t('promo.usageLimitHint')}
          type="number"
          inputMode="numeric"
          value={form.usageLimit}
          onChange={(usageLimit) => set({ usageLimit })}
          error={limitError ?? errors.usageLimit}
        />
      </div>
      {save.error instanceof ApiError && !banner && <FormAlert>{t('form.fixFields')}</FormAlert>}
      {banner && <FormAlert>{banner}</FormAlert>}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onPress={onDone}>
          {tCommon('actions.cancel')}
        </Button>
        <Button type="submit" variant="launch" isPending={save.isPending}>
          {promo ? t('promo.save') : t('promo.add')}
        </Button>
      </div>
    </form>
  );
}
