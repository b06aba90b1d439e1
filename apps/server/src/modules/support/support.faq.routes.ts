import { ZFaqEntry, ZFaqIdParams, ZFaqInput, ZFaqList, ZFaqMoveInput, ZFaqPatch } from '@sidecamp/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminOf } from '../auth';
import type { FaqService } from './support.faq';

/**
 * Public FAQ reading and the admins' FAQ management (F16.1, F18). The writes draw on the general
 * per-person write limit (http/writeLimits.ts) like every other write under /api.
 */
export function faqRoutes(deps: { faq: FaqService }): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['support'];
    const signedIn = { preHandler: app.requireUser };

    app.get(
      '/support/faq',
      { schema: { tags, summary: 'The published FAQ in order (anyone)', response: { 200: ZFaqList } } },
      async (_request, reply) => {
        // Shared by every visitor and changed rarely: a minute of caching is harmless.
        reply.header('cache-control', 'public, max-age=60');
        return { items: await deps.faq.published() };
      },
    );

    app.get(
      '/admin/faq',
      {
        ...signedIn,
        schema: {
          tags,
          summary: 'Every FAQ entry, published or not, in order (admins)',
          response: { 200: ZFaqList },
        },
      },
      async (request) => {
        adminOf(request, 'manage the FAQ');
        return { items: await deps.faq.all() };
      },
    );
    app.post(
      '/admin/faq',
      {
        ...signedIn,
        schema: {
          tags,
          summary: 'Add a FAQ entry at the end (admins)',
          body: ZFaqInput,
          response: { 201: ZFaqEntry },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await deps.faq.create(adminOf(request, 'manage the FAQ'), request.body)),
    );
    app.patch(
      '/admin/faq/:id',
      {
        ...signedIn,
        schema: {
          tags,
          summary: 'Change, publish or unpublish a FAQ entry (admins)',
          params: ZFaqIdParams,
          body: ZFaqPatch,
          response: { 200: ZFaqEntry },
        },
      },
      async (request) => deps.faq.update(adminOf(request, 'manage the FAQ'), request.params.id, request.body),
    );
    app.post(
      '/admin/faq/:id/move',
      {
        ...signedIn,
        schema: {
          tags,
          summary: 'Move a FAQ entry one place up or down (admins; 409 past either end)',
          params: ZFaqIdParams,
          body: ZFaqMoveInput,
          response: { 200: ZFaqList },
        },
      },
      async (request) => ({
        items: await deps.faq.move(
          adminOf(request, 'manage the FAQ'),
          request.params.id,
          request.body.direction,
        ),
      }),
    );
    app.delete(
      '/admin/faq/:id',
      {
        ...signedIn,
        schema: { tags, summary: 'Delete a FAQ entry (admins)', params: ZFaqIdParams },
      },
      async (request, reply) => {
        await deps.faq.remove(adminOf(request, 'manage the FAQ'), request.params.id);
        return reply.code(204).send();
      },
    );
  };
}
