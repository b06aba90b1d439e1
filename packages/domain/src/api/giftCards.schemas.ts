import { z } from 'zod';
import { GIFT_CARD, GIFT_CODE_PATTERN, normalGiftCode } from '../rules/giftCards';

export const ZGiftCardBuyInput = z.object({
  points: z
    .number({ message: 'Choose a value.' })
    .int()
    .refine((points) => (GIFT_CARD.values as readonly number[]).includes(points), {
      message: `A card is worth ${GIFT_CARD.values.join(', ')} points.`,
    }),
});

/** A card as its buyer sees it; the code itself only in the answer to the purchase. */
export const ZGiftCard = z.object({
  id: z.number().int(),
  points: z.number().int(),
  /** The last four characters, so the buyer can tell cards apart. */
  ending: z.string(),
  /** The whole code: only right after buying, never again (it is stored as a hash). */
  code: z.string().nullable(),
  createdAt: z.iso.datetime(),
  redeemedAt: z.iso.datetime().nullable(),
});
export type TGiftCard = z.infer<typeof ZGiftCard>;

export const ZGiftCardList = z.object({ items: z.array(ZGiftCard) });
export type TGiftCardList = z.infer<typeof ZGiftCardList>;

export const ZGiftCardRedeemInput = z.object({
  code: z
    .string({ message: 'Type the code.' })
    .max(40, { message: 'A code is 16 letters and digits.' })
    .transform(normalGiftCode)
    .refine((code) => GIFT_CODE_PATTERN.test(code), {
      message: 'A code is 16 letters and digits, like ABCD-EFGH-JKLM-NPQR.',
    }),
});

export const ZGiftCardRedeemed = z.object({ points: z.number().int(), balance: z.number().int() });
export type TGiftCardRedeemed = z.infer<typeof ZGiftCardRedeemed>;
