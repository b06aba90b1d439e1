import type { FastifyRequest } from 'fastify';
import { userOf } from '../auth';
import type { ChatActor } from './chat.rooms';

export const tags = ['chat'];

export const WHO = {
  participant:
    'Participants of the room: 401 when logged out, 404 for a room you are not in (403 if you were banned).',
  host: "The room's host only: 401 when logged out, 403 for other participants, 404 for a room you are not in.",
} as const;

/** The logged-in caller as the chat services take them. */
export function actorOf(request: FastifyRequest): ChatActor {
  const user = userOf(request);
  return { no: user.no, nickname: user.nickname, img: user.img };
}
