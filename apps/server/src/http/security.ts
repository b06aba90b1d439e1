import { createHash } from 'node:crypto';
import helmet from '@fastify/helmet';
import { THEME_BOOT_SCRIPT, VIDEO_EMBED_ORIGIN } from '@sidecamp/domain';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from '../config';

const originOf = (url: string | undefined) => (url ? new URL(url).origin : undefined);

/**
 * The one inline script a page carries (the theme's, webApp.ts), allowed by its hash so that no
 * other inline script can run.
 */
export const THEME_BOOT_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(THEME_BOOT_SCRIPT).digest('base64')}'`;

/** The headers a response carries as they are; the server's own (date, length, type) are not helmet's. */
const NOT_SECURITY_HEADERS = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

/**
 * Security headers with a content security policy that allows only our own origin plus the
 * analytics and ad script origins the operator configured (and nothing when they are unset).
 *
 * helmet decides them; they depend only on the configuration (no per-response nonces), but
 * @fastify/helmet rebuilds its middleware on every response, parsing the policy's directives again
 * (about 5 % of the server's CPU under load). So helmet answers one request at start-up on an
 * instance of its own, and every response gets the headers it set, copied as they are.
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  const headers = await helmetHeaders(config);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

async function helmetHeaders(config: Config): Promise<Record<string, string>> {
  const probe = Fastify();
  await probe.register(helmet, helmetOptions(config));
  probe.get('/', async () => '');
  const response = await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(response.headers)) {
    if (value !== undefined && !NOT_SECURITY_HEADERS.has(name)) headers[name] = String(value);
  }
  return headers;
}

function helmetOptions(config: Config) {
  const thirdParty = [originOf(config.ANALYTICS_SCRIPT_URL), originOf(config.ADS_SCRIPT_URL)].filter(
    (origin): origin is string => origin !== undefined,
  );
  return {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", THEME_BOOT_SCRIPT_SOURCE, ...thirdParty],
        // Inline style attributes are set by the accessible UI primitives (positioning popovers).
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...thirdParty],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:', ...thirdParty],
        // Video links in lounge posts play in the video site's privacy-enhanced player.
        frameSrc: [VIDEO_EMBED_ORIGIN, ...thirdParty],
        mediaSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(config.isProduction ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // Cross-origin isolation would block the configured third-party scripts.
    crossOriginEmbedderPolicy: false,
    hsts: config.isProduction,
  };
}
