import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { SHARE_CARD_HEIGHT, SHARE_CARD_WIDTH, shortenText } from '@sidecamp/domain';
import type satoriType from 'satori';

// Loaded with the first card, not at start: satori and sharp are among the heaviest modules the
// server has (~0.3 and ~0.2 s to load here).
const drawingModules = async () => ({
  satori: (await import('satori')).default,
  sharp: (await import('sharp')).default,
});

/**
 * Draws a share card: a tree of boxes laid out by satori (flexbox, text wrapped and clamped, the
 * glyphs written as paths from Inter's files in node_modules, so no system font is involved) into
 * an SVG, which sharp rasterises to a 1200x630 PNG.
 */

/** What a card shows; every text is already a label (codes are turned into words by the caller). */
export type CardContent = {
  /** The small pill at the top right: what the object is ("Booth", "Project"...). */
  kind: string;
  /** Its colour: the product's camps (Connect indigo, Make emerald, Launch orange) or the site's pine. */
  accent: 'connect' | 'make' | 'launch' | 'pine';
  title: string;
  subtitle: string | null;
  /** Short facts shown as chips under the text ("Growth stage", "2 open positions"). */
  chips: string[];
  /** A large badge beside the title, e.g. a booth's place this week. */
  badge: { value: string; label: string } | null;
  /** An image shown on the right (a booth's first screenshot), already encoded. */
  picture: { data: Buffer; mediaType: string } | null;
};

// The design tokens of apps/web/src/styles.css.
const PINE = {
  50: '#effaf4',
  100: '#d8f3e3',
  200: '#b3e6ca',
  300: '#7fd2a9',
  700: '#166445',
  950: '#08251b',
};
const ACCENTS: Record<CardContent['accent'], { pill: string; ink: string }> = {
  connect: { pill: '#e0e7ff', ink: '#3730a3' },
  make: { pill: '#d1fae5', ink: '#065f46' },
  launch: { pill: '#ffedd5', ink: '#9a3412' },
  pine: { pill: PINE[100], ink: PINE[700] },
};
const LAUNCH_ORANGE = '#f97316';
const PADDING_X = 64;
const PADDING_Y = 52;
const PICTURE_WIDTH = 440;
const PICTURE_GAP = 48;

const require = createRequire(import.meta.url);
const SUBSETS = ['latin', 'latin-ext', 'cyrillic', 'cyrillic-ext', 'greek', 'greek-ext', 'vietnamese'];
const WEIGHTS = [400, 700, 800] as const;

