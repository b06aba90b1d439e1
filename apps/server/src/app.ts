import { randomUUID } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import { installHumanErrors } from '@sidecamp/domain';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { createEventDispatcher, type EventDispatcher, wakeOnRecordedEvents } from './events/dispatcher';
import { registerCompression } from './http/compression';
import { installCsrfProtection } from './http/csrf';
import { installErrorHandling, sendError } from './http/errors';
import { installInputChecks } from './http/input';
import { createLogger, installRequestLog } from './http/logging';
import {
  createMetrics,
  installRequestMetrics,
  type Metrics,
  metricsEnabled,
  registerMetricsRoute,
} from './http/metrics';
import { registerOpenApi } from './http/openapi';
import { installRateLimits } from './http/rateLimits';
import { registerSecurityHeaders } from './http/security';
import { registerWebApp } from './http/webApp';
import { adminModule } from './modules/admin/admin.module';
import { alarmsModule } from './modules/alarms/alarms.module';
import { installAuth, SESSION_COOKIE } from './modules/auth/auth.guard';
import { authModule } from './modules/auth/auth.module';
import { guardSessionSockets } from './modules/auth/auth.realtime';
import { openSessionCache, type SessionCache } from './modules/auth/auth.sessions';
import { blueprintModule } from './modules/blueprint/blueprint.module';
import { boothsModule } from './modules/booths/booths.module';
import { openBoothListCache, openBoothRankingCache } from './modules/booths/booths.rankingCache';
import { campaignsModule } from './modules/campaigns/campaigns.module';
import { cardsModule } from './modules/cards/cards.module';
import { chatModule } from './modules/chat/chat.module';
import { discoveryModule } from './modules/discovery/discovery.module';
import { feedWriter, openLoungeFeedCache } from './modules/feed';
import { feedModule } from './modules/feed/feed.module';
import { finderModule } from './modules/finder/finder.module';
import { openRecommendedCache } from './modules/finder/finder.recommendedCache';
import { teamGapModule } from './modules/finder/finder.teamGap.module';
import { groupsModule } from './modules/groups/groups.module';
import { loungeModule } from './modules/lounge/lounge.module';
import { openLoungeSideCache } from './modules/lounge/lounge.sideCache';
import { mailModule } from './modules/mail/mail.module';
import { createMailer, type Mailer } from './modules/mail/mail.service';
import { moderationModule } from './modules/moderation/moderation.module';
import { paymentsModule } from './modules/payments/payments.module';
import { pointsModule } from './modules/points/points.module';
import { privacyModule } from './modules/privacy/privacy.module';
import { profilesModule } from './modules/profiles/profiles.module';
import { type HubCache, openHubCache } from './modules/projects/projects.hubCache';
import { projectsModule } from './modules/projects/projects.module';
import { openProjectViewCache } from './modules/projects/projects.viewCache';
import { resumeModule } from './modules/resume/resume.module';
import { supportModule } from './modules/support/support.module';
import { systemModule } from './modules/system/system.module';
import { APP_VERSION } from './modules/system/system.routes';
import { uploadsModule } from './modules/uploads/uploads.module';
import { uploadStorageFor } from './modules/uploads/uploads.s3Storage';
import { workspaceModule } from './modules/workspace/workspace.module';
import { openWorkspaceReadCache } from './modules/workspace/workspace.readCache';
import { createModerationTargets } from './ports/moderationTargets';
import { createPersonalDataSections } from './ports/personalData';
import { createRealtimeHub, type RealtimeHub } from './realtime/hub';

/** How long nginx in front may keep a visitor's page (X-Accel-Expires, deploy/nginx/sidecamp.conf). */
const EDGE_PAGE_SECONDS = '1';

export type AppDeps = {
  config: Config;
  database: DatabaseHandle;
  /** Where log lines go instead of stdout (tests read them). */
  logDestination?: DestinationStream;
};

export type App = {
  app: FastifyInstance;
  events: EventDispatcher;
  mailer: Mailer;
  realtime: RealtimeHub;
  /** The in-memory caches kept by database notifications (see db/changeCache.ts). */
  caches: { sessions: SessionCache; hub: HubCache };
  /** Prometheus metrics, when configured (METRICS_TOKEN or METRICS_PORT; see http/metrics.ts). */
  metrics: Metrics | undefined;
};

/**
 * Builds the whole HTTP application; `main.ts` listens with it and tests drive it with
 * `app.inject`. Nothing here opens sockets or starts timers, so a test can build and close it freely.
 */
