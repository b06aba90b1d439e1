import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedValue } from './useDebouncedValue';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('useDebouncedValue', () => {
  it('gives the new value only once it has stopped changing for the delay', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 300), {
      initialProps: { value: 'm' },
    });
    expect(result.current).toBe('m');

    rerender({ value: 'mi' });
    act(() => vi.advanceTimersByTime(200));
    rerender({ value: 'min' });
    act(() => vi.advanceTimersByTime(200));
    // 400 ms after the first change, but only 200 ms after the last one.
    expect(result.current).toBe('m');

    act(() => vi.advanceTimersByTime(100));
    expect(result.current).toBe('min');
  });

  it('lets no timer fire after it unmounts', () => {
    const { rerender, unmount } = renderHook(({ value }) => useDebouncedValue(value, 300), {
      initialProps: { value: 1 },
    });
    rerender({ value: 2 });
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