type Font = { name: string; data: Buffer; weight: (typeof WEIGHTS)[number]; style: 'normal' };
let fonts: Font[] | null = null;
/** Inter from @fontsource/inter (WOFF: satori reads TTF, OTF and WOFF, not WOFF2), read once. */
function loadFonts(): Font[] {
  fonts ??= SUBSETS.flatMap((subset) =>
    WEIGHTS.map((weight) => ({
      name: 'Inter',
      data: readFileSync(require.resolve(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`)),
      weight,
      style: 'normal' as const,
    })),
  );
  return fonts;
}

const LOGO = `data:image/svg+xml;base64,${Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#ffffff"/><path d="M16 7 6 25h20L16 7Z" fill="#166445"/><path d="M16 15l-4 10h8l-4-10Z" fill="#f97316"/></svg>',
).toString('base64')}`;

type Style = Record<string, string | number>;
type Node = {
  type: string;
  props: { style?: Style; children?: Child | Child[]; src?: string; width?: number; height?: number };
};
type Child = Node | string;

const box = (style: Style, children?: Child | Child[]): Node => ({
  type: 'div',
  props: { style: { display: 'flex', ...style }, ...(children === undefined ? {} : { children }) },
});
const image = (src: string, width: number, height: number, style: Style = {}): Node => ({
  type: 'img',
  props: { src, width, height, style: { width, height, ...style } },
});
/** A paragraph cut to `lines` lines with an ellipsis (satori's line clamp needs a block). */
const text = (value: string, lines: number, style: Style): Node => ({
  type: 'div',
  props: { style: { display: 'block', lineClamp: lines, overflow: 'hidden', ...style }, children: value },
});

/**
 * Text as a card may show it: no control characters or pictographs (Inter has none, and satori
 * would draw empty boxes), whitespace collapsed, and long text cut before layout so a huge name
 * costs no more than a long one.
 */
export function cardText(value: string | null | undefined, max: number): string {
  const clean = (value ?? '')
    .replace(/[\p{Cc}\p{Cf}\p{Co}\p{Cs}]/gu, ' ')
    .replace(/\p{Extended_Pictographic}/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
  return shortenText(clean, max);
}

function tree(content: CardContent, siteName: string): Node {
  const accent = ACCENTS[content.accent];
  const withPicture = content.picture !== null;
  const titleSize = content.title.length > 40 || withPicture ? 60 : 72;
  // Fixed widths: a paragraph's natural width is its whole text on one line, which would otherwise
  // widen the row past the card.
  const inner = SHARE_CARD_WIDTH - 2 * PADDING_X;
  const wordsWidth = withPicture ? inner - PICTURE_GAP - PICTURE_WIDTH : inner;
  const header = box({ alignItems: 'center', justifyContent: 'space-between', width: inner }, [
    box({ alignItems: 'center', gap: 18 }, [
      image(LOGO, 56, 56, { borderRadius: 14 }),
      box({ fontSize: 34, fontWeight: 800, color: '#ffffff', letterSpacing: -0.5 }, cardText(siteName, 30)),
    ]),
    box(
      {
        padding: '10px 24px',
        borderRadius: 999,
        background: accent.pill,
        color: accent.ink,
        fontSize: 26,
        fontWeight: 700,
      },
      content.kind,
    ),
  ]);
  const words = box({ flexDirection: 'column', width: wordsWidth, justifyContent: 'center', gap: 22 }, [
    ...(content.badge
      ? [
          box({ alignItems: 'center', gap: 14 }, [
            box(
              {
                padding: '6px 20px',
                borderRadius: 14,
                background: LAUNCH_ORANGE,
                color: '#ffffff',
                fontSize: 40,
                fontWeight: 800,
              },
              content.badge.value,
            ),
            box({ color: PINE[200], fontSize: 26, fontWeight: 700 }, content.badge.label),
          ]),
        ]
      : []),
    text(content.title, 2, {
      fontSize: titleSize,
      fontWeight: 800,
      lineHeight: 1.08,
      letterSpacing: -1.5,
      color: '#ffffff',
    }),
    ...(content.subtitle
      ? [text(content.subtitle, 2, { fontSize: 32, lineHeight: 1.3, color: PINE[100], fontWeight: 400 })]
      : []),
  ]);
  const picture = content.picture
    ? [
        box(
          {
            flexShrink: 0,
            // The frame's size is its picture's; its padding is added around it.
            width: PICTURE_WIDTH - 12,
            height: 318,
            padding: 6,
            borderRadius: 24,
            background: PINE[300],
            boxShadow: '0 24px 48px rgba(0,0,0,0.35)',
          },
          image(
            `data:${content.picture.mediaType};base64,${content.picture.data.toString('base64')}`,
            428,
            318,
            { objectFit: 'cover', borderRadius: 18 },
          ),
        ),
      ]
    : [];
  const chips = box(
    { gap: 14, width: inner, height: 58, flexShrink: 0, overflow: 'hidden' },
    content.chips.slice(0, 4).map((chip) =>
      box(
        {
          padding: '10px 22px',
          borderRadius: 999,
          border: `2px solid ${PINE[300]}`,
          color: PINE[50],
          fontSize: 26,
          fontWeight: 700,
        },
        chip,
      ),
    ),
  );
  return box(
    {
      // Satori measures a box without its padding, so the padding comes off the card's size.
      width: inner,
      height: SHARE_CARD_HEIGHT - 2 * PADDING_Y,
      flexDirection: 'column',
      justifyContent: 'space-between',
      padding: `${PADDING_Y}px ${PADDING_X}px`,
      overflow: 'hidden',
      fontFamily: 'Inter',
      backgroundColor: PINE[950],
      backgroundImage: `linear-gradient(135deg, ${PINE[950]} 0%, ${PINE[700]} 100%)`,
    },
    [
      header,
      box(
        {
          alignItems: 'center',
          gap: PICTURE_GAP,
          width: inner,
          flexGrow: 1,
          paddingTop: 24,
          paddingBottom: 24,
        },
        [words, ...picture],
      ),
      chips,
      // The camp's colour as a bar along the bottom edge.
      box({
        position: 'absolute',
        left: 0,
        bottom: 0,
        width: SHARE_CARD_WIDTH,
        height: 12,
        background: accent.pill,
      }),
    ],
  );
}

/** The card as PNG bytes. */
export async function drawCard(content: CardContent, siteName: string): Promise<Buffer> {
  const { satori, sharp } = await drawingModules();
  const svg = await satori(tree(content, siteName) as unknown as Parameters<typeof satoriType>[0], {
    width: SHARE_CARD_WIDTH,
    height: SHARE_CARD_HEIGHT,
    fonts: loadFonts(),
  });
  return sharp(Buffer.from(svg)).png({ compressionLevel: 6 }).toBuffer();
}

/** A picture made small enough to embed: the card shows it at 428x318. */
export async function cardPicture(bytes: Buffer): Promise<CardContent['picture']> {
  const { sharp } = await drawingModules();
  const data = await sharp(bytes, { limitInputPixels: 40_000_000 })
    .rotate()
    .resize(856, 636, { fit: 'cover', position: 'left top' })
    .jpeg({ quality: 82 })
    .toBuffer();
  return { data, mediaType: 'image/jpeg' };
}
