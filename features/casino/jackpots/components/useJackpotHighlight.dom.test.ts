import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useJackpotHighlight } from './useJackpotHighlight.ts';

interface Pot {
  id: number;
  amount: number;
  lastWinAmount: number | null;
}

const grand = (amount: number, lastWinAmount: number | null = 1000): Pot => ({
  id: 1,
  amount,
  lastWinAmount,
});
const small = (amount: number): Pot => ({ id: 3, amount, lastWinAmount: 100 });

function renderHighlight(initial: Pot[]) {
  return renderHook(({ jackpots }) => useJackpotHighlight(jackpots), {
    initialProps: { jackpots: initial },
  });
}

const ids = (set: ReadonlySet<number>) => [...set].sort();

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('useJackpotHighlight', () => {
  it('should turn a hot jackpot red for 1000 ms', () => {
    const { result } = renderHighlight([grand(800), small(10)]);
    expect(ids(result.current)).toEqual([1]);
    act(() => {
      vi.advanceTimersByTime(999);
    });
    expect(ids(result.current)).toEqual([1]);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(ids(result.current)).toEqual([]);
  });

  it('should turn it red again when its amount changes, and not for the same amount', () => {
    const { result, rerender } = renderHighlight([grand(800)]);
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    rerender({ jackpots: [grand(800)] });
    expect(ids(result.current)).toEqual([]);

    rerender({ jackpots: [grand(812)] });
    expect(ids(result.current)).toEqual([1]);
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(ids(result.current)).toEqual([]);
  });

  it('should leave jackpots at or under 0.7 of their last win, or without one, alone', () => {
    const { result, rerender } = renderHighlight([grand(700), small(70)]);
    expect(ids(result.current)).toEqual([]);
    rerender({ jackpots: [grand(5_000, null), small(71)] });
    expect(ids(result.current)).toEqual([3]);
  });

  it('should stop the timer when unmounted', () => {
    const { unmount } = renderHighlight([grand(800)]);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
