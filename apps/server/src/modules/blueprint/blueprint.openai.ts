import {
  IDEA_ANALYSIS_AXES,
  type IdeaNeighbour,
  MODEL_ANSWER_MAX_BYTES,
  MODEL_ANSWER_MAX_TOKENS,
  MODEL_LINE_MAX,
  MODEL_LIST_MAX,
  SERVICE_CATEGORIES,
  type TIdeaAnalysisInput,
  type TIdeaReport,
  type TItemSource,
  type TSourcedText,
  ZIdeaReport,
} from '@sidecamp/domain';
import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError } from 'openai';
import { z } from 'zod';
import { AnswerTooLargeError, boundedFetch } from '../../net';

/*
 * The OpenAI-compatible idea provider (issue 18): the offline report comes first (its competitors
 * are the platform's real projects and booths, its axis scores, percentiles and logo are measured),
 * then the model rewrites the written sections under a JSON schema, with those competitors in the
 * prompt. The model's answer is validated; one repair retry sends the problem back. Any failure
 * (HTTP error, time-out, unreadable or invalid answer) gives the offline report, with the reason
 * in meta.failure. Works with any server speaking the chat completions API with
 * `response_format: json_schema` (OpenAI, Ollama, vLLM, llama.cpp's server).
 * The answer is bounded three ways (issue 30): max_tokens in the request, a byte cap on the
 * answer read from the server (within AI_TIMEOUT_MS for the whole answer, not only its headers),
 * and a length limit on every string and list of the answer schema.
 */

export const MODEL_ENGINE_VERSION = 'openai-compatible-1';

export type IdeaModelProvider = {
  readonly model: string;
  /** The report written by the model, or the offline one with meta.failure set: never throws. */
  write(input: TIdeaAnalysisInput, offline: TIdeaReport, neighbours: IdeaNeighbour[]): Promise<TIdeaReport>;
};

export type OpenAiProviderOptions = {
  baseURL: string;
  apiKey?: string | undefined;
  model: string;
  timeoutMs: number;
};

