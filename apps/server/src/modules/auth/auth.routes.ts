import { ZSessionCheckInput, ZSessionCheckResponse } from '@sidecamp/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/errors';

const ZLoginInput = z.object({
  email: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(200),
});

/**
 * Session check of spec point 7. Accounts are the next feature: until they land nobody can be
 * logged in, so the check answers "not logged in" and log-in refuses clearly.
 */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/auth/session',
    {
      schema: {
        tags: ['auth'],
        summary: 'Session check: who is logged in on this browser',
        body: ZSessionCheckInput.optional(),
        response: { 200: ZSessionCheckResponse },
      },
    },
    async () => ({ result: false, loginDuplicated: false, user: null }),
  );

  app.post(
    '/auth/login',
    { schema: { tags: ['auth'], summary: 'Log in with e-mail and password', body: ZLoginInput } },
    async () => {
      throw new AppError('NOT_AVAILABLE_YET', {
        message: 'Logging in is not available yet: accounts arrive soon.',
      });
    },
  );
};
