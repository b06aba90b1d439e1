import { z } from 'zod';
import { BOOTH_PROMO_CODE_MAX, BOOTH_PROMO_OFFER_MAX } from '../rules/limits';
import { ZBoothCard } from './booths.schemas';
import { ZRowId, ZRowIdParam } from './input.schemas';
import { ZPersonSummary } from './profiles.schemas';

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

/*
 * The team (spec "send_invitation", candidates): the owner invites a person, who accepts or
 * declines; a person asks to join (a candidate), and the owner accepts or declines.
 */
export const ZBoothInvitationInput = z.object({
  userNo: ZRowId,
  message: z.string().trim().max(500).default(''),
});
export const ZBoothJoinRequestInput = z.object({ message: z.string().trim().max(500).default('') });
export const ZBoothTeamRequest = z.object({
  id: z.number(),
  boothId: z.number(),
  boothName: z.string(),
  person: ZPersonSummary,
  /** invitation: the owner asked the person; request: the person asked to join (a candidate). */
  kind: z.enum(['invitation', 'request']),
  message: z.string(),
  state: z.enum(['pending', 'accepted', 'declined']),
  createdAt: z.string(),
});
export type TBoothTeamRequest = z.infer<typeof ZBoothTeamRequest>;
export const ZBoothTeamRequestList = z.object({ items: z.array(ZBoothTeamRequest) });
export const ZBoothTeamRequestParams = z.object({ requestId: ZRowIdParam });
