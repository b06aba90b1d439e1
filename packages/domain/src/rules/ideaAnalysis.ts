import type { TIdeaReport, TItemSource, TSourcedText } from '../api/blueprint.schemas';
import { IDEA_ANALYSIS_AXES, type IdeaAnalysisAxis } from '../codes/blueprint';
import { SERVICE_CATEGORIES, type ServiceCategoryCode } from '../codes/booths';
import { AXIS_FEATURES, percentileOf, REGULATED, scoreIdeaAxes } from './ideaAxes';
import { type IdeaNeighbour, pickCompetitors, STOP_WORDS, saturationOf } from './ideaCompetitors';
import { ideaLogoSvg } from './ideaLogo';

/*
 * The offline idea analysis (issue 18): a deterministic report from the idea's own words, a small
 * knowledge base per service category and the platform's similar projects and booths (retrieved by
 * the server and handed in). No network, no model, no invented names or figures: every item says
 * where it came from, and the same input gives the same report, byte for byte.
 */

export const OFFLINE_ENGINE_VERSION = 'offline-1';

const FROM_IDEA: TItemSource = { kind: 'idea', ref: null };
const FROM_HEURISTIC: TItemSource = { kind: 'heuristic', ref: null };

// ---------------------------------------------------------------------------------------------
// Phrases from the idea, and the knowledge base per category.
// ---------------------------------------------------------------------------------------------

const sentencesOf = (text: string) =>
  text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((sentence) => sentence.trim().replace(/[.!?]+$/, ''))
    .filter((sentence) => sentence.length > 0);

const FEATURE_SENTENCE =
  /\b(lets?|allows?|can|tracks?|shares?|finds?|books?|manages?|creates?|syncs?|sends?|shows?|matches?|reminds?|records?|plans?|compares?|helps?)\b/i;

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const trimTo = (text: string, max: number) =>
  text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;

/** Who the idea says it is for: the words after "for" or "helps" up to the end of the phrase. */
function targetUsersOf(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(
    /\b(?:for|helps?)\s+((?:[a-z][\w-]*\s?){1,4}?)(?=\s+(?:who|that|to|with|by|in|on|and)\b|[,.;:!?]|$)/gi,
  )) {
    const phrase = (match[1] ?? '').trim();
    if (phrase.length > 2 && !STOP_WORDS.has(phrase.toLowerCase()) && !found.includes(phrase))
      found.push(phrase);
  }
  return found.slice(0, 3);
}

type CategoryKnowledge = {
  roles: string[];
  channels: string[];
  revenue: string[];
  costs: string[];
  metrics: string[];
  partners: string[];
  threats: string[];
};

const GENERAL_KNOWLEDGE: CategoryKnowledge = {
  roles: ['Product designer', 'Full-stack developer'],
  channels: ['Communities where the target users already gather', 'Word of mouth from early users'],
  revenue: ['A paid plan for heavier use, once the free one has proven itself'],
  costs: ['Hosting and storage', 'The team’s time'],
  metrics: ['People who come back in their second week', 'Share of sign-ups who finish the first task'],
  partners: ['Communities and groups of the target users'],
  threats: ['Established tools adding the same feature', 'People sticking with spreadsheets and chat'],
};

/** What usually holds for a category; every item from here is tagged as a heuristic. */
const CATEGORY_KNOWLEDGE: Partial<Record<ServiceCategoryCode, Partial<CategoryKnowledge>>> = {
  '01': {
    metrics: ['Tasks finished per week'],
    channels: ['Integrations marketplaces of the tools people use'],
  },
  '02': {
    roles: ['Backend developer', 'Developer advocate'],
    channels: ['Developer forums and open source'],
    revenue: ['Per-seat team plans'],
  },
  '03': { roles: ['UI/UX designer'], channels: ['Design communities and template galleries'] },
  '04': { roles: ['Growth marketer'], metrics: ['Campaigns sent per customer'] },
  '05': { roles: ['Sales lead'], revenue: ['Per-seat subscriptions for sales teams'] },
  '06': {
    roles: ['Backend developer', 'Compliance adviser'],
    threats: ['Financial regulation and licensing'],
    partners: ['A payment or banking provider'],
  },
  '07': {
    roles: ['Learning designer'],
    channels: ['Schools and teachers'],
    metrics: ['Lessons completed per learner'],
  },
  '08': {
    roles: ['Health professional adviser'],
    threats: ['Health-data rules and liability'],
    partners: ['Clinics or coaches'],
  },
  '09': {
    roles: ['Community manager'],
    metrics: ['Weekly active members'],
    revenue: ['Optional supporter memberships'],
  },
  '10': { roles: ['Realtime backend developer'], metrics: ['Messages per active user'] },
  '12': { roles: ['Game designer', '2D/3D artist'], revenue: ['In-game items or a one-time price'] },
  '13': { roles: ['Audio engineer'], partners: ['Artists and labels'] },
  '14': { roles: ['Media pipeline developer'], costs: ['Storage and transcoding of media'] },
  '16': { partners: ['Local guides and venues'], metrics: ['Trips planned per user'] },
  '17': { partners: ['Restaurants and producers'], metrics: ['Orders or visits per week'] },
  '18': {
    roles: ['E-commerce developer'],
    revenue: ['A commission on sales'],
    partners: ['A payment provider'],
  },
  '20': {
    roles: ['Machine learning engineer'],
    costs: ['Model inference'],
    threats: ['Large AI platforms shipping it as a feature'],
  },
  '21': { roles: ['Data engineer'], partners: ['Data sources the users already have'] },
  '22': { roles: ['Security engineer'], threats: ['Trust: one breach ends it'] },
};

