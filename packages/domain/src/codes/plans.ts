import { type CodeOf, defineCodes } from './defineCodes';

/** Plan types (the entity's planType). */
export const PLAN_TYPES = defineCodes([
  { code: 'Free', label: 'Free' },
  { code: 'Light', label: 'Light' },
  { code: 'Pro', label: 'Pro' },
] as const);
export type PlanType = CodeOf<typeof PLAN_TYPES>;

/** What a plan includes in each of the four analysis areas of the spec's Plan entity. */
export type PlanFeatures = {
  readonly specification: readonly string[];
  readonly businessFramework: readonly string[];
  readonly competitiveAnalysis: readonly string[];
  readonly marketAnalysis: readonly string[];
};

export type Plan = {
  readonly planType: PlanType;
  /** US dollars as the spec prints it (display only). */
  readonly price: number;
  /** Integer cents; charge and compare with this. */
  readonly priceCents: number;
  /** The struck-through price, when the spec gives one. */
  readonly originalPrice: number | null;
  readonly originalPriceCents: number | null;
  /** How long a purchase lasts; null for the free plan, which never ends. */
  readonly durationDays: number | null;
  /** Bought once and not renewed automatically. */
  readonly oneTime: boolean;
  /** AI credits in the period; null when unlimited. */
  readonly aiCredit: number | null;
  readonly unlimitedCredits: boolean;
  readonly exportFeature: boolean;
  /** Points granted once on purchase (wallet label light_plan_bonus / pro_plan_bonus). */
  readonly bonusCoin: number;
  readonly isDefault: boolean;
  readonly comingSoon: boolean;
  readonly purchasable: boolean;
  readonly features: PlanFeatures;
};

/**
 * The three plans of spec point 9. Numbers are the spec's. Where it is silent we decided:
 * - Pro is not marked one-time (the spec says so only of Light) and, being Coming Soon, cannot be bought.
 * - Light is sold since the idea analysis exists (Blueprint): what it adds is what works today, its
 *   20 credits and the report's export. Every plan lists the same report, because every plan gets it.
 * - Pro includes export: it is the plan above Light, which includes it.
 * - Feature lists are ours and name only what the report has; the business frameworks are the ones
 *   docs/FEATURES.md F13.2 names (lean canvas, SWOT, business model canvas).
 */
export const PLANS: readonly Plan[] = [
  {
    planType: 'Free',
    price: 0,
    priceCents: 0,
    originalPrice: null,
    originalPriceCents: null,
    durationDays: null,
    oneTime: false,
    aiCredit: 5,
    unlimitedCredits: false,
    exportFeature: false,
    bonusCoin: 0,
    isDefault: true,
    comingSoon: false,
    purchasable: false,
    features: {
      specification: [
        'Who it is for, roles to find, first-version and later features',
        'Requirements its words bring',
      ],
      businessFramework: ['Lean canvas', 'SWOT', 'Business model canvas'],
      competitiveAnalysis: ['The closest projects and booths on Sidecamp, linked'],
      marketAnalysis: ['How crowded the idea is on Sidecamp', 'Market sizes as your own assumptions'],
    },
  },
  {
    planType: 'Light',
    price: 9.9,
    priceCents: 990,
    originalPrice: 19.9,
    originalPriceCents: 1990,
    durationDays: 30,
    oneTime: true,
    aiCredit: 20,
    unlimitedCredits: false,
    exportFeature: true,
    bonusCoin: 5,
    isDefault: false,
    comingSoon: false,
    purchasable: true,
    features: {
      specification: [
        'Who it is for, roles to find, first-version and later features',
        'Requirements its words bring',
      ],
      businessFramework: ['Lean canvas', 'SWOT', 'Business model canvas'],
      competitiveAnalysis: ['The closest projects and booths on Sidecamp, linked'],
      marketAnalysis: ['How crowded the idea is on Sidecamp', 'Market sizes as your own assumptions'],
    },
  },
  {
    planType: 'Pro',
    price: 49.9,
    priceCents: 4990,
    originalPrice: null,
    originalPriceCents: null,
    durationDays: 30,
    oneTime: false,
    aiCredit: null,
    unlimitedCredits: true,
    exportFeature: true,
    bonusCoin: 15,
    isDefault: false,
    comingSoon: true,
    purchasable: false,
    features: {
      specification: [
        'Who it is for, roles to find, first-version and later features',
        'Requirements its words bring',
      ],
      businessFramework: ['Lean canvas', 'SWOT', 'Business model canvas'],
      competitiveAnalysis: ['The closest projects and booths on Sidecamp, linked'],
      marketAnalysis: ['How crowded the idea is on Sidecamp', 'Market sizes as your own assumptions'],
    },
  },
];

export const DEFAULT_PLAN_TYPE = 'Free' satisfies PlanType;

export function planOf(planType: PlanType): Plan {
  const plan = PLANS.find((candidate) => candidate.planType === planType);
  if (plan === undefined) throw new Error(`unknown plan ${planType}`);
  return plan;
}

/** Whether a plan with `creditsUsed` credits spent may start one more analysis. */
export function hasAiCreditLeft(planType: PlanType, creditsUsed: number): boolean {
  const plan = planOf(planType);
  if (plan.unlimitedCredits || plan.aiCredit === null) return true;
  return creditsUsed < plan.aiCredit;
}
