import type { CampaignChannelCode, CampaignTypeCode } from './campaigns';
import { type CodeEntry, type CodeOf, defineCodes } from './defineCodes';

// ---------------------------------------------------------------------------------------------
// Wallet labels
// ---------------------------------------------------------------------------------------------

/**
 * Labels of wallet history lines (spec point 9). The spec names them without codes; the
 * snake_case codes are ours. Point packs use their connect_* code as their `type`.
 */
export const WALLET_LABELS = defineCodes([
  { code: 'light_plan_bonus', label: 'Light plan bonus' },
  { code: 'pro_plan_bonus', label: 'Pro plan bonus' },
  { code: 'connect_5', label: 'Connect 5' },
  { code: 'connect_11', label: 'Connect 11' },
  { code: 'connect_23', label: 'Connect 23' },
  { code: 'connect_60', label: 'Connect 60' },
  { code: 'connect_130', label: 'Connect 130' },
  { code: 'event_grant', label: 'Event grant' },
  { code: 'chat_reward', label: 'Chat reward' },
  { code: 'chat_refund', label: 'Chat refund' },
  { code: 'priority_exposure_1w', label: 'Priority exposure (1 week)' },
  { code: 'open_chat_top_ad', label: 'Open chat top ad' },
  { code: 'project_reset', label: 'Project reset' },
  { code: 'premium_analysis', label: 'Premium analysis' },
  { code: 'gift_card', label: 'Gift card' },
] as const);
export type WalletLabelCode = CodeOf<typeof WALLET_LABELS>;

// ---------------------------------------------------------------------------------------------
// Point packs
// ---------------------------------------------------------------------------------------------

/**
 * Point pack codes (the entity's pointType). The spec's table prints the fifth code as '15', not
 * 'P15'; it is kept verbatim because stored payments and links may carry it.
 */
export const POINT_PACK_CODES = defineCodes([
  { code: 'P11', label: '5 points' },
  { code: 'P12', label: '11 points' },
  { code: 'P13', label: '23 points' },
  { code: 'P14', label: '60 points' },
  { code: '15', label: '130 points' },
] as const);
export type PointPackCode = CodeOf<typeof POINT_PACK_CODES>;

/** Prices are US dollars; the spec prints no currency. */
export const PRICE_CURRENCY = 'USD';

/** A point pack with the spec's entity fields, plus priceCents so money math never uses floats. */
export type PointPack = {
  /** Which pack; doubles as its wallet label code. */
  readonly type: WalletLabelCode;
  /** Price in dollars as the spec prints it (for display only). */
  readonly price: number;
  /** Price in integer cents; charge and compare with this. */
  readonly priceCents: number;
  /** Points credited, bonus included. */
  readonly point: number;
  readonly bonusPercent: number;
  readonly pointType: PointPackCode;
  /** Show the "best seller" mark. */
  readonly showBest: boolean;
  /** Show the bonus percentage (every pack with a bonus). */
  readonly showBonus: boolean;
  /**
   * Where the pack's buy button leads. The spec names the field but not its value; ours is the
   * points purchase page with the pack preselected.
   */
  readonly productPath: string;
};

function pack(
  type: WalletLabelCode,
  priceCents: number,
  point: number,
  bonusPercent: number,
  pointType: PointPackCode,
  showBest = false,
): PointPack {
  return {
    type,
    price: priceCents / 100,
    priceCents,
    point,
    bonusPercent,
    pointType,
    showBest,
    showBonus: bonusPercent > 0,
    productPath: `/points/purchase?pack=${pointType}`,
  };
}

/** The five point packs of spec point 9, cheapest first. */
export const POINT_PACKS: readonly PointPack[] = [
  pack('connect_5', 490, 5, 0, 'P11'),
  pack('connect_11', 990, 11, 10, 'P12'),
  pack('connect_23', 1990, 23, 15, 'P13', true),
  pack('connect_60', 4990, 60, 20, 'P14'),
  pack('connect_130', 9990, 130, 30, '15'),
];

/** The pack with this pointType, or undefined. */
export function pointPackByCode(code: string): PointPack | undefined {
  return POINT_PACKS.find((entry) => entry.pointType === code);
}

// ---------------------------------------------------------------------------------------------
// Point ledger codes
// ---------------------------------------------------------------------------------------------

export type LedgerDirection = 'income' | 'deduction';

/** One ledger code: income (I..) adds points, deduction (D..) takes them. */
export type LedgerCodeEntry<C extends string = string> = CodeEntry<C> & {
  readonly direction: LedgerDirection;
  /** Fixed number of points when the spec gives one (package payments and their cancellations). */
  readonly amount?: number;
};

/** Points credited by package payments I11..I18 (spec point 9, verbatim). */
export const PACKAGE_PAYMENT_AMOUNTS = {
  I11: 5,
  I12: 10,
  I13: 22,
  I14: 33,
  I15: 56,
  I16: 115,
  I17: 230,
  I18: 580,
} as const;

