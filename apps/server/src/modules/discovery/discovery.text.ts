/**
 * Text made safe for the XML this area writes. User content (titles, bodies, nicknames) is plain
 * text everywhere in Sidecamp; here it must stay plain in readers that render markup.
 */

// Characters XML 1.0 cannot carry at all (a feed holding one is not well-formed), and unpaired
// surrogates, which no encoder can write.
const NOT_XML =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed.
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Drops the characters XML cannot carry; what remains is escaped by whoever writes the XML. */
export function xmlSafe(text: string): string {
  return text.replace(NOT_XML, '');
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * Plain text for an Atom element of type "html" (the `feed` library writes entry titles and
 * summaries so): escaped, a reader shows `<b>` as the four characters a person typed, never as
 * markup, and no `]]>` survives to end the library's CDATA section early.
 */
export function htmlText(text: string): string {
  return xmlSafe(text).replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/** Escapes text for an XML element or attribute this area writes itself (the sitemaps). */
export function xmlText(text: string): string {
  return htmlText(text);
}
