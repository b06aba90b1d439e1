import { describe, expect, it } from 'vitest';
import {
  countLines,
  isPollOpen,
  parseRichText,
  READING_WORDS_PER_MINUTE,
  RETROSPECTIVE_QUESTIONS,
  readingMinutes,
  retrospectiveProblems,
  richTextToPlain,
  votePercent,
} from './lounge';

const tenLines = Array.from({ length: 10 }, (_, i) => `line ${i + 1}`).join('\n');

describe('parseRichText', () => {
  it('reads headings, quotes, lists and paragraphs with line breaks', () => {
    const blocks = parseRichText('## Title\nfirst\nsecond\n\n> quoted\n- one\n- two\n1. a\n2) b');
    expect(blocks.map((block) => block.kind)).toEqual(['heading', 'paragraph', 'quote', 'list', 'list']);
    expect(blocks[1]).toEqual({ kind: 'paragraph', lines: [[{ text: 'first' }], [{ text: 'second' }]] });
    expect(blocks[3]).toMatchObject({ ordered: false, items: [[{ text: 'one' }], [{ text: 'two' }]] });
    expect(blocks[4]).toMatchObject({ ordered: true });
  });

  it('marks bold, italic, code and safe links only', () => {
    const [block] = parseRichText('**b** *i* `c` [ok](https://example.com) [bad](javascript:alert(1))');
    expect(block).toMatchObject({
      kind: 'paragraph',
      lines: [
        [
          { text: 'b', bold: true },
          { text: ' ' },
          { text: 'i', italic: true },
          { text: ' ' },
          { text: 'c', code: true },
          { text: ' ' },
          { text: 'ok', href: 'https://example.com' },
          { text: ' ' },
          { text: '[bad](javascript:alert(1)' },
          { text: ')' },
        ],
      ],
    });
  });

  it('keeps HTML as text', () => {
    expect(richTextToPlain('<img src=x onerror=alert(1)>')).toBe('<img src=x onerror=alert(1)>');
  });

  it('gives the plain words for previews', () => {
    expect(richTextToPlain('## Hi\n**bold** [link](https://a.io)\n- item')).toBe('Hi\n\nbold link\n\nitem');
  });
});

describe('polls', () => {
  it('is open without an end and until the end', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    expect(isPollOpen(null, now)).toBe(true);
    expect(isPollOpen('2026-01-01T00:00:01Z', now)).toBe(true);
    expect(isPollOpen('2026-01-01T00:00:00Z', now)).toBe(false);
  });

  it('rounds shares and gives 0 without votes', () => {
    expect(votePercent(1, 3)).toBe(33);
    expect(votePercent(0, 0)).toBe(0);
  });
});

describe('retrospective template', () => {
  it('counts non-blank lines', () => {
    expect(countLines('a\n\n b \r\nc')).toBe(3);
  });

  it('accepts ten lines for every question and two photos', () => {
    expect(
      retrospectiveProblems(
        RETROSPECTIVE_QUESTIONS.map(() => tenLines),
        2,
      ),
    ).toEqual([]);
  });

  it('names the question of a short answer and the missing photos', () => {
    const answers = RETROSPECTIVE_QUESTIONS.map(() => tenLines);
    answers[1] = 'only\nthree\nlines';
    expect(retrospectiveProblems(answers, 1)).toEqual([
      {
        field: 'retrospective.1',
        message: 'The answer to "What went well?" needs at least 10 lines (it has 3).',
      },
      { field: 'imageIds', message: 'A retrospective needs at least 2 team photos (it has 1).' },
    ]);
  });
});

describe('readingMinutes', () => {
  const words = (count: number) => Array.from({ length: count }, (_, index) => `word${index}`).join(' ');
  it('counts the words, not the markup, rounded up, at least a minute', () => {
    expect(readingMinutes('')).toBe(1);
    expect(readingMinutes(words(READING_WORDS_PER_MINUTE))).toBe(1);
    expect(readingMinutes(words(READING_WORDS_PER_MINUTE + 1))).toBe(2);
    expect(readingMinutes(`## Title\n**${words(3 * READING_WORDS_PER_MINUTE - 1)}**`)).toBe(3);
  });
});
