import type { Database } from '../../db/client';
import { personalRowsOf } from '../../db/personalRows';
import { giftCards } from './points.giftCards.tables';

/** Gift cards a person bought (never their codes: only a hash is kept, and it is left out). */
export const giftCardsDataOf = (db: Database, userNo: number) =>
  personalRowsOf(db, userNo, { bought: { table: giftCards, column: giftCards.buyerNo } });
