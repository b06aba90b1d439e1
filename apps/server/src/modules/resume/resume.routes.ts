import {
  ZResumeWork,
  ZResumeWorkVisibility,
  ZResumeWorkVisibilityInput,
  ZUserNoParams,
} from '@sidecamp/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userOf } from '../auth';
import type { ResumeService } from './resume.service';

export function resumeRoutes({ resume }: { resume: ResumeService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/profiles/:no/work',
      {
        schema: {
          tags: ['profiles'],
          summary:
            "What a person did here: projects, done tasks and goals, booths, co-workers' reviews, pro chats",
          description:
            'Sections the person keeps off their public resume are null for everyone else; the owner gets every section and `hidden` names the ones others do not see. A private or members-only profile answers 403 or 401 as the profile does.',
          params: ZUserNoParams,
          response: { 200: ZResumeWork },
        },
      },
      async (request) => resume.getWork(request.params.no, await app.viewerOf(request)),
    );

    app.put(
      '/profiles/me/work-visibility',
      {
        preHandler: app.requireUser,
        schema: {
          tags: ['profiles'],
          summary: 'Choose which sections of my work record are on my public resume',
          body: ZResumeWorkVisibilityInput,
          response: { 200: ZResumeWorkVisibility },
        },
      },
      async (request) => resume.setVisibility(userOf(request), request.body),
    );
  };
}
