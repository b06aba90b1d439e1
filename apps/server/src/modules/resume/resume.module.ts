import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { resumeDataOf } from './resume.personalData';
import { resumeRoutes } from './resume.routes';
import { createResumeService } from './resume.service';

/**
 * The proof-of-work resume (F3.2). Its own small area because it reads the records of projects,
 * workspace, booths, chat and profiles: inside profiles it would make profiles import all of them.
 * Nothing imports it.
 */
export function resumeModule(deps: { db: Database }): FastifyPluginAsyncZod {
  return async (app) => {
    app.personalData.add({ key: 'resume', dataOf: resumeDataOf });
    await app.register(resumeRoutes({ resume: createResumeService(deps) }));
  };
}
