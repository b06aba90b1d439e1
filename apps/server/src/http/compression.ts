import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Compresses what the server builds per request (index.html, JSON) when the client accepts it: brotli
 * at a quality cheap enough to run per response, else gzip. Bodies under 1 KB go out as they are (the
 * headers would eat the gain). The web app's files are compressed once at build time instead and
 * served as they are (webApp.ts, `preCompressed`), so this never spends CPU on them; neither does it
 * touch a response that already carries a Content-Encoding. Behind a reverse proxy that compresses,
 * the proxy passes these through untouched (nginx does not compress an encoded response again).
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}
