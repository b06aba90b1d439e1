import type { FastifyInstance } from 'fastify';
import { fieldError } from './errors';

/**
 * PostgreSQL text cannot hold the NUL character (U+0000): a string with one fails in the database
 * (`invalid byte sequence for encoding "UTF8": 0x00`), whichever column it was meant for. No
 * real input contains it, so every path parameter, query and JSON body is checked once here,
 * before the route's own validation, and such a request is refused with a 400 naming the field.
 */
export function installInputChecks(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const field = nulFieldIn(request.params) ?? nulFieldIn(request.query) ?? nulFieldIn(request.body);
    if (field !== undefined) throw fieldError(field || 'body', 'must not contain the NUL character');
  });
}

/**
 * Parsed JSON and query strings only (a query object's prototype is an empty object without one
 * of its own); multipart parts, buffers and streams are not walked.
 */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null || Object.getPrototypeOf(prototype) === null;
}

/** The path of the first string (or key) holding U+0000, walking without recursion (bodies nest deep). */
export function nulFieldIn(value: unknown): string | undefined {
  const stack: [unknown, string][] = [[value, '']];
  while (stack.length > 0) {
    const [current, path] = stack.pop() as [unknown, string];
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return path;
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => {
        stack.push([item, path ? `${path}.${index}` : String(index)]);
      });
    } else if (isPlainObject(current)) {
      for (const [key, item] of Object.entries(current)) {
        const at = path ? `${path}.${key}` : key;
        if (key.includes('\u0000')) return at;
        stack.push([item, at]);
      }
    }
  }
  return undefined;
}
