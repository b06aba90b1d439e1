import { isValidWebAddress } from './validation';

// ---------------------------------------------------------------------------------------------
// Rich text
// ---------------------------------------------------------------------------------------------

/**
 * Lounge rich text is a small markup, never HTML: a post stores what the author typed and every
 * page renders it through `parseRichText` into elements, so nothing a user writes can become
 * markup in someone else's browser. Blocks: `## heading`, `> quote`, `- item` (or `* item`),
 * `1. item`, and paragraphs separated by a blank line (single line breaks are kept). Inline:
 * `**bold**`, `*italic*` (or `_italic_`), `` `code` `` and `[text](https://address)`; a link
 * whose address is not a public http(s) address stays plain text.
 */
export type RichSpan = {
  text: string;
  bold?: true;
  italic?: true;
  code?: true;
  href?: string;
};
export type RichLine = RichSpan[];
export type RichBlock =
  | { kind: 'paragraph'; lines: RichLine[] }
  | { kind: 'heading'; spans: RichLine }
  | { kind: 'quote'; lines: RichLine[] }
  | { kind: 'list'; ordered: boolean; items: RichLine[] };

const INLINE_PATTERN = /\*\*([^*\n]+)\*\*|`([^`\n]+)`|\*([^*\n]+)\*|_([^_\n]+)_|\[([^\]\n]+)\]\(([^)\s]+)\)/g;

export function parseInline(line: string): RichLine {
  const spans: RichLine = [];
  let last = 0;
  for (const match of line.matchAll(INLINE_PATTERN)) {
    const index = match.index ?? 0;
    if (index > last) spans.push({ text: line.slice(last, index) });
    const [whole, bold, code, star, underscore, linkText, href] = match;
    if (bold !== undefined) spans.push({ text: bold, bold: true });
    else if (code !== undefined) spans.push({ text: code, code: true });
    else if (star !== undefined) spans.push({ text: star, italic: true });
    else if (underscore !== undefined) spans.push({ text: underscore, italic: true });
    else if (linkText !== undefined && href !== undefined && isValidWebAddress(href))
      spans.push({ text: linkText, href });
    else spans.push({ text: whole });
    last = index + whole.length;
  }
  if (last < line.length) spans.push({ text: line.slice(last) });
  return spans;
}

const HEADING = /^#{1,3}\s+(.*)$/;
const QUOTE = /^>\s?(.*)$/;
const BULLET = /^[-*]\s+(.*)$/;
const ORDERED = /^\d{1,3}[.)]\s+(.*)$/;

export function parseRichText(source: string): RichBlock[] {
  const blocks: RichBlock[] = [];
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  let current: RichBlock | null = null;
  const close = () => {
    if (current) blocks.push(current);
    current = null;
  };
  for (const raw of lines) {
    const line = raw.trimEnd();
    if (line.trim() === '') {
      close();
      continue;
    }
    const heading = HEADING.exec(line);
    const quote = QUOTE.exec(line);
    const bullet = BULLET.exec(line);
    const ordered = ORDERED.exec(line);
    if (heading) {
      close();
      blocks.push({ kind: 'heading', spans: parseInline(heading[1] ?? '') });
    } else if (quote) {
      const block = current as RichBlock | null;
      if (block?.kind === 'quote') block.lines.push(parseInline(quote[1] ?? ''));
      else {
        close();
        current = { kind: 'quote', lines: [parseInline(quote[1] ?? '')] };
      }
    } else if (bullet || ordered) {
      const isOrdered = !bullet;
      const text = (bullet ?? ordered)?.[1] ?? '';
      const block = current as RichBlock | null;
      if (block?.kind === 'list' && block.ordered === isOrdered) block.items.push(parseInline(text));
      else {
        close();
        current = { kind: 'list', ordered: isOrdered, items: [parseInline(text)] };
      }
    } else {
      const block = current as RichBlock | null;
      if (block?.kind === 'paragraph') block.lines.push(parseInline(line));
      else {
        close();
        current = { kind: 'paragraph', lines: [parseInline(line)] };
      }
    }
  }
  close();
  return blocks;
}

const spansText = (spans: RichLine) => spans.map((span) => span.text).join('');

/** The words of rich text without its markup: for previews, search and counting. */
export function richTextToPlain(source: string): string {
  return parseRichText(source)
    .map((block) => {
      switch (block.kind) {
        case 'heading':
          return spansText(block.spans);
        case 'paragraph':
        case 'quote':
          return block.lines.map(spansText).join('\n');
        default:
          return block.items.map(spansText).join('\n');
      }
    })
    .join('\n\n');
}

/**
 * Words a minute an adult reads on a screen: reading studies put silent reading of non-fiction at
 * about 238 (Brysbaert 2019); reading-time labels (Medium uses 265) round to a similar figure.
 */
export const READING_WORDS_PER_MINUTE = 238;

/** Minutes to read rich text (its words, not its markup), at least 1, rounded up. */
export function readingMinutes(source: string): number {
  const words = richTextToPlain(source).split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.ceil(words / READING_WORDS_PER_MINUTE));
}

// ---------------------------------------------------------------------------------------------
// Polls
// ---------------------------------------------------------------------------------------------

export const POLL_OPTIONS_MIN = 2;
export const POLL_OPTIONS_MAX = 10;
export const POLL_OPTION_MAX = 100;

/** Whether a poll still takes votes (and vote changes) at `now`. */
export function isPollOpen(endsAt: Date | string | null, now: Date = new Date()): boolean {
  return endsAt === null || new Date(endsAt).getTime() > now.getTime();
}

/** Share of the votes as a whole percent, for result bars (0 when nobody voted). */
export function votePercent(votes: number, total: number): number {
  return total <= 0 ? 0 : Math.round((votes / total) * 100);
}

// ---------------------------------------------------------------------------------------------
// Retrospective (category 22)
// ---------------------------------------------------------------------------------------------

export const RETROSPECTIVE_CATEGORY = '22';

/**
 * The retrospective template's questions, in order. The spec gives the rules (each answer at least
 * 10 lines, several team photos) but not the questions; these are the usual ones of a team
 * retrospective.
 */
export const RETROSPECTIVE_QUESTIONS = [
  'What did the team set out to do?',
  'What went well?',
  'What did not go well?',
  'What did we learn?',
  'What will we do differently next time?',
] as const;

/** Spec point 5: "each answer needs at least 10 lines". Blank lines do not count. */
export const RETROSPECTIVE_MIN_LINES = 10;
/** Spec point 5: "several team photos are required"; several is at least two. */
export const RETROSPECTIVE_MIN_PHOTOS = 2;

export const countLines = (text: string) =>
  text.split(/\r\n?|\n/).filter((line) => line.trim() !== '').length;

export type RetrospectiveIssue = { field: string; message: string };

/**
 * What keeps a retrospective from being published, one issue per short answer (naming its
 * question) and one for missing photos. Empty when it follows the template.
 */
export function retrospectiveProblems(answers: readonly string[], photoCount: number): RetrospectiveIssue[] {
  const issues: RetrospectiveIssue[] = [];
  RETROSPECTIVE_QUESTIONS.forEach((question, index) => {
    const lines = countLines(answers[index] ?? '');
    if (lines < RETROSPECTIVE_MIN_LINES)
      issues.push({
        field: `retrospective.${index}`,
        message: `The answer to "${question}" needs at least ${RETROSPECTIVE_MIN_LINES} lines (it has ${lines}).`,
      });
  });
  if (photoCount < RETROSPECTIVE_MIN_PHOTOS)
    issues.push({
      field: 'imageIds',
      message: `A retrospective needs at least ${RETROSPECTIVE_MIN_PHOTOS} team photos (it has ${photoCount}).`,
    });
  return issues;
}

/** A retrospective as one text: each question as a heading followed by its answer. */
export function retrospectiveBody(answers: readonly string[]): string {
  return RETROSPECTIVE_QUESTIONS.map((question, index) => `## ${question}\n${answers[index] ?? ''}`).join(
    '\n\n',
  );
}
