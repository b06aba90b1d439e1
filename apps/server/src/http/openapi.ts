import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI document is generated from the routes' zod schemas: one source of truth. */
export async function registerOpenApi(app: FastifyInstance, version: string): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Sidecamp API',
        description:
          'JSON API of Sidecamp. Errors always answer `{ "error": { "code", "message", "requestId", "details"? } }`.',
        version,
      },
      servers: [],
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'sidecamp_session' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
