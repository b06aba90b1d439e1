import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

/**
 * The baseline: a bare Fastify answering a health-like JSON document, with no database, no
 * hooks, no security headers. Our figures are reported as ratios against it, measured in the
 * same run on the same machine, so they mean something on any hardware.
 *
 * BASELINE_PAGES_FILE (the launch bench) adds static answers: a JSON list of
 * `{ path, headers, body }` (body in base64, already compressed as the headers say), each sent as
 * it is, so the baseline answers pages of the very size Sidecamp sent.
 */
type StaticAnswer = { path: string; headers: Record<string, string>; body: string };

const app = Fastify({ logger: false });
app.get('/api/health', async () => ({ status: 'ok', database: { driver: 'none', ok: true, latencyMs: 0 } }));
const pagesFile = process.env.BASELINE_PAGES_FILE;
if (pagesFile)
  for (const answer of JSON.parse(readFileSync(pagesFile, 'utf8')) as StaticAnswer[]) {
    const body = Buffer.from(answer.body, 'base64');
    app.get(answer.path, (_request, reply) => reply.headers(answer.headers).send(body));
  }
const address = await app.listen({ port: Number(process.env.BASELINE_PORT ?? 0), host: '127.0.0.1' });
process.send?.({ ready: address });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
