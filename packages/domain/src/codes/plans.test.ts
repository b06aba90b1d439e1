import { describe, expect, it } from 'vitest';
import { DEFAULT_PLAN_TYPE, hasAiCreditLeft, PLAN_TYPES, PLANS, planOf } from './plans';

describe('plans (spec point 9)', () => {
  it('are Free, Light and Pro', () => {
    expect(PLAN_TYPES.codes).toEqual(['Free', 'Light', 'Pro']);
    // Light adds AI credits and export, both usable in Blueprint; Pro is still coming soon.
    expect(PLANS.filter((plan) => plan.purchasable).map((plan) => plan.planType)).toEqual(['Light']);
    expect(PLANS.map((plan) => plan.planType)).toEqual(['Free', 'Light', 'Pro']);
  });

  it('Free: price 0, 5 AI credits, the default', () => {
    const free = planOf('Free');
    expect(free).toMatchObject({
      price: 0,
      priceCents: 0,
      aiCredit: 5,
      unlimitedCredits: false,
      isDefault: true,
    });
    expect(DEFAULT_PLAN_TYPE).toBe('Free');
    expect(PLANS.filter((plan) => plan.isDefault)).toHaveLength(1);
  });

  it('Light: 9.9 (original 19.9), 30 days, one-time, 20 credits, 5 bonus coin, export; sold', () => {
    expect(planOf('Light')).toMatchObject({
      price: 9.9,
      priceCents: 990,
      originalPrice: 19.9,
      originalPriceCents: 1990,
      durationDays: 30,
      oneTime: true,
      aiCredit: 20,
      bonusCoin: 5,
      exportFeature: true,
      comingSoon: false,
      purchasable: true,
    });
  });

  it('Pro: 49.9, 30 days, unlimited credits, 15 bonus coin, coming soon and not purchasable', () => {
    expect(planOf('Pro')).toMatchObject({
      price: 49.9,
      priceCents: 4990,
      durationDays: 30,
      aiCredit: null,
      unlimitedCredits: true,
      bonusCoin: 15,
      comingSoon: true,
      purchasable: false,
    });
  });

  it('group features in the four areas, each plan including the one below', () => {
    const areas = ['specification', 'businessFramework', 'competitiveAnalysis', 'marketAnalysis'] as const;
    for (const plan of PLANS) expect(Object.keys(plan.features).sort()).toEqual([...areas].sort());
    const [free, light, pro] = PLANS;
    for (const area of ['specification', 'businessFramework', 'marketAnalysis'] as const) {
      expect(light!.features[area]).toEqual(expect.arrayContaining([...free!.features[area]]));
      expect(pro!.features[area]).toEqual(expect.arrayContaining([...light!.features[area]]));
    }
    for (const plan of PLANS) {
      expect(plan.features.competitiveAnalysis.length).toBeGreaterThan(0);
    }
  });

  it('have cents matching dollars', () => {
    for (const plan of PLANS) expect(plan.priceCents).toBe(Math.round(plan.price * 100));
  });

  it('count AI credits per plan', () => {
    expect(hasAiCreditLeft('Free', 4)).toBe(true);
    expect(hasAiCreditLeft('Free', 5)).toBe(false);
    expect(hasAiCreditLeft('Light', 19)).toBe(true);
    expect(hasAiCreditLeft('Light', 20)).toBe(false);
    expect(hasAiCreditLeft('Pro', 10_000)).toBe(true);
  });
});