export async function buildApp(deps: AppDeps): Promise<App> {
  const { config, database } = deps;
  const app = Fastify({
    loggerInstance: createLogger(config, { destination: deps.logDestination }),
    // installRequestLog writes one line per request instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    },
    // Only the proxies named in TRUST_PROXY may state the client's address (X-Forwarded-For);
    // otherwise any client could pick the address its rate limits are counted under.
    trustProxy: config.TRUST_PROXY.length > 0 ? config.TRUST_PROXY : false,
    bodyLimit: 1024 * 1024,
    // A request must arrive whole within REQUEST_TIMEOUT_MS (408 and the connection closed otherwise).
    // Node applies it only when given to the server's constructor (set afterwards, a trickling body
    // is never cut off), and looks for late requests every few seconds: a fraction of the limit.
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    http: {
      requestTimeout: config.REQUEST_TIMEOUT_MS,
      connectionsCheckingInterval: Math.min(5_000, Math.max(50, Math.floor(config.REQUEST_TIMEOUT_MS / 4))),
    },
    return503OnClosing: true,
  });
  // Request validation answers in the domain's sentences ("Write at least 2 characters.").
  installHumanErrors();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app);
  installRequestLog(app);
  const realtime = createRealtimeHub();
  const metrics = metricsEnabled(config) ? createMetrics({ database, realtime }) : undefined;
  if (metrics) installRequestMetrics(app, metrics);
  // Modules run their periodic jobs through this, so /metrics counts the runs and their outcome.
  app.decorate('recordJob', metrics ? metrics.recordJob : <T>(_job: string, run: () => Promise<T>) => run());
  installInputChecks(app);
  // Node's server.close() only drops connections that are idle at that moment; a keep-alive
  // connection whose request is still in flight would hold shutdown open until its time-out.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    if (closing) reply.header('connection', 'close');
  });

  const events = createEventDispatcher({
    db: database.db,
    pollIntervalMs: config.EVENT_POLL_INTERVAL_MS,
    logger: app.log,
    observer: metrics?.dispatcher,
  });
  app.decorate('events', events);
  // Ports the modules contribute to, so privacy and moderation need not list every area.
  app.decorate('personalData', createPersonalDataSections());
  app.decorate('moderationTargets', createModerationTargets());
  await wakeOnRecordedEvents(events, database);

  await registerSecurityHeaders(app, config);
  await registerCompression(app);
  await app.register(fastifyCookie);
  // The unsubscribe POST is authorised by the signed link, not a cookie, and RFC 8058 lets a
  // webmail send it from the person's browser on the mail site's page.
  installCsrfProtection(app, {
    publicUrl: config.publicUrl,
    exemptPrefixes: ['/api/payments/webhook/', '/api/alarms/unsubscribe?'],
  });
  // Every rate limit, before any route exists (see http/rateLimits.ts): counters live in Redis when
  // REDIS_URL is set, so a limit is a limit per person, not per process; in memory otherwise.
  await installRateLimits(app, config);

  const mailer = createMailer({ db: database.db, smtpUrl: config.SMTP_URL, from: config.MAIL_FROM });
  app.addHook('onClose', async () => mailer.close());
  const sessionCache = await openSessionCache(database, { ttlMs: config.SESSION_CACHE_SECONDS * 1000 });
  const hubCache = await openHubCache(database, config.HUB_CACHE_SECONDS * 1000);
  const projectViewCache = await openProjectViewCache(database, config.HUB_CACHE_SECONDS * 1000);
  const recommendedCache = await openRecommendedCache(database, config.HUB_CACHE_SECONDS * 1000);
  const boothRankingCache = await openBoothRankingCache(database, config.HUB_CACHE_SECONDS * 1000);
  const boothListCache = await openBoothListCache(database, config.HUB_CACHE_SECONDS * 1000);
  const workspaceReadCache = await openWorkspaceReadCache(database, config.HUB_CACHE_SECONDS * 1000);
  const loungeSideCache = await openLoungeSideCache(database, config.HUB_CACHE_SECONDS * 1000);
  const loungeFeedCache = await openLoungeFeedCache(database, config.HUB_CACHE_SECONDS * 1000);
  installAuth(app, { db: database.db, config, sessionCache });
  // Every way a session ends closes its sockets, on every process (see auth.realtime.ts).
  const sessionSockets = await guardSessionSockets({ database, realtime, logger: app.log });
  app.addHook('onReady', async () => sessionSockets.start());
  app.addHook('onClose', async () => sessionSockets.stop());
  await registerOpenApi(app, APP_VERSION);
  // With METRICS_PORT, /metrics is served by an internal listener instead (server.ts).
  registerMetricsRoute(
    app,
    metrics && config.METRICS_TOKEN !== undefined && config.METRICS_PORT === undefined
      ? { metrics, token: config.METRICS_TOKEN }
      : undefined,
  );

  // One upload storage (local folder or S3) for the uploads themselves and the data download.
  const uploadStorage = uploadStorageFor(config).storage;
  // Every area, in the order its routes are registered under /api; each module registers its own
  // routes, listeners, jobs and contributions (ports/) in its <area>.module.ts.
  const modules: FastifyPluginAsyncZod[] = [
    systemModule({ config, database }),
    adminModule({ db: database.db, adminEmails: config.ADMIN_EMAILS }),
    moderationModule({ db: database.db }),
    authModule({ db: database.db, config, mailer, sessionCache }),
    mailModule({ mailer, mailboxEnabled: config.DEV_MAILBOX && !config.isProduction }),
    supportModule({
      db: database.db,
      mailer,
      siteUrl: config.publicUrl,
      rateLimitPerMinute: config.AUTH_RATE_LIMIT_PER_MINUTE,
    }),
    profilesModule({ db: database.db }),
    resumeModule({ db: database.db }),
    uploadsModule({ db: database.db, storage: uploadStorage }),
    privacyModule({ db: database.db, storage: uploadStorage }),
    projectsModule({ db: database.db, hubCache, viewCache: projectViewCache, events }),
    finderModule({ db: database.db, recommendedCache }),
    teamGapModule({ db: database.db, events }),
    feedModule({ db: database.db, events, loungeCache: loungeFeedCache }),
    loungeModule({
      db: database.db,
      feed: feedWriter,
      sideCache: loungeSideCache,
      feedCache: loungeFeedCache,
    }),
    groupsModule({ db: database.db }),
    boothsModule({
      db: database.db,
      events,
      realtime,
      rankingCache: boothRankingCache,
      listCache: boothListCache,
    }),
    workspaceModule({ db: database.db, realtime, readCache: workspaceReadCache }),
    chatModule({
      db: database.db,
      realtime,
      events,
      iceServers: config.ICE_SERVERS,
      messageRate: { perTenSeconds: config.CHAT_MESSAGES_PER_10_SECONDS, burst: config.CHAT_MESSAGE_BURST },
    }),
    pointsModule({ db: database.db, events, realtime }),
    alarmsModule({
      db: database.db,
      events,
      realtime,
      mailer,
      siteUrl: config.publicUrl,
      mailLinkSecret: config.MAIL_LINK_SECRET,
      push: config,
    }),
    paymentsModule({ db: database.db, config }),
    blueprintModule({ db: database.db, config, mailer, siteUrl: config.publicUrl }),
    campaignsModule({
      db: database.db,
      mailer,
      siteUrl: config.publicUrl,
      mailLinkSecret: config.MAIL_LINK_SECRET,
      // config.ts accepts all three VAPID settings or none, as the alarm centre's push does.
      delivery: {
        push: Boolean(config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY && config.VAPID_SUBJECT),
      },
    }),
  ];
  await app.register(
    async (api) => {
      for (const module of modules) await api.register(module);
      api.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
    },
    { prefix: '/api' },
  );

  // Added last, so it runs first of the onClose hooks (they run in reverse): once in-flight
  // requests are answered, nothing is delivered while the jobs, mailer and Redis close after it.
  app.addHook('onClose', async () => events.stop());

  // Share card images at the site's root (/cards/...), as the pages naming them are; their own
  // routes, so the web app's history fallback (the not-found handler) never answers them.
  await app.register(cardsModule({ db: database.db, storage: uploadStorage, siteName: config.SITE_NAME }));

  // robots.txt, the sitemaps and the feeds live at the site root, not under /api; as routes of
  // their own they answer before the web app's history fallback (the not-found handler below).
  await app.register(discoveryModule({ db: database.db, publicUrl: config.publicUrl }));

  await registerWebApp(app, config, database);
  app.setNotFoundHandler(async (request, reply) => {
    if (request.method === 'GET' || request.method === 'HEAD') {
      const html = await app.serveSpa({
        url: request.url,
        accept: request.headers.accept,
        acceptEncoding: request.headers['accept-encoding'],
        hasSession: request.cookies[SESSION_COOKIE] !== undefined,
      });
      if (html) {
        reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-cache')
          .header('vary', 'accept-encoding, cookie');
        if (html.encoding) reply.header('content-encoding', html.encoding);
        // A visitor's page from the shared cache: nginx in front (deploy/nginx/sidecamp.conf) may
        // keep it for a second, so a crowd on one link is answered without reaching a process.
        if (html.cache) reply.header('x-page-cache', html.cache).header('x-accel-expires', EDGE_PAGE_SECONDS);
        return reply.send(html.body);
      }
      if (html === null) {
        return sendError(
          reply,
          request.id,
          'SERVICE_UNAVAILABLE',
          'The web app is not built yet: run `npm run build`.',
        );
      }
    }
    return sendError(
      reply,
      request.id,
      'ROUTE_NOT_FOUND',
      `No route ${request.method} ${request.url.split('?')[0]}.`,
    );
  });

  return { app, events, mailer, realtime, caches: { sessions: sessionCache, hub: hubCache }, metrics };
}

declare module 'fastify' {
  interface FastifyInstance {
    events: EventDispatcher;
    /** Runs a periodic job, counted by job and outcome in /metrics when metrics are on. */
    recordJob: <T>(job: string, run: () => Promise<T>) => Promise<T>;
  }
}
