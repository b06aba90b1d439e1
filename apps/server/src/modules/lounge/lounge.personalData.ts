import type { Database } from '../../db/client';
import { personalRowsOf } from '../../db/personalRows';
import {
  contentReports,
  magazines,
  notes,
  pollVotes,
  postLikes,
  posts,
  replies,
  replyLikes,
} from './lounge.tables';

/** What a person wrote in the lounge, what they liked and voted, and the reports they filed. */
export const loungeDataOf = (db: Database, userNo: number) =>
  personalRowsOf(db, userNo, {
    posts: { table: posts, column: posts.authorNo },
    replies: { table: replies, column: replies.authorNo },
    magazines: { table: magazines, column: magazines.authorNo },
    notes: { table: notes, column: notes.authorNo },
    pollVotes: { table: pollVotes, column: pollVotes.userNo },
    postLikes: { table: postLikes, column: postLikes.userNo },
    replyLikes: { table: replyLikes, column: replyLikes.userNo },
    reportsFiled: { table: contentReports, column: contentReports.reporterNo },
  });
