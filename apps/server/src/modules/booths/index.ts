// The booths module's public face: what other modules may use. Everything else in the folder is private.
import './booths.events';

export { assertBoothTeam } from './booths.access';
export {
  type ClosedRankingWeek,
  closedRankingWeeks,
  listedBoothRows,
  newestListedBooths,
  type PublicBooth,
} from './booths.public';
export {
  boothFollows,
  boothLikes,
  boothMembers,
  boothSupporters,
  boothSupports,
  booths,
} from './booths.tables';
