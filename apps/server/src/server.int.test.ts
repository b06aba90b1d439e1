import { describe, expect, it } from 'vitest';
import { startServer } from './server';
import { testConfig } from './test/testApp';
import { createTestDatabase } from './test/testDatabase';

describe('graceful shutdown', () => {
  it('finishes the request in flight, refuses new ones, then closes the database', async () => {
    const database = await createTestDatabase();
    const server = await startServer(testConfig({ PORT: '0', HOST: '127.0.0.1' }), {
      database,
      beforeListen: (app) => {
        app.get('/api/test/slow', async () => {
          await new Promise((resolve) => setTimeout(resolve, 600));
          return { finished: true };
        });
      },
    });
    const inFlight = fetch(`${server.url}/api/test/slow`);
    await new Promise((resolve) => setTimeout(resolve, 150));
    const closed = server.close();

    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ finished: true });
    await closed;
    await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();
    await expect(database.ping()).rejects.toThrow();
  });
});
