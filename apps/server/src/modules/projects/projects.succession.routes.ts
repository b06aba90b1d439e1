import { ZAdoptionRequest, ZProjectDetail, ZProjectNoParams, ZSuccession } from '@sidecamp/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userOf } from '../auth';
import type { ProjectService } from './projects.service';
import type { SuccessionService } from './projects.succession';

/** Leader succession and adoption (F4.4): the notice's state, claiming the lead, adopting a project. */
export function projectSuccessionRoutes(deps: {
  projects: ProjectService;
  succession: SuccessionService;
}): FastifyPluginAsyncZod {
  const { projects, succession } = deps;
  return async (app) => {
    const mine = { preHandler: app.requireUser };
    const tags = ['project members'];

    app.get(
      '/projects/:no/succession',
      {
        ...mine,
        schema: {
          tags,
          summary: "Where the project's leader succession stands",
          description:
            'Logged-in users (401 otherwise; 404 for a project they may not see). Members see a running notice (`notice`, until `claimableAt`) and, once it ended, who may take the lead (`claimable`, `canClaim` for that member); followers see `adoptable` when no member is active any more. Everyone else, and every project whose leader is active, gets `none`.',
          params: ZProjectNoParams,
          response: { 200: ZSuccession },
        },
      },
      async (request) => succession.view(userOf(request), request.params.no),
    );

    app.post(
      '/projects/:no/succession/claim',
      {
        ...mine,
        schema: {
          tags,
          summary: 'Take the lead of a project whose leader went quiet',
          description:
            'The most active member, once the notice ended: they lead, the old leader stays a member. 401 logged out; 403 for anyone else (the leader, other members, non-members); 409 CONFLICT while the notice runs, when there is no notice, or when the leader came back (which closes the notice).',
          params: ZProjectNoParams,
          response: { 200: ZProjectDetail },
        },
      },
      async (request) => {
        const user = userOf(request);
        await succession.claim(user, request.params.no);
        return projects.detail(request.params.no, user);
      },
    );

    app.post(
      '/projects/:no/adoption',
      {
        ...mine,
        schema: {
          tags,
          summary: 'Adopt a project nobody is active in',
          description:
            'A follower who is not a member, with a short `message`, once the notice ended and no member is active: granted at once, the follower joins and leads, the old leader stays a member (credited in the timeline). 401 logged out; 403 for members and non-followers; 409 CONFLICT when the project is not adoptable; 400 naming `message`.',
          params: ZProjectNoParams,
          body: ZAdoptionRequest,
          response: { 200: ZProjectDetail },
        },
      },
      async (request) => {
        const user = userOf(request);
        await succession.adopt(user, request.params.no, request.body);
        return projects.detail(request.params.no, user);
      },
    );
  };
}
