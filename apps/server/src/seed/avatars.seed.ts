import type { Transaction } from '../db/client';
import type { UploadStorage } from '../modules/uploads/uploads.storage';
import { storeGeneratedImage } from './generatedImages.seed';

/** The light surfaces of the booth screens' palettes, so a demo face sits on one of the product's tints. */
const BACKGROUNDS = ['e8f3ee', 'eef0fb', 'fdf0f3', 'ecfdf8', 'fdf8ec', 'eef3fd'];

/**
 * A demo person's picture: a drawn portrait from DiceBear's "Notionists" style (Zoish, CC0 1.0),
 * the same face for the same nickname on every seed, stored as their profile picture would be. A
 * generated face, not a stock photo, so the demo looks lived-in and is plainly nobody real.
 */
export async function seedAvatar(
  tx: Transaction,
  storage: UploadStorage,
  person: { userNo: number; nickname: string },
): Promise<string> {
  // Loaded when a demo is seeded, not with every start of the server.
  const [{ createAvatar }, notionists, { default: sharp }] = await Promise.all([
    import('@dicebear/core'),
    import('@dicebear/notionists'),
    import('sharp'),
  ]);
  const svg = createAvatar(notionists, {
    seed: person.nickname,
    size: 256,
    backgroundColor: BACKGROUNDS,
  }).toString();
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  const { url } = await storeGeneratedImage(tx, storage, {
    ownerNo: person.userNo,
    purpose: 'user_image',
    name: `${person.nickname.replace(/[^a-z0-9]+/gi, '-')}.png`,
    png,
  });
  return url;
}
