import { eq } from 'drizzle-orm';
import type { FileAccessCheck } from '../uploads';
import { profiles } from './profiles.tables';

/**
 * Who besides the owner may fetch a career or proof document (registered with uploads for
 * PROFILE_DOCUMENT_PURPOSES): whoever may see the owner's profile. Public: anyone; members: anyone
 * logged in; only me, or hidden by an admin: nobody else. The same rule as the profile page
 * (assertVisible), so a document never shows more than the profile it proves.
 */
export const mayFetchProfileDocument: FileAccessCheck = async (db, file, viewerNo) => {
  const [profile] = await db
    .select({ visibility: profiles.visibility, hiddenAt: profiles.hiddenAt })
    .from(profiles)
    .where(eq(profiles.userNo, file.ownerNo));
  if (profile?.hiddenAt) return false;
  const visibility = profile?.visibility ?? 'public';
  if (visibility === 'public') return true;
  if (visibility === 'members') return viewerNo !== null;
  return false;
};
