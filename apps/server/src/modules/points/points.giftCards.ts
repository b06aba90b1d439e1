import { createHash, randomInt } from 'node:crypto';
import {
  GIFT_CARD,
  GIFT_CODE_ALPHABET,
  type TGiftCard,
  type TGiftCardList,
  type TGiftCardRedeemed,
} from '@sidecamp/domain';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { AppError } from '../../http/errors';
import type { AuthUser } from '../auth';
import { giftCards } from './points.giftCards.tables';
import { assertIdempotencyKey, withIdempotency } from './points.idempotency';
import { writeEntry } from './points.ledger';

const hashOf = (code: string) => createHash('sha256').update(`gift-card:${code}`).digest('hex');

/** A fresh code: 16 characters of GIFT_CODE_ALPHABET from the system's secure random source. */
export function newGiftCode(): string {
  const characters = Array.from(
    { length: 16 },
    () => GIFT_CODE_ALPHABET[randomInt(GIFT_CODE_ALPHABET.length)],
  );
  return characters.join('').match(/.{4}/g)?.join('-') ?? '';
}

type CardRow = typeof giftCards.$inferSelect;
const toCard = (row: CardRow, code: string | null = null): TGiftCard => ({
  id: row.id,
  points: row.points,
  ending: row.ending,
  code,
  createdAt: row.createdAt.toISOString(),
  redeemedAt: row.redeemedAt?.toISOString() ?? null,
});

const noSuchCode = () =>
  new AppError('NOT_FOUND', {
    message: 'No gift card has this code, or it was already redeemed. Check the code and try again.',
  });

export type GiftCardService = ReturnType<typeof createGiftCardService>;

/**
 * Gift cards (the wallet's "gift card", D25): points move from the buyer to whoever redeems the
 * code. Buying is a spend like any other (Idempotency-Key, refused without the balance); the
 * code is shown once and kept only as a hash; a code is redeemed once, never by its buyer.
 */
export function createGiftCardService(deps: { db: Database; now: () => Date }) {
  const { db, now } = deps;
  return {
    async buy(user: AuthUser, points: number, idempotencyKey: string | undefined): Promise<TGiftCard> {
      assertIdempotencyKey(idempotencyKey);
      const [open] = await db
        .select({ n: count() })
        .from(giftCards)
        .where(and(eq(giftCards.buyerNo, user.no), isNull(giftCards.redeemedAt)));
      if ((open?.n ?? 0) >= GIFT_CARD.maxOpen)
        throw new AppError('CONFLICT', {
          message: `You already have ${GIFT_CARD.maxOpen} gift cards nobody has redeemed yet. Give those first. Nothing was charged.`,
        });
      // The answer stored for a retry holds the code: the buyer's own request, under their own key.
      const { result } = await withIdempotency(
        db,
        { userNo: user.no, key: idempotencyKey, scope: 'points.giftCard', request: { points } },
        async (tx) => {
          const code = newGiftCode();
          const [row] = await tx
            .insert(giftCards)
            .values({
              buyerNo: user.no,
              points,
              codeHash: hashOf(code),
              ending: code.slice(-4),
              createdAt: now(),
            })
            .returning();
          if (!row) throw new Error('gift card insert returned no row');
          await writeEntry(tx, {
            userNo: user.no,
            code: GIFT_CARD.buyCode,
            label: GIFT_CARD.label,
            points,
            cause: { type: 'gift_card', id: row.id },
            idempotencyKey,
          });
          return toCard(row, code);
        },
      );
      return result;
    },

    async mine(user: AuthUser): Promise<TGiftCardList> {
      const rows = await db
        .select()
        .from(giftCards)
        .where(eq(giftCards.buyerNo, user.no))
        .orderBy(desc(giftCards.id))
        .limit(50);
      return { items: rows.map((row) => toCard(row)) };
    },

    /** Redeems a code once: the card is claimed and the points credited in one transaction. */
    async redeem(user: AuthUser, code: string): Promise<TGiftCardRedeemed> {
      return db.transaction(async (tx) => {
        const [card] = await tx
          .select()
          .from(giftCards)
          .where(and(eq(giftCards.codeHash, hashOf(code)), isNull(giftCards.redeemedAt)))
          .for('update');
        if (!card) throw noSuchCode();
        if (card.buyerNo === user.no)
          throw new AppError('FORBIDDEN', {
            message: 'You bought this card: give the code to someone else to redeem.',
          });
        await tx
          .update(giftCards)
          .set({ redeemedBy: user.no, redeemedAt: now() })
          .where(eq(giftCards.id, card.id));
        const credited = await writeEntry(tx, {
          userNo: user.no,
          code: GIFT_CARD.redeemCode,
          label: GIFT_CARD.label,
          points: card.points,
          cause: { type: 'gift_card', id: card.id },
        });
        return { points: card.points, balance: credited.balance };
      });
    },
  };
}
