import { type CodeOf, defineCodes } from './defineCodes';

/** The eight axes an idea is analysed on (spec point 3); the axis name is the code. */
export const IDEA_ANALYSIS_AXES = defineCodes([
  { code: 'interaction', label: 'Interaction' },
  { code: 'customer', label: 'Customer' },
  { code: 'automation', label: 'Automation' },
  { code: 'complexity', label: 'Complexity' },
  { code: 'reach', label: 'Reach' },
  { code: 'engagement', label: 'Engagement' },
  { code: 'specialized', label: 'Specialized' },
  { code: 'innovation', label: 'Innovation' },
] as const);
export type IdeaAnalysisAxis = CodeOf<typeof IDEA_ANALYSIS_AXES>;

/** Where an item of an idea report came from (issue 18): every item says which. */
export const IDEA_ITEM_SOURCES = defineCodes([
  { code: 'idea', label: "The idea's own text" },
  { code: 'platform', label: 'A similar project or booth on Sidecamp' },
  { code: 'heuristic', label: 'A rule of thumb for its category' },
  { code: 'model', label: 'The language model' },
] as const);
export type IdeaItemSource = CodeOf<typeof IDEA_ITEM_SOURCES>;

/** Who wrote a report: the built-in offline engine (the default) or an OpenAI-compatible model. */
export const IDEA_PROVIDERS = defineCodes([
  { code: 'offline', label: 'Built-in offline analysis' },
  { code: 'openai-compatible', label: 'Language model (OpenAI-compatible)' },
] as const);
export type IdeaProvider = CodeOf<typeof IDEA_PROVIDERS>;

/** How crowded the idea's space is on the platform, from its close neighbours only. */
export const MARKET_SATURATION = defineCodes([
  { code: 'open', label: 'Open: nothing close on Sidecamp' },
  { code: 'some', label: 'Some: a few close projects or booths' },
  { code: 'crowded', label: 'Crowded: many close projects or booths' },
] as const);
export type MarketSaturation = CodeOf<typeof MARKET_SATURATION>;

/** An idea as typed for analysis: a short name and a description long enough to analyse. */
export const IDEA_TITLE_MAX = 80;
export const IDEA_TEXT_MIN = 20;
export const IDEA_TEXT_MAX = 4000;

/** "E-mail me this report" may be scheduled up to this many days ahead. */
export const IDEA_MAIL_MAX_DAYS = 30;
/** Pending report e-mails per person at a time. */
export const IDEA_MAIL_PENDING_MAX = 5;
/** Delivery attempts of a scheduled report e-mail before it is given up (the error is kept). */
export const IDEA_MAIL_ATTEMPTS = 3;

/*
 * What a language model's idea report may be (issue 30): the request asks for at most
 * MODEL_ANSWER_MAX_TOKENS, an answer over MODEL_ANSWER_MAX_BYTES is not read further, and every
 * string of the answer is at most MODEL_LINE_MAX characters and every list at most
 * MODEL_LIST_MAX entries (the prompt says so; an answer breaking it gets one repair, then the
 * offline report).
 */
export const MODEL_ANSWER_MAX_TOKENS = 8192;
export const MODEL_ANSWER_MAX_BYTES = 1024 * 1024;
export const MODEL_LINE_MAX = 160;
export const MODEL_LIST_MAX = 10;
