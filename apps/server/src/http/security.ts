import helmet from '@fastify/helmet';
import { VIDEO_EMBED_ORIGIN } from '@sidecamp/domain';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

const originOf = (url: string | undefined) => (url ? new URL(url).origin : undefined);

/**
 * Security headers with a content security policy that allows only our own origin plus the
 * analytics and ad script origins the operator configured (and nothing when they are unset).
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  const thirdParty = [originOf(config.ANALYTICS_SCRIPT_URL), originOf(config.ADS_SCRIPT_URL)].filter(
    (origin): origin is string => origin !== undefined,
  );
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...thirdParty],
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
  });
}
