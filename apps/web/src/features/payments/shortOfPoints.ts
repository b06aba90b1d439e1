/**
 * Whether a known balance cannot pay a price. An unknown balance (still loading) is not short:
 * the dialogs keep their confirmation disabled until it is known instead of warning too early.
 */
export const isShortOfPoints = (balance: number | undefined, price: number) =>
  balance !== undefined && balance < price;
