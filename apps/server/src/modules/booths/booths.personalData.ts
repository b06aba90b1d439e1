import type { Database } from '../../db/client';
import { personalRowsOf } from '../../db/personalRows';
import {
  boothFollows,
  boothLikes,
  boothMembers,
  boothSupporters,
  boothSupports,
  booths,
} from './booths.tables';

/** Booths a person made or is on the team of, and the ones they liked, follow or support. */
export const boothsDataOf = (db: Database, userNo: number) =>
  personalRowsOf(db, userNo, {
    booths: { table: booths, column: booths.ownerNo },
    teams: { table: boothMembers, column: boothMembers.userNo },
    likes: { table: boothLikes, column: boothLikes.userNo },
    follows: { table: boothFollows, column: boothFollows.userNo },
    supports: { table: boothSupports, column: boothSupports.userNo },
    supporterOf: { table: boothSupporters, column: boothSupporters.userNo },
  });
