import { z } from 'zod';
import {
  IDEA_ANALYSIS_AXES,
  IDEA_ITEM_SOURCES,
  IDEA_PROVIDERS,
  IDEA_TEXT_MAX,
  IDEA_TEXT_MIN,
  IDEA_TITLE_MAX,
  MARKET_SATURATION,
} from '../codes/blueprint';
import { SERVICE_CATEGORIES } from '../codes/booths';
import { codeSchema } from './codeSchema';

/*
 * The idea report (issue 18): one schema for every provider. Strict on purpose: every field is
 * required and absent values are null, never missing, so the same schema can be handed to a model
 * as its JSON output contract (OpenAI-style structured output refuses optional fields), and a
 * report is either whole or rejected.
 */

/** Where an item of the report came from: the idea's own words, the platform, a heuristic or a model. */
export const ZItemSource = z.strictObject({
  kind: codeSchema(IDEA_ITEM_SOURCES),
  /** For 'platform': the project or booth it came from ('/projects/12', '/booths/3'); else null. */
  ref: z.string().nullable(),
});

/** One line of the report with where it came from. */
export const ZSourcedText = z.strictObject({ text: z.string().min(1), source: ZItemSource });

export const ZAxisReason = z.strictObject({
  /** The named text feature that moved the score ("talks to other software"). */
  feature: z.string(),
  /** Points it added (or took away). */
  weight: z.number().int(),
  /** The idea's own words that matched it, as written. */
  quotes: z.array(z.string()),
});

export const ZAxisScore = z.strictObject({
  axis: codeSchema(IDEA_ANALYSIS_AXES),
  score: z.number().int().min(0).max(100),
  /** Share of the platform's other ideas scoring lower on this axis, 0-100; null with none to compare. */
  percentile: z.number().int().min(0).max(100).nullable(),
  reasons: z.array(ZAxisReason),
});

export const ZCompetitor = z.strictObject({
  kind: z.enum(['project', 'booth']),
  id: z.number().int(),
  name: z.string(),
  /** The page on the platform: every competitor named exists here. */
  path: z.string(),
  /** 0-1, the retrieval's similarity relative to the closest match. */
  similarity: z.number().min(0).max(1),
  /** The words the idea and this entry share, most telling first. */
  sharedTerms: z.array(z.string()),
  /** What this entry has that the idea does not say, and the other way round. */
  differences: z.array(z.string()),
});

/** A figure nobody measured: shown only as a labelled, editable assumption. */
export const ZMarketAssumption = z.strictObject({
  label: z.string(),
  value: z.string(),
  assumption: z.literal(true),
  source: ZItemSource,
});

const sourcedList = z.array(ZSourcedText);

export const ZLeanCanvas = z.strictObject({
  problem: sourcedList,
  customerSegments: sourcedList,
  uniqueValueProposition: sourcedList,
  solution: sourcedList,
  channels: sourcedList,
  revenueStreams: sourcedList,
  costStructure: sourcedList,
  keyMetrics: sourcedList,
  unfairAdvantage: sourcedList,
});

export const ZSwot = z.strictObject({
  strengths: sourcedList,
  weaknesses: sourcedList,
  opportunities: sourcedList,
  threats: sourcedList,
});

export const ZBusinessModelCanvas = z.strictObject({
  keyPartners: sourcedList,
  keyActivities: sourcedList,
  keyResources: sourcedList,
  valuePropositions: sourcedList,
  customerRelationships: sourcedList,
  channels: sourcedList,
  customerSegments: sourcedList,
  costStructure: sourcedList,
  revenueStreams: sourcedList,
});

export const ZIdeaReport = z.strictObject({
  idea: z.strictObject({
    title: z.string(),
    text: z.string(),
    category: codeSchema(SERVICE_CATEGORIES).nullable(),
  }),
  specification: z.strictObject({
    targetUsers: sourcedList,
    roles: sourcedList,
    mvpFeatures: sourcedList,
    laterFeatures: sourcedList,
    requirements: sourcedList,
  }),
  frameworks: z.strictObject({
    leanCanvas: ZLeanCanvas,
    swot: ZSwot,
    businessModelCanvas: ZBusinessModelCanvas,
  }),
  competitors: z.array(ZCompetitor),
  market: z.strictObject({
    saturation: z.strictObject({
      level: codeSchema(MARKET_SATURATION),
      /** Close neighbours found on the platform (the competitors above). */
      neighbours: z.number().int().min(0),
      explanation: z.string(),
    }),
    assumptions: z.array(ZMarketAssumption),
    notes: sourcedList,
  }),
  axes: z.array(ZAxisScore).length(IDEA_ANALYSIS_AXES.codes.length),
  logo: z.strictObject({ svg: z.string(), seed: z.string() }),
  profile: ZSourcedText.nullable(),
  meta: z.strictObject({
    provider: codeSchema(IDEA_PROVIDERS),
    model: z.string().nullable(),
    /** The analysis engine's version: the same input and version give the same report. */
    version: z.string(),
    assumptions: z.array(z.string()),
    /** Why the configured model's answer was not used (the report is then the offline one). */
    failure: z.string().nullable(),
  }),
});
export type TIdeaReport = z.output<typeof ZIdeaReport>;
export type TAxisScore = z.output<typeof ZAxisScore>;
export type TCompetitor = z.output<typeof ZCompetitor>;
export type TSourcedText = z.output<typeof ZSourcedText>;
export type TItemSource = z.output<typeof ZItemSource>;

