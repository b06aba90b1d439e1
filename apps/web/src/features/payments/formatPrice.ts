import { PRICE_CURRENCY } from '@sidecamp/domain/core';

/**
 * A price from integer cents, in the site's currency (prices are stored as cents to avoid float
 * sums). Whole amounts drop the cents ("$0", not "$0.00"); others always show two digits ("$9.90").
 */
export function formatPrice(cents: number, locale: string): string {
  const whole = cents % 100 === 0;
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: PRICE_CURRENCY,
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(cents / 100);
}

/** Whole-percent saving of a price against its struck-through original, e.g. 50 for 9.90 vs 19.90. */
export function savingPercent(cents: number, originalCents: number): number {
  return Math.round((1 - cents / originalCents) * 100);
}
