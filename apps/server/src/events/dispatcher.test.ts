import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { createEventDispatcher } from './dispatcher';

const unhandled: unknown[] = [];
const record = (reason: unknown) => unhandled.push(reason);

afterEach(() => {
  process.off('unhandledRejection', record);
  unhandled.length = 0;
});

describe('the dispatcher while the database is gone', () => {
  it('logs each failed poll, leaves no unhandled rejection behind (which would end the process), and polls on', async () => {
    process.on('unhandledRejection', record);
    let polls = 0;
    const gone = new Error('Connection terminated unexpectedly');
    const db = {
      execute: async () => {
        polls += 1;
        throw gone;
      },
    } as unknown as Database;
    const logged: string[] = [];
    const dispatcher = createEventDispatcher({
      db,
      pollIntervalMs: 10,
      logger: { error: (_obj, msg) => logged.push(msg) },
    });
    dispatcher.start();
    dispatcher.nudge();
    await new Promise((resolve) => setTimeout(resolve, 200));
    await dispatcher.stop();
    // Let any rejection nobody handled be reported.
    await new Promise((resolve) => setTimeout(resolve, 20));

    expect(polls).toBeGreaterThan(3);
    expect(logged.length).toBeGreaterThan(3);
    expect(new Set(logged)).toEqual(new Set(['event dispatch failed']));
    expect(unhandled).toEqual([]);
    // drain() still tells its caller.
    await expect(dispatcher.drain()).rejects.toBe(gone);
  });
});
