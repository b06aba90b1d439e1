import { describe, expect, it } from 'vitest';
import { isUnavailableError } from './faults';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isUnavailableError', () => {
  it('knows the connection faults of PostgreSQL, the socket, node-postgres and ioredis', () => {
    for (const code of ['57P01', '57P02', '57P03', '25P03', '08006', '08003', '08P01', '53300'])
      expect(isUnavailableError(withCode(code)), code).toBe(true);
    for (const code of ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE'])
      expect(isUnavailableError(withCode(code)), code).toBe(true);
    for (const message of [
      'Connection terminated unexpectedly',
      'Connection terminated due to connection timeout',
      'Client has encountered a connection error and is not queryable',
      'Client was closed and is not queryable',
      'timeout exceeded when trying to connect',
      'Connection is closed.',
      "Stream isn't writeable and enableOfflineQueue options is false",
    ])
      expect(isUnavailableError(new Error(message)), message).toBe(true);
  });

  it('looks through wrappers (drizzle wraps every driver error as the cause of its own)', () => {
    const wrapped = new Error('Failed query: insert into ...', { cause: withCode('57P01') });
    expect(isUnavailableError(wrapped)).toBe(true);
    expect(isUnavailableError(new Error('outer', { cause: wrapped }))).toBe(true);
  });

  it('leaves real bugs and request errors alone: they stay 500s or their own codes', () => {
    expect(isUnavailableError(withCode('23505', 'duplicate key'))).toBe(false);
    expect(isUnavailableError(withCode('42P01', 'relation does not exist'))).toBe(false);
    expect(isUnavailableError(withCode('40001', 'could not serialize access'))).toBe(false);
    expect(isUnavailableError(new TypeError("Cannot read properties of undefined (reading 'no')"))).toBe(
      false,
    );
    expect(isUnavailableError(new Error('Failed query', { cause: withCode('23503') }))).toBe(false);
    expect(isUnavailableError('Connection terminated unexpectedly')).toBe(false);
    expect(isUnavailableError(undefined)).toBe(false);
  });
});
