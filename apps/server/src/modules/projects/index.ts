/**
 * The projects area's public face: what other modules may use. Its services, routes and plugin are
 * composed by app.ts from their own files, so a module that only needs a table or a rule does not
 * load the area's services (and tables importing this face make no cycle through them). The test
 * helpers other areas' tests share (publishedProject, addMember, ...) are in src/test/projects.ts.
 */
import './projects.events';

export {
  assertNotClosed,
  type ProjectAccess,
  type ProjectRow,
  prepareRoleInVisibleProject,
  projectFor,
  recount,
  roleInVisibleProject,
  roleOf,
  uniqueViolation,
  type Viewer,
} from './projects.access';
export { presentCard } from './projects.presenter';
export { listedProjectRows, type PublicNews, publicProjectNews } from './projects.public';
export { type CardRow, cardsQuery, recruitingCondition, selectCards, todayIso } from './projects.queries';
export {
  projectApplications,
  projectBookmarks,
  projectFollows,
  projectInvitations,
  projectMembers,
  projectNews,
  projectPositions,
  projectQuestionReplies,
  projectQuestions,
  projects,
  projectTimeline,
} from './projects.tables';
