import {
  ZCursorQuery,
  ZNews,
  ZNewsInput,
  ZNewsPage,
  ZProjectNoParams,
  ZQnaBody,
  ZQnaPage,
  ZQnaQuestion,
  ZQuestionParams,
  ZReplyParams,
  ZTimelinePage,
} from '@sidecamp/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userOf } from '../auth';
import type { QnaService } from './projects.qna';
import { WHO } from './projects.routes';

/** Q&A, timeline and news of a project view (F4.6). */
export function projectQnaRoutes(deps: { qna: QnaService }): FastifyPluginAsyncZod {
  const { qna } = deps;
  return async (app) => {
    const viewerOf = app.viewerOf;
    const mine = { preHandler: app.requireUser };
    const tags = ['project q&a and news'];

    app.get(
      '/projects/:no/questions',
      {
        schema: {
          tags,
          summary: 'Questions with their replies, newest first',
          description: WHO.anyone,
          params: ZProjectNoParams,
          querystring: ZCursorQuery,
          response: { 200: ZQnaPage },
        },
      },
      async (request) => qna.questions(request.params.no, await viewerOf(request), request.query),
    );

    app.post(
      '/projects/:no/questions',
      {
        ...mine,
        schema: {
          tags,
          summary: 'Ask a question',
          description: WHO.loggedIn,
          params: ZProjectNoParams,
          body: ZQnaBody,
          response: { 201: ZQnaQuestion },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await qna.ask(userOf(request), request.params.no, request.body.body)),
    );

    app.patch(
      '/projects/:no/questions/:questionId',
      {
        ...mine,
        schema: {
          tags,
          summary: 'Edit my question',
          description: 'The author only (403 for others).',
          params: ZQuestionParams,
          body: ZQnaBody,
          response: { 200: ZQnaQuestion },
        },
      },
      async (request) =>
        qna.editQuestion(userOf(request), request.params.no, request.params.questionId, request.body.body),
    );

    app.delete(
      '/projects/:no/questions/:questionId',
      {
        ...mine,
        schema: {
          tags,
          summary: 'Delete a question',
          description: 'The author or the project leader (403 for others).',
          params: ZQuestionParams,
        },
      },
      async (request, reply) => {
        await qna.deleteQuestion(userOf(request), request.params.no, request.params.questionId);
        return reply.code(204).send();
      },
    );

    app.post(
      '/projects/:no/questions/:questionId/replies',
      {
        ...mine,
        schema: {
          tags,
          summary: 'Reply to a question',
          description: 'The project leader and members (403 for others).',
          params: ZQuestionParams,
          body: ZQnaBody,
          response: { 201: ZQnaQuestion },
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(
            await qna.reply(userOf(request), request.params.no, request.params.questionId, request.body.body),
          ),
    );

    app.patch(
      '/projects/:no/questions/:questionId/replies/:replyId',
      {
        ...mine,
        schema: {
          tags,
          summary: 'Edit my reply',
          description: 'The author only (403 for others).',
          params: ZReplyParams,
          body: ZQnaBody,
          response: { 200: ZQnaQuestion },
        },
      },
      async (request) =>
        qna.editReply(
          userOf(request),
          request.params.no,
          request.params.questionId,
          request.params.replyId,
          request.body.body,
        ),
    );

    app.get(
      '/projects/:no/timeline',
      {
        schema: {
          tags,
          summary: "The project's timeline, newest first",
          description: `Created, published, stage changes, positions, members joined and left, leader changes, news. ${WHO.anyone}`,
          params: ZProjectNoParams,
          querystring: ZCursorQuery,
          response: { 200: ZTimelinePage },
        },
      },
      async (request) => qna.timeline(request.params.no, await viewerOf(request), request.query),
    );

    app.get(
      '/projects/:no/news',
      {
        schema: {
          tags,
          summary: "The project's news for followers",
          description: WHO.anyone,
          params: ZProjectNoParams,
          querystring: ZCursorQuery,
          response: { 200: ZNewsPage },
        },
      },
      async (request) => qna.news(request.params.no, await viewerOf(request), request.query),
    );

    app.post(
      '/projects/:no/news',
      {
        ...mine,
        schema: {
          tags,
          summary: 'Send news to followers',
          description: `${WHO.leader} Stored as a news item and on the timeline; notifications follow when the alarm centre lands.`,
          params: ZProjectNoParams,
          body: ZNewsInput,
          response: { 201: ZNews },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await qna.sendNews(userOf(request), request.params.no, request.body)),
    );
  };
}
