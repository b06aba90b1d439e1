import {
  ZMatchQuery,
  ZMyMatches,
  ZPeoplePage,
  ZPeopleQuery,
  ZProjectMatches,
  ZProjectNoParams,
  ZRecommendedPage,
} from '@sidecamp/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userOf } from '../auth';
import type { FinderService } from './finder.service';

/** Member finder (F5.1), matches (F5.2) and the hub's "recommended for you". */
export function finderRoutes(deps: { finder: FinderService }): FastifyPluginAsyncZod {
  const { finder } = deps;
  return async (app) => {
    const mine = { preHandler: app.requireUser };
    const tags = ['member finder'];

    app.get(
      '/people',
      {
        schema: {
          tags,
          summary: 'Search people',
          description:
            'Filters: job group, job code (main or sub job), skill level, experience, region, occupation status, visit purpose, tech stack, and `q` over nickname and introduction. Newest accounts first, keyset paging. Withdrawn and private profiles are never listed; members-only profiles only to logged-in viewers. Anyone.',
          querystring: ZPeopleQuery,
          response: { 200: ZPeoplePage },
        },
      },
      async (request) => {
        const session = await app.resolveRequestSession(request);
        return finder.searchPeople(session.status === 'active' ? session.user : undefined, request.query);
      },
    );

    app.get(
      '/people/me/matches',
      {
        ...mine,
        schema: {
          tags,
          summary: 'Open positions that need me, ranked and explained',
          description:
            'Logged-in users. Each item scores 0-100 with one reason per criterion (jobCode, jobGroup, skillLevel, region, techStacks, visitPurpose) saying whether it matched and why.',
          querystring: ZMatchQuery,
          response: { 200: ZMyMatches },
        },
      },
      async (request) => finder.myMatches(userOf(request), request.query.limit),
    );

    app.get(
      '/projects/recommended',
      {
        ...mine,
        schema: {
          tags: ['projects'],
          summary: 'Projects recommended for me',
          description:
            'Logged-in users. Recruiting projects whose open positions fit my main/sub job, job group and tech stacks, best first, with the reasons in words.',
          querystring: ZMatchQuery,
          response: { 200: ZRecommendedPage },
        },
      },
      async (request) => finder.recommended(userOf(request), request.query.limit),
    );

    app.get(
      '/projects/:no/matches',
      {
        ...mine,
        schema: {
          tags,
          summary: "People for a project's open positions, ranked and explained",
          description:
            'The project leader and members (403 for others, 404 for an unknown project or someone else’s draft).',
          params: ZProjectNoParams,
          querystring: ZMatchQuery,
          response: { 200: ZProjectMatches },
        },
      },
      async (request) => finder.projectMatches(userOf(request), request.params.no, request.query.limit),
    );
  };
}
