import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { registerUser } from '../../test/factories';
import { TEST_INDEX_HTML } from '../../test/testApp';
import { createTestDatabase } from '../../test/testDatabase';
import { alarmSettings } from './alarms.tables';
import { unsubscribeUrl } from './alarms.unsubscribe';

const database = await createTestDatabase();
afterAll(() => database.close());

/** One start of the server on the same database and data folder: its config is read anew. */
async function start(dataDir: string, webDir: string) {
  const config = loadConfig(
    { NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, WEB_DIST_DIR: webDir },
    { keepGeneratedSecrets: true },
  );
  const built = await buildApp({ config, database });
  return {
    ...built,
    config,
    stop: async () => {
      await built.app.close();
      await built.events.stop();
    },
  };
}

describe('an unsubscribe link mailed before a restart', () => {
  it('still works after it, by a POST, with MAIL_LINK_SECRET unset', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'sidecamp-data-'));
    const webDir = mkdtempSync(path.join(tmpdir(), 'sidecamp-web-'));
    writeFileSync(path.join(webDir, 'index.html'), TEST_INDEX_HTML);

    const before = await start(dataDir, webDir);
    const user = await registerUser(before.app);
    const link = new URL(unsubscribeUrl(before.config.publicUrl, before.config.MAIL_LINK_SECRET, user.no));
    await before.stop();

    const after = await start(dataDir, webDir);
    try {
      const url = `${link.pathname}${link.search}`;
      const asked = await after.app.inject({ method: 'GET', url });
      expect(asked.statusCode, asked.body).toBe(200);
      expect(asked.body).toContain('Unsubscribe from notification digests?');
      const digestOf = async () =>
        (await database.db.select().from(alarmSettings).where(eq(alarmSettings.userNo, user.no)))[0]?.digest;
      expect(await digestOf()).not.toBe('never');

      const done = await after.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(done.statusCode, done.body).toBe(200);
      expect(done.body).toContain('You are unsubscribed');
      expect(await digestOf()).toBe('never');
    } finally {
      await after.stop();
    }
  });
});
