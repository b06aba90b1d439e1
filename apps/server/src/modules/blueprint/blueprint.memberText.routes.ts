import { ZMemberText, ZMemberTextInput } from '@sidecamp/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { userOf } from '../auth';
import { generateMemberText } from './blueprint.memberText';

/**
 * "Generate my profile text" and "Generate my resume summary" (F13.3): deterministic text over the
 * person's own stored data, for the profile editor to put in the field. Nothing is saved (the
 * person edits and saves with the profile) and no AI credit is spent.
 */
export function memberTextRoutes(deps: { db: Database }): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/blueprint/profile-text',
      {
        preHandler: app.requireUser,
        schema: {
          tags: ['blueprint'],
          summary: 'Write my profile text or resume summary',
          description:
            "kind 'introduction' writes a profile introduction, 'resume' a resume summary, from the logged-in person's own profile, items, published projects, completed workspace tasks and received reviews; a fact that is not stored is left out, never invented. Same data, same text. Saves nothing and costs no AI credit. `facts` names the data used. Logged-in people; 10 a minute.",
          body: ZMemberTextInput,
          response: { 200: ZMemberText },
        },
      },
      async (request) => generateMemberText(deps.db, userOf(request).no, request.body),
    );
  };
}
