import { FEED_PREVIEW_LENGTH, previewText } from '@sidecamp/domain';
import { describe, expect, it } from 'vitest';
import { PREVIEW_SOURCE_CHARS, postPreview } from './lounge.presenter';

describe('postPreview', () => {
  const bodies: Record<string, string> = {
    short: 'A short post.',
    long: 'Words and more words, as a long post goes on. '.repeat(200),
    'newlines and runs of spaces': 'Line one\n\n\n   line two\t\t'.repeat(300),
    'emoji and joined clusters': '👩‍👩‍👧‍👦 family 🇫🇷 flag é '.repeat(400),
    'whitespace first': `${' \n'.repeat(2000)}then the text begins ${'x'.repeat(300)}`,
    'a cluster cut at the prefix edge': `${'a'.repeat(PREVIEW_SOURCE_CHARS - 3)}👩‍👩‍👧‍👦${'b'.repeat(50)}`,
    'exactly the limit': 'c'.repeat(PREVIEW_SOURCE_CHARS),
  };
  for (const [name, body] of Object.entries(bodies)) {
    it(`gives previewText's answer: ${name}`, () => {
      expect(postPreview(body)).toBe(previewText(body, FEED_PREVIEW_LENGTH));
    });
  }
});
