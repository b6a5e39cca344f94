import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useStepwiseCount } from './useStepwiseCount.ts';

describe('useStepwiseCount', () => {
  it('should start with the first items and add one per step until all show', async () => {
    const seen: number[] = [];
    const { result } = renderHook(() => {
      const count = useStepwiseCount(4, 1);
      seen.push(count);
      return count;
    });
    expect(seen[0]).toBe(1);
    await waitFor(() => expect(result.current).toBe(4));
    // Every count from the first to the total was rendered: one item per step, none skipped.
    expect([...new Set(seen)]).toEqual([1, 2, 3, 4]);
  });

  it('should never answer more than the total, and follow a total that grows', async () => {
    const { result, rerender } = renderHook(({ total }) => useStepwiseCount(total, 3), {
      initialProps: { total: 2 },
    });
    expect(result.current).toBe(2);
    act(() => rerender({ total: 5 }));
    await waitFor(() => expect(result.current).toBe(5));
  });
});
