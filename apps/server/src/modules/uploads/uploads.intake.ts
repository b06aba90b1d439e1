import {
  checkUpload,
  DOCUMENT_UPLOAD_EXTENSIONS,
  detectFileTypeFromBytes,
  FILE_TYPE_TABLE,
  fileExtensionOf,
  IMAGE_UPLOAD_EXTENSIONS,
  isContentOfExtension,
  type KnownExtension,
  MAX_UPLOAD_BYTES,
  PURPOSE_FAMILIES,
  type UploadFamily,
  type UploadPurpose,
  type UploadRejection,
} from '@sidecamp/domain';
import { fieldError } from '../../http/errors';
import { processRasterImage, type RasterFormat, UnreadableImageError } from './uploads.images';
import { findSvgHazard, SVG_REFUSALS, svgTextOf } from './uploads.svg';
import { checkZipContainer } from './uploads.zip';

/** A file as it arrives: its bytes (or a stream of them) and what the sender says it is. */
export type IncomingFile = {
  content: Uint8Array | AsyncIterable<Uint8Array>;
  /** Whether the sender's parser cut the stream at the size limit (multipart's `truncated`). */
  wasTruncated?: () => boolean;
  fileName: string;
  mediaType: string;
};

/** A file that passed every check, as it will be stored. */
export type PreparedFile = {
  kind: 'image' | 'document';
  extension: string;
  mediaType: string;
  originalName: string;
  bytes: Uint8Array;
  thumbnail: Uint8Array | null;
  width: number | null;
  height: number | null;
};

export const TOO_LARGE_MESSAGE = 'The file is larger than 10 MB.';

const CONTENT_NAMES: Record<KnownExtension, string> = {
  jpg: 'a JPEG image',
  jpeg: 'a JPEG image',
  png: 'a PNG image',
  gif: 'a GIF image',
  bmp: 'a BMP image',
  svg: 'an SVG image',
  webp: 'a WebP image',
  pdf: 'a PDF document',
  ppt: 'a PowerPoint presentation',
  pptx: 'a PowerPoint presentation',
  doc: 'a Word document',
  docx: 'a Word document',
  hwp: 'a Hangul (HWP) document',
  hwpx: 'a Hangul (HWPX) document',
  xls: 'an Excel spreadsheet',
  xlsx: 'an Excel spreadsheet',
  zip: 'a ZIP archive',
};

const RASTER_FORMATS: Partial<Record<string, RasterFormat>> = {
  jpeg: 'jpeg',
  png: 'png',
  gif: 'gif',
  webp: 'webp',
};

function familyOf(extension: string): UploadFamily | null {
  if ((IMAGE_UPLOAD_EXTENSIONS as readonly string[]).includes(extension)) return 'image';
  if (extension === 'svg') return 'svg';
  if ((DOCUMENT_UPLOAD_EXTENSIONS as readonly string[]).includes(extension)) return 'document';
  return null;
}

const upper = (list: readonly string[]) => list.map((extension) => extension.toUpperCase()).join(', ');

function acceptedHere(families: readonly UploadFamily[]): string {
  const parts = families.map((family) => {
    switch (family) {
      case 'image':
        return `images (${upper(IMAGE_UPLOAD_EXTENSIONS)})`;
      case 'svg':
        return 'SVG drawings';
      case 'document':
        return `documents (${upper(DOCUMENT_UPLOAD_EXTENSIONS)})`;
      default:
        return family satisfies never;
    }
  });
  return `Accepted here: ${parts.join(', ')}.`;
}

function rejectionMessage(reason: UploadRejection, extension: string, declaredType: string): string {
  switch (reason) {
    case 'TOO_LARGE':
      return TOO_LARGE_MESSAGE;
    case 'EMPTY_FILE':
      return 'The file is empty.';
    case 'INVALID_SIZE':
      return 'The file size could not be read.';
    case 'MEDIA_TYPE_MISMATCH':
      return `The file is named .${extension} but was sent as ${declaredType.trim() || 'an unknown type'}.`;
    case 'NO_EXTENSION':
      return 'The file name has no extension.';
    case 'EXTENSION_NOT_ALLOWED':
      return `.${extension} files are not accepted here.`;
    default:
      return reason satisfies never;
  }
}

/**
 * The client's file name, reduced to something safe to store and show: no folders, no control
 * characters, at most 200 characters (the extension kept). It is never used to name stored bytes.
 */
export function cleanFileName(name: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
  const base = (name.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f-\u009f]/g, '').trim();
  if (base.length <= 200) return base || 'file';
  const dot = base.lastIndexOf('.');
  const extension = dot > 0 && base.length - dot <= 10 ? base.slice(dot) : '';
  return base.slice(0, 200 - extension.length) + extension;
}

