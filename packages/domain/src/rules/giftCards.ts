import type { PointLedgerCode, WalletLabelCode } from '../codes/points';

/*
 * Gift cards (the spec's wallet label "gift card", ledger code D25): one member buys a card worth
 * some points with their own points and gets a code once; another member redeems the code for the
 * same points, once (I39). No money changes hands and nothing is created: points move from one
 * wallet to another.
 */
export const GIFT_CARD = {
  /** The values a card can have (ours). */
  values: [5, 10, 25, 50],
  buyCode: 'D25',
  redeemCode: 'I39',
  label: 'gift_card',
  /** Cards one person may hold unredeemed at a time. */
  maxOpen: 10,
} as const satisfies {
  values: readonly number[];
  buyCode: PointLedgerCode;
  redeemCode: PointLedgerCode;
  label: WalletLabelCode;
  maxOpen: number;
};

/** Letters and digits that cannot be mistaken for one another when read aloud or retyped. */
export const GIFT_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** Four groups of four: 16 characters of a 32-letter alphabet, 80 bits. */
export const GIFT_CODE_PATTERN = /^[A-HJ-NP-Z2-9]{4}(-[A-HJ-NP-Z2-9]{4}){3}$/;

/** A typed code as stored: upper case, spaces and dashes tidied ("abcd efgh…" → "ABCD-EFGH-…"). */
export function normalGiftCode(typed: string): string {
  const letters = typed.toUpperCase().replace(/[^A-Z0-9]/g, '');
  return letters.match(/.{1,4}/g)?.join('-') ?? '';
}
