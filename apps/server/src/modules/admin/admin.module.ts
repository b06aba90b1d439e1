import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { createAuditService } from './admin.audit';
import { applyConfiguredAdmins } from './admin.grants';
import { adminRoutes } from './admin.routes';

/**
 * The admin console's own routes (F18.4): the audit log. The actions it records belong to the
 * modules that own what they change (moderation, campaigns, support, chat); they call
 * `recordAdminAction` from this module's face. This module imports only auth.
 */
export function adminModule(deps: { db: Database; adminEmails: readonly string[] }): FastifyPluginAsyncZod {
  return async (app) => {
    // ADMIN_EMAILS are granted once the app is ready (the database is migrated by then).
    if (deps.adminEmails.length > 0)
      app.addHook('onReady', () => applyConfiguredAdmins(deps.db, deps.adminEmails, app.log));
    await app.register(adminRoutes({ audit: createAuditService(deps) }));
  };
}