/** A line cut to MODEL_LINE_MAX characters, at a word where one is near the end, marked with an ellipsis. */
export function clipLine(text: string): string {
  if (text.length <= MODEL_LINE_MAX) return text;
  const cut = text.slice(0, MODEL_LINE_MAX - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > MODEL_LINE_MAX / 2 ? cut.slice(0, space) : cut).trimEnd().toWellFormed()}…`;
}

// Blank lines are dropped rather than refused (small local models write some), so no minLength.
// Lines and lists over their limits are cut, not refused: strict structured output cannot state
// length limits, small local models ignore the prompt's, and a cut line serves the reader better
// than the offline report. What is kept stays bounded either way.
const line = z.string().transform(clipLine);
const listOf = <T extends z.ZodType>(item: T) =>
  z.array(item).transform((items) => items.slice(0, MODEL_LIST_MAX));
const lines = listOf(line);

/** What the model writes: plain lines per section (their source is set to 'model' here). */
function modelAnswerSchema(competitorPaths: readonly string[]) {
  return z.strictObject({
    specification: z.strictObject({
      targetUsers: lines,
      roles: lines,
      mvpFeatures: lines,
      laterFeatures: lines,
      requirements: lines,
    }),
    leanCanvas: z.strictObject({
      problem: lines,
      customerSegments: lines,
      uniqueValueProposition: lines,
      solution: lines,
      channels: lines,
      revenueStreams: lines,
      costStructure: lines,
      keyMetrics: lines,
      unfairAdvantage: lines,
    }),
    swot: z.strictObject({ strengths: lines, weaknesses: lines, opportunities: lines, threats: lines }),
    businessModelCanvas: z.strictObject({
      keyPartners: lines,
      keyActivities: lines,
      keyResources: lines,
      valuePropositions: lines,
      customerRelationships: lines,
      channels: lines,
      customerSegments: lines,
      costStructure: lines,
      revenueStreams: lines,
    }),
    competitors: listOf(
      z.strictObject({
        // The JSON Schema handed to the model lists the real paths; the check here stays lenient
        // so that one invented competitor is dropped rather than failing the whole answer.
        path: competitorPaths.length > 0 ? z.enum(competitorPaths as [string, ...string[]]) : line,
        differences: lines,
      }),
    ),
    market: z.strictObject({
      saturationExplanation: line,
      assumptions: listOf(z.strictObject({ label: line, value: line })),
      notes: lines,
    }),
    profile: line.nullable(),
  });
}
const ZModelAnswer = modelAnswerSchema([]);
type ModelAnswer = z.output<typeof ZModelAnswer>;

/**
 * JSON Schema keywords outside the subset strict structured output accepts everywhere (OpenAI
 * refuses length limits): zod still checks them, and the prompt states the limits.
 */
const UNSUPPORTED_KEYWORDS = new Set(['$schema', 'minLength', 'maxLength', 'maxItems']);

function withoutUnsupported(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutUnsupported);
  if (node === null || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key]) => !UNSUPPORTED_KEYWORDS.has(key))
      .map(([key, value]) => [key, key === 'enum' ? value : withoutUnsupported(value)]),
  );
}

/** The answer's JSON Schema for `response_format`, in the subset strict structured output accepts. */
export function answerJsonSchema(competitorPaths: readonly string[]): Record<string, unknown> {
  return withoutUnsupported(z.toJSONSchema(modelAnswerSchema(competitorPaths), { io: 'input' })) as Record<
    string,
    unknown
  >;
}

const SYSTEM_PROMPT = [
  'You are a product analyst. You analyse a software idea and answer only with one JSON object that follows the given JSON schema.',
  `Write short, concrete lines (under ${MODEL_LINE_MAX} characters each, at most ${MODEL_LIST_MAX} lines in a list), in the language of the idea.`,
  'Competitors: only the projects and booths listed in the prompt exist; refer to them by their path exactly as given, and never name any other product, company or person.',
  'Never invent figures (market sizes, prices, user counts). Anything you estimate goes into market.assumptions with a label and a value that says it is an estimate.',
  'profile is one sentence describing the kind of founder or team this idea suits, or null.',
].join('\n');

function userPrompt(input: TIdeaAnalysisInput, offline: TIdeaReport, neighbours: IdeaNeighbour[]): string {
  const category = input.category ? SERVICE_CATEGORIES.label(input.category) : 'not given';
  const axes = offline.axes
    .map((axis) => `${IDEA_ANALYSIS_AXES.label(axis.axis)} ${axis.score}/100`)
    .join(', ');
  const competitors =
    offline.competitors.length === 0
      ? 'None: nothing similar is on the platform yet (say so where it matters; do not name outside products).'
      : offline.competitors
          .map((competitor) => {
            const neighbour = neighbours.find(
              (entry) => entry.kind === competitor.kind && entry.id === competitor.id,
            );
            const description = (neighbour?.text ?? '').replace(/\s+/g, ' ').slice(0, 400);
            return `- path ${competitor.path}: ${competitor.kind} "${competitor.name}" (similarity ${competitor.similarity.toFixed(2)}; shared terms: ${competitor.sharedTerms.join(', ') || 'none'}). ${description}`;
          })
          .join('\n');
  return [
    `Idea title: ${input.title}`,
    `Category: ${category}`,
    `Idea: ${input.text}`,
    '',
    `Scores measured on the idea's text (for context, do not repeat): ${axes}.`,
    `Market saturation on the platform: ${offline.market.saturation.level} (${offline.market.saturation.neighbours} close projects or booths).`,
    '',
    'Similar projects and booths on the platform (the only competitors you may use, one entry each with how the idea differs):',
    competitors,
  ].join('\n');
}

/** Why an answer could not be used, in plain words (shown to the person in the report). */
export class ModelAnswerError extends Error {}

