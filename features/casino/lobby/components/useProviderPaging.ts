import { useCallback, useEffect, useRef, useState } from 'react';
import { nextProviderCount, PROVIDER_BLOCKS } from '../model/providerPaging.ts';

/**
 * The provider blocks shown so far: two, then two more each time the sentinel after the last one
 * comes into view (spec, section 9), at most every 500 ms. `showMore` is the same step, for the
 * observer and for tests.
 */
export function useProviderPaging(total: number): {
  count: number;
  sentinelRef: (element: HTMLElement | null) => void;
  showMore: () => void;
} {
  const [count, setCount] = useState<number>(PROVIDER_BLOCKS.initial);
  const lastStepAt = useRef(Number.NEGATIVE_INFINITY);
  const [sentinel, setSentinel] = useState<HTMLElement | null>(null);

  const showMore = useCallback(() => {
    setCount((current) => {
      const next = nextProviderCount(current, total, Date.now(), lastStepAt.current);
      lastStepAt.current = next.steppedAt;
      return next.count;
    });
  }, [total]);

  useEffect(() => {
    if (!sentinel || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) showMore();
    });
    observer.observe(sentinel);
    return () => observer.disconnect();
    // A new count moves the sentinel down: observing it again asks whether it is still in view.
  }, [sentinel, showMore, count]);

  const sentinelRef = useCallback((element: HTMLElement | null) => setSentinel(element), []);
  return { count: Math.min(count, total), sentinelRef, showMore };
}
