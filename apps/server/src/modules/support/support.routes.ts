import {
  ZAnswerInput,
  ZAsk,
  ZAskInput,
  ZAskList,
  ZAskQueueQuery,
  ZFeedbackInput,
  ZFeedbackReceipt,
  ZNotice,
  ZNoticeInput,
  ZNoticeListQuery,
  ZNoticePage,
  ZNoticePatch,
  ZSupportIdParams,
} from '@sidecamp/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminOf, userOf } from '../auth';
import type { AskService } from './support.asks';
import type { NoticeService } from './support.notices';
import type { SupportService } from './support.service';

export function supportRoutes(deps: {
  support: SupportService;
  notices: NoticeService;
  asks: AskService;
  rateLimitPerMinute: number;
}): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['support'];
    const signedIn = { preHandler: app.requireUser };

    app.post(
      '/support/feedback',
      {
        // Open to visitors, so it is rate-limited like the other anonymous writes.
        config: { rateLimit: { max: deps.rateLimitPerMinute, timeWindow: '1 minute' } },
        schema: {
          tags,
          summary: 'Send feedback (collaboration request, feature suggestion, bug report, compliment)',
          body: ZFeedbackInput,
          response: { 201: ZFeedbackReceipt },
        },
      },
      async (request, reply) => {
        const session = await app.resolveRequestSession(request);
        const sender = session.status === 'active' ? session.user : undefined;
        return reply.code(201).send(await deps.support.sendFeedback(sender, request.body));
      },
    );

    app.get(
      '/support/notices',
      {
        schema: {
          tags,
          summary: 'Published notices, newest first (anyone); `important=true` for the banner',
          querystring: ZNoticeListQuery,
          response: { 200: ZNoticePage },
        },
      },
      async (request) => {
        const session = await app.resolveRequestSession(request);
        return deps.notices.list(request.query, session.status === 'active' && session.user.role === 'admin');
      },
    );
    app.post(
      '/support/notices',
      {
        ...signedIn,
        schema: {
          tags,
          summary: 'Publish a notice (admins; 403 for members)',
          body: ZNoticeInput,
          response: { 201: ZNotice },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await deps.notices.create(adminOf(request, 'publish notices'), request.body)),
    );
    app.patch(
      '/support/notices/:id',
      {
        ...signedIn,
        schema: {
          tags,
          summary: 'Change a notice (admins)',
          params: ZSupportIdParams,
          body: ZNoticePatch,
          response: { 200: ZNotice },
        },
      },
      async (request) => {
        return deps.notices.update(adminOf(request, 'change notices'), request.params.id, request.body);
      },
    );
    app.delete(
      '/support/notices/:id',
      { ...signedIn, schema: { tags, summary: 'Delete a notice (admins)', params: ZSupportIdParams } },
      async (request, reply) => {
        await deps.notices.remove(adminOf(request, 'delete notices'), request.params.id);
        return reply.code(204).send();
      },
    );

    app.post(
      '/support/asks',
      {
        ...signedIn,
        schema: {
          tags,
          summary: 'Ask support a question (signed in; 5 a minute)',
          body: ZAskInput,
          response: { 201: ZAsk },
        },
      },
      async (request, reply) => reply.code(201).send(await deps.asks.ask(userOf(request), request.body)),
    );
    app.get(
      '/support/asks/mine',
      {
        ...signedIn,
        schema: { tags, summary: 'My questions and their answers', response: { 200: ZAskList } },
      },
      async (request) => deps.asks.mine(userOf(request)),
    );
    app.get(
      '/support/asks',
      {
        ...signedIn,
        schema: {
          tags,
          summary: 'The questions queue (admins): open ones oldest first, or answered ones',
          querystring: ZAskQueueQuery,
          response: { 200: ZAskList },
        },
      },
      async (request) => {
        adminOf(request, 'read the questions queue');
        return deps.asks.queue(request.query.state);
      },
    );
    app.get(
      '/support/asks/:id',
      {
        ...signedIn,
        schema: {
          tags,
          summary: "One question (its asker's or an admin's; 404 for anyone else)",
          params: ZSupportIdParams,
          response: { 200: ZAsk },
        },
      },
      async (request) => deps.asks.get(userOf(request), request.params.id),
    );
    app.post(
      '/support/asks/:id/answer',
      {
        ...signedIn,
        schema: {
          tags,
          summary: 'Answer a question (admins): the asker gets a notification and an e-mail',
          params: ZSupportIdParams,
          body: ZAnswerInput,
          response: { 200: ZAsk },
        },
      },
      async (request) =>
        deps.asks.answer(adminOf(request, 'answer questions'), request.params.id, request.body.body),
    );
  };
}
