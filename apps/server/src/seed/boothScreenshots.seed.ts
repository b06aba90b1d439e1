import type { Transaction } from '../db/client';
import type { UploadStorage } from '../modules/uploads/uploads.storage';
import { storeGeneratedImage } from './generatedImages.seed';

const PALETTES = [
  ['#1f5f4a', '#e8f3ee', '#f97316'],
  ['#3730a3', '#eef0fb', '#f59e0b'],
  ['#9f1239', '#fdf0f3', '#0ea5e9'],
  ['#0f766e', '#ecfdf8', '#a855f7'],
  ['#854d0e', '#fdf8ec', '#16a34a'],
  ['#1e3a8a', '#eef3fd', '#e11d48'],
] as const;

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * A made-up screen of the product, drawn from its name (a header, a hero, cards or a chart): a
 * generated picture, not a stock photo, so the demo gallery shows something real-looking that is
 * obviously nobody's actual product.
 */
function screenSvg(name: string, tagline: string, variant: number, index: number): string {
  const [dark, light, accent] = PALETTES[index % PALETTES.length] ?? PALETTES[0];
  const cards =
    variant === 0
      ? [0, 1, 2]
          .map(
            (card) =>
              `<rect x="${60 + card * 400}" y="420" width="360" height="220" rx="18" fill="#ffffff" stroke="${dark}" stroke-opacity="0.15"/>` +
              `<rect x="${90 + card * 400}" y="450" width="120" height="16" rx="8" fill="${dark}" fill-opacity="0.7"/>` +
              `<rect x="${90 + card * 400}" y="486" width="280" height="10" rx="5" fill="${dark}" fill-opacity="0.25"/>` +
              `<rect x="${90 + card * 400}" y="506" width="240" height="10" rx="5" fill="${dark}" fill-opacity="0.25"/>` +
              `<rect x="${90 + card * 400}" y="580" width="110" height="34" rx="17" fill="${accent}"/>`,
          )
          .join('')
      : [0, 1, 2, 3, 4, 5, 6]
          .map((bar) => {
            const height = 60 + ((bar * 37 + index * 23) % 170);
            return `<rect x="${120 + bar * 140}" y="${640 - height}" width="80" height="${height}" rx="10" fill="${bar === 4 ? accent : dark}" fill-opacity="${bar === 4 ? 1 : 0.55}"/>`;
          })
          .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720" viewBox="0 0 1280 720">
<rect width="1280" height="720" fill="${light}"/>
<rect width="1280" height="72" fill="${dark}"/>
<circle cx="52" cy="36" r="16" fill="${accent}"/>
<text x="84" y="46" font-family="DejaVu Sans, sans-serif" font-size="26" font-weight="700" fill="#ffffff">${escapeXml(name)}</text>
<rect x="1040" y="22" width="180" height="30" rx="15" fill="#ffffff" fill-opacity="0.2"/>
<text x="60" y="170" font-family="DejaVu Sans, sans-serif" font-size="52" font-weight="700" fill="${dark}">${escapeXml(name)}</text>
<text x="60" y="230" font-family="DejaVu Sans, sans-serif" font-size="26" fill="${dark}" fill-opacity="0.75">${escapeXml(tagline.slice(0, 70))}</text>
<rect x="60" y="280" width="200" height="52" rx="26" fill="${accent}"/>
${cards}
</svg>`;
}

/**
 * Draws two screens for a booth, stores them like uploads (re-encoded, with thumbnails) as the
 * owner's booth_screenshot files, and answers their addresses. The bytes go to storage before the
 * seed's transaction commits; a failed seed leaves them behind, which only a fresh demo can do.
 */
export async function seedBoothScreenshots(
  tx: Transaction,
  storage: UploadStorage,
  booth: { ownerNo: number; name: string; tagline: string; index: number },
): Promise<string[]> {
  const addresses: string[] = [];
  for (const variant of [0, 1]) {
    // Loaded when a demo is seeded, not with every start of the server.
    const { default: sharp } = await import('sharp');
    const png = await sharp(Buffer.from(screenSvg(booth.name, booth.tagline, variant, booth.index)))
      .png()
      .toBuffer();
    const { url } = await storeGeneratedImage(tx, storage, {
      ownerNo: booth.ownerNo,
      purpose: 'booth_screenshot',
      name: `${booth.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${variant + 1}.png`,
      png,
    });
    addresses.push(url);
  }
  return addresses;
}