/**
 * Points taken back by payment cancellations D01..D08 (spec point 9, verbatim). The last two
 * (220, 550) differ from the matching income codes (230, 580); the spec prints them so.
 */
export const PAYMENT_CANCELLATION_AMOUNTS = {
  D01: 5,
  D02: 10,
  D03: 22,
  D04: 33,
  D05: 56,
  D06: 115,
  D07: 220,
  D08: 550,
} as const;

const income = <const C extends string>(code: C, label: string, amount?: number) =>
  ({ code, label, direction: 'income', ...(amount === undefined ? {} : { amount }) }) as const;
const deduction = <const C extends string>(code: C, label: string, amount?: number) =>
  ({ code, label, direction: 'deduction', ...(amount === undefined ? {} : { amount }) }) as const;

/**
 * Every ledger code. The spec fixes I01-I04, I11-I18, I99, D01-D08 and the limit-table codes
 * D33-D35; the rest of the numbering is ours:
 * - I21-I34 are the spec's 14 activity bonuses in the spec's order (project, post, comment, task,
 *   goal, review, rating, follow, magazine, note, reaction, booth follow, weekly quest, reply);
 *   I35 chat reward (a settled pro-chat hold paid to the pro), I36 chat refund (a released hold) and
 *   I37 plan bonus (Light/Pro bonus coin), I38 campaign refund (a campaign an admin rejected) and
 *   I39 gift card redeemed are ours; I40-I54 stay reserved (the spec's range reaches I54).
 * - D09-D17 undo a bonus when its content is deleted; D18-D20 undo one when a follow, a like or
 *   reaction, or a booth follow is cancelled. D21-D25 are the spec's purchases (wallet labels priority
 *   exposure, open chat top ad, project reset, premium analysis, gift card), D26 holds points for a
 *   pro-chat reservation, D27 takes a plan's bonus coin back when the plan is refunded; D28-D30 are reserved.
 * - D33/D34/D35 must be notification, push and e-mail usage: the spec's limit table gives them the
 *   same numbers as campaign channels 01 (notification), 02 (notification plus push), 03 (e-mail).
 *   The campaign-type usages follow (D36 tester, D37 interviewer, D38 survey, D39 newsletter).
 *   Nine usages do not fit between D33 and D40, so booth support and event promotion take D31
 *   and D32; D40 is reserved.
 */
const LEDGER_ENTRIES = [
  income('I01', 'Sign up'),
  income('I02', 'Third-party link'),
  income('I03', 'Post'),
  income('I04', 'Daily login'),
  income('I11', 'Package payment (5 points)', PACKAGE_PAYMENT_AMOUNTS.I11),
  income('I12', 'Package payment (10 points)', PACKAGE_PAYMENT_AMOUNTS.I12),
  income('I13', 'Package payment (22 points)', PACKAGE_PAYMENT_AMOUNTS.I13),
  income('I14', 'Package payment (33 points)', PACKAGE_PAYMENT_AMOUNTS.I14),
  income('I15', 'Package payment (56 points)', PACKAGE_PAYMENT_AMOUNTS.I15),
  income('I16', 'Package payment (115 points)', PACKAGE_PAYMENT_AMOUNTS.I16),
  income('I17', 'Package payment (230 points)', PACKAGE_PAYMENT_AMOUNTS.I17),
  income('I18', 'Package payment (580 points)', PACKAGE_PAYMENT_AMOUNTS.I18),
  income('I21', 'Project bonus'),
  income('I22', 'Post bonus'),
  income('I23', 'Comment bonus'),
  income('I24', 'Task bonus'),
  income('I25', 'Goal bonus'),
  income('I26', 'Review bonus'),
  income('I27', 'Rating bonus'),
  income('I28', 'Follow bonus'),
  income('I29', 'Magazine bonus'),
  income('I30', 'Note bonus'),
  income('I31', 'Reaction bonus'),
  income('I32', 'Booth follow bonus'),
  income('I33', 'Weekly quest bonus'),
  income('I34', 'Reply bonus'),
  income('I35', 'Chat reward'),
  income('I36', 'Chat refund'),
  income('I37', 'Plan bonus'),
  income('I38', 'Campaign refund'),
  income('I39', 'Gift card redeemed'),
  income('I99', 'Event reward'),
  deduction('D01', 'Payment cancellation (5 points)', PAYMENT_CANCELLATION_AMOUNTS.D01),
  deduction('D02', 'Payment cancellation (10 points)', PAYMENT_CANCELLATION_AMOUNTS.D02),
  deduction('D03', 'Payment cancellation (22 points)', PAYMENT_CANCELLATION_AMOUNTS.D03),
  deduction('D04', 'Payment cancellation (33 points)', PAYMENT_CANCELLATION_AMOUNTS.D04),
  deduction('D05', 'Payment cancellation (56 points)', PAYMENT_CANCELLATION_AMOUNTS.D05),
  deduction('D06', 'Payment cancellation (115 points)', PAYMENT_CANCELLATION_AMOUNTS.D06),
  deduction('D07', 'Payment cancellation (220 points)', PAYMENT_CANCELLATION_AMOUNTS.D07),
  deduction('D08', 'Payment cancellation (550 points)', PAYMENT_CANCELLATION_AMOUNTS.D08),
  deduction('D09', 'Project deleted'),
  deduction('D10', 'Post deleted'),
  deduction('D11', 'Comment deleted'),
  deduction('D12', 'Task deleted'),
  deduction('D13', 'Goal deleted'),
  deduction('D14', 'Review deleted'),
  deduction('D15', 'Magazine deleted'),
  deduction('D16', 'Note deleted'),
  deduction('D17', 'Reply deleted'),
  deduction('D18', 'Follow cancelled'),
  deduction('D19', 'Like cancelled'),
  deduction('D20', 'Booth follow cancelled'),
  deduction('D21', 'Priority exposure (1 week)'),
  deduction('D22', 'Open chat top ad'),
  deduction('D23', 'Project reset'),
  deduction('D24', 'Premium analysis'),
  deduction('D25', 'Gift card'),
  deduction('D26', 'Pro chat reservation'),
  deduction('D27', 'Plan cancellation'),
  deduction('D31', 'Booth support'),
  deduction('D32', 'Event promotion'),
  deduction('D33', 'Notification usage'),
  deduction('D34', 'Push usage'),
  deduction('D35', 'Email usage'),
  deduction('D36', 'Tester recruitment usage'),
  deduction('D37', 'Interviewer recruitment usage'),
  deduction('D38', 'Survey usage'),
  deduction('D39', 'Newsletter usage'),
] as const;