/** The report's JSON Schema, as handed to a model for structured output. */
export function ideaReportJsonSchema(): Record<string, unknown> {
  return z.toJSONSchema(ZIdeaReport) as Record<string, unknown>;
}

/** A new analysis: the idea in the person's own words. */
export const ZIdeaAnalysisInput = z.strictObject({
  title: z.string().trim().min(2).max(IDEA_TITLE_MAX),
  text: z
    .string()
    .trim()
    .min(IDEA_TEXT_MIN, { message: `Describe the idea in at least ${IDEA_TEXT_MIN} characters.` })
    .max(IDEA_TEXT_MAX),
  category: codeSchema(SERVICE_CATEGORIES).nullable(),
});
export type TIdeaAnalysisInput = z.output<typeof ZIdeaAnalysisInput>;

/** One competitor of the premium comparison, scored on the same eight axes as the idea. */
export const ZPremiumCompetitor = z.strictObject({
  kind: z.enum(['project', 'booth']),
  id: z.number().int(),
  name: z.string(),
  path: z.string(),
  axes: z
    .array(z.strictObject({ axis: codeSchema(IDEA_ANALYSIS_AXES), score: z.number().int().min(0).max(100) }))
    .length(IDEA_ANALYSIS_AXES.codes.length),
  /** Axes where the idea scores clearly higher than this competitor (PREMIUM_ANALYSIS.margin). */
  leads: z.array(codeSchema(IDEA_ANALYSIS_AXES)),
  /** Axes where this competitor scores clearly higher than the idea. */
  trails: z.array(codeSchema(IDEA_ANALYSIS_AXES)),
});
export type TPremiumCompetitor = z.output<typeof ZPremiumCompetitor>;

/**
 * The premium sections (the spec's "premium analysis", unlocked with points): every competitor
 * scored on the eight axes from its own text, and where the idea stands against them.
 */
export const ZIdeaPremium = z.strictObject({
  unlockedAt: z.iso.datetime(),
  pointsSpent: z.number().int().min(0),
  competitors: z.array(ZPremiumCompetitor),
  positioning: z.array(ZSourcedText),
});
export type TIdeaPremium = z.output<typeof ZIdeaPremium>;

/** One stored analysis as its owner reads it. */
export const ZIdeaAnalysis = z.strictObject({
  id: z.number().int(),
  createdAt: z.iso.datetime(),
  report: ZIdeaReport,
  /** The premium sections once unlocked; null while locked (and for library cases). */
  premium: ZIdeaPremium.nullable(),
  /** AI credits left in the plan's period after this analysis; null when the plan is unlimited. */
  creditsLeft: z.number().int().nullable(),
});
export type TIdeaAnalysis = z.output<typeof ZIdeaAnalysis>;

export const ZIdeaAnalysisSummary = z.strictObject({
  id: z.number().int(),
  title: z.string(),
  provider: codeSchema(IDEA_PROVIDERS),
  createdAt: z.iso.datetime(),
});
export const ZIdeaAnalysisList = z.strictObject({ items: z.array(ZIdeaAnalysisSummary) });

/** The case library: example analyses by category, readable by everyone. */
export const ZIdeaCaseList = z.strictObject({
  items: z.array(
    z.strictObject({
      id: z.number().int(),
      title: z.string(),
      category: codeSchema(SERVICE_CATEGORIES).nullable(),
      summary: z.string(),
      provider: codeSchema(IDEA_PROVIDERS),
      createdAt: z.iso.datetime(),
    }),
  ),
});

/** "E-mail me this report": when to send it (from a minute ahead to IDEA_MAIL_MAX_DAYS ahead). */
export const ZIdeaReportMailInput = z.strictObject({ sendAt: z.iso.datetime({ offset: true }) });
export type TIdeaReportMailInput = z.output<typeof ZIdeaReportMailInput>;

export const ZIdeaReportMail = z.strictObject({
  id: z.number().int(),
  analysisId: z.number().int(),
  sendAt: z.iso.datetime(),
  sentAt: z.iso.datetime().nullable(),
  /** Why sending failed (it is retried at the next sweep until IDEA_MAIL_ATTEMPTS); else null. */
  error: z.string().nullable(),
});
export type TIdeaReportMail = z.output<typeof ZIdeaReportMail>;
export const ZIdeaReportMailList = z.strictObject({ items: z.array(ZIdeaReportMail) });

/** POST /api/blueprint/profile-text: which field to write ("Generate my profile text" / "... resume summary"). */
export const ZMemberTextInput = z.strictObject({ kind: z.enum(['introduction', 'resume']) });
export type TMemberTextInput = z.output<typeof ZMemberTextInput>;

/** The generated text (not saved) and the short names of the stored facts it was written from. */
export const ZMemberText = z.strictObject({
  kind: z.enum(['introduction', 'resume']),
  text: z.string(),
  facts: z.array(z.string()),
});
export type TMemberText = z.output<typeof ZMemberText>;