function knowledgeOf(category: ServiceCategoryCode | null): CategoryKnowledge {
  const specific = category ? (CATEGORY_KNOWLEDGE[category] ?? {}) : {};
  const merged = { ...GENERAL_KNOWLEDGE };
  for (const key of Object.keys(merged) as (keyof CategoryKnowledge)[]) {
    merged[key] = [...(specific[key] ?? []), ...GENERAL_KNOWLEDGE[key]];
  }
  return merged;
}

const fromIdea = (text: string): TSourcedText => ({ text, source: FROM_IDEA });
const fromHeuristic = (text: string): TSourcedText => ({ text, source: FROM_HEURISTIC });
const fromPlatform = (text: string, path: string): TSourcedText => ({
  text,
  source: { kind: 'platform', ref: path },
});

/** Requirements the idea's words bring with them. */
const REQUIREMENT_TRIGGERS: readonly { pattern: RegExp; requirement: string }[] = [
  {
    pattern: REGULATED,
    requirement: 'Handle the regulated data it names with consent, access control and an audit trail',
  },
  {
    pattern: /\b(payments?|pay|paid|checkout|credit cards?)\b/gi,
    requirement: 'Take payments through a payment provider; never store card numbers',
  },
  {
    pattern: /\b(sync\w*|integrat\w*|apis?|webhooks?)\b/gi,
    requirement: 'Document and version the connections to other software, and retry when they fail',
  },
  {
    pattern: /\b(real[- ]time|live|chat\w*|messag\w*)\b/gi,
    requirement: 'Deliver updates in order and catch up after a dropped connection',
  },
  { pattern: /\b(mobile|phones?)\b/gi, requirement: 'Work on a phone screen and a slow connection' },
  {
    pattern: /\b(ai|machine learning|predict\w*|recommend\w*)\b/gi,
    requirement: 'Explain what the model suggests and let people correct it',
  },
  {
    pattern: /\b(children|kids|minors|students)\b/gi,
    requirement: 'Protect younger users: age checks and guardian consent where the law asks',
  },
];

// ---------------------------------------------------------------------------------------------
// The report.
// ---------------------------------------------------------------------------------------------

export type OfflineAnalysisInput = {
  title: string;
  text: string;
  category: ServiceCategoryCode | null;
  /** Candidates from the platform's projects and booths (the server's full-text search). */
  neighbours: readonly IdeaNeighbour[];
  /** Each axis's scores of the platform's other ideas, for percentiles; empty when there are none. */
  otherScores?: Partial<Record<IdeaAnalysisAxis, readonly number[]>>;
};

