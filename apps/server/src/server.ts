import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { openServerDatabase, type ServerDatabase } from './db/serverDatabase';
import { startMetricsListener } from './http/metrics';
import { SESSION_COOKIE } from './modules/auth/auth.guard';
import { redeemRealtimeToken, resolveSession } from './modules/auth/auth.sessions';
import { uploadStorageFor } from './modules/uploads/uploads.s3Storage';
import { createRealtimeServer, type RealtimeHandle } from './realtime/server';
import { seedDatabase } from './seed/seed';
import { isDatabaseEmpty } from './seed/seeder';

export type RunningServer = {
  url: string;
  /**
   * Shuts down in dependency order: stop taking requests and handshakes, let in-flight requests
   * finish, stop the event dispatcher and the periodic jobs (and the rate-limit Redis, which only
   * requests use), then realtime and its Redis clients, then the database.
   */
  close: () => Promise<void>;
  /** A promise rejection nobody handled: logged and counted in /metrics, not fatal (main.ts). */
  recordUnhandledRejection: (reason: unknown) => void;
};

/** Opens the database, builds the app, attaches realtime and starts the event dispatcher. */
export async function startServer(
  config: Config,
  options: { database?: DatabaseHandle; beforeListen?: (app: FastifyInstance) => void } = {},
): Promise<RunningServer> {
  const opened: ServerDatabase = options.database
    ? {
        database: options.database,
        description: `a ${options.database.driver} database given by the caller`,
        notices: [],
      }
    : await openServerDatabase(config, { role: 'server' });
  const { database } = opened;
  let built: Awaited<ReturnType<typeof buildApp>>;
  try {
    built = await buildApp({ config, database });
  } catch (error) {
    // A database we opened (an embedded PostgreSQL above all) must not outlive a start that failed.
    if (!options.database) await database.close();
    throw error;
  }
  const { app, events, realtime: realtimeHub, metrics } = built;
  for (const notice of opened.notices) app.log.info(notice);
  app.log.info(`Database: ${opened.description}`);
  const uploadStorage = uploadStorageFor(config);
  app.log.info(`Upload storage: ${uploadStorage.description}`);
  options.beforeListen?.(app);
  if (config.SEED) {
    const seeded = await seedDatabase(database.db, {
      storage: uploadStorage.storage,
    });
    if (seeded.seeded) app.log.info({ summary: seeded.summary }, 'seeded the demo community');
  } else if (await isDatabaseEmpty(database.db)) {
    app.log.info('The database is empty: run `npm run seed` (or start with SEED=1) for a demo community.');
  }
  let realtime: RealtimeHandle | undefined;
  let metricsListener: Awaited<ReturnType<typeof startMetricsListener>> | undefined;
  try {
    realtime = await createRealtimeServer({
      httpServer: app.server,
      redis: config.REDIS_URL ? { url: config.REDIS_URL, prefix: config.REDIS_PREFIX } : undefined,
      logger: app.log,
      // The web app opens its socket with a single-use realtime ticket, so the long-lived session
      // token never travels in the handshake. A client without one (a server-side client, the test
      // clients) may still use the session cookie: it is SameSite=Lax, so a browser does not send
      // it with a websocket opened by another site's page.
      authenticate: async (auth, cookieHeader) => {
        const cookieToken = fastifyCookie.parse(cookieHeader ?? '')[SESSION_COOKIE];
        const session = auth.token
          ? await redeemRealtimeToken(database.db, auth.token)
          : await resolveSession(database.db, cookieToken);
        // The handshake's `no` must be the session's own user, so one tab cannot pose as another.
        if (session.status !== 'active' || (auth.no !== undefined && Number(auth.no) !== session.user.no))
          return null;
        return {
          user: { no: session.user.no, nickname: session.user.nickname, img: session.user.img },
          // The socket remembers its session, so it is closed when that session ends.
          session: { tokenHash: session.tokenHash, expiresAt: session.expiresAt.getTime() },
        };
      },
      allowedOrigin: config.publicUrl,
    });
    realtimeHub.attach(realtime.io);
    // A shared link brings visitors in bursts (hundreds of new connections in a second): Node's
    // default queue of 511 pending connections overflowed in the launch bench, and each dropped
    // connection waits a second for its retry. The kernel caps this at net.core.somaxconn.
    await app.listen({ port: config.PORT, host: config.HOST, backlog: LISTEN_BACKLOG });
    if (metrics && config.METRICS_PORT !== undefined) {
      metricsListener = await startMetricsListener(metrics, {
        port: config.METRICS_PORT,
        host: config.METRICS_HOST,
        token: config.METRICS_TOKEN,
      });
      app.log.info(`Metrics are served at ${metricsListener.url}`);
    }
  } catch (error) {
    await metricsListener?.close();
    await realtime?.close();
    await app.close();
    await database.close();
    throw error;
  }
  events.start();
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  app.log.info(
    { driver: database.driver, url: config.publicUrl },
    `Sidecamp is running at http://${config.HOST}:${port}`,
  );
  for (const notice of config.startNotices) app.log.warn(notice);

  let closing: Promise<void> | undefined;
  return {
    url: `http://${config.HOST === '0.0.0.0' || config.HOST === '::' ? '127.0.0.1' : config.HOST}:${port}`,
    close: () => {
      closing ??= (async () => {
        // No new sockets; open ones are told to reconnect elsewhere (their sends are idempotent).
        realtime?.stopAccepting();
        // Stops listening, answers what is in flight (503 to a request that arrives meanwhile on
        // a kept-alive connection), then runs the onClose hooks: the event dispatcher (app.ts),
        // the modules' jobs, the mailer and the rate-limit Redis.
        await app.close();
        await events.stop();
        // Nothing delivers any more: realtime and its Redis clients can go. A straggling emit is
        // dropped with a log line.
        realtimeHub.detach(app.log);
        await realtime?.close();
        await metricsListener?.close();
        await database.close();
      })();
      return closing;
    },
    recordUnhandledRejection: (reason) => {
      app.log.error({ err: reason }, 'unhandled promise rejection (logged and counted; the process goes on)');
      metrics?.unhandledRejection();
    },
  };
}

/** Connections the kernel may hold for the server before it accepts them (see the listen call). */
const LISTEN_BACKLOG = 4096;
