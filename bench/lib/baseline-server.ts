import Fastify from 'fastify';

/**
 * The baseline: a bare Fastify answering a health-like JSON document, with no database, no
 * hooks, no security headers. Our figures are reported as ratios against it, measured in the
 * same run on the same machine, so they mean something on any hardware.
 */
const app = Fastify({ logger: false });
app.get('/api/health', async () => ({ status: 'ok', database: { driver: 'none', ok: true, latencyMs: 0 } }));
const address = await app.listen({ port: 0, host: '127.0.0.1' });
process.send?.({ ready: address });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
