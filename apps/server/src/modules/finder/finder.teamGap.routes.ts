import {
  ZMatchPreferences,
  ZProjectNoParams,
  ZSuggestedCandidates,
  ZSuggestedProjects,
  ZSuggestionQuery,
} from '@sidecamp/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userOf } from '../auth';
import type { TeamGapService } from './finder.teamGap.service';

/** Team-gap matching (F5.2): preferences and the suggestions kept by events. */
export function teamGapRoutes(deps: { teamGap: TeamGapService }): FastifyPluginAsyncZod {
  const { teamGap } = deps;
  return async (app) => {
    const mine = { preHandler: app.requireUser };
    const tags = ['member finder'];

    app.get(
      '/finder/preferences',
      {
        ...mine,
        schema: {
          tags,
          summary: 'My match preferences',
          description:
            'Per criterion (region, work style, meeting mode, weekly hours, stage, platform): the accepted values and `must` (a failing project is never suggested), `flexible` (it ranks lower) or `any`.',
          response: { 200: ZMatchPreferences },
        },
      },
      async (request) => teamGap.preferencesOf(userOf(request).no),
    );

    app.put(
      '/finder/preferences',
      {
        ...mine,
        schema: {
          tags,
          summary: 'Save my match preferences',
          description: 'Replaces all six criteria; my suggested projects are re-ranked shortly after.',
          body: ZMatchPreferences,
          response: { 200: ZMatchPreferences },
        },
      },
      async (request) => teamGap.savePreferences(userOf(request), request.body),
    );

    app.get(
      '/projects/:no/suggested-candidates',
      {
        ...mine,
        schema: {
          tags,
          summary: 'People who would fill a gap in the team',
          description:
            'The project leader only (403 for members and others, 404 for an unknown project or someone else’s draft). Each person comes with the gap they fill in words; refreshed when the team, positions or people change.',
          params: ZProjectNoParams,
          querystring: ZSuggestionQuery,
          response: { 200: ZSuggestedCandidates },
        },
      },
      async (request) => teamGap.suggestedCandidates(userOf(request), request.params.no, request.query.limit),
    );

    app.get(
      '/me/suggested-projects',
      {
        ...mine,
        schema: {
          tags: ['projects'],
          summary: 'Projects that need me',
          description:
            'Recruiting projects whose team I would complete, best first, with the gap I fill; my must-have preferences are always met.',
          querystring: ZSuggestionQuery,
          response: { 200: ZSuggestedProjects },
        },
      },
      async (request) => teamGap.suggestedProjects(userOf(request), request.query.limit),
    );
  };
}