/** The answer's JSON, forgiving a Markdown code fence around it (some local servers add one). */
function parseAnswer(content: string | null | undefined): ModelAnswer {
  if (!content || content.trim() === '') throw new ModelAnswerError('the answer was empty');
  const unfenced = content
    .trim()
    .replace(/^```(?:json)?\s*/i, '')
    .replace(/\s*```$/, '');
  let json: unknown;
  try {
    json = JSON.parse(unfenced);
  } catch (error) {
    throw new ModelAnswerError(`the answer was not valid JSON (${(error as Error).message})`);
  }
  const parsed = ZModelAnswer.safeParse(json);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .slice(0, 5)
      .map((issue) => `${issue.path.join('.') || '(top)'}: ${issue.message}`);
    throw new ModelAnswerError(`the answer did not follow the schema (${problems.join('; ')})`);
  }
  return parsed.data;
}

const FROM_MODEL: TItemSource = { kind: 'model', ref: null };

// C0 controls but tab and line breaks, and DEL: PostgreSQL's jsonb refuses \u0000.
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/**
 * A line of the model's as it may be stored: control characters removed, lone surrogates (which
 * jsonb refuses too) replaced by U+FFFD, whitespace trimmed. Built by the engine's own string
 * operations, never a character at a time.
 */
export function cleanModelText(text: string): string {
  return text.replace(CONTROL_CHARACTERS, '').toWellFormed().trim();
}

const fromModel = (items: string[]): TSourcedText[] =>
  items.map(cleanModelText).flatMap((text) => (text === '' ? [] : [{ text, source: FROM_MODEL }]));

/**
 * The model's sections over the offline report. Kept from the offline report, as measured rather
 * than written: the idea, the axis scores and percentiles, the logo, the saturation level and the
 * competitors themselves (the model only says how each differs; any path it invents is dropped).
 */
export function mergeModelAnswer(offline: TIdeaReport, answer: ModelAnswer, model: string): TIdeaReport {
  const byPath = new Map(
    answer.competitors.map((entry) => [entry.path, fromModel(entry.differences).map((line) => line.text)]),
  );
  const realPaths = new Set(offline.competitors.map((competitor) => competitor.path));
  const invented = [...byPath.keys()].filter((path) => !realPaths.has(path));
  const { leanCanvas, swot, businessModelCanvas, specification } = answer;
  const mapSection = <K extends string>(section: Record<K, string[]>) =>
    Object.fromEntries(
      Object.entries(section).map(([key, items]) => [key, fromModel(items as string[])]),
    ) as Record<K, TSourcedText[]>;
  const report: TIdeaReport = {
    idea: offline.idea,
    specification: mapSection(specification),
    frameworks: {
      leanCanvas: mapSection(leanCanvas),
      swot: mapSection(swot),
      businessModelCanvas: mapSection(businessModelCanvas),
    },
    competitors: offline.competitors.map((competitor) => {
      const differences = byPath.get(competitor.path);
      return differences && differences.length > 0 ? { ...competitor, differences } : competitor;
    }),
    market: {
      saturation: {
        ...offline.market.saturation,
        explanation:
          cleanModelText(answer.market.saturationExplanation) || offline.market.saturation.explanation,
      },
      assumptions: answer.market.assumptions.flatMap((assumption) => {
        const label = cleanModelText(assumption.label);
        const value = cleanModelText(assumption.value);
        return label && value ? [{ label, value, assumption: true as const, source: FROM_MODEL }] : [];
      }),
      notes: fromModel(answer.market.notes),
    },
    axes: offline.axes,
    logo: offline.logo,
    profile: fromModel(answer.profile === null ? [] : [answer.profile])[0] ?? null,
    meta: {
      provider: 'openai-compatible',
      model,
      version: MODEL_ENGINE_VERSION,
      assumptions: [
        ...offline.meta.assumptions,
        'The written sections come from the language model; the scores, percentiles, competitors and logo are measured on the platform as in the offline analysis.',
        ...(invented.length > 0
          ? [
              `The model named ${invented.length} competitor${invented.length === 1 ? '' : 's'} not found on the platform; ${invented.length === 1 ? 'it was' : 'they were'} left out.`,
            ]
          : []),
      ],
      failure: null,
    },
  };
  return ZIdeaReport.parse(report);
}