export function analyseIdeaOffline(input: OfflineAnalysisInput): TIdeaReport {
  const title = input.title.trim();
  const text = input.text.trim();
  const whole = `${title}. ${text}`;
  const knowledge = knowledgeOf(input.category);
  const categoryLabel = input.category ? SERVICE_CATEGORIES.label(input.category) : null;

  const axes = scoreIdeaAxes(whole).map((axis) => ({
    ...axis,
    percentile: percentileOf(axis.score, input.otherScores?.[axis.axis] ?? []),
  }));
  const competitors = pickCompetitors(whole, input.neighbours);
  const saturation = saturationOf(competitors);

  const sentences = sentencesOf(text);
  const featureSentences = sentences.filter((sentence) => FEATURE_SENTENCE.test(sentence));
  const features = featureSentences.map((sentence) => fromIdea(capitalise(trimTo(sentence, 140))));
  const targets = targetUsersOf(whole);
  const targetUsers =
    targets.length > 0
      ? targets.map((target) => fromIdea(capitalise(target)))
      : [
          fromHeuristic(
            categoryLabel
              ? `People who use ${categoryLabel.toLowerCase()} tools`
              : 'Not named in the idea yet',
          ),
        ];
  const problem = sentences
    .filter((sentence) =>
      AXIS_FEATURES.some(
        (f) => f.label === 'describes a pain' && new RegExp(f.pattern.source, 'i').test(sentence),
      ),
    )
    .map((sentence) => fromIdea(capitalise(trimTo(sentence, 140))));
  const requirements = REQUIREMENT_TRIGGERS.filter(({ pattern }) =>
    new RegExp(pattern.source, 'i').test(whole),
  ).map(({ requirement }) => fromHeuristic(requirement));
  const pitch = sentences[0] ? fromIdea(capitalise(trimTo(sentences[0], 140))) : fromIdea(title);
  // Who it is for, unless the pitch already says so.
  const unnamedTargets = targets.filter((target) => !pitch.text.toLowerCase().includes(target.toLowerCase()));
  const scoreOf = (axis: IdeaAnalysisAxis) => axes.find((entry) => entry.axis === axis)?.score ?? 0;
  const strongest = [...axes].sort((a, b) => b.score - a.score || a.axis.localeCompare(b.axis))[0];
  const closest = competitors[0];

  const strengths = [
    ...(strongest && strongest.reasons.length > 0
      ? [
          fromIdea(
            `Strongest on ${IDEA_ANALYSIS_AXES.label(strongest.axis).toLowerCase()}: ${strongest.reasons.map((reason) => reason.feature).join(', ')}`,
          ),
        ]
      : []),
    ...(saturation.level === 'open' ? [fromHeuristic('Nothing close to it on Sidecamp yet')] : []),
  ];
  const weaknesses = [
    ...(targets.length === 0 ? [fromHeuristic('The idea does not say who it is for')] : []),
    ...(problem.length === 0 ? [fromHeuristic('The idea does not name the problem it solves')] : []),
    ...(scoreOf('complexity') >= 50 ? [fromHeuristic('Hard to build: see the complexity reasons')] : []),
  ];
  const threats = [
    ...(closest ? [fromPlatform(`${closest.name} is already on Sidecamp`, closest.path)] : []),
    ...knowledge.threats.map(fromHeuristic),
  ];
  const opportunities = [
    ...(scoreOf('reach') >= 40 ? [fromIdea('Meant for a wide audience')] : []),
    ...(scoreOf('automation') >= 40 ? [fromIdea('Saves people manual work')] : []),
    ...(saturation.level === 'open' ? [fromHeuristic('Room to be the first of its kind here')] : []),
  ];

  const mvpFeatures = features.slice(0, 3);
  const laterFeatures = features.slice(3, 8);
  const revenueFromIdea = sentences
    .filter((sentence) =>
      /\b(subscriptions?|pric\w*|pays?|paid|fees?|commission|premium|plans?)\b/i.test(sentence),
    )
    .map((sentence) => fromIdea(capitalise(trimTo(sentence, 140))));
  const revenueStreams = revenueFromIdea.length > 0 ? revenueFromIdea : knowledge.revenue.map(fromHeuristic);

  return {
    idea: { title, text, category: input.category },
    specification: {
      targetUsers,
      roles: knowledge.roles.map(fromHeuristic),
      mvpFeatures,
      laterFeatures,
      requirements,
    },
    frameworks: {
      leanCanvas: {
        problem,
        customerSegments: targetUsers,
        uniqueValueProposition: [pitch],
        solution: mvpFeatures,
        channels: knowledge.channels.map(fromHeuristic),
        revenueStreams,
        costStructure: knowledge.costs.map(fromHeuristic),
        keyMetrics: knowledge.metrics.map(fromHeuristic),
        unfairAdvantage: [],
      },
      swot: { strengths, weaknesses, opportunities, threats },
      businessModelCanvas: {
        keyPartners: knowledge.partners.map(fromHeuristic),
        keyActivities: mvpFeatures,
        keyResources: knowledge.roles.map((role) => fromHeuristic(`${role} on the team`)),
        valuePropositions: [pitch],
        customerRelationships: [fromHeuristic('Self-service, with the team reachable in the project’s chat')],
        channels: knowledge.channels.map(fromHeuristic),
        customerSegments: targetUsers,
        costStructure: knowledge.costs.map(fromHeuristic),
        revenueStreams,
      },
    },
    competitors,
    market: {
      saturation: {
        ...saturation,
        explanation:
          saturation.level === 'open'
            ? 'No project or booth on Sidecamp shares enough of its words to count as close.'
            : saturation.level === 'some'
              ? 'A few projects or booths on Sidecamp are close to it: see the competitors.'
              : 'Many projects or booths on Sidecamp are close to it: see the competitors.',
      },
      assumptions: [
        {
          label: 'People who could use it',
          value: 'Not estimated: enter your own figure and where it comes from',
          assumption: true,
          source: FROM_HEURISTIC,
        },
        {
          label: 'Share you could reach in a year',
          value: 'Not estimated: enter your own figure',
          assumption: true,
          source: FROM_HEURISTIC,
        },
        {
          label: 'Price per user',
          value: 'Not estimated: enter your own figure',
          assumption: true,
          source: FROM_HEURISTIC,
        },
      ],
      notes: competitors
        .slice(0, 3)
        .map((competitor) => fromPlatform(`Compare with ${competitor.name}`, competitor.path)),
    },
    axes,
    logo: { svg: ideaLogoSvg(title), seed: title },
    profile: fromIdea(
      `${title}${categoryLabel ? ` (${categoryLabel})` : ''}: ${pitch.text}${unnamedTargets.length > 0 ? `, for ${unnamedTargets.join(', ')}` : ''}.`,
    ),
    meta: {
      provider: 'offline',
      model: null,
      version: OFFLINE_ENGINE_VERSION,
      assumptions: [
        'Scores come from named phrases in the idea, not from a model.',
        'Competitors are only projects and booths on Sidecamp.',
        'Market sizes are not estimated; the assumptions are yours to fill in.',
      ],
      failure: null,
    },
  };
}
