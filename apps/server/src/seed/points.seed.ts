import { randomUUID } from 'node:crypto';
import { PACK_LEDGER_CODES, PRICE_CURRENCY, pointPackByCode, questsForDate } from '@sidecamp/domain';
import { and, asc, eq, isNull, ne } from 'drizzle-orm';
import type { Transaction } from '../db/client';
import { users } from '../modules/auth/auth.tables';
import { creditActivity } from '../modules/points/points.activity';
import { writeEntry } from '../modules/points/points.ledger';
import { claimQuestIn, markQuestDone } from '../modules/points/points.quests';
import { payments } from '../modules/points/points.tables';
import { follows } from '../modules/profiles/profiles.tables';
import { projectMembers, projects } from '../modules/projects/projects.tables';
import { projectTasks } from '../modules/workspace/workspace.tables';
import type { Seeder } from './seeder';

/**
 * Points for the demo community, earned the way the listeners would have credited them (the other
 * seeders write rows directly, without events): sign-up and today's login for everyone, published
 * projects for their leaders, finished tasks, followers; every third person bought the best-seller
 * pack through the sandbox, and every other one claimed today's login quest. Everything goes
 * through the ledger, so balances equal the sum of entries and levels follow experience.
 */
export const pointsSeeder: Seeder = {
  name: 'points',
  run: async (tx: Transaction) => {
    const now = new Date();
    const people = await tx
      .select({ no: users.no })
      .from(users)
      .where(isNull(users.withdrawnAt))
      .orderBy(asc(users.no));
    let entries = 0;
    const count = (written: unknown) => {
      if (written) entries += 1;
    };
    for (const person of people) {
      count(
        await creditActivity(tx, {
          userNo: person.no,
          kind: 'signUp',
          cause: { type: 'user', id: person.no },
          at: now,
        }),
      );
      count(
        await creditActivity(tx, {
          userNo: person.no,
          kind: 'dailyLogin',
          cause: { type: 'login', id: now.toISOString().slice(0, 10) },
          at: now,
        }),
      );
      await markQuestDone(tx, person.no, 'Q1', now);
    }
    const leaders = await tx
      .select({ projectNo: projectMembers.projectNo, userNo: projectMembers.userNo })
      .from(projectMembers)
      .innerJoin(projects, eq(projects.no, projectMembers.projectNo))
      .where(and(eq(projectMembers.role, '01'), ne(projects.stage, '99')));
    for (const leader of leaders) {
      count(
        await creditActivity(tx, {
          userNo: leader.userNo,
          kind: 'project',
          cause: { type: 'project', id: leader.projectNo },
          at: now,
        }),
      );
    }
    const done = await tx
      .select({ id: projectTasks.id, assigneeNo: projectTasks.assigneeNo })
      .from(projectTasks)
      .where(eq(projectTasks.stage, '04'));
    for (const task of done) {
      if (task.assigneeNo === null) continue;
      count(
        await creditActivity(tx, {
          userNo: task.assigneeNo,
          kind: 'task',
          cause: { type: 'task', id: task.id },
          at: now,
        }),
      );
    }
    const followRows = await tx
      .select({ followerNo: follows.followerNo, followeeNo: follows.followeeNo })
      .from(follows);
    for (const follow of followRows) {
      count(
        await creditActivity(tx, {
          userNo: follow.followeeNo,
          kind: 'follow',
          cause: { type: 'follow', id: `${follow.followerNo}:${follow.followeeNo}` },
          at: now,
        }),
      );
    }
    const bestSeller = pointPackByCode('P13');
    let purchases = 0;
    for (const [index, person] of people.entries()) {
      if (bestSeller && index % 3 === 0) {
        const id = randomUUID();
        await tx.insert(payments).values({
          id,
          userNo: person.no,
          provider: 'sandbox',
          providerSessionId: `sbx_seed_${id.replaceAll('-', '')}`,
          kind: 'pack',
          productCode: bestSeller.pointType,
          amountCents: bestSeller.priceCents,
          currency: PRICE_CURRENCY,
          status: 'paid',
          paidAt: now,
        });
        count(
          await writeEntry(tx, {
            userNo: person.no,
            code: PACK_LEDGER_CODES.P13.income,
            points: bestSeller.point,
            label: bestSeller.type,
            cause: { type: 'payment', id },
          }),
        );
        purchases += 1;
      }
      if (index % 2 === 0 && questsForDate(now, 'UTC').includes('Q1')) {
        await claimQuestIn(tx, person.no, 'Q1', now);
        entries += 1;
      }
    }
    return `${entries} ledger entries for ${people.length} people, ${purchases} pack purchases`;
  },
};