export const POINT_LEDGER_CODES = defineCodes(LEDGER_ENTRIES);
export type PointLedgerCode = CodeOf<typeof POINT_LEDGER_CODES>;

/** The ledger entries with direction and fixed amount. */
export const POINT_LEDGER_ENTRIES: readonly LedgerCodeEntry<PointLedgerCode>[] = LEDGER_ENTRIES;

export function ledgerEntryOf(code: PointLedgerCode): LedgerCodeEntry<PointLedgerCode> {
  const entry = POINT_LEDGER_ENTRIES.find((candidate) => candidate.code === code);
  if (entry === undefined) throw new Error(`unknown ledger code ${code}`);
  return entry;
}

/**
 * The label a ledger line shows. The package codes' labels name the spec's fixed amounts (I13
 * "Package payment (22 points)", D03 "Payment cancellation (22 points)"), but a line credits what
 * the pack holds (23) and a refund takes back what it can (clamped at the balance): their label
 * names the points actually moved, so label and amount always agree.
 */
export function ledgerLineLabel(code: PointLedgerCode, amount: number): string {
  const entry = ledgerEntryOf(code);
  if (entry.amount === undefined) return entry.label;
  const points = Math.abs(amount);
  return `${entry.label.replace(/ \(\d+ points\)$/, '')} (${points} ${points === 1 ? 'point' : 'points'})`;
}

/** Income codes add to the balance, deduction codes subtract: +1 or -1. */
export function ledgerSign(code: PointLedgerCode): 1 | -1 {
  return ledgerEntryOf(code).direction === 'income' ? 1 : -1;
}

// ---------------------------------------------------------------------------------------------
// Limit tables
// ---------------------------------------------------------------------------------------------

/**
 * The spec's limit table keyed by ledger code ("D33 = 50, D34 = 100, D35 = 50"). The spec does
 * not say what these limit. The same numbers appear keyed by the campaign channel codes, so we read
 * them as how many people a campaign on that channel may reach before an admin must approve it
 * (CAMPAIGN_APPROVAL_THRESHOLD in rules/campaigns.ts).
 */
export const LIMIT_TABLE_BY_LEDGER_CODE = { D33: 50, D34: 100, D35: 50 } as const satisfies Partial<
  Record<PointLedgerCode, number>
>;

/** The same table keyed by campaign channel ("'01' = 50, '02' = 100, '03' = 50"). */
export const LIMIT_TABLE_BY_CHANNEL = { '01': 50, '02': 100, '03': 50 } as const satisfies Record<
  CampaignChannelCode,
  number
>;

/** The ledger code a campaign send on each channel is deducted under. */
export const CAMPAIGN_CHANNEL_LEDGER_CODE = {
  '01': 'D33',
  '02': 'D34',
  '03': 'D35',
} as const satisfies Record<CampaignChannelCode, PointLedgerCode>;

/** The ledger code of each campaign type's usage. */
export const CAMPAIGN_TYPE_LEDGER_CODE = {
  '01': 'D39',
  '02': 'D38',
  '03': 'D37',
  '04': 'D36',
} as const satisfies Record<CampaignTypeCode, PointLedgerCode>;
