import { INDUSTRIES, SERVICE_CATEGORIES, type ServiceCategoryCode } from '@sidecamp/domain';
import { and, asc, desc, eq, inArray, isNotNull, isNull, ne } from 'drizzle-orm';
import type { Transaction } from '../db/client';
import { recordEvent } from '../events/outbox';
import { AppError } from '../http/errors';
import { users } from '../modules/auth/auth.tables';
import { closeBoothWeeks, recomputeBoothWeek } from '../modules/booths/booths.ranking';
import {
  boothFollows,
  boothLikes,
  boothMembers,
  boothSupporters,
  boothSupports,
  booths,
} from '../modules/booths/booths.tables';
import { accountOf, writeEntry } from '../modules/points/points.ledger';
import { projectMembers, projects } from '../modules/projects/projects.tables';
import { seedBoothScreenshots } from './boothScreenshots.seed';
import type { Seeder } from './seeder';

const BOOTHS_WANTED = 12;
const DAY_MS = 86_400_000;

/**
 * Booths for the demo community: the most advanced published projects launched one each, spread
 * over the last five weeks, with likes, follows and support from people outside their teams. Support
 * goes through the ledger (D31) from balances the points seeder credited, so wallets add up; a
 * person whose balance is short simply gives nothing.
 */
export const boothsSeeder: Seeder = {
  name: 'booths',
  run: async (tx: Transaction, context) => {
    const launched = await tx
      .select()
      .from(projects)
      .where(and(isNotNull(projects.publishedAt), ne(projects.stage, '00')))
      .orderBy(desc(projects.stage), asc(projects.no))
      .limit(BOOTHS_WANTED);
    const chosen = launched;
    const people = await tx
      .select({ no: users.no })
      .from(users)
      .where(isNull(users.withdrawnAt))
      .orderBy(asc(users.no));
    if (chosen.length === 0 || people.length < 4) return 'skipped (no published projects)';
    const now = Date.now();
    const counts = { booths: 0, screenshots: 0, likes: 0, follows: 0, supports: 0 };

    for (const [index, project] of chosen.entries()) {
      const team = await tx
        .select({ userNo: projectMembers.userNo, role: projectMembers.role })
        .from(projectMembers)
        .where(eq(projectMembers.projectNo, project.no));
      const leaderNo = team.find((member) => member.role === '01')?.userNo;
      if (leaderNo === undefined) continue;
      const teamNos = new Set(team.map((member) => member.userNo));
      const publishedAt = new Date(now - (index * 3 + 1) * DAY_MS);
      const category: ServiceCategoryCode = SERVICE_CATEGORIES.isCode(project.serviceCategory)
        ? project.serviceCategory
        : (SERVICE_CATEGORIES.codes[index % (SERVICE_CATEGORIES.codes.length - 1)] ?? '23');
      const industry = INDUSTRIES.isCode(project.industry) ? project.industry : '01';
      const [booth] = await tx
        .insert(booths)
        .values({
          projectNo: project.no,
          ownerNo: leaderNo,
          name: project.name,
          tagline: project.summary.slice(0, 120),
          intro: project.description,
          description: '',
          platforms: project.platforms,
          serviceCategory: category,
          industry,
          launchDate: publishedAt.toISOString().slice(0, 10),
          state: 'published',
          publishedAt,
          createdAt: publishedAt,
          updatedAt: publishedAt,
        })
        .returning({ id: booths.id });
      if (!booth) continue;
      counts.booths += 1;
      if (context.storage) {
        const screenshots = await seedBoothScreenshots(tx, context.storage, {
          ownerNo: leaderNo,
          name: project.name,
          tagline: project.summary,
          index,
        });
        await tx.update(booths).set({ screenshots }).where(eq(booths.id, booth.id));
        counts.screenshots += screenshots.length;
      }
      // The lounge introduces it (B001) when the server's event dispatcher delivers this.
      await recordEvent(
        tx,
        'booth.published',
        { boothId: booth.id, ownerNo: leaderNo, projectNo: project.no },
        { actorNo: leaderNo },
      );
      await tx.insert(boothMembers).values(
        [...teamNos].map((userNo) => ({
          boothId: booth.id,
          userNo,
          role: userNo === leaderNo ? 'owner' : 'member',
          createdAt: publishedAt,
        })),
      );
      // Earlier booths have had more time to gather people; who comes is fixed by the indexes.
      const visitors = people.filter((person) => !teamNos.has(person.no));
      const likers = visitors.filter((_, at) => (at + index) % 3 !== 0).slice(0, 14 - index);
      const followers = visitors.filter((_, at) => (at + index) % 4 === 0);
      const supporters = visitors.filter((_, at) => (at + index) % 5 === 1).slice(0, 4);
      for (const [at, person] of likers.entries())
        await tx.insert(boothLikes).values({
          boothId: booth.id,
          userNo: person.no,
          createdAt: new Date(publishedAt.getTime() + (at + 1) * 3_600_000),
        });
      for (const person of followers)
        await tx
          .insert(boothFollows)
          .values({ boothId: booth.id, userNo: person.no, createdAt: publishedAt });
      let supportPoints = 0;
      let supporterCount = 0;
      for (const [at, person] of supporters.entries()) {
        const points = 1 + ((at + index) % 3);
        if ((await accountOf(tx, person.no)).balance < points) continue;
        try {
          await writeEntry(tx, {
            userNo: person.no,
            code: 'D31',
            points,
            cause: { type: 'booth_support', id: `${booth.id}:seed-${person.no}` },
          });
        } catch (error) {
          if (error instanceof AppError) continue;
          throw error;
        }
        const given = new Date(publishedAt.getTime() + (at + 2) * 7_200_000);
        await tx.insert(boothSupports).values({
          boothId: booth.id,
          userNo: person.no,
          points,
          message: at === 0 ? 'Love where this is going.' : '',
          createdAt: given,
        });
        await tx
          .insert(boothSupporters)
          .values({ boothId: booth.id, userNo: person.no, points, times: 1, lastAt: given });
        supportPoints += points;
        supporterCount += 1;
      }
      await tx
        .update(booths)
        .set({ likeCount: likers.length, followCount: followers.length, supportPoints, supporterCount })
        .where(inArray(booths.id, [booth.id]));
      counts.likes += likers.length;
      counts.follows += followers.length;
      counts.supports += supporterCount;
    }
    // The ranking as the listener and the weekly job would have kept it: this week and the three
    // before counted, the finished weeks closed (two or more closed weeks of rankings).
    const seeded = await tx.select({ id: booths.id }).from(booths);
    for (let weeksAgo = 3; weeksAgo >= 0; weeksAgo -= 1)
      for (const { id } of seeded) await recomputeBoothWeek(tx, id, new Date(now - weeksAgo * 7 * DAY_MS));
    const { closed } = await closeBoothWeeks(tx, new Date(now));
    return `${counts.booths} booths (${counts.screenshots} generated screenshots), ${counts.likes} likes, ${counts.follows} follows, ${counts.supports} supports, ${closed.length} ranking weeks closed`;
  },
};
