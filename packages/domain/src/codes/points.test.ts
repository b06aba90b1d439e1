import { describe, expect, it } from 'vitest';
import { codeSchema } from '../api/codeSchema';
import {
  OPEN_CHAT_TOP_AD,
  PACK_LEDGER_CODES,
  PREMIUM_ANALYSIS,
  PROJECT_BOOST,
  PROJECT_RESET,
} from '../rules/points';
import { CAMPAIGN_CHANNELS, CAMPAIGN_TYPES } from './campaigns';
import {
  CAMPAIGN_CHANNEL_LEDGER_CODE,
  CAMPAIGN_TYPE_LEDGER_CODE,
  LIMIT_TABLE_BY_CHANNEL,
  LIMIT_TABLE_BY_LEDGER_CODE,
  ledgerEntryOf,
  ledgerLineLabel,
  ledgerSign,
  PACKAGE_PAYMENT_AMOUNTS,
  PAYMENT_CANCELLATION_AMOUNTS,
  POINT_LEDGER_CODES,
  POINT_LEDGER_ENTRIES,
  POINT_PACK_CODES,
  POINT_PACKS,
  pointPackByCode,
  WALLET_LABELS,
} from './points';

describe('point packs (spec point 9 table)', () => {
  it('have the spec prices, points, bonuses and codes', () => {
    expect(POINT_PACKS.map((pack) => [pack.price, pack.point, pack.bonusPercent, pack.pointType])).toEqual([
      [4.9, 5, 0, 'P11'],
      [9.9, 11, 10, 'P12'],
      [19.9, 23, 15, 'P13'],
      [49.9, 60, 20, 'P14'],
      [99.9, 130, 30, '15'],
    ]);
  });

  it('carry integer cents equal to the dollar price', () => {
    expect(POINT_PACKS.map((pack) => pack.priceCents)).toEqual([490, 990, 1990, 4990, 9990]);
    for (const pack of POINT_PACKS) expect(Number.isInteger(pack.priceCents)).toBe(true);
  });

  it('mark only P13 as best seller and show bonus where there is one', () => {
    expect(POINT_PACKS.filter((pack) => pack.showBest).map((pack) => pack.pointType)).toEqual(['P13']);
    expect(POINT_PACKS.map((pack) => pack.showBonus)).toEqual([false, true, true, true, true]);
  });

  it("keep the fifth code as the spec prints it ('15', not 'P15')", () => {
    expect(POINT_PACK_CODES.codes).toEqual(['P11', 'P12', 'P13', 'P14', '15']);
    expect(POINT_PACK_CODES.isCode('P15')).toBe(false);
    expect(pointPackByCode('15')?.point).toBe(130);
    expect(pointPackByCode('P15')).toBeUndefined();
  });

  it('agree with the bonus arithmetic: points = whole dollars x (1 + bonus)', () => {
    for (const pack of POINT_PACKS) {
      const wholeDollars = Math.ceil(pack.priceCents / 100);
      expect(pack.point).toBe(Math.round((wholeDollars * (100 + pack.bonusPercent)) / 100));
    }
  });

  it('name each pack by its Connect wallet label and link to a purchase path', () => {
    expect(POINT_PACKS.map((pack) => pack.type)).toEqual([
      'connect_5',
      'connect_11',
      'connect_23',
      'connect_60',
      'connect_130',
    ]);
    for (const pack of POINT_PACKS) {
      expect(WALLET_LABELS.isCode(pack.type)).toBe(true);
      expect(pack.productPath).toContain(pack.pointType);
    }
  });
});

describe('wallet labels', () => {
  it('cover the spec items', () => {
    expect(WALLET_LABELS.entries.map((entry) => entry.label)).toEqual([
      'Light plan bonus',
      'Pro plan bonus',
      'Connect 5',
      'Connect 11',
      'Connect 23',
      'Connect 60',
      'Connect 130',
      'Event grant',
      'Chat reward',
      'Chat refund',
      'Priority exposure (1 week)',
      'Open chat top ad',
      'Project reset',
      'Premium analysis',
      'Gift card',
    ]);
  });
});

