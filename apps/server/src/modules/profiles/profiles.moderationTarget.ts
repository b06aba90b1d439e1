import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { ModerationPreview, ModerationTarget } from '../../ports/moderationTargets';
import { users } from '../auth';
import { hideProfileByModerator, restoreProfileByModerator } from './profiles.moderated';
import { profiles } from './profiles.tables';

/** A person's profile (its id is their user number); a withdrawn person has none to report. */
export const profileModerationTarget: ModerationTarget = {
  type: 'profile',
  authorOfVisible: async (q, id) => {
    const [row] = await q
      .select({ no: users.no })
      .from(users)
      .where(and(eq(users.no, id), isNull(users.withdrawnAt)));
    return row?.no ?? null;
  },
  setHidden: (tx, id, adminNo) =>
    adminNo === null ? restoreProfileByModerator(tx, id) : hideProfileByModerator(tx, id, adminNo),
  previews: async (q, ids) => {
    const found = new Map<number, ModerationPreview>();
    if (ids.length === 0) return found;
    const rows = await q
      .select({
        no: users.no,
        nickname: users.nickname,
        introduction: users.introduction,
        hiddenAt: profiles.hiddenAt,
      })
      .from(users)
      .leftJoin(profiles, eq(profiles.userNo, users.no))
      .where(inArray(users.no, ids));
    for (const row of rows)
      found.set(row.no, {
        preview: [row.nickname, row.introduction ?? '']
          .filter((part) => part.trim() !== '')
          .join(' — ')
          .slice(0, 300),
        author: { no: row.no, nickname: row.nickname },
        hidden: row.hiddenAt !== null,
        link: `/u/${row.no}`,
      });
    return found;
  },
};
