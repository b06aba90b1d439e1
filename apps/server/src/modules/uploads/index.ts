/**
 * The uploads area's public face: what other modules may use (file addresses and the table that
 * rows link to). The service, storage and routes are composed by app.ts from their own files.
 */
export { fileUrlOf, thumbnailUrlOf, type UploadRow, uploadIdOfUrl } from './uploads.presenter';
export { uploads } from './uploads.tables';
