import { describe, expect, it } from 'vitest';
import {
  plainDescription,
  shareCardFields,
  shareCardPath,
  shareCardVersion,
  shortenText,
} from './shareCards';

describe('share cards', () => {
  it('versions change with any drawn field and stay the same otherwise', () => {
    const booth = { name: 'Habit Garden', tagline: 'Grow habits', screenshots: ['/api/files/a'] };
    const version = shareCardVersion(shareCardFields.booth(booth));
    expect(version).toMatch(/^[0-9a-z]{11}$/);
    expect(shareCardVersion(shareCardFields.booth({ ...booth }))).toBe(version);
    expect(shareCardVersion(shareCardFields.booth({ ...booth, name: 'Habit Orchard' }))).not.toBe(version);
    expect(shareCardVersion(shareCardFields.booth({ ...booth, screenshots: [] }))).not.toBe(version);
    expect(shareCardVersion(['a', null])).not.toBe(shareCardVersion(['a', '']));
    expect(shareCardPath('booth', 3, version)).toBe(`/cards/booth/3.png?v=${version.slice(0, 8)}`);
  });

  it('makes plain descriptions of at most 160 characters', () => {
    expect(plainDescription('**Bold** [link](https://x.test) and <b>tag</b>\n\nnext')).toBe(
      'Bold link and tag next',
    );
    const long = plainDescription('word '.repeat(100));
    expect(long.length).toBeLessThanOrEqual(160);
    expect(long.endsWith('word…')).toBe(true);
    expect(shortenText('short', 10)).toBe('short');
  });
});
