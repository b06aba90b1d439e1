import type { FastifyInstance } from 'fastify';
import { AppError } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cookie-authenticated writes must come from our own pages. Browsers state where a request comes
 * from (Sec-Fetch-Site, Origin); a write from another site is refused before any handler runs.
 * Requests without those headers are not from a browser page, so no cookie was sent on anyone's behalf.
 * Provider webhooks are signed instead and listed in `exemptPrefixes`.
 */
export function installCsrfProtection(
  app: FastifyInstance,
  options: { publicUrl: string; exemptPrefixes?: readonly string[] },
): void {
  const trustedOrigin = new URL(options.publicUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    if (options.exemptPrefixes?.some((prefix) => request.url.startsWith(prefix))) return;
    const fetchSite = request.headers['sec-fetch-site'];
    if (fetchSite === 'cross-site') throw new AppError('CSRF_REJECTED');
    const origin = request.headers.origin;
    if (origin === undefined) return;
    const ownOrigin = `${request.protocol}://${request.host}`;
    if (origin !== trustedOrigin && origin !== ownOrigin) throw new AppError('CSRF_REJECTED');
  });
}
