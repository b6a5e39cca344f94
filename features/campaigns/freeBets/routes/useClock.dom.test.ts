import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useClock } from './useClock.ts';

describe('useClock', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('should read the clock on mount and again every tick', () => {
    let time = 1_000;
    const clock = () => time;
    const { result, unmount } = renderHook(() => useClock(clock, 20_000));
    expect(result.current).toBe(1_000);

    time = 15_000;
    act(() => {
      vi.advanceTimersByTime(19_999);
    });
    expect(result.current).toBe(1_000);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current).toBe(15_000);

    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
