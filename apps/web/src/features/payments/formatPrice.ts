import { PRICE_CURRENCY } from '@sidecamp/domain';

/** A price from integer cents, in the site's currency (prices are stored as cents to avoid float sums). */
export function formatPrice(cents: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: PRICE_CURRENCY }).format(cents / 100);
}
