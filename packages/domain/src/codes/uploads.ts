import { z } from 'zod';

/**
 * What an upload may be for: the spec's upload names (point 7) that exist as features so far.
 * The update variants (noteUpdate, feedUpdate, work_update ...) reuse their upload's purpose.
 */
export const UPLOAD_PURPOSES = [
  'user_image',
  'user_background',
  'career_upload',
  'work_upload',
  'evidence_upload',
  'biz_upload',
  'feedUpload',
  'chat_images',
  'project_logo',
  'noteUpload',
  'quest_upload',
  'booth_screenshot',
] as const;

export const ZUploadPurpose = z.enum(UPLOAD_PURPOSES);
export type UploadPurpose = z.infer<typeof ZUploadPurpose>;

/**
 * Purposes with their own route, because the upload also changes the account
 * (POST /api/upload/user_image, /api/upload/user_background). The generic route refuses them so an
 * avatar is never stored without being attached.
 */
export const ATTACHED_PURPOSES = [
  'user_image',
  'user_background',
] as const satisfies readonly UploadPurpose[];

export const ZGenericUploadPurpose = ZUploadPurpose.exclude(ATTACHED_PURPOSES);
export type GenericUploadPurpose = z.infer<typeof ZGenericUploadPurpose>;

/**
 * Purposes whose files are not public by address: only the uploader and whoever the area that
 * shows them lets in may fetch them (the area registers its rule with the uploads module; with no
 * rule only the uploader may). A chat's pictures follow the room; career and proof documents
 * follow the visibility of their owner's profile (public, members, only me); feed pictures follow
 * the lounge posts, magazines and notes that show them (one that nothing shows yet: its uploader).
 */
export const RESTRICTED_UPLOAD_PURPOSES = [
  'chat_images',
  'career_upload',
  'work_upload',
  'evidence_upload',
  'biz_upload',
  'feedUpload',
] as const satisfies readonly UploadPurpose[];

/** The restricted purposes that follow their owner's profile visibility. */
export const PROFILE_DOCUMENT_PURPOSES = [
  'career_upload',
  'work_upload',
  'evidence_upload',
  'biz_upload',
] as const satisfies readonly UploadPurpose[];

export const isRestrictedUploadPurpose = (purpose: string): boolean =>
  (RESTRICTED_UPLOAD_PURPOSES as readonly string[]).includes(purpose);

/**
 * The families of file a purpose takes:
 * - `image`: the spec's image-upload rule (jpeg, jpg, png, gif, webp), re-encoded;
 * - `svg`: vector images, from the spec's general image rule; only where a drawing is expected
 *   (a logo), since an SVG is a document that could carry script and is checked as text;
 * - `document`: the spec's document-upload rule (pdf, ppt(x), doc(x), hwp, hwpx, xls(x), zip).
 */
export type UploadFamily = 'image' | 'svg' | 'document';

/**
 * Pictures of people, backgrounds, posts and chats take photos only. Proof of career, work,
 * evidence, business registration, notes and quests is as often a PDF or office file as a photo
 * or screenshot, so those take both.
 */
export const PURPOSE_FAMILIES: Record<UploadPurpose, readonly UploadFamily[]> = {
  user_image: ['image'],
  user_background: ['image'],
  career_upload: ['image', 'document'],
  work_upload: ['image', 'document'],
  evidence_upload: ['image', 'document'],
  biz_upload: ['image', 'document'],
  feedUpload: ['image'],
  chat_images: ['image'],
  booth_screenshot: ['image'],
  project_logo: ['image', 'svg'],
  noteUpload: ['image', 'document'],
  quest_upload: ['image', 'document'],
};
