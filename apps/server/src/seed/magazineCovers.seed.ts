import type { Transaction } from '../db/client';
import type { UploadStorage } from '../modules/uploads/uploads.storage';
import { storeGeneratedImage } from './generatedImages.seed';

const COVER_COLOURS = [
  ['#1f5f4a', '#3f8f6f', '#f97316'],
  ['#3730a3', '#6366f1', '#f59e0b'],
  ['#0f766e', '#14b8a6', '#e11d48'],
] as const;

/**
 * A magazine's cover, drawn: overlapping discs in one of the product's palettes, no
 * text (the page sets the title beside it). A generated picture, not a stock photo.
 */
function coverSvg(index: number): string {
  const [dark, mid, accent] = COVER_COLOURS[index % COVER_COLOURS.length] ?? COVER_COLOURS[0];
  const discs = [0, 1, 2, 3, 4]
    .map((disc) => {
      const x = 180 + ((disc * 317 + index * 131) % 1300);
      const y = 120 + ((disc * 211 + index * 97) % 420);
      const r = 90 + ((disc * 53 + index * 29) % 160);
      const fill = disc === 2 ? accent : disc % 2 === 0 ? mid : '#ffffff';
      return `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}" fill-opacity="${disc === 2 ? 0.95 : 0.35}"/>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="640" viewBox="0 0 1600 640">
<rect width="1600" height="640" fill="${dark}"/>
${discs}
</svg>`;
}

/** Draws the cover of the `index`th demo magazine and stores it as its author's image upload. */
export async function seedMagazineCover(
  tx: Transaction,
  storage: UploadStorage,
  magazine: { authorNo: number; title: string; index: number },
): Promise<string> {
  // Loaded when a demo is seeded, not with every start of the server.
  const { default: sharp } = await import('sharp');
  const png = await sharp(Buffer.from(coverSvg(magazine.index)))
    .png()
    .toBuffer();
  const { id } = await storeGeneratedImage(tx, storage, {
    ownerNo: magazine.authorNo,
    purpose: 'feedUpload',
    name: `${magazine.title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-cover.png`,
    png,
  });
  return id;
}
