import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './idle';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('whenIdle', () => {
  it('asks the browser for an idle moment with the time-out as the latest', () => {
    const requestIdleCallback = vi.fn((_callback: () => void, _options?: { timeout: number }) => 17);
    const cancelIdleCallback = vi.fn();
    vi.stubGlobal('requestIdleCallback', requestIdleCallback);
    vi.stubGlobal('cancelIdleCallback', cancelIdleCallback);
    const callback = vi.fn();

    const cancel = whenIdle(callback, 5000);
    expect(requestIdleCallback).toHaveBeenCalledWith(callback, { timeout: 5000 });
    cancel();
    expect(cancelIdleCallback).toHaveBeenCalledWith(17);
  });

  it('falls back to a timer of at most a second without requestIdleCallback (Safari)', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const callback = vi.fn();
    whenIdle(callback, 5000);
    vi.advanceTimersByTime(999);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('uses a shorter time-out as it is in the fallback, and can be cancelled', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const early = vi.fn();
    whenIdle(early, 200);
    vi.advanceTimersByTime(200);
    expect(early).toHaveBeenCalledTimes(1);

    const cancelled = vi.fn();
    const cancel = whenIdle(cancelled, 200);
    cancel();
    vi.advanceTimersByTime(1000);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