describe('point ledger codes', () => {
  it('have the spec income codes I01-I04, I11-I18 and I99', () => {
    expect(ledgerEntryOf('I01').label).toBe('Sign up');
    expect(ledgerEntryOf('I02').label).toBe('Third-party link');
    expect(ledgerEntryOf('I03').label).toBe('Post');
    expect(ledgerEntryOf('I04').label).toBe('Daily login');
    expect(ledgerEntryOf('I99').label).toBe('Event reward');
  });

  it('give package payments I11-I18 the spec amounts', () => {
    expect(PACKAGE_PAYMENT_AMOUNTS).toEqual({
      I11: 5,
      I12: 10,
      I13: 22,
      I14: 33,
      I15: 56,
      I16: 115,
      I17: 230,
      I18: 580,
    });
    const codes = ['I11', 'I12', 'I13', 'I14', 'I15', 'I16', 'I17', 'I18'] as const;
    expect(codes.map((code) => ledgerEntryOf(code).amount)).toEqual([5, 10, 22, 33, 56, 115, 230, 580]);
  });

  it('give payment cancellations D01-D08 the spec amounts, verbatim (220 and 550 at the end)', () => {
    expect(PAYMENT_CANCELLATION_AMOUNTS).toEqual({
      D01: 5,
      D02: 10,
      D03: 22,
      D04: 33,
      D05: 56,
      D06: 115,
      D07: 220,
      D08: 550,
    });
    const codes = ['D01', 'D02', 'D03', 'D04', 'D05', 'D06', 'D07', 'D08'] as const;
    expect(codes.map((code) => ledgerEntryOf(code).amount)).toEqual([5, 10, 22, 33, 56, 115, 220, 550]);
  });

  it('assign the 14 activity bonuses to I21-I34 in the spec order', () => {
    const bonuses = POINT_LEDGER_ENTRIES.filter((entry) => /^I(2\d|3[0-4])$/.test(entry.code));
    expect(bonuses.map((entry) => [entry.code, entry.label])).toEqual([
      ['I21', 'Project bonus'],
      ['I22', 'Post bonus'],
      ['I23', 'Comment bonus'],
      ['I24', 'Task bonus'],
      ['I25', 'Goal bonus'],
      ['I26', 'Review bonus'],
      ['I27', 'Rating bonus'],
      ['I28', 'Follow bonus'],
      ['I29', 'Magazine bonus'],
      ['I30', 'Note bonus'],
      ['I31', 'Reaction bonus'],
      ['I32', 'Booth follow bonus'],
      ['I33', 'Weekly quest bonus'],
      ['I34', 'Reply bonus'],
    ]);
  });

  it('make D33/D34/D35 notification, push and e-mail usage', () => {
    expect(ledgerEntryOf('D33').label).toBe('Notification usage');
    expect(ledgerEntryOf('D34').label).toBe('Push usage');
    expect(ledgerEntryOf('D35').label).toBe('Email usage');
  });

  it('have every usage the spec lists within D01-D40', () => {
    const usages = [
      'Notification usage',
      'Push usage',
      'Email usage',
      'Tester recruitment usage',
      'Interviewer recruitment usage',
      'Survey usage',
      'Newsletter usage',
      'Booth support',
      'Event promotion',
    ];
    const labels = POINT_LEDGER_ENTRIES.map((entry) => entry.label);
    for (const usage of usages) expect(labels).toContain(usage);
  });

  it('keep deductions in D01-D40 and income in I01-I99, with the direction by prefix', () => {
    for (const entry of POINT_LEDGER_ENTRIES) {
      const number = Number(entry.code.slice(1));
      if (entry.code.startsWith('D')) {
        expect(entry.direction).toBe('deduction');
        expect(number).toBeGreaterThanOrEqual(1);
        expect(number).toBeLessThanOrEqual(40);
        expect(ledgerSign(entry.code)).toBe(-1);
      } else {
        expect(entry.code.startsWith('I')).toBe(true);
        expect(entry.direction).toBe('income');
        expect(ledgerSign(entry.code)).toBe(1);
      }
    }
  });

  it('include deletions and cancellations of follows and likes', () => {
    const labels = POINT_LEDGER_ENTRIES.map((entry) => entry.label);
    expect(labels).toEqual(
      expect.arrayContaining(['Post deleted', 'Comment deleted', 'Project deleted', 'Magazine deleted']),
    );
    expect(labels).toEqual(expect.arrayContaining(['Note deleted', 'Follow cancelled', 'Like cancelled']));
  });

  it('validate codes through the code list', () => {
    expect(codeSchema(POINT_LEDGER_CODES).safeParse('D33').success).toBe(true);
    expect(codeSchema(POINT_LEDGER_CODES).safeParse('D41').success).toBe(false);
    expect(codeSchema(POINT_LEDGER_CODES).safeParse('I40').success).toBe(false);
  });
});

