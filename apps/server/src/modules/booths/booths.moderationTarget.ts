import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { ModerationPreview, ModerationTarget } from '../../ports/moderationTargets';
import { users } from '../auth';
import { hideBoothByModerator, restoreBoothByModerator } from './booths.moderated';
import { booths } from './booths.tables';

/** A published booth; hiding it takes it out of the lists and the ranking. */
export const boothModerationTarget: ModerationTarget = {
  type: 'booth',
  authorOfVisible: async (q, id) => {
    const [row] = await q
      .select({ ownerNo: booths.ownerNo })
      .from(booths)
      .where(and(eq(booths.id, id), eq(booths.state, 'published'), isNull(booths.hiddenAt)));
    return row?.ownerNo ?? null;
  },
  setHidden: (tx, id, adminNo) =>
    adminNo === null ? restoreBoothByModerator(tx, id) : hideBoothByModerator(tx, id, adminNo),
  previews: async (q, ids) => {
    const found = new Map<number, ModerationPreview>();
    if (ids.length === 0) return found;
    const rows = await q
      .select({
        id: booths.id,
        name: booths.name,
        tagline: booths.tagline,
        hiddenAt: booths.hiddenAt,
        no: users.no,
        nickname: users.nickname,
      })
      .from(booths)
      .innerJoin(users, eq(users.no, booths.ownerNo))
      .where(inArray(booths.id, ids));
    for (const row of rows)
      found.set(row.id, {
        preview: [row.name, row.tagline]
          .filter((part) => part.trim() !== '')
          .join(' — ')
          .slice(0, 300),
        author: { no: row.no, nickname: row.nickname },
        hidden: row.hiddenAt !== null,
        link: `/booths/${row.id}`,
      });
    return found;
  },
};
