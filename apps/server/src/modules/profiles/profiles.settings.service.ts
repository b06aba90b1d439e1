import type { TSettings, ZSettingsUpdate } from '@sidecamp/domain';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import type { AuthUser } from '../auth';
import { socialAccounts } from '../auth';
import { presentSettings } from './profiles.presenter';
import { notificationPreferences, profiles } from './profiles.tables';

/** Settings (its own feature on the web): the account at a glance, notification choices, privacy. */
export function createSettingsService(deps: { db: Database }) {
  const { db } = deps;

  return {
    async settings(user: AuthUser): Promise<TSettings> {
      const [stored, social, profile] = await Promise.all([
        db.select().from(notificationPreferences).where(eq(notificationPreferences.userNo, user.no)),
        db
          .select({ provider: socialAccounts.provider })
          .from(socialAccounts)
          .where(eq(socialAccounts.userNo, user.no)),
        db.select({ visibility: profiles.visibility }).from(profiles).where(eq(profiles.userNo, user.no)),
      ]);
      return presentSettings(
        user,
        stored,
        social.map((row) => row.provider),
        profile[0]?.visibility,
      );
    },

    async updateSettings(user: AuthUser, input: z.infer<typeof ZSettingsUpdate>) {
      await db.transaction(async (tx) => {
        for (const preference of input.notifications ?? []) {
          await tx
            .insert(notificationPreferences)
            .values({ userNo: user.no, ...preference })
            .onConflictDoUpdate({
              target: [
                notificationPreferences.userNo,
                notificationPreferences.kind,
                notificationPreferences.channel,
              ],
              set: { enabled: preference.enabled },
            });
        }
        if (input.privacy) {
          await tx
            .insert(profiles)
            .values({ userNo: user.no, visibility: input.privacy.visibility })
            .onConflictDoUpdate({
              target: profiles.userNo,
              set: { visibility: input.privacy.visibility, updatedAt: sql`now()` },
            });
        }
      });
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