describe('limit tables', () => {
  it('are the spec numbers', () => {
    expect(LIMIT_TABLE_BY_LEDGER_CODE).toEqual({ D33: 50, D34: 100, D35: 50 });
    expect(LIMIT_TABLE_BY_CHANNEL).toEqual({ '01': 50, '02': 100, '03': 50 });
  });

  it('line up: each channel has the number its ledger code has', () => {
    for (const channel of CAMPAIGN_CHANNELS.codes) {
      const ledgerCode = CAMPAIGN_CHANNEL_LEDGER_CODE[channel];
      expect(LIMIT_TABLE_BY_LEDGER_CODE[ledgerCode]).toBe(LIMIT_TABLE_BY_CHANNEL[channel]);
    }
    expect(CAMPAIGN_CHANNEL_LEDGER_CODE).toEqual({ '01': 'D33', '02': 'D34', '03': 'D35' });
  });

  it('give each campaign type a usage code', () => {
    expect(CAMPAIGN_TYPES.codes.map((type) => ledgerEntryOf(CAMPAIGN_TYPE_LEDGER_CODE[type]).label)).toEqual([
      'Newsletter usage',
      'Survey usage',
      'Interviewer recruitment usage',
      'Tester recruitment usage',
    ]);
  });
});

describe('ledger line labels agree with the points moved', () => {
  it("for every pack: its purchase and its refund name the pack's real points", () => {
    for (const pack of POINT_PACKS) {
      const codes = PACK_LEDGER_CODES[pack.pointType];
      expect(ledgerLineLabel(codes.income, pack.point)).toBe(`Package payment (${pack.point} points)`);
      expect(ledgerLineLabel(codes.refund, -pack.point)).toBe(`Payment cancellation (${pack.point} points)`);
    }
  });
  it('a clamped refund names what it took, and codes without a fixed amount keep their label', () => {
    expect(ledgerLineLabel('D03', -1)).toBe('Payment cancellation (1 point)');
    expect(ledgerLineLabel('D21', -10)).toBe('Priority exposure (1 week)');
    expect(ledgerLineLabel('D22', -10)).toBe('Open chat top ad');
    expect(ledgerLineLabel('D23', -5)).toBe('Project reset');
    expect(ledgerLineLabel('I01', 10)).toBe('Sign up');
  });
  it('each purchase is a deduction whose wallet label says the same as its ledger line', () => {
    for (const purchase of [PROJECT_BOOST, OPEN_CHAT_TOP_AD, PROJECT_RESET, PREMIUM_ANALYSIS]) {
      expect(ledgerSign(purchase.code)).toBe(-1);
      expect(WALLET_LABELS.label(purchase.label)).toBe(ledgerLineLabel(purchase.code, -purchase.points));
    }
  });
});
