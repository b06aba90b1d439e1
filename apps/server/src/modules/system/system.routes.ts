import { ZHealthResponse, ZReadinessResponse, ZSiteConfig } from '@sidecamp/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import { siteConfigOf } from '../../http/webApp';
import { checkReadiness, readMigrationJournal } from './system.readiness';

export const APP_VERSION = '0.1.0';

export function systemRoutes(deps: { config: Config; database: DatabaseHandle }): FastifyPluginAsyncZod {
  const startedAt = Date.now();
  const journal = readMigrationJournal();
  return async (app) => {
    app.get(
      '/health',
      {
        schema: {
          tags: ['system'],
          summary: 'Liveness and database state',
          response: { 200: ZHealthResponse, 503: ZHealthResponse },
        },
      },
      async (_request, reply) => {
        let ok = true;
        let latencyMs = 0;
        try {
          latencyMs = await deps.database.ping();
        } catch {
          ok = false;
        }
        const body = {
          status: ok ? ('ok' as const) : ('degraded' as const),
          database: { driver: deps.database.driver, ok, latencyMs },
          uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
          version: APP_VERSION,
        };
        return reply.code(ok ? 200 : 503).send(body);
      },
    );

    app.get(
      '/ready',
      {
        schema: {
          tags: ['system'],
          summary: 'Readiness: the database answers and every migration is applied',
          response: { 200: ZReadinessResponse, 503: ZReadinessResponse },
        },
      },
      async (_request, reply) => {
        const readiness = await checkReadiness(deps.database, journal);
        return reply
          .code(readiness.ready ? 200 : 503)
          .header('cache-control', 'no-store')
          .send(readiness);
      },
    );

    app.get(
      '/site-config',
      {
        schema: {
          tags: ['system'],
          summary: 'Public settings for the web app',
          response: { 200: ZSiteConfig },
        },
      },
      async () => siteConfigOf(deps.config),
    );
  };
}
