import { z } from 'zod';
import { BOOTH_PROMO_CODE_MAX, BOOTH_PROMO_OFFER_MAX } from '../rules/limits';
import { ZBoothCard } from './booths.schemas';
import { ZRowIdParam } from './input.schemas';

/*
 * Promotion codes (F12, spec "upload_promotion_code / load_promotion_code / update_promotion_code"):
 * an offer with a code, an expiry and a usage limit. Everyone sees the offer; the code itself is
 * revealed to logged-in people, once each, counted; the team sees how many were revealed.
 */

export const ZBoothPromoInput = z.object({
  offer: z.string().trim().min(2).max(BOOTH_PROMO_OFFER_MAX),
  code: z
    .string()
    .trim()
    .min(3)
    .max(BOOTH_PROMO_CODE_MAX)
    .regex(/^[A-Za-z0-9_-]+$/, { message: 'Use letters, digits, dashes and underscores.' }),
  expiresAt: z.iso
    .datetime({ offset: true, message: 'Use a date and time like 2026-12-31T23:59:00Z.' })
    .nullable(),
  /** How many people may reveal it; null for no limit. */
  usageLimit: z.number().int().min(1).max(1_000_000).nullable(),
});
export const ZBoothPromoUpdate = ZBoothPromoInput.partial().refine((input) => Object.keys(input).length > 0, {
  message: 'Change at least one field.',
});

export const ZBoothPromo = z.object({
  id: z.number(),
  boothId: z.number(),
  offer: z.string(),
  expiresAt: z.string().nullable(),
  usageLimit: z.number().nullable(),
  /** Revealed so far; the team and the offer's readers both see it (how many are left). */
  revealed: z.number(),
  /** open, expired or used up (the limit reached). */
  status: z.enum(['open', 'expired', 'usedUp']),
  /** The code: for the team, and for someone who revealed it; null otherwise. */
  code: z.string().nullable(),
});
export type TBoothPromo = z.infer<typeof ZBoothPromo>;
export const ZBoothPromoList = z.object({ items: z.array(ZBoothPromo) });
export const ZBoothPromoParams = z.object({ promoId: ZRowIdParam });

export const ZBoothMarkResult = z.object({ marked: z.boolean() });
export const ZBoothMarkPage = z.object({ items: z.array(ZBoothCard) });
