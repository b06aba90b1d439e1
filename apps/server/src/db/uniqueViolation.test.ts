import { describe, expect, it } from 'vitest';
import { uniqueViolation, violatedUniqueConstraint } from './uniqueViolation';

const violation = { code: '23505', constraint: 'users_email_key', message: 'duplicate key value' };

describe('uniqueViolation', () => {
  it('recognises 23505 on the error or in the cause drizzle wraps it in', () => {
    expect(uniqueViolation(violation)).toBe(true);
    expect(uniqueViolation(new Error('Failed query', { cause: violation }))).toBe(true);
    expect(violatedUniqueConstraint(new Error('Failed query', { cause: violation }))).toBe('users_email_key');
  });

  it('matches the named constraint only', () => {
    expect(uniqueViolation(violation, 'users_email_key')).toBe(true);
    expect(uniqueViolation(violation, 'users_nickname_key')).toBe(false);
  });

  it('goes by SQLSTATE, never by message text', () => {
    expect(uniqueViolation({ code: '23503', message: 'duplicate key value violates' })).toBe(false);
    expect(uniqueViolation(new Error('duplicate key value violates unique constraint'))).toBe(false);
    expect(violatedUniqueConstraint(undefined)).toBeUndefined();
    expect(violatedUniqueConstraint('23505')).toBeUndefined();
  });
});
