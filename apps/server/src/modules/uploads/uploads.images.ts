import type { Metadata } from 'sharp';

/** Raster formats we decode and store; each is written back in its own format. */
export type RasterFormat = 'jpeg' | 'png' | 'gif' | 'webp';

/** The long side of a stored image: sharper than any screen shows it, far smaller than a camera's. */
export const MAX_IMAGE_SIDE = 4096;
/** The long side of a thumbnail: enough for cards and avatars on high-density screens. */
export const THUMBNAIL_SIDE = 400;
/**
 * Decoding a 10 MB file can still mean a huge canvas (a flat PNG of 30000 x 30000 is a few KB);
 * 64 megapixels covers 50 MP phones and 61 MP cameras and caps a decode at about 256 MB of memory.
 */
export const MAX_INPUT_PIXELS = 64_000_000;
/** Decodes at a time: each one can hold hundreds of MB, and the machine may have two cores. */
const MAX_CONCURRENT_DECODES = 2;

export const MEDIA_TYPE_OF_FORMAT: Record<RasterFormat, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
};

export type ProcessedImage = {
  bytes: Buffer;
  mediaType: string;
  width: number;
  height: number;
  thumbnail: Buffer;
};

/** The file looks like an image by its first bytes but cannot be drawn; the reason is for the user. */
export class UnreadableImageError extends Error {}

function createLimiter(max: number) {
  let active = 0;
  const waiting: Array<() => void> = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (active >= max) await new Promise<void>((resolve) => waiting.push(resolve));
    else active += 1;
    try {
      return await task();
    } finally {
      // The slot passes straight to the next waiter, so a newcomer cannot slip in between.
      const next = waiting.shift();
      if (next) next();
      else active -= 1;
    }
  };
}

const limitDecodes = createLimiter(MAX_CONCURRENT_DECODES);

/**
 * Decodes the image and draws it again: the stored file is pixels we produced, so nothing else
 * the upload carried (EXIF with GPS position, comments, trailing data, a script appended to the
 * file) survives. The EXIF orientation is applied first, because the tag that told viewers to turn
 * the picture is gone afterwards. Animated GIF and WebP keep their frames.
 */
export function processRasterImage(input: Buffer, format: RasterFormat): Promise<ProcessedImage> {
  return limitDecodes(async () => {
    // Loaded on the first upload, not at start (one of the heaviest modules the server has).
    const { default: sharp } = await import('sharp');
    const animated = format === 'gif' || format === 'webp';
    // failOn 'error' (not sharp's stricter 'warning') keeps phone photos with a harmless glitch.
    const options = { animated, limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' } as const;
    let metadata: Metadata;
    try {
      // Only the header is read here, so the canvas is measured without sharp's limit, and an
      // oversized one gets its own message below instead of "could not be read".
      metadata = await sharp(input, { ...options, limitInputPixels: false }).metadata();
    } catch {
      throw new UnreadableImageError('The image could not be read; it may be damaged.');
    }
    const pages = metadata.pages ?? 1;
    const frameHeight = metadata.pageHeight ?? metadata.height ?? 0;
    if ((metadata.width ?? 0) * frameHeight * pages > MAX_INPUT_PIXELS) {
      throw new UnreadableImageError(
        `The image is too large: at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels are accepted.`,
      );
    }

    let pipeline = sharp(input, options);
    // Orientation tags belong to single photos; sharp cannot turn a multi-frame image.
    if (pages === 1) pipeline = pipeline.rotate();
    pipeline = pipeline.resize({
      width: MAX_IMAGE_SIDE,
      height: MAX_IMAGE_SIDE,
      fit: 'inside',
      withoutEnlargement: true,
    });
    switch (format) {
      case 'jpeg':
        pipeline = pipeline.jpeg({ quality: 85, progressive: true });
        break;
      case 'png':
        pipeline = pipeline.png();
        break;
      case 'gif':
        pipeline = pipeline.gif();
        break;
      case 'webp':
        pipeline = pipeline.webp({ quality: 85 });
        break;
      default:
        format satisfies never;
    }

    try {
      // No withMetadata()/keepExif(): sharp writes no EXIF, XMP, IPTC or ICC unless asked.
      const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
      // The thumbnail is drawn from our own output (first frame only), not from the upload again.
      const thumbnail = await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS })
        .resize({ width: THUMBNAIL_SIDE, height: THUMBNAIL_SIDE, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer();
      return {
        bytes: data,
        mediaType: MEDIA_TYPE_OF_FORMAT[format],
        width: info.width,
        // For an animation, sharp's height is all frames stacked; one frame's is what a viewer sees.
        height: info.pageHeight ?? info.height,
        thumbnail,
      };
    } catch {
      throw new UnreadableImageError('The image could not be read; it may be damaged.');
    }
  });
}
