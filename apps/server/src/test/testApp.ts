import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type App, buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import { createTestDatabase } from './testDatabase';

/** A minimal built web app, so SPA serving can be tested without running Vite. */
export const TEST_INDEX_HTML =
  '<!doctype html><html><head><!--theme-boot--><!--site-config-->\n<!--structured-data--></head><body><div id="root"></div></body></html>';

export function testConfig(env: Record<string, string> = {}): Config {
  const webDir = mkdtempSync(path.join(tmpdir(), 'sidecamp-web-'));
  writeFileSync(path.join(webDir, 'index.html'), TEST_INDEX_HTML);
  return loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST_DIR: webDir, ...env });
}

/**
 * Rate limits high enough for suites that make many writes from one person within seconds; spread
 * into `createTestApp` where a suite needs it. Tests of the limits leave it out and run with the
 * production defaults.
 */
export const RELAXED_RATE_LIMITS: Record<string, string> = {
  AUTH_RATE_LIMIT_PER_MINUTE: '10000',
  LOGIN_FAILURES_PER_ACCOUNT: '10000',
  PASSWORD_RESETS_PER_ACCOUNT: '10000',
  WRITE_RATE_LIMIT_PER_MINUTE: '1000000',
  WRITE_RATE_LIMITS: '*=1000000',
};

export type TestApp = App & { database: DatabaseHandle; config: Config; close: () => Promise<void> };

/** Builds the app on a fresh database; call `close` in afterAll. */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const config = testConfig(env);
  const database = await createTestDatabase();
  const built = await buildApp({ config, database });
  return {
    ...built,
    // A listener's writes reach the caches through PostgreSQL's notifications, which arrive after
    // the commit on a connection of their own: a test that drains the events and then reads through
    // a cache (the lounge feed, the hub) waits for them too, or it may read what the cache held before.
    events: {
      ...built.events,
      drain: async () => {
        const delivered = await built.events.drain();
        await database.settleNotifications();
        return delivered;
      },
    },
    database,
    config,
    close: async () => {
      await built.app.close();
      await built.events.stop();
      await database.close();
    },
  };
}
