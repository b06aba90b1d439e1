import { describe, expect, it } from 'vitest';
import { retryKeys } from './useRetryKey';

describe('retryKeys', () => {
  it('keeps the key while the same content is sent again, and changes it for new content or after success', () => {
    const keys = retryKeys();
    const first = keys.keyFor({ body: 'hello' });
    expect(first).toMatch(/^[\w-]{8,100}$/);
    expect(keys.keyFor({ body: 'hello' })).toBe(first);
    const edited = keys.keyFor({ body: 'hello!' });
    expect(edited).not.toBe(first);
    keys.settled();
    expect(keys.keyFor({ body: 'hello!' })).not.toBe(edited);
  });
});
