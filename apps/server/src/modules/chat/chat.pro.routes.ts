import {
  ZAdminProApplication,
  ZAdminProList,
  ZAdminProParams,
  ZAdminProQuery,
  ZMyProProfile,
  ZOpenSlotList,
  ZOpenSlotsInput,
  ZProList,
  ZProParams,
  ZProProfile,
  ZProProfileInput,
  ZProRejectInput,
  ZProReviewInput,
  ZReservation,
  ZReservationList,
  ZReservationParams,
  ZReserveInput,
  ZRowIdParam,
} from '@sidecamp/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminOf, userOf } from '../auth';
import type { ProChatService } from './chat.pro.service';

const tags = ['chat'];

/** Pro chats: pro profiles, open dates and hours, reservations, the start check and reviews. */
export function proChatRoutes(deps: { pro: ProChatService }): FastifyPluginAsyncZod {
  const { pro } = deps;
  return async (app) => {
    const mine = { preHandler: app.requireUser };
    const actorOf = (request: FastifyRequest) => {
      const user = userOf(request);
      return { no: user.no, nickname: user.nickname, img: user.img };
    };

    app.get(
      '/chat/pros',
      {
        schema: {
          tags,
          summary: 'People offering pro chats',
          description: 'Anyone.',
          response: { 200: ZProList },
        },
      },
      async () => ({ items: await pro.listPros() }),
    );
    app.get(
      '/chat/pro/me',
      {
        ...mine,
        schema: {
          tags,
          summary: 'My pro offer and whether an admin approved it',
          description: 'Logged-in users; `profile` is null until they offer pro chats.',
          response: { 200: ZMyProProfile },
        },
      },
      async (request) => ({ profile: await pro.myProfile(actorOf(request)) }),
    );
    app.put(
      '/chat/pro/me',
      {
        ...mine,
        schema: {
          tags,
          summary: 'Offer pro chats (or change the offer)',
          description:
            'Logged-in users; `pricePoints` is held from whoever reserves and paid after the chat. A new offer waits for an admin (`status: pending`); after a rejection it goes back to the queue only with a changed headline (400 naming `headline`).',
          body: ZProProfileInput,
          response: { 200: ZProProfile },
        },
      },
      async (request) => pro.setProfile(actorOf(request), request.body),
    );
    app.get(
      '/chat/pros/:proNo/slots',
      {
        schema: {
          tags,
          summary: "A pro's open dates and hours (load_open_date, load_open_hour)",
          description: 'Anyone; future slots, each marked when reserved.',
          params: ZProParams,
          response: { 200: ZOpenSlotList },
        },
      },
      async (request) => ({ items: await pro.slotsOf(request.params.proNo) }),
    );
    app.get(
      '/chat/pros/:proNo/reviews',
      {
        schema: {
          tags,
          summary: "Reviews of a pro's chats",
          description: 'Anyone.',
          params: ZProParams,
          response: {
            200: z.object({
              items: z.array(
                z.object({
                  rating: z.number(),
                  body: z.string(),
                  createdAt: z.string(),
                  reviewer: z.object({ no: z.number(), nickname: z.string() }),
                }),
              ),
            }),
          },
        },
      },
      async (request) => pro.reviewsOf(request.params.proNo),
    );
    app.post(
      '/chat/pro/slots',
      {
        ...mine,
        schema: {
          tags,
          summary: 'Publish open slots',
          description:
            'Pros only (403 otherwise); each slot starts in the future (400 naming `slots.i.startsAt`) and may not overlap one already open (409).',
          body: ZOpenSlotsInput,
          response: { 201: ZOpenSlotList },
        },
      },
      async (request, reply) => reply.code(201).send(await pro.publishSlots(actorOf(request), request.body)),
    );
    app.delete(
      '/chat/pro/slots/:slotId',
      {
        ...mine,
        schema: {
          tags,
          summary: 'Remove an open slot',
          description: 'The pro who opened it (404 for anyone else); 409 once reserved.',
          params: z.object({ slotId: ZRowIdParam }),
        },
      },
      async (request, reply) => {
        await pro.removeSlot(actorOf(request), request.params.slotId);
        return reply.code(204).send();
      },
    );
    app.post(
      '/chat/pro/reserve',
      {
        ...mine,
        schema: {
          tags,
          summary: 'Reserve a slot (reserve_pro)',
          description:
            'Logged-in users other than the pro (403); 409 when taken, started, or points are short (INSUFFICIENT_POINTS). The pro-chat room opens at the slot.',
          body: ZReserveInput,
          response: { 201: ZReservation },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await pro.reserve(actorOf(request), request.body.slotId)),
    );
    app.get(
      '/chat/pro/reservations',
      {
        ...mine,
        schema: {
          tags,
          summary: 'My reservations, as user or pro',
          description: 'Logged-in users.',
          response: { 200: ZReservationList },
        },
      },
      async (request) => ({ items: await pro.mine(actorOf(request)) }),
    );
    app.post(
      '/chat/pro/reservations/:reservationId/start',
      {
        ...mine,
        schema: {
          tags,
          summary: 'The start check (records attributes.realStart once both sides are in)',
          description:
            'The two sides only (404 for anyone else); 409 before ten minutes ahead of the slot or after it.',
          params: ZReservationParams,
          response: { 200: ZReservation },
        },
      },
      async (request) => pro.checkIn(actorOf(request), request.params.reservationId),
    );
    app.post(
      '/chat/pro/reservations/:reservationId/cancel',
      {
        ...mine,
        schema: {
          tags,
          summary: 'Cancel before the slot (held points go back)',
          description: 'The two sides only (404 otherwise); 409 once started or over.',
          params: ZReservationParams,
          response: { 200: ZReservation },
        },
      },
      async (request) => pro.cancel(actorOf(request), request.params.reservationId),
    );
    app.post(
      '/chat/pro/reservations/:reservationId/review',
      {
        ...mine,
        schema: {
          tags,
          summary: 'Review the other side of a held pro chat',
          description:
            'The two sides only (404 otherwise); once each (409), only after a chat that took place (409).',
          params: ZReservationParams,
          body: ZProReviewInput,
          response: { 200: ZReservation },
        },
      },
      async (request) => pro.review(actorOf(request), request.params.reservationId, request.body),
    );

    app.get(
      '/admin/pros',
      {
        ...mine,
        schema: {
          tags,
          summary: 'Pro applications by status, the queue by default (admins)',
          querystring: ZAdminProQuery,
          response: { 200: ZAdminProList },
        },
      },
      async (request) => {
        adminOf(request, 'read pro applications');
        return { items: await pro.applications(request.query.status) };
      },
    );
    app.post(
      '/admin/pros/:userNo/approve',
      {
        ...mine,
        schema: {
          tags,
          summary: 'Approve a pro application: the pro is listed and bookable (admins; 409 once decided)',
          params: ZAdminProParams,
          response: { 200: ZAdminProApplication },
        },
      },
      async (request) => pro.approve(adminOf(request, 'approve pros'), request.params.userNo),
    );
    app.post(
      '/admin/pros/:userNo/reject',
      {
        ...mine,
        schema: {
          tags,
          summary: 'Reject a pro application with a reason the applicant reads (admins; 409 once decided)',
          params: ZAdminProParams,
          body: ZProRejectInput,
          response: { 200: ZAdminProApplication },
        },
      },
      async (request) =>
        pro.reject(adminOf(request, 'reject pros'), request.params.userNo, request.body.reason),
    );
  };
}
