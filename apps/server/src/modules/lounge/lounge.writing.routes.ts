import {
  ZMagazine,
  ZMagazineCreate,
  ZMagazineLinkClick,
  ZMagazinePage,
  ZMagazineQuery,
  ZMagazineQuestReport,
  ZMagazineReadReport,
  ZNote,
  ZNoteCreate,
  ZNotePage,
  ZNoteQuery,
  ZPostIdParams,
} from '@sidecamp/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userOf } from '../auth';
import type { WritingService } from './lounge.writing';

const tags = ['lounge'];

export function writingRoutes(deps: { writing: WritingService }): FastifyPluginAsyncZod {
  const { writing } = deps;
  return async (app) => {
    const viewerOf = app.viewerOf;
    const mine = { preHandler: app.requireUser };

    app.get(
      '/magazines',
      {
        schema: {
          tags,
          summary: 'Magazines',
          description:
            'Newest first, by scope (S001 user, S003 project, S004 booth), project or author. Anyone.',
          querystring: ZMagazineQuery,
          response: { 200: ZMagazinePage },
        },
      },
      async (request) => writing.listMagazines(await viewerOf(request), request.query),
    );
    app.post(
      '/magazines',
      {
        ...mine,
        schema: {
          tags,
          summary: 'Publish a magazine',
          description:
            'Logged-in users (401). S003 needs `projectNo` and project membership (403 otherwise); S004 needs `boothId` and the team of that booth (403 otherwise; 409 while the booth is a draft). The feed announces it (S001, S003, S004).',
          body: ZMagazineCreate,
          response: { 201: ZMagazine },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await writing.publishMagazine(userOf(request), request.body)),
    );
    app.get(
      '/magazines/:id',
      {
        schema: {
          tags,
          summary: 'A magazine',
          description: 'Anyone; 404 for an unknown one.',
          params: ZPostIdParams,
          response: { 200: ZMagazine },
        },
      },
      async (request) => writing.getMagazine(await viewerOf(request), request.params.id),
    );
    app.delete(
      '/magazines/:id',
      {
        ...mine,
        schema: {
          tags,
          summary: 'Delete a magazine',
          description: 'The author or an admin (401, 403, 404).',
          params: ZPostIdParams,
        },
      },
      async (request, reply) => {
        await writing.deleteMagazine(userOf(request), request.params.id);
        return reply.code(204).send();
      },
    );
    app.post(
      '/magazines/:id/read',
      {
        ...mine,
        schema: {
          tags,
          summary: 'Report how far you read a magazine',
          description:
            'Logged-in readers (401); 404 for an unknown or hidden magazine. `share` (0 to 1) over 0.5 of a magazine published this quest week completes weekly quest Q3 on a day that offers it, once a reader, magazine and day (`counted` says whether this report did).',
          params: ZPostIdParams,
          body: ZMagazineReadReport,
          response: { 200: ZMagazineQuestReport },
        },
      },
      async (request) => writing.reportMagazineRead(userOf(request), request.params.id, request.body.share),
    );
    app.post(
      '/magazines/:id/link-clicks',
      {
        ...mine,
        schema: {
          tags,
          summary: 'Report a click on a link in a magazine',
          description:
            "Logged-in readers (401); 404 for an unknown or hidden magazine; 400 (`href`) for an address that is not a link in the magazine's body. Completes weekly quest Q2 (a survey or event link) on a day that offers it, once a reader, magazine and day.",
          params: ZPostIdParams,
          body: ZMagazineLinkClick,
          response: { 200: ZMagazineQuestReport },
        },
      },
      async (request) =>
        writing.reportMagazineLinkClick(userOf(request), request.params.id, request.body.href),
    );
    app.get(
      '/notes',
      {
        schema: {
          tags,
          summary: 'Notes',
          description: 'Newest first, optionally of one author. Anyone.',
          querystring: ZNoteQuery,
          response: { 200: ZNotePage },
        },
      },
      async (request) => writing.listNotes(await viewerOf(request), request.query),
    );
    app.post(
      '/notes',
      {
        ...mine,
        schema: {
          tags,
          summary: 'Post a note',
          description: 'Logged-in users (401). The feed announces it (U008).',
          body: ZNoteCreate,
          response: { 201: ZNote },
        },
      },
      async (request, reply) => reply.code(201).send(await writing.createNote(userOf(request), request.body)),
    );
    app.delete(
      '/notes/:id',
      {
        ...mine,
        schema: {
          tags,
          summary: 'Delete a note',
          description: 'The author or an admin (401, 403, 404).',
          params: ZPostIdParams,
        },
      },
      async (request, reply) => {
        await writing.deleteNote(userOf(request), request.params.id);
        return reply.code(204).send();
      },
    );
  };
}
