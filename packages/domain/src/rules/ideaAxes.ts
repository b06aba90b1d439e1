import type { TAxisScore } from '../api/blueprint.schemas';
import { IDEA_ANALYSIS_AXES, type IdeaAnalysisAxis } from '../codes/blueprint';

/*
 * The idea report's eight axis scores (issue 18), part of the offline analysis (ideaAnalysis.ts).
 */

// ---------------------------------------------------------------------------------------------
// Axis scores: named text features, each with a weight and the phrases that trigger it.
// Weights only add, and a feature counts once however often it matches, so more words can never
// lower a score, and a long text does not score high by length alone.
// ---------------------------------------------------------------------------------------------

type AxisFeature = {
  axis: IdeaAnalysisAxis;
  label: string;
  weight: number;
  pattern: RegExp;
};

/** The score every axis starts from before any feature has matched. */
export const AXIS_BASE_SCORE = 10;

export const REGULATED =
  /\b(health records?|medical|patients?|clinics?|diagnos\w*|prescriptions?|payments?|banking|bank accounts?|credit cards?|loans?|insurance|tax(?:es)?|children'?s data|minors|identity verification|kyc|legal advice|personal data|gdpr|hipaa)\b/gi;

export const AXIS_FEATURES: readonly AxisFeature[] = [
  // interaction
  {
    axis: 'interaction',
    label: 'people talk to each other',
    weight: 25,
    pattern: /\b(chat\w*|messag\w*|comments?|discuss\w*|forums?|video calls?|voice)\b/gi,
  },
  {
    axis: 'interaction',
    label: 'people work together',
    weight: 20,
    pattern: /\b(collaborat\w*|together|shared?|teams?|co-?edit\w*|invite\w*)\b/gi,
  },
  { axis: 'interaction', label: 'live updates', weight: 15, pattern: /\b(real[- ]time|live|instantly)\b/gi },
  {
    axis: 'interaction',
    label: 'feedback loops',
    weight: 10,
    pattern: /\b(feedback|reviews?|ratings?|votes?|polls?)\b/gi,
  },
  // customer
  {
    axis: 'customer',
    label: 'names who it is for',
    weight: 25,
    pattern:
      /\b(?:for|helps?)\s+(?:busy\s+|small\s+|independent\s+|local\s+|new\s+)?(people|parents|students|teachers|developers|designers|freelancers|teams|businesses|shops|restaurants|clinics|nurses|doctors|farmers|artists|musicians|creators|founders|makers|volunteers|families|patients|travellers|travelers|gamers|landlords|tenants|companies|startups|non-?profits|schools|communities)\b/gi,
  },
  {
    axis: 'customer',
    label: 'describes a pain',
    weight: 20,
    pattern:
      /\b(struggl\w*|hard to|waste\w*|expensive|slow|frustrat\w*|problem|pain|tedious|manual(?:ly)?|lose|forget\w*)\b/gi,
  },
  {
    axis: 'customer',
    label: 'says how it earns',
    weight: 15,
    pattern: /\b(subscriptions?|pric\w*|pays?|paid|fees?|commission|revenue|premium|plans?)\b/gi,
  },
  // automation
  {
    axis: 'automation',
    label: 'works by itself',
    weight: 25,
    pattern: /\b(automatic\w*|automat\w*|auto-\w+|without (?:any )?manual)\b/gi,
  },
  {
    axis: 'automation',
    label: 'talks to other software',
    weight: 20,
    pattern: /\b(sync\w*|integrat\w*|apis?|webhooks?|imports?|exports?|connects? to)\b/gi,
  },
  {
    axis: 'automation',
    label: 'acts on a schedule',
    weight: 10,
    pattern: /\b(schedul\w*|reminders?|remind\w*|notif\w*|alerts?|every (?:day|week|morning|month))\b/gi,
  },
  {
    axis: 'automation',
    label: 'learns or predicts',
    weight: 15,
    pattern: /\b(ai|machine learning|predict\w*|recommend\w*|classif\w*|models?)\b/gi,
  },
  { axis: 'automation', label: 'bots or agents', weight: 10, pattern: /\b(bots?|agents?|assistants?)\b/gi },
  // complexity
  { axis: 'complexity', label: 'a regulated domain', weight: 30, pattern: REGULATED },
  {
    axis: 'complexity',
    label: 'two-sided marketplace',
    weight: 15,
    pattern: /\b(marketplace|two-sided|buyers and sellers|matching \w+ with)\b/gi,
  },
  {
    axis: 'complexity',
    label: 'hardware or devices',
    weight: 15,
    pattern: /\b(hardware|devices?|sensors?|iot|wearables?|bluetooth)\b/gi,
  },
  {
    axis: 'complexity',
    label: 'live updates',
    weight: 10,
    pattern: /\b(real[- ]time|live video|streaming)\b/gi,
  },
  {
    axis: 'complexity',
    label: 'depends on other systems',
    weight: 10,
    pattern: /\b(sync\w*|integrat\w*|apis?|webhooks?)\b/gi,
  },
  {
    axis: 'complexity',
    label: 'learning models',
    weight: 10,
    pattern: /\b(ai|machine learning|predict\w*|computer vision|speech recognition)\b/gi,
  },
  {
    axis: 'complexity',
    label: 'works offline or on many platforms',
    weight: 5,
    pattern: /\b(offline|cross-platform|ios and android|mobile and web)\b/gi,
  },
  // reach
  {
    axis: 'reach',
    label: 'meant for everyone',
    weight: 20,
    pattern: /\b(anyone|everyone|global\w*|worldwide|consumers|the public|millions?)\b/gi,
  },
  {
    axis: 'reach',
    label: 'on phones and the web',
    weight: 10,
    pattern: /\b(mobile|phones?|app store|web app|browser)\b/gi,
  },
  { axis: 'reach', label: 'free to start', weight: 10, pattern: /\b(free|freemium|open source)\b/gi },
  {
    axis: 'reach',
    label: 'spreads by sharing',
    weight: 15,
    pattern: /\b(viral|referrals?|invite\w*|share\w*|word of mouth)\b/gi,
  },
  {
    axis: 'reach',
    label: 'many languages',
    weight: 10,
    pattern: /\b(multi-?lingual|languages|translat\w*|international)\b/gi,
  },
  // engagement
  {
    axis: 'engagement',
    label: 'a daily habit',
    weight: 20,
    pattern: /\b(daily|every day|habits?|streaks?|routines?|weekly)\b/gi,
  },
  {
    axis: 'engagement',
    label: 'brings people back',
    weight: 10,
    pattern: /\b(notif\w*|reminders?|remind\w*|digest)\b/gi,
  },
  {
    axis: 'engagement',
    label: 'game mechanics',
    weight: 20,
    pattern: /\b(gamif\w*|points|badges?|leaderboards?|rewards?|challenges?|levels?)\b/gi,
  },
  {
    axis: 'engagement',
    label: 'a community around it',
    weight: 15,
    pattern: /\b(communit\w*|followers?|feeds?|groups?|clubs?)\b/gi,
  },
  // specialized
  {
    axis: 'specialized',
    label: 'a named profession',
    weight: 20,
    pattern:
      /\b(nurses?|doctors?|lawyers?|accountants?|farmers?|teachers?|architects?|dentists?|pharmacists?|electricians?|plumbers?|researchers?|veterinar\w*|translators?)\b/gi,
  },
  {
    axis: 'specialized',
    label: 'a business setting',
    weight: 15,
    pattern:
      /\b(b2b|enterprise|compliance|industry|industrial|warehouses?|logistics|supply chain|clinics?|restaurants?|retail(?:ers)?)\b/gi,
  },
  { axis: 'specialized', label: 'a regulated domain', weight: 15, pattern: REGULATED },
  // innovation
  {
    axis: 'innovation',
    label: 'claims something new',
    weight: 20,
    pattern: /\b(first|new way|novel|unlike|no one|reinvent\w*|never before)\b/gi,
  },
  {
    axis: 'innovation',
    label: 'learning models',
    weight: 15,
    pattern: /\b(ai|machine learning|computer vision|generative|llms?)\b/gi,
  },
  {
    axis: 'innovation',
    label: 'new interfaces',
    weight: 20,
    pattern: /\b(augmented reality|virtual reality|ar|vr|voice interface|gestures?|3d)\b/gi,
  },
  {
    axis: 'innovation',
    label: 'new infrastructure',
    weight: 10,
    pattern: /\b(blockchain|decentrali[sz]ed|peer-to-peer|edge)\b/gi,
  },
];

const MAX_QUOTES = 3;

/** The idea's phrases that matched a pattern, as written, first occurrences first, without repeats. */
function quotesOf(text: string, pattern: RegExp): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(new RegExp(pattern.source, pattern.flags))) {
    const quote = match[0].trim();
    if (!found.some((seen) => seen.toLowerCase() === quote.toLowerCase())) found.push(quote);
    if (found.length === MAX_QUOTES) break;
  }
  return found;
}

/** The eight scores with the features and quotes that moved them (percentiles come from the server). */
export function scoreIdeaAxes(text: string): TAxisScore[] {
  return IDEA_ANALYSIS_AXES.codes.map((axis) => {
    const reasons = AXIS_FEATURES.filter((feature) => feature.axis === axis).flatMap((feature) => {
      const quotes = quotesOf(text, feature.pattern);
      return quotes.length > 0 ? [{ feature: feature.label, weight: feature.weight, quotes }] : [];
    });
    const score = Math.min(100, AXIS_BASE_SCORE + reasons.reduce((sum, reason) => sum + reason.weight, 0));
    return { axis, score, percentile: null, reasons };
  });
}

/** Share of the other ideas' scores strictly below this one, 0-100; null with nothing to compare. */
export function percentileOf(score: number, others: readonly number[]): number | null {
  if (others.length === 0) return null;
  return Math.round((others.filter((other) => other < score).length / others.length) * 100);
}
