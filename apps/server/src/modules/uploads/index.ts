/**
 * The uploads area's public face: what other modules may use (file addresses, the table that
 * rows link to, and the ports through which an area says who may fetch its files and where its
 * pictures are shown). The service, storage and routes are composed by app.ts from their own files.
 */

export { uploadsOwnedBy } from './uploads.personalData';
export {
  type FileAccessCheck,
  type PictureSlot,
  registerFileAccess,
  registerPictureSlot,
} from './uploads.ports';
export { fileUrlOf, thumbnailUrlOf, type UploadRow, uploadIdOfUrl } from './uploads.presenter';
export { contentDisposition } from './uploads.routes';
export type { UploadStorage } from './uploads.storage';
export { uploads } from './uploads.tables';
