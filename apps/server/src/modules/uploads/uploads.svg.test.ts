import { describe, expect, it } from 'vitest';
import { findSvgHazard, svgTextOf } from './uploads.svg';

const svg = (inner: string, attributes = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10"${attributes}>${inner}</svg>`;

describe('findSvgHazard', () => {
  it('accepts a plain drawing with gradients, local references, styles and an inlined raster', () => {
    const drawing = `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">
<!-- exported by a drawing tool -->
${svg(`<defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient>
<style>.a { fill: url(#g); opacity: .5 }</style><path id="p" d="M0 0h10v10z"/></defs>
<use href="#p"/><use xlink:href="#p" class="a" style="fill: url('#g')"/>
<image href="data:image/png;base64,iVBORw0KGgo=" width="1" height="1"/>
<text x="1" y="5">One &amp; only &gt; two</text>`)}`;
    expect(findSvgHazard(drawing)).toBeNull();
  });

  it.each([
    ['a script element', svg('<script>alert(1)</script>'), 'SCRIPT'],
    [
      'a namespaced script element',
      svg('<x:script xmlns:x="http://www.w3.org/2000/svg">alert(1)</x:script>'),
      'SCRIPT',
    ],
    ['an onload attribute', svg('<rect/>', ' onload="alert(1)"'), 'EVENT_HANDLER'],
    ['an uppercase handler on a child', svg('<rect ONCLICK="alert(1)"/>'), 'EVENT_HANDLER'],
    ['a handler after a quoted >', svg('<rect title=">" onmouseover="alert(1)"/>'), 'EVENT_HANDLER'],
    ['a javascript: link', svg('<a href="javascript:alert(1)"><rect/></a>'), 'JAVASCRIPT_URL'],
    [
      'an entity-encoded javascript: link',
      svg('<a xlink:href="&#106;ava&#x09;script:alert(1)"><rect/></a>'),
      'JAVASCRIPT_URL',
    ],
    [
      'a foreignObject',
      svg('<foreignObject><div xmlns="http://www.w3.org/1999/xhtml">hi</div></foreignObject>'),
      'FOREIGN_OBJECT',
    ],
    ['an iframe', svg('<iframe src="https://example.com"/>'), 'EMBED'],
    ['an external image', svg('<image href="https://tracker.example/pixel.png"/>'), 'EXTERNAL_REFERENCE'],
    ['a use of another file', svg('<use xlink:href="sprites.svg#icon"/>'), 'EXTERNAL_REFERENCE'],
    [
      'an inlined SVG (unchecked)',
      svg('<image href="data:image/svg+xml;base64,PHN2Zz4="/>'),
      'EXTERNAL_REFERENCE',
    ],
    [
      'a style sheet import',
      svg('<style>@import "https://example.com/x.css";</style>'),
      'EXTERNAL_REFERENCE',
    ],
    [
      'a remote url() in a style',
      svg('<style>rect { fill: url(http://example.com/a.svg#g) }</style>'),
      'EXTERNAL_REFERENCE',
    ],
    [
      'a remote url() in an attribute',
      svg('<rect fill="url(https://example.com/a.svg#g)"/>'),
      'EXTERNAL_REFERENCE',
    ],
    ['a CSS escape', svg('<style>rect { fill: u\\72l(//example.com/x) }</style>'), 'CSS_ESCAPE'],
    [
      'an animated link',
      svg('<a href="#x"><set attributeName="href" to="https://example.com"/></a>'),
      'ANIMATED_LINK',
    ],
    ['an animated handler', svg('<set attributeName="onmouseover" to="alert(1)"/>'), 'ANIMATED_LINK'],
    [
      'an internal DTD subset',
      `<!DOCTYPE svg [<!ENTITY x "<script>alert(1)</script>">]>${svg('&x;')}`,
      'DECLARATIONS',
    ],
    [
      'a style sheet processing instruction',
      `<?xml-stylesheet href="https://example.com/x.css"?>${svg('')}`,
      'PROCESSING_INSTRUCTION',
    ],
  ])('refuses %s', (_name, text, reason) => {
    expect(findSvgHazard(text)).toBe(reason);
  });

  it('ignores what is commented out', () => {
    expect(findSvgHazard(svg('<!-- <script>alert(1)</script> --><rect/>'))).toBeNull();
  });
});

describe('svgTextOf', () => {
  it('reads UTF-8 and refuses other bytes', () => {
    expect(svgTextOf(new TextEncoder().encode('<svg>é</svg>'))).toBe('<svg>é</svg>');
    expect(svgTextOf(Uint8Array.from([0x3c, 0x73, 0xff, 0xfe]))).toBeNull();
  });
});
