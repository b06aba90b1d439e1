/**
 * Runs tasks one at a time per key, in the order they were queued. Sending to a room runs through
 * it, so this process announces a room's messages in the order they were stored (id order).
 */
export function serialPerKey() {
  const tails = new Map<number, Promise<void>>();
  const run = <T>(key: number, task: () => Promise<T>): Promise<T> => {
    const result = (tails.get(key) ?? Promise.resolve()).then(task);
    const tail = result.then(
      () => undefined,
      () => undefined,
    );
    tails.set(key, tail);
    void tail.then(() => {
      if (tails.get(key) === tail) tails.delete(key);
    });
    return result;
  };
  return run;
}
