import { useCallback, useEffect, useRef, useState } from 'react';
import { LAZY_LIST, nextLazyCount } from './lazyList.ts';

/**
 * Shows a long list ten at a time: a sentinel after the last item asks for ten more when half of
 * it scrolls into view (at most every 500 ms). Returns how many to render and the sentinel's ref.
 */
export function useLazyCount(total: number): {
  count: number;
  sentinelRef: (element: HTMLElement | null) => void;
} {
  const [count, setCount] = useState<number>(LAZY_LIST.pageSize);
  const lastStepAt = useRef(Number.NEGATIVE_INFINITY);
  const [sentinel, setSentinel] = useState<HTMLElement | null>(null);

  useEffect(() => {
    if (!sentinel || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        setCount((current) => {
          const next = nextLazyCount(current, total, Date.now(), lastStepAt.current);
          lastStepAt.current = next.steppedAt;
          return next.count;
        });
      },
      { threshold: LAZY_LIST.threshold },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [sentinel, total]);

  const sentinelRef = useCallback((element: HTMLElement | null) => setSentinel(element), []);
  return { count: Math.min(count, total), sentinelRef };
}
