import type { Database } from '../../db/client';
import { personalRowsOf } from '../../db/personalRows';
import {
  projectApplications,
  projectBookmarks,
  projectFollows,
  projectInvitations,
  projectMembers,
  projectNews,
  projectQuestionReplies,
  projectQuestions,
} from './projects.tables';

/** A person's project memberships, applications, invitations, follows, bookmarks, Q&A and news. */
export const projectsDataOf = (db: Database, userNo: number) =>
  personalRowsOf(db, userNo, {
    memberships: { table: projectMembers, column: projectMembers.userNo },
    applications: { table: projectApplications, column: projectApplications.applicantNo },
    invitations: { table: projectInvitations, column: projectInvitations.inviteeNo },
    follows: { table: projectFollows, column: projectFollows.userNo },
    bookmarks: { table: projectBookmarks, column: projectBookmarks.userNo },
    questions: { table: projectQuestions, column: projectQuestions.authorNo },
    questionReplies: { table: projectQuestionReplies, column: projectQuestionReplies.authorNo },
    news: { table: projectNews, column: projectNews.authorNo },
  });