/** Reads at most MAX_UPLOAD_BYTES (+ the chunk that crosses it); a longer file is refused. */
async function readLimited(file: IncomingFile): Promise<Uint8Array> {
  if (file.content instanceof Uint8Array) {
    if (file.content.byteLength > MAX_UPLOAD_BYTES) throw fieldError('file', TOO_LARGE_MESSAGE);
    return file.content;
  }
  const chunks: Uint8Array[] = [];
  let total = 0;
  for await (const chunk of file.content) {
    total += chunk.byteLength;
    // Leaving the loop ends the stream, so the rest of an oversized upload is never kept.
    if (total > MAX_UPLOAD_BYTES) throw fieldError('file', TOO_LARGE_MESSAGE);
    chunks.push(chunk);
  }
  if (file.wasTruncated?.()) throw fieldError('file', TOO_LARGE_MESSAGE);
  return Buffer.concat(chunks, total);
}

/**
 * Every check and all decoding of an incoming file, before anything is stored: the name, the size,
 * the declared type, the first bytes, then the family's own checks (an image decoded and
 * re-encoded with a thumbnail, an SVG read for anything active, an Office or ZIP file unpacked
 * within limits).
 */
export async function prepareUpload(purpose: UploadPurpose, file: IncomingFile): Promise<PreparedFile> {
  const families = PURPOSE_FAMILIES[purpose];
  const originalName = cleanFileName(file.fileName);
  const extension = fileExtensionOf(originalName);
  if (extension === null) {
    throw fieldError('file', `${rejectionMessage('NO_EXTENSION', '', '')} ${acceptedHere(families)}`);
  }
  const family = familyOf(extension);
  // Refused by name before a byte is read: no point taking in 10 MB of an .exe.
  if (family === null || !families.includes(family)) {
    throw fieldError(
      'file',
      `${rejectionMessage('EXTENSION_NOT_ALLOWED', extension, '')} ${acceptedHere(families)}`,
    );
  }
  const known = extension as KnownExtension;
  const bytes = await readLimited(file);

  if (family === 'svg') {
    if (bytes.byteLength === 0) throw fieldError('file', rejectionMessage('EMPTY_FILE', extension, ''));
    const declared = file.mediaType.split(';')[0]!.trim().toLowerCase();
    if (declared !== FILE_TYPE_TABLE.svg) {
      throw fieldError('file', rejectionMessage('MEDIA_TYPE_MISMATCH', extension, file.mediaType));
    }
  } else {
    const check = checkUpload({
      fileName: originalName,
      mediaType: file.mediaType,
      size: bytes.byteLength,
      kind: family,
    });
    if (!check.ok) throw fieldError('file', rejectionMessage(check.reason, extension, file.mediaType));
  }
  // The name and declared type are the sender's word; the first bytes are what a browser sniffs.
  if (!isContentOfExtension(known, bytes)) {
    throw fieldError('file', `The file's content is not ${CONTENT_NAMES[known]}.`);
  }

  switch (family) {
    case 'image': {
      const format = RASTER_FORMATS[detectFileTypeFromBytes(bytes) ?? ''];
      if (!format) throw fieldError('file', `The file's content is not ${CONTENT_NAMES[known]}.`);
      try {
        const image = await processRasterImage(
          Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
          format,
        );
        return {
          kind: 'image',
          extension: format === 'jpeg' ? 'jpg' : format,
          mediaType: image.mediaType,
          originalName,
          bytes: image.bytes,
          thumbnail: image.thumbnail,
          width: image.width,
          height: image.height,
        };
      } catch (error) {
        if (error instanceof UnreadableImageError) throw fieldError('file', error.message);
        throw error;
      }
    }
    case 'svg': {
      const text = svgTextOf(bytes);
      const hazard = text === null ? 'NOT_TEXT' : findSvgHazard(text);
      if (hazard !== null) throw fieldError('file', SVG_REFUSALS[hazard]);
      return {
        kind: 'image',
        extension: 'svg',
        mediaType: FILE_TYPE_TABLE.svg,
        originalName,
        bytes,
        thumbnail: null,
        width: null,
        height: null,
      };
    }
    case 'document': {
      // docx, xlsx, pptx, hwpx and zip: whoever downloads one unpacks it, so it is unpacked
      // here first (as a stream, within limits) and refused when it is a bomb or escapes its folder.
      if (detectFileTypeFromBytes(bytes) === 'zip') {
        const verdict = await checkZipContainer(bytes);
        if (!verdict.ok) {
          throw fieldError(
            'file',
            verdict.reason === 'UNREADABLE'
              ? `The file's content is not ${CONTENT_NAMES[known]}: it could not be read as a ZIP archive.`
              : verdict.message,
          );
        }
      }
      return {
        kind: 'document',
        extension,
        mediaType: FILE_TYPE_TABLE[known],
        originalName,
        bytes,
        thumbnail: null,
        width: null,
        height: null,
      };
    }
    default:
      return family satisfies never;
  }
}
