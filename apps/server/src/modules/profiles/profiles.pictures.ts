import { and, eq } from 'drizzle-orm';
import type { PictureSlot } from '../uploads';
import { profiles } from './profiles.tables';

/** The profile background (profiles.backgroundImg), registered with uploads for user_background. */
export const profileBackgroundSlot: PictureSlot = {
  async replace(tx, ownerNo, url) {
    // Make sure the row exists, then lock it to read the background being replaced: an upsert
    // alone cannot tell us the previous value.
    await tx.insert(profiles).values({ userNo: ownerNo }).onConflictDoNothing({ target: profiles.userNo });
    const [profile] = await tx
      .select({ backgroundImg: profiles.backgroundImg })
      .from(profiles)
      .where(eq(profiles.userNo, ownerNo))
      .for('update');
    await tx
      .update(profiles)
      .set({ backgroundImg: url, updatedAt: new Date() })
      .where(eq(profiles.userNo, ownerNo));
    return profile?.backgroundImg ?? null;
  },

  async clear(tx, ownerNo, url) {
    await tx
      .update(profiles)
      .set({ backgroundImg: null, updatedAt: new Date() })
      .where(and(eq(profiles.userNo, ownerNo), eq(profiles.backgroundImg, url)));
  },
};
