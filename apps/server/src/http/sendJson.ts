import type { FastifyReply } from 'fastify';

/**
 * Sends an answer that is already JSON: built from the route's response schema and kept (a cached
 * board, say), so it is neither checked nor serialised again. Fastify passes a string with a JSON
 * content type through untouched. Typed loosely because a route's typed reply only takes the
 * schema's object.
 */
export function sendJson(reply: unknown, json: string): FastifyReply {
  return (reply as FastifyReply).type('application/json; charset=utf-8').send(json);
}
