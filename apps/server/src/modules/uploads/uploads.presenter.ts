import type { TUploadDto, UploadPurpose } from '@sidecamp/domain';
import type { uploads } from './uploads.tables';

export type UploadRow = typeof uploads.$inferSelect;

export const fileUrlOf = (id: string) => `/api/files/${id}`;
export const thumbnailUrlOf = (id: string) => `/api/files/${id}?size=thumb`;

/** The upload id inside one of our file addresses (e.g. a stored users.img), or null. */
export function uploadIdOfUrl(url: string | null | undefined): string | null {
  const match = /^\/api\/files\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/.exec(
    url ?? '',
  );
  return match?.[1] ?? null;
}

export function presentUpload(row: UploadRow): TUploadDto {
  return {
    id: row.id,
    kind: row.kind === 'document' ? 'document' : 'image',
    purpose: row.purpose as UploadPurpose,
    url: fileUrlOf(row.id),
    thumbnailUrl: row.thumbnailKey ? thumbnailUrlOf(row.id) : null,
    mediaType: row.mediaType,
    sizeBytes: row.sizeBytes,
    width: row.width,
    height: row.height,
    originalName: row.originalName,
    createdAt: row.createdAt.toISOString(),
  };
}
