import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../app';
import { registerUser, sessionCheck, type TestUser } from '../test/factories';
import { caller } from '../test/http';
import { publishedProject } from '../test/projects';
import { type TestApp, testConfig } from '../test/testApp';
import { createTestDatabase } from '../test/testDatabase';
import { type DatabaseHandle, openDatabase, rowsOf } from './client';

/**
 * Two app instances on one database stand for two server processes: each has its own pool and its
 * own listening connection, as separate processes would. What one changes, the other's caches must
 * forget.
 */
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let otherDatabase: DatabaseHandle;
let first: App;
let second: App;

const asTestApp = (app: App, handle: DatabaseHandle): TestApp => ({
  ...app,
  database: handle,
  config: testConfig(),
  close: async () => {},
});

beforeAll(async () => {
  database = await createTestDatabase();
  otherDatabase = await openDatabase({ databaseUrl: database.connectionString, poolSize: 3 });
  first = await buildApp({ config: testConfig(), database });
  second = await buildApp({ config: testConfig(), database: otherDatabase });
});

afterAll(async () => {
  await second.app.close();
  await first.app.close();
  await otherDatabase.close();
  await database.close();
});

const todos = (app: App, user: TestUser) =>
  app.app.inject({ method: 'GET', url: '/api/me/todos', headers: { cookie: user.cookie } });

describe('session cache across processes', () => {
  it('keeps a session in memory and forgets it in every process when it ends', async () => {
    const user = await registerUser(first.app);
    expect((await todos(second, user)).statusCode).toBe(200);
    expect(second.caches.sessions.size).toBeGreaterThan(0);

    const loggedOut = await first.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      payload: {},
      headers: { cookie: user.cookie },
    });
    expect(loggedOut.statusCode, loggedOut.body).toBe(200);
    // The process that ended it knows at once; the other once the notification has arrived.
    expect((await todos(first, user)).statusCode).toBe(401);
    await otherDatabase.settleNotifications();
    expect((await todos(second, user)).statusCode).toBe(401);
  });

  it('says a duplicate login in another process, not the cached session', async () => {
    const user = await registerUser(first.app);
    expect((await sessionCheck(second.app, user.cookie)).result).toBe(true);
    const again = await first.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password },
    });
    expect(again.statusCode, again.body).toBe(200);
    await otherDatabase.settleNotifications();
    const check = await sessionCheck(second.app, user.cookie);
    expect(check.result).toBe(false);
    expect(check.loginDuplicated).toBe(true);
  });

  it('shows a changed profile through the session of another process', async () => {
    const user = await registerUser(first.app);
    expect((await sessionCheck(second.app, user.cookie)).user?.nickname).toBe(user.nickname);
    const renamed = `${user.nickname.slice(0, 10)}x2`;
    const changed = await first.app.inject({
      method: 'PATCH',
      url: '/api/profiles/me',
      payload: { nickname: renamed },
      headers: { cookie: user.cookie },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    await otherDatabase.settleNotifications();
    expect((await sessionCheck(second.app, user.cookie)).user?.nickname).toBe(renamed);
  });
});

describe('hub cache across processes', () => {
  it('serves a repeated hub query from memory until a project changes anywhere', async () => {
    const query = '/api/projects?q=quokka';
    const listed = async (app: App) =>
      ((await app.app.inject({ method: 'GET', url: query })).json() as { items: Array<{ name: string }> })
        .items;
    expect(await listed(second)).toEqual([]);
    expect(second.caches.hub.size).toBe(1);

    const project = await publishedProject(asTestApp(first, database), {
      project: { name: 'Quokka watch', summary: 'Counting quokkas on Rottnest.' },
    });
    // The writing process forgot before answering; the other forgets when told.
    expect((await listed(first)).map((item) => item.name)).toEqual(['Quokka watch']);
    await otherDatabase.settleNotifications();
    expect((await listed(second)).map((item) => item.name)).toEqual(['Quokka watch']);

    // A change written past the app (another service, a console) is heard the same way.
    await database.db.execute(sql`update projects set name = 'Quokka census' where no = ${project.no}`);
    await otherDatabase.settleNotifications();
    expect((await listed(second)).map((item) => item.name)).toEqual(['Quokka census']);
  });

  it('never serves a page across a change that happened while it was being read', async () => {
    const call = caller(asTestApp(first, database));
    const leader = await registerUser(first.app);
    const readAt = second.caches.hub.generation;
    const created = await call('POST', '/api/projects', leader, { name: 'Wombat burrows' });
    expect(created.statusCode, created.body).toBe(201);
    await otherDatabase.settleNotifications();
    second.caches.hub.set('a page read before the change', { items: [], nextCursor: null }, readAt);
    expect(second.caches.hub.get('a page read before the change')).toBeUndefined();
  });
});

describe('when the listening connection drops', () => {
  it('reads from the database until it is back, then caches again', async () => {
    const user = await registerUser(first.app);
    expect((await todos(second, user)).statusCode).toBe(200);
    const listeners = async () =>
      rowsOf<{ pid: number }>(
        await database.db.execute(
          sql`select pid from pg_stat_activity where datname = current_database() and query ilike 'listen%'`,
        ),
      );
    // Both instances' listening connections go; nothing may be served from memory meanwhile.
    for (const { pid } of await listeners())
      await database.db.execute(sql`select pg_terminate_backend(${pid})`);
    for (let waited = 0; second.caches.sessions.live && waited < 5000; waited += 50)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(second.caches.sessions.live).toBe(false);
    expect(second.caches.sessions.size).toBe(0);

    await first.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      payload: {},
      headers: { cookie: user.cookie },
    });
    expect((await todos(second, user)).statusCode).toBe(401);

    for (let waited = 0; !second.caches.sessions.live && waited < 10_000; waited += 100)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(second.caches.sessions.live).toBe(true);
    const next = await registerUser(first.app);
    expect((await todos(second, next)).statusCode).toBe(200);
    expect(second.caches.sessions.size).toBe(1);
  });
});
