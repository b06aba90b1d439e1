/**
 * SVG is XML that browsers run like a page: it can carry script, event handlers, HTML and
 * references to other sites. We store SVGs as they are (re-drawing them would lose what makes
 * them vector), so each one is read as text first and refused when anything active or external
 * is in it. Serving adds a sandboxing CSP as a second wall (see uploads.routes.ts).
 *
 * This is a refusal list applied to the XML text, not a full XML parser; it errs on the side of
 * refusing (a harmless "onion=" in an attribute name is refused too), which is right for uploads.
 */

export const SVG_REFUSALS = {
  NOT_TEXT: 'The SVG is not UTF-8 text.',
  DECLARATIONS: 'The SVG declares its own XML entities or attributes, which is not allowed.',
  PROCESSING_INSTRUCTION:
    'The SVG contains a processing instruction (such as a style sheet link), which is not allowed.',
  SCRIPT: 'The SVG contains a script, which is not allowed.',
  FOREIGN_OBJECT: 'The SVG embeds HTML (foreignObject), which is not allowed.',
  EMBED: 'The SVG embeds another document (iframe, object or embed), which is not allowed.',
  EVENT_HANDLER: 'The SVG contains an event handler attribute (such as onload=), which is not allowed.',
  JAVASCRIPT_URL: 'The SVG contains a javascript: address, which is not allowed.',
  ANIMATED_LINK: 'The SVG animates a link or an event attribute, which is not allowed.',
  EXTERNAL_REFERENCE:
    'The SVG refers to a file or address outside itself, which is not allowed; embed the image or remove the reference.',
  CSS_ESCAPE: 'The SVG styles contain escaped characters, which is not allowed.',
} as const;

export type SvgRefusal = keyof typeof SVG_REFUSALS;

const COMMENT = /<!--[\s\S]*?-->/g;
/** A start tag, with quoted attribute values that may contain `>` (XML allows it). */
const START_TAG = /<[A-Za-z_][^\s/>]*((?:"[^"]*"|'[^']*'|[^'">])*)>/g;
const ATTRIBUTE = /([^\s"'=<>/]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/g;
/** Elements that run script or embed other documents, with or without a namespace prefix. */
const ELEMENT = (names: string) => new RegExp(`<(?:[\\w.-]+:)?(?:${names})[\\s/>]`, 'i');
const SCRIPT_ELEMENT = ELEMENT('script|handler|listener');
const FOREIGN_OBJECT_ELEMENT = ELEMENT('foreignObject');
const EMBED_ELEMENT = ELEMENT('iframe|object|embed|frame|frameset|portal');
/** Only raster images may be inlined as data: addresses; an inlined SVG would be checked by no one. */
const INLINE_RASTER = /^data:image\/(?:png|jpe?g|gif|webp);base64,[a-z0-9+/=\s]*$/i;
const CSS_URL = /url\(\s*(?:"([^"]*)"|'([^']*)'|([^)]*))\)/gi;

function decodeXmlEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|amp|lt|gt|quot|apos);/gi, (entity, body: string) => {
    const lower = body.toLowerCase();
    if (lower.startsWith('#x')) return safeCodePoint(Number.parseInt(lower.slice(2), 16), entity);
    if (lower.startsWith('#')) return safeCodePoint(Number.parseInt(lower.slice(1), 10), entity);
    return { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }[lower] ?? entity;
  });
}

function safeCodePoint(codePoint: number, fallback: string): string {
  return Number.isInteger(codePoint) && codePoint >= 0 && codePoint <= 0x10ffff
    ? String.fromCodePoint(codePoint)
    : fallback;
}

/** Browsers ignore whitespace and control characters inside a scheme ("java\tscript:"). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
const squeeze = (value: string) => value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '').toLowerCase();

const isLocalReference = (target: string) => {
  const trimmed = target.trim();
  return trimmed.startsWith('#') || INLINE_RASTER.test(trimmed);
};

/** Why this SVG text must be refused, or null when it may be stored and served. */
export function findSvgHazard(text: string): SvgRefusal | null {
  const source = text.replace(COMMENT, '');
  if (/<!(?:ENTITY|ATTLIST|ELEMENT)/i.test(source) || /<!DOCTYPE[^>[]*\[/i.test(source))
    return 'DECLARATIONS';
  if (/<\?(?!xml\s)/i.test(source)) return 'PROCESSING_INSTRUCTION';
  if (SCRIPT_ELEMENT.test(source)) return 'SCRIPT';
  if (FOREIGN_OBJECT_ELEMENT.test(source)) return 'FOREIGN_OBJECT';
  if (EMBED_ELEMENT.test(source)) return 'EMBED';

  for (const tag of source.matchAll(START_TAG)) {
    for (const attribute of (tag[1] ?? '').matchAll(ATTRIBUTE)) {
      const name = (attribute[1] ?? '').toLowerCase();
      const localName = name.slice(name.lastIndexOf(':') + 1);
      const value = decodeXmlEntities(attribute[2] ?? attribute[3] ?? attribute[4] ?? '');
      if (localName.startsWith('on')) return 'EVENT_HANDLER';
      const squeezed = squeeze(value);
      if (squeezed.includes('javascript:') || squeezed.includes('vbscript:')) return 'JAVASCRIPT_URL';
      // <set attributeName="href" to="..."> would swap a checked link for an unchecked one.
      if (localName === 'attributename') {
        const animated = squeezed.slice(squeezed.lastIndexOf(':') + 1);
        if (animated === 'href' || animated === 'src' || animated.startsWith('on')) return 'ANIMATED_LINK';
      }
      if ((localName === 'href' || localName === 'src') && !isLocalReference(value))
        return 'EXTERNAL_REFERENCE';
      if (localName === 'style' && value.includes('\\')) return 'CSS_ESCAPE';
    }
  }

  // Style sheets, CDATA sections and presentation attributes all reach here, entities decoded.
  const decoded = decodeXmlEntities(source);
  const lowered = decoded.toLowerCase();
  if (lowered.includes('javascript:') || lowered.includes('vbscript:')) return 'JAVASCRIPT_URL';
  if (/@import|image-set\(/i.test(decoded)) return 'EXTERNAL_REFERENCE';
  for (const url of decoded.matchAll(CSS_URL)) {
    if (!isLocalReference(url[1] ?? url[2] ?? url[3] ?? '')) return 'EXTERNAL_REFERENCE';
  }
  // CSS escapes can spell url( or a scheme in a way none of the checks above would see.
  for (const style of decoded.matchAll(/<(?:[\w.-]+:)?style[\s>][\s\S]*?<\/(?:[\w.-]+:)?style\s*>/gi)) {
    if (style[0].includes('\\')) return 'CSS_ESCAPE';
  }
  return null;
}

/** Decodes SVG bytes as UTF-8 (with or without a byte-order mark); null when they are not UTF-8. */
export function svgTextOf(bytes: Uint8Array): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}
