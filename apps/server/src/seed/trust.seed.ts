import { utcDay } from '@sidecamp/domain';
import { and, asc, eq, isNotNull, isNull, ne } from 'drizzle-orm';
import type { Transaction } from '../db/client';
import { users, userVisitDays } from '../modules/auth/auth.tables';
import { posts, replies } from '../modules/lounge/lounge.tables';
import { trustMarks } from '../modules/points/points.trust.tables';
import { userReviews } from '../modules/profiles/profiles.tables';
import { projectTasks } from '../modules/workspace/workspace.tables';
import type { Seeder } from './seeder';

const DAY_MS = 86_400_000;
/** Share of the days since joining on which a demo person came by, in turn: regulars to drop-ins. */
const VISIT_SHARES = [0.6, 0.4, 0.25, 0.1] as const;

/**
 * What trust levels count (F10.1) for the demo community, which the other seeders write as rows
 * without events: days visited (a share of each person's days since joining, spread evenly), and
 * the replies, finished tasks and reviews the listeners would have marked. Levels then follow from
 * the data, so the demo shows New, Basic, Member and Regular people side by side.
 */
export const trustSeeder: Seeder = {
  name: 'trust',
  run: async (tx: Transaction) => {
    const now = Date.now();
    const people = await tx
      .select({ no: users.no, createdAt: users.createdAt })
      .from(users)
      .where(isNull(users.withdrawnAt))
      .orderBy(asc(users.no));
    const visits = people.flatMap((person, index) => {
      const daysSinceJoining = Math.floor((now - person.createdAt.getTime()) / DAY_MS) + 1;
      const count = Math.max(1, Math.round(daysSinceJoining * VISIT_SHARES[index % VISIT_SHARES.length]!));
      const step = daysSinceJoining / count;
      return Array.from({ length: count }, (_, visit) => ({
        userNo: person.no,
        day: utcDay(new Date(now - Math.floor(visit * step) * DAY_MS)),
      }));
    });
    if (visits.length > 0) await tx.insert(userVisitDays).values(visits).onConflictDoNothing();

    const repliesReceived = await tx
      .select({ ref: replies.id, userNo: posts.authorNo, at: replies.createdAt })
      .from(replies)
      .innerJoin(posts, eq(posts.id, replies.postId))
      .where(ne(replies.authorNo, posts.authorNo));
    const tasksDone = await tx
      .select({ ref: projectTasks.id, userNo: projectTasks.completedByNo, at: projectTasks.completedAt })
      .from(projectTasks)
      .where(and(eq(projectTasks.stage, '04'), isNotNull(projectTasks.completedByNo)));
    const reviews = await tx
      .select({
        reviewerNo: userReviews.reviewerNo,
        userNo: userReviews.revieweeNo,
        at: userReviews.createdAt,
      })
      .from(userReviews);
    const marks = [
      ...repliesReceived.map((row) => ({
        kind: 'replyReceived',
        ref: String(row.ref),
        userNo: row.userNo,
        at: row.at,
      })),
      ...tasksDone.flatMap((row) =>
        row.userNo === null
          ? []
          : [
              {
                kind: 'taskCompleted',
                ref: String(row.ref),
                userNo: row.userNo,
                at: row.at ?? new Date(now),
              },
            ],
      ),
      ...reviews.map((row) => ({
        kind: 'reviewReceived',
        ref: `${row.reviewerNo}:${row.userNo}`,
        userNo: row.userNo,
        at: row.at,
      })),
    ];
    if (marks.length > 0) await tx.insert(trustMarks).values(marks).onConflictDoNothing();
    return `${visits.length} visit days, ${marks.length} trust marks for ${people.length} people`;
  },
};
