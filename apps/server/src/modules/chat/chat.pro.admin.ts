import type { ProStatus, TAdminProApplication } from '@sidecamp/domain';
import { asc, desc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { recordEvent } from '../../events/outbox';
import { AppError } from '../../http/errors';
import { recordAdminAction } from '../admin';
import { type AuthUser, users } from '../auth';
import './chat.events';
import { proProfiles } from './chat.tables';

const reviewers = alias(users, 'reviewers');

/**
 * Pro applications (F18): an offer to run paid pro chats waits until an admin approves it (it is
 * then listed, bookable and announced) or rejects it with a reason the applicant reads. Each
 * application is decided once; a rejected person applies again by changing their headline.
 */
export function createProAdminService(deps: { db: Database; now: () => Date }) {
  const { db, now } = deps;

  async function select(where: SQL, order: SQL | ReturnType<typeof asc>): Promise<TAdminProApplication[]> {
    const rows = await db
      .select({ pro: proProfiles, nickname: users.nickname, img: users.img, reviewer: reviewers.nickname })
      .from(proProfiles)
      .innerJoin(users, eq(users.no, proProfiles.userNo))
      .leftJoin(reviewers, eq(reviewers.no, proProfiles.reviewedBy))
      .where(where)
      .orderBy(order)
      .limit(200);
    return rows.map(({ pro, nickname, img, reviewer }) => ({
      userNo: pro.userNo,
      nickname,
      img,
      headline: pro.headline,
      pricePoints: pro.pricePoints,
      active: pro.active,
      status: pro.status,
      rejectReason: pro.rejectReason,
      createdAt: pro.createdAt.toISOString(),
      reviewedAt: pro.reviewedAt?.toISOString() ?? null,
      reviewer:
        pro.reviewedBy === null ? null : { no: pro.reviewedBy, nickname: reviewer ?? `#${pro.reviewedBy}` },
    }));
  }

  /** The queue oldest first (first come, first served); decisions newest first. */
  const list = (status: ProStatus) =>
    select(
      eq(proProfiles.status, status),
      status === 'pending' ? asc(proProfiles.createdAt) : desc(proProfiles.reviewedAt),
    );

  async function decide(
    admin: AuthUser,
    userNo: number,
    decision: { approve: true } | { approve: false; reason: string },
  ): Promise<TAdminProApplication> {
    await db.transaction(async (tx) => {
      const [pro] = await tx.select().from(proProfiles).where(eq(proProfiles.userNo, userNo)).for('update');
      if (!pro) throw new AppError('NOT_FOUND', { message: 'This person has no pro application.' });
      if (pro.status !== 'pending')
        throw new AppError('CONFLICT', {
          message:
            pro.status === 'approved'
              ? 'This pro application was already approved.'
              : 'This pro application was already rejected.',
        });
      const reason = decision.approve ? null : decision.reason;
      await tx
        .update(proProfiles)
        .set({
          status: decision.approve ? 'approved' : 'rejected',
          reviewedBy: admin.no,
          reviewedAt: now(),
          rejectReason: reason,
        })
        .where(eq(proProfiles.userNo, userNo));
      await recordEvent(
        tx,
        'pro.reviewed',
        { userNo, adminNo: admin.no, approved: decision.approve, reason },
        { actorNo: admin.no },
      );
      // The feed announces a new pro once they are approved and their offer is on (U010).
      if (decision.approve && pro.active)
        await recordEvent(tx, 'user.becamePro', { userNo }, { actorNo: userNo });
      await recordAdminAction(tx, {
        adminNo: admin.no,
        action: decision.approve ? 'pro.approve' : 'pro.reject',
        targetType: 'pro',
        targetId: userNo,
        reason,
        detail: { headline: pro.headline, pricePoints: pro.pricePoints },
      });
    });
    const [decided] = await select(eq(proProfiles.userNo, userNo), asc(proProfiles.userNo));
    if (!decided) throw new Error('decided pro application not found');
    return decided;
  }

  return {
    list,
    approve: (admin: AuthUser, userNo: number) => decide(admin, userNo, { approve: true }),
    reject: (admin: AuthUser, userNo: number, reason: string) =>
      decide(admin, userNo, { approve: false, reason }),
  };
}

export type ProAdminService = ReturnType<typeof createProAdminService>;
