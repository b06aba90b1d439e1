import { z } from 'zod';
import { ZUploadPurpose } from '../codes/uploads';

/** What an upload answers with (POST /api/uploads, /api/upload/user_image ...). */
export const ZUploadDto = z.object({
  id: z.uuid(),
  kind: z.enum(['image', 'document']),
  purpose: ZUploadPurpose,
  /** Where the file is served (GET /api/files/:id), relative to the site. */
  url: z.string(),
  /** A 400 px WebP of a raster image; null for SVGs and documents. */
  thumbnailUrl: z.string().nullable(),
  mediaType: z.string(),
  /** Size of the stored file (after re-encoding for raster images). */
  sizeBytes: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  originalName: z.string(),
  createdAt: z.string(),
});
export type TUploadDto = z.infer<typeof ZUploadDto>;
