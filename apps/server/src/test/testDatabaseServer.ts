import { chmod, mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres } from '../db/embeddedPostgres';
import { SERVER_ROOT } from '../paths';
import { createTemplateDatabase, dropDatabase } from './testDatabase';

/**
 * Vitest globalSetup of the `int` project: the PostgreSQL the test files' databases live on.
 * TEST_DATABASE_URL names one (CI's); without it an embedded PostgreSQL is started once for the run,
 * in a temporary folder, and stopped at the end. Either way one template database is migrated here
 * once, and each test file clones it (createTestDatabase), which takes a fraction of a second where
 * running every migration per file took seconds.
 *
 * The URL and the template reach the test workers (and the processes some tests spawn) through the
 * environment: TEST_DATABASE_URL and TEST_DATABASE_TEMPLATE.
 */
export default async function setup(): Promise<() => Promise<void>> {
  let adminUrl = process.env.TEST_DATABASE_URL;
  let stopServer = async () => {};
  if (!adminUrl) {
    const folder = await mkdtemp(path.join(os.tmpdir(), 'sidecamp-test-postgres-'));
    // As root PostgreSQL runs as an unprivileged user (embeddedPostgres.ts), which must pass through.
    await chmod(folder, 0o711);
    const embedded = await startEmbeddedPostgres({
      dir: path.join(folder, 'postgres'),
      // A throw-away server: nothing here has to survive a crash, so skip the flushes to disk.
      settings: { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off', max_connections: '300' },
    }).catch(async (error: unknown) => {
      await rm(folder, { recursive: true, force: true });
      throw error;
    });
    adminUrl = embedded.url;
    process.env.TEST_DATABASE_URL = adminUrl;
    stopServer = async () => {
      await embedded.stop();
      await rm(folder, { recursive: true, force: true });
    };
  }
  let template: string;
  try {
    template = await createTemplateDatabase(adminUrl);
  } catch (error) {
    await stopServer();
    throw error;
  }
  process.env.TEST_DATABASE_TEMPLATE = template;
  return async () => {
    await dropDatabase(adminUrl, template).catch(() => {});
    await stopServer();
    await removeTestBuilds();
  };
}

/**
 * The server bundles test processes built for themselves (compiledServerFile in chat.testing.ts),
 * named by the process id; one of a process still running (another run's) is left alone.
 */
async function removeTestBuilds(): Promise<void> {
  for (const entry of await readdir(SERVER_ROOT)) {
    const pid = Number(/^dist-test-(\d+)$/.exec(entry)?.[1]);
    if (pid && !isRunning(pid)) await rm(path.join(SERVER_ROOT, entry), { recursive: true, force: true });
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
