import type { TBoothPromo } from '@sidecamp/domain';
import type { BoothPromoInput } from './api/boothPromoApi';

/** What the promotion code form holds: text as typed ('' for no expiry and no limit). */
export type PromoForm = {
  offer: string;
  code: string;
  /** A `datetime-local` value in the viewer's time zone ("2026-12-31T23:59"), or ''. */
  expiresAt: string;
  usageLimit: string;
};

export const PROMO_FORM_FIELDS = ['offer', 'code', 'expiresAt', 'usageLimit'] as const;

const pad = (value: number) => String(value).padStart(2, '0');

/** An instant as a `datetime-local` value in the viewer's own time zone. */
export function localInputOf(iso: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

/** A `datetime-local` value (read in the viewer's time zone) as an ISO instant, or null when empty or not a time. */
export function isoOfLocalInput(local: string): string | null {
  if (!local) return null;
  const at = new Date(local);
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
}

export const emptyPromoForm = (): PromoForm => ({ offer: '', code: '', expiresAt: '', usageLimit: '' });

export function promoFormOf(promo: TBoothPromo): PromoForm {
  return {
    offer: promo.offer,
    code: promo.code ?? '',
    expiresAt: promo.expiresAt ? localInputOf(promo.expiresAt) : '',
    usageLimit: promo.usageLimit === null ? '' : String(promo.usageLimit),
  };
}

/** Whether the limit is empty (no limit) or a whole number of at least one. */
export const isUsageLimitValid = (text: string) => text.trim() === '' || /^[1-9]\d*$/.test(text.trim());

/** The form as the API takes it; the server names whatever else is wrong. */
export function promoInputOf(form: PromoForm): BoothPromoInput {
  const limit = form.usageLimit.trim();
  return {
    offer: form.offer,
    code: form.code,
    expiresAt: isoOfLocalInput(form.expiresAt),
    usageLimit: limit === '' ? null : Number(limit),
  };
}

/** How many reveals are left, or null for a code without a limit. */
export const promoLeft = (promo: Pick<TBoothPromo, 'usageLimit' | 'revealed'>) =>
  promo.usageLimit === null ? null : Math.max(0, promo.usageLimit - promo.revealed);
