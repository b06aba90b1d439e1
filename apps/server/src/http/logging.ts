import { createRequire } from 'node:module';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import pino, { type DestinationStream } from 'pino';
import type prettyType from 'pino-pretty';
import type { Config } from '../config';

export type LogFormat = 'pretty' | 'json';

/**
 * Pretty lines for a person at a terminal, JSON lines for everything else (a file, journald, a log
 * shipper); LOG_FORMAT forces either.
 */
export function logFormatFor(setting: Config['LOG_FORMAT'], stdoutIsTerminal: boolean): LogFormat {
  if (setting === 'pretty' || setting === 'json') return setting;
  return stdoutIsTerminal ? 'pretty' : 'json';
}

/**
 * The server's logger. Pretty printing runs in this process on a synchronous stream (not pino's
 * worker-thread transport), so the last lines before a crash are not lost.
 */
export function createLogger(
  config: Pick<Config, 'LOG_LEVEL' | 'LOG_FORMAT'>,
  options: { destination?: DestinationStream; stdoutIsTerminal?: boolean } = {},
): FastifyBaseLogger {
  const format = logFormatFor(config.LOG_FORMAT, options.stdoutIsTerminal ?? process.stdout.isTTY === true);
  const settings = {
    level: config.LOG_LEVEL,
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
  };
  if (format === 'json') return pino(settings, options.destination ?? pino.destination({ sync: false }));
  // Loaded only for a terminal: a server logging JSON never needs it.
  const pretty = createRequire(import.meta.url)('pino-pretty') as typeof prettyType;
  return pino(
    settings,
    pretty({
      destination: options.destination ?? 1,
      sync: true,
      colorize: options.destination ? false : undefined,
      translateTime: 'HH:MM:ss',
      ignore: 'pid,hostname,reqId,method,path,statusCode,durationMs',
      singleLine: true,
    }),
  );
}

/** The path of a URL without its query, which can hold single-use tokens (unsubscribe, reset links). */
export const pathOf = (url: string) => url.split('?', 1)[0] ?? url;

/**
 * One line per request, written when the answer has gone out: method, path, status and duration
 * (Fastify's own request logging writes two lines, the first before anything is known, and
 * logs the whole URL with its query). A file of the web build (a route marked `staticFile`, see
 * webApp.ts) is logged at debug: a page view asks for dozens of them, and they drowned the API
 * lines (2,357 of 2,750 lines in one session).
 */
export function installRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    const path = pathOf(request.url);
    const durationMs = Math.round(reply.elapsedTime * 10) / 10;
    const line = { method: request.method, path, statusCode: reply.statusCode, durationMs };
    const message = `${request.method} ${path} ${reply.statusCode} ${durationMs} ms`;
    if (reply.statusCode >= 500) request.log.error(line, message);
    else if (request.routeOptions.config.staticFile === true) request.log.debug(line, message);
    else request.log.info(line, message);
  });
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route sends a file of the web build as it is: its requests are logged at debug. */
    staticFile?: boolean;
  }
}
