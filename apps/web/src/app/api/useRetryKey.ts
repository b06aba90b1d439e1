import { useRef } from 'react';

/** A fresh Idempotency-Key (crypto.randomUUID where the browser has it). */
function newKey(): string {
  return typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/**
 * One Idempotency-Key per request content: pressing again with the same content after a failed or
 * cut answer sends the same key, so the server replays the first answer instead of writing twice;
 * changed content, or anything after `settled()` (a success), gets a new key.
 */
export function retryKeys() {
  let last: { content: string; key: string } | undefined;
  return {
    keyFor(request: unknown): string {
      const content = JSON.stringify(request);
      if (last?.content !== content) last = { content, key: newKey() };
      return last.key;
    },
    settled() {
      last = undefined;
    },
  };
}

export function useRetryKey(): ReturnType<typeof retryKeys> {
  const keys = useRef<ReturnType<typeof retryKeys>>(undefined);
  keys.current ??= retryKeys();
  return keys.current;
}
