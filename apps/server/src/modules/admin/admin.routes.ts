import { ZAuditPage, ZAuditQuery } from '@sidecamp/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminOf } from '../auth';
import type { AuditService } from './admin.audit';

export function adminRoutes(deps: { audit: AuditService }): FastifyPluginAsyncZod {
  const { audit } = deps;
  return async (app) => {
    app.get(
      '/admin/audit',
      {
        preHandler: app.requireUser,
        schema: {
          tags: ['admin'],
          summary: 'The audit log of admin actions, newest first (admins)',
          description:
            'Who did what to which target, when and why. Rows are written in the same transaction as the action and can never be edited or deleted.',
          querystring: ZAuditQuery,
          response: { 200: ZAuditPage },
        },
      },
      async (request) => {
        adminOf(request, 'read the audit log');
        return audit.list(request.query);
      },
    );
  };
}
