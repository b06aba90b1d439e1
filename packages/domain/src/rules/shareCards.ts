/**
 * Share cards (issue 32): the image and text a page offers to link previews (Open Graph, Twitter)
 * and search engines. The server draws the images (apps/server/src/modules/cards/); the pages name
 * them with a version taken from the same fields, so a scraper refetches once the object changes.
 */

/** Open Graph's recommended large image, which Twitter's summary_large_image also takes. */
export const SHARE_CARD_WIDTH = 1200;
export const SHARE_CARD_HEIGHT = 630;

/** Search engines show about this many characters of a description. */
export const SHARE_DESCRIPTION_LENGTH = 160;

export const SHARE_CARD_KINDS = ['booth', 'project', 'person', 'post'] as const;
export type ShareCardKind = (typeof SHARE_CARD_KINDS)[number];

type Part = string | number | null | undefined;

/**
 * A short, stable hash of the parts (FNV-1a, 52 bits, base 36): the same in the browser and on the
 * server without a crypto library. Not a security measure; it only has to change when a part does.
 */
export function shareCardVersion(parts: readonly Part[]): string {
  // Two 32-bit FNV-1a lanes with different seeds, combined into 52 bits (exact in a double).
  let low = 0x811c9dc5;
  let high = 0x01000193 ^ 0x5bd1e995;
  const text = parts
    .map((part) => (part === null || part === undefined ? '\u0000' : String(part)))
    .join('\u0001');
  for (let index = 0; index < text.length; index += 1) {
    const unit = text.charCodeAt(index);
    low = Math.imul(low ^ unit, 0x01000193) >>> 0;
    high = Math.imul(high ^ unit, 0x01000193 ^ 0x2f) >>> 0;
  }
  return ((high & 0xfffff) * 2 ** 32 + low).toString(36).padStart(11, '0');
}

/** The fields of each card that its page also has; the server adds what only it reads (a rank). */
export const shareCardFields = {
  booth: (booth: { name: string; tagline: string; screenshots: readonly string[] }): Part[] => [
    booth.name,
    booth.tagline,
    booth.screenshots[0] ?? null,
  ],
  project: (project: {
    name: string;
    stage: string;
    openPositions: readonly { jobCode: string; openSeats: number }[];
  }): Part[] => [
    project.name,
    project.stage,
    ...project.openPositions.map((position) => `${position.jobCode}:${position.openSeats}`),
  ],
  person: (person: {
    nickname: string;
    mainJob: string | null;
    skillLevel: string | null;
    level: { level: number };
  }): Part[] => [person.nickname, person.mainJob, person.skillLevel, person.level.level],
  post: (post: { title: string; category: string }): Part[] => [post.title, post.category],
} satisfies Record<ShareCardKind, (object: never) => Part[]>;

/** Where a card image is served, with its version so a changed object gets a new address. */
export function shareCardPath(kind: ShareCardKind, id: number, version: string): string {
  return `/cards/${kind}/${id}.png?v=${version.slice(0, 8)}`;
}

/** The site's own card, for the list pages (the hub, the lounge, people, booths, the ranking). */
export const SITE_CARD_PATH = '/cards/site.png';

/**
 * Text for a description: markup and links' syntax dropped, whitespace collapsed, cut at a word
 * boundary to `max` characters with an ellipsis.
 */
export function plainDescription(text: string, max = SHARE_DESCRIPTION_LENGTH): string {
  const plain = text
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]*>/g, ' ')
    .replace(/[#*_`>~|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return shortenText(plain, max);
}

/** `text` cut to at most `max` characters, at a word boundary when there is one, ending with "…". */
export function shortenText(text: string, max: number): string {
  const characters = Array.from(text);
  if (characters.length <= max) return text;
  const cut = characters.slice(0, max - 1).join('');
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}
