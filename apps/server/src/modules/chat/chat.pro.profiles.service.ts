import type { TProProfile, ZOpenSlotsInput, ZProProfileInput } from '@sidecamp/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/client';
import { recordEvent } from '../../events/outbox';
import { AppError, fieldError } from '../../http/errors';
import { users } from '../auth';
import './chat.events';
import { presentReview, presentSlot, type ReviewRow, type SlotRow } from './chat.presenter';
import type { ChatActor } from './chat.rooms';
import { proOpenSlots, proProfiles } from './chat.tables';

/**
 * The pro side of pro chats (F9.6): a pro's profile and price, the open slots they publish, and the
 * reviews they were given.
 */
export function createProProfilesService(deps: { db: Database; now: () => Date }) {
  const { db, now } = deps;

  /**
   * Creates or changes the caller's offer. A new offer waits for an admin (F18); a rejected one goes
   * back to the queue only with a new headline, so the same offer is not sent round again unchanged.
   */
  async function setProfile(actor: ChatActor, input: z.infer<typeof ZProProfileInput>): Promise<TProProfile> {
    const saved = await db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(proProfiles)
        .where(eq(proProfiles.userNo, actor.no))
        .for('update');
      if (before?.status === 'rejected' && before.headline === input.headline)
        throw fieldError('headline', 'Change your headline to apply again.');
      const reapplying = before?.status === 'rejected';
      const [row] = await tx
        .insert(proProfiles)
        .values({ userNo: actor.no, ...input })
        .onConflictDoUpdate({
          target: proProfiles.userNo,
          set: reapplying
            ? { ...input, status: 'pending', rejectReason: null, reviewedBy: null, reviewedAt: null }
            : input,
        })
        .returning();
      if (!row) throw new Error('pro profile upsert returned no row');
      // The feed announces a person once (U010) when an approved offer goes live; the listener skips
      // a return after a pause. A pending offer is announced when it is approved.
      const live = row.status === 'approved' && input.active && !before?.active;
      if (live) await recordEvent(tx, 'user.becamePro', { userNo: actor.no }, { actorNo: actor.no });
      return row;
    });
    return presentOwnProfile(actor, saved);
  }

  /** The caller's own offer with its review state, or null. */
  async function myProfile(actor: ChatActor): Promise<TProProfile | null> {
    const [row] = await db.select().from(proProfiles).where(eq(proProfiles.userNo, actor.no));
    return row ? presentOwnProfile(actor, row) : null;
  }

  async function listPros(): Promise<TProProfile[]> {
    const rows = await db
      .select({
        userNo: proProfiles.userNo,
        nickname: users.nickname,
        img: users.img,
        headline: proProfiles.headline,
        pricePoints: proProfiles.pricePoints,
        active: proProfiles.active,
        status: proProfiles.status,
      })
      .from(proProfiles)
      .innerJoin(users, eq(users.no, proProfiles.userNo))
      .where(
        and(
          eq(proProfiles.active, true),
          eq(proProfiles.status, 'approved'),
          sql`${users.withdrawnAt} is null`,
        ),
      )
      .orderBy(proProfiles.createdAt)
      .limit(200);
    // A reason is for the applicant alone; listed pros are approved, so there is none to hide.
    return rows.map((row) => ({ ...row, rejectReason: null }));
  }

  async function requirePro(userNo: number) {
    const [pro] = await db.select().from(proProfiles).where(eq(proProfiles.userNo, userNo));
    if (!pro?.active || pro.status !== 'approved')
      throw new AppError('FORBIDDEN', {
        message:
          pro && pro.status !== 'approved'
            ? 'Your pro offer is waiting for approval (or was not approved), so you cannot open slots yet.'
            : 'Only members offering pro chats can do that. Set up your pro profile first.',
      });
    return pro;
  }

  /** load_open_date / load_open_hour: a pro's future slots, each marked when taken. */
  async function slotsOf(proNo: number) {
    const rows = rowsOf<SlotRow>(
      await db.execute(sql`
        select s.id, s.pro_no, s.starts_at, s.ends_at,
               exists (select 1 from pro_reservations r where r.slot_id = s.id and r.status <> 'cancelled') as reserved
          from pro_open_slots s
         where s.pro_no = ${proNo} and s.starts_at > ${now()}
         order by s.starts_at
         limit 200`),
    );
    return rows.map(presentSlot);
  }

  async function publishSlots(actor: ChatActor, input: z.infer<typeof ZOpenSlotsInput>) {
    await requirePro(actor.no);
    const slots = input.slots.map((slot, index) => {
      const startsAt = new Date(slot.startsAt);
      if (startsAt.getTime() <= now().getTime())
        throw fieldError(`slots.${index}.startsAt`, 'Open a slot in the future.');
      return { startsAt, endsAt: new Date(startsAt.getTime() + slot.minutes * 60_000) };
    });
    await db.transaction(async (tx) => {
      for (const [index, slot] of slots.entries()) {
        const overlapping = rowsOf<{ id: number }>(
          await tx.execute(sql`select id from pro_open_slots
            where pro_no = ${actor.no} and starts_at < ${slot.endsAt} and ends_at > ${slot.startsAt} limit 1`),
        );
        if (overlapping.length > 0)
          throw new AppError('CONFLICT', {
            message: `slots.${index}: overlaps a slot you already opened.`,
            details: [{ field: `slots.${index}.startsAt`, message: 'overlaps a slot you already opened' }],
          });
        await tx.insert(proOpenSlots).values({ proNo: actor.no, ...slot });
      }
    });
    return { items: await slotsOf(actor.no) };
  }

  async function removeSlot(actor: ChatActor, slotId: number) {
    const [slot] = await db.select().from(proOpenSlots).where(eq(proOpenSlots.id, slotId));
    if (!slot || slot.proNo !== actor.no)
      throw new AppError('NOT_FOUND', { message: 'There is no such slot of yours.' });
    const [taken] = rowsOf<{ id: number }>(
      await db.execute(
        sql`select id from pro_reservations where slot_id = ${slotId} and status <> 'cancelled' limit 1`,
      ),
    );
    if (taken)
      throw new AppError('CONFLICT', { message: 'Someone reserved this slot; it cannot be removed.' });
    await db.delete(proOpenSlots).where(eq(proOpenSlots.id, slotId));
  }

  async function reviewsOf(proNo: number) {
    const rows = rowsOf<ReviewRow>(
      await db.execute(sql`
        select r.rating, r.body, r.created_at, u.nickname, u.no
          from pro_chat_reviews r join users u on u.no = r.reviewer_no
         where r.reviewee_no = ${proNo}
         order by r.created_at desc limit 50`),
    );
    return { items: rows.map(presentReview) };
  }

  return { setProfile, myProfile, listPros, slotsOf, publishSlots, removeSlot, reviewsOf };
}

function presentOwnProfile(actor: ChatActor, row: typeof proProfiles.$inferSelect): TProProfile {
  return {
    userNo: actor.no,
    nickname: actor.nickname,
    img: actor.img,
    headline: row.headline,
    pricePoints: row.pricePoints,
    active: row.active,
    status: row.status,
    rejectReason: row.rejectReason,
  };
}

export type ProProfilesService = ReturnType<typeof createProProfilesService>;
