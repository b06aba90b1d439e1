/**
 * The installed app's icons (issue 33), drawn from public/favicon.svg with sharp: PNGs for the web
 * app manifest (192 and 512 px, and a maskable 512 px whose mark keeps to the middle 80 %, the safe
 * zone an Android launcher may crop to a circle) and the 180 px icon iOS asks for. The files are
 * committed; run this after changing the favicon:
 *
 *   node scripts/appIcons.mjs
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// sharp is the server's image library (uploads); the web app borrows it for this one script.
const sharp = createRequire(import.meta.url)('sharp');

const WEB = fileURLToPath(new URL('..', import.meta.url));
const OUT = path.join(WEB, 'public', 'icons');
const PINE = '#166445';

const favicon = readFileSync(path.join(WEB, 'public', 'favicon.svg'), 'utf8');
/** The mark without its rounded tile: a launcher draws its own shape around a maskable icon. */
const mark = favicon.replace(/<rect[^>]*\/>/, '').replace(/<title>.*?<\/title>/, '');

async function png(svg, size, file) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(OUT, file));
}

mkdirSync(OUT, { recursive: true });
await png(favicon, 192, 'icon-192.png');
await png(favicon, 512, 'icon-512.png');
// Square tile, no rounding (iOS rounds it itself).
await png(favicon.replace(/ rx="8"/, ''), 180, 'apple-touch-icon.png');
const maskable = mark
  .replace(
    'viewBox="0 0 32 32">',
    `viewBox="0 0 32 32"><rect width="32" height="32" fill="${PINE}"/><g transform="translate(3.2 3.2) scale(0.8)">`,
  )
  .replace('</svg>', '</g></svg>');
await png(maskable, 512, 'icon-maskable-512.png');
console.log(`app icons: ${path.relative(process.cwd(), OUT)}`);
