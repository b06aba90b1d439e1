import { describe, expect, it } from 'vitest';
import { ledgerCauseOf } from './ledgerCause';

describe('ledgerCauseOf: where a wallet line was earned or spent', () => {
  it.each([
    ['post', '12', '/lounge/posts/12'],
    ['like', '12:7', '/lounge/posts/12'],
    ['magazine', '3', '/lounge/magazines/3'],
    ['project', '41', '/projects/41'],
    ['boost', '41:key-1', '/projects/41'],
    ['follow', '7:9', '/u/7'],
    ['booth_follow', '5:9', '/booths/5'],
    ['booth_support', '5:key-2', '/booths/5'],
    ['premium_analysis', '88', '/blueprint/88'],
    ['campaign', '6', '/campaigns/6'],
    ['quest', '2026-11-30:01', '/quests'],
    ['gift_card', 'a1b2', '/points/gift-cards'],
  ])('%s %s opens %s', (causeType, causeId, to) => {
    expect(ledgerCauseOf({ causeType, causeId })?.to).toBe(to);
  });

  it('links nowhere for a cause without a page of its own, or an id that is not one', () => {
    expect(ledgerCauseOf({ causeType: 'task', causeId: '3' })).toBeNull();
    expect(ledgerCauseOf({ causeType: 'reply', causeId: '3' })).toBeNull();
    expect(ledgerCauseOf({ causeType: 'payment', causeId: 'cs_1' })).toBeNull();
    expect(ledgerCauseOf({ causeType: 'post', causeId: '../admin' })).toBeNull();
    expect(ledgerCauseOf({ causeType: 'magazine', causeId: '3:x' })).toBeNull();
  });
});