/** A provider failure in plain words, for meta.failure. */
export function failureReason(error: unknown, timeoutMs: number): string {
  if (error instanceof ModelAnswerError) return `its answer could not be used: ${error.message}`;
  if (error instanceof APIConnectionError && error.cause instanceof AnswerTooLargeError)
    return `its answer was larger than ${error.cause.maxBytes / (1024 * 1024)} MB`;
  if (error instanceof APIConnectionTimeoutError)
    return `it did not answer within ${timeoutMs / 1000} seconds`;
  if (error instanceof APIConnectionError) return 'its server could not be reached';
  if (error instanceof APIError) {
    if (error.status === 429) return 'its server is busy or over its quota (HTTP 429, too many requests)';
    if (error.status === 401 || error.status === 403)
      return `its server refused the API key (HTTP ${error.status})`;
    if (error.status !== undefined && error.status >= 500)
      return `its server had an error (HTTP ${error.status})`;
    return `its server refused the request (HTTP ${error.status ?? 'error'})`;
  }
  return 'it failed unexpectedly';
}

export function createOpenAiIdeaProvider(options: OpenAiProviderOptions): IdeaModelProvider {
  const client = new OpenAI({
    baseURL: options.baseURL,
    // Local servers (Ollama, llama.cpp) need no key, but the client insists on one.
    apiKey: options.apiKey || 'no-key',
    timeout: options.timeoutMs,
    // The person is waiting: one attempt, then the offline report (the repair retry is separate).
    maxRetries: 0,
    // The SDK's own time-out ends when the headers arrive: this one covers the whole answer.
    fetch: boundedFetch({ maxBytes: MODEL_ANSWER_MAX_BYTES, timeoutMs: options.timeoutMs }),
  });

  async function ask(messages: OpenAI.Chat.Completions.ChatCompletionMessageParam[], schema: object) {
    const completion = await client.chat.completions.create({
      model: options.model,
      messages,
      temperature: 0.2,
      max_tokens: MODEL_ANSWER_MAX_TOKENS,
      response_format: {
        type: 'json_schema',
        json_schema: { name: 'idea_report', schema: schema as Record<string, unknown>, strict: true },
      },
    });
    const choice = completion.choices[0];
    if (choice?.message.refusal) throw new ModelAnswerError(`the model refused: ${choice.message.refusal}`);
    if (choice?.finish_reason === 'length') throw new ModelAnswerError('the answer was cut off (too long)');
    return choice?.message.content ?? '';
  }

  return {
    model: options.model,
    async write(input, offline, neighbours) {
      const schema = answerJsonSchema(offline.competitors.map((competitor) => competitor.path));
      const messages: OpenAI.Chat.Completions.ChatCompletionMessageParam[] = [
        { role: 'system', content: SYSTEM_PROMPT },
        { role: 'user', content: userPrompt(input, offline, neighbours) },
      ];
      try {
        const first = await ask(messages, schema);
        try {
          return mergeModelAnswer(offline, parseAnswer(first), options.model);
        } catch (error) {
          if (!(error instanceof ModelAnswerError)) throw error;
          // One repair: the model sees its answer and what was wrong with it.
          messages.push(
            { role: 'assistant', content: first },
            {
              role: 'user',
              content: `That answer cannot be used: ${error.message}. Answer again with only the JSON object, following the schema exactly.`,
            },
          );
          const second = await ask(messages, schema);
          return mergeModelAnswer(offline, parseAnswer(second), options.model);
        }
      } catch (error) {
        const reason =
          error instanceof z.ZodError
            ? 'its answer could not be used: the merged report was not valid'
            : failureReason(error, options.timeoutMs);
        return {
          ...offline,
          meta: {
            ...offline.meta,
            failure: `The language model (${options.model}) was not used, so this is the built-in offline analysis: ${reason}.`,
          },
        };
      }
    },
  };
}
