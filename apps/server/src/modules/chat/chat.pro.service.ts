import type { Database } from '../../db/client';
import { createProAdminService } from './chat.pro.admin';
import { createProProfilesService } from './chat.pro.profiles.service';
import { createProReservationsService } from './chat.pro.reservations.service';
import type { ChatRealtime } from './chat.realtime.port';

/**
 * Pro chats (F9.6) as one object for their routes and the no-show sweep: the pros' profiles, slots
 * and reviews, and the reservations that open, check in, end and pay for a pro-chat room.
 */
export function createProChatService(deps: { db: Database; realtime: ChatRealtime; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());
  const profiles = createProProfilesService({ db: deps.db, now });
  const admin = createProAdminService({ db: deps.db, now });
  const reservations = createProReservationsService({
    db: deps.db,
    realtime: deps.realtime,
    now,
  });
  return {
    setProfile: profiles.setProfile,
    myProfile: profiles.myProfile,
    applications: admin.list,
    approve: admin.approve,
    reject: admin.reject,
    listPros: profiles.listPros,
    slotsOf: profiles.slotsOf,
    publishSlots: profiles.publishSlots,
    removeSlot: profiles.removeSlot,
    reviewsOf: profiles.reviewsOf,
    reserve: reservations.reserve,
    mine: reservations.mine,
    checkIn: reservations.checkIn,
    sweep: reservations.sweep,
    cancel: reservations.cancel,
    review: reservations.review,
  };
}

export type ProChatService = ReturnType<typeof createProChatService>;
