import { randomUUID } from 'node:crypto';
import type { Transaction } from '../db/client';
import { fileUrlOf } from '../modules/uploads';
import { processRasterImage } from '../modules/uploads/uploads.images';
import type { UploadStorage } from '../modules/uploads/uploads.storage';
import { uploads } from '../modules/uploads/uploads.tables';

/**
 * Stores a picture the seed drew (a booth's screen, a person's avatar) as an upload would be
 * (re-encoded, with its thumbnail, a row in uploads) and answers its address. The bytes go to
 * storage before the seed's transaction commits; a failed seed leaves them behind, which only a
 * fresh demo can do. Answers the upload's id and address.
 */
export async function storeGeneratedImage(
  tx: Transaction,
  storage: UploadStorage,
  picture: {
    ownerNo: number;
    purpose: 'booth_screenshot' | 'user_image' | 'feedUpload';
    name: string;
    png: Buffer;
  },
): Promise<{ id: string; url: string }> {
  const image = await processRasterImage(picture.png, 'png');
  const id = randomUUID();
  const folder = id.slice(0, 2);
  const extension = image.mediaType === 'image/png' ? 'png' : (image.mediaType.split('/')[1] ?? 'img');
  const storageKey = `${folder}/${id}.${extension}`;
  const thumbnailKey = `${folder}/${id}.thumb.webp`;
  await storage.put(storageKey, image.bytes, image.mediaType);
  await storage.put(thumbnailKey, image.thumbnail, 'image/webp');
  await tx.insert(uploads).values({
    id,
    ownerNo: picture.ownerNo,
    kind: 'image',
    purpose: picture.purpose,
    originalName: picture.name,
    mediaType: image.mediaType,
    sizeBytes: image.bytes.byteLength,
    storageKey,
    thumbnailKey,
    width: image.width,
    height: image.height,
  });
  return { id, url: fileUrlOf(id) };
}
