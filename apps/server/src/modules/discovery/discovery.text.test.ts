import { describe, expect, it } from 'vitest';
import { htmlText, xmlSafe } from './discovery.text';

describe('text for the XML', () => {
  it('drops what XML cannot carry and keeps the rest', () => {
    expect(xmlSafe('a\u0001b\u000bc\td\ne\uFFFEf😀')).toBe('abc\td\nef😀');
    expect(xmlSafe('lone \uD800 half')).toBe('lone  half');
  });

  it('escapes markup so a reader shows it as typed', () => {
    expect(htmlText(`<b onclick="x">it's</b> ]]> &`)).toBe(
      '&lt;b onclick=&quot;x&quot;&gt;it&#39;s&lt;/b&gt; ]]&gt; &amp;',
    );
  });
});
