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
    // While the end of the page stays in view (a tall phone, a fast scroll), keep stepping at
    // the throttle's pace: the observer reports entering the view once, not staying in it.
    let stepping: ReturnType<typeof setInterval> | undefined;
    const observer = new IntersectionObserver((entries) => {
      clearInterval(stepping);
      if (!entries.some((entry) => entry.isIntersecting)) return;
      showMore();
      stepping = setInterval(showMore, PROVIDER_BLOCKS.throttleMs);
    });
    observer.observe(sentinel);
    return () => {
      observer.disconnect();
      clearInterval(stepping);
    };
  }, [sentinel, showMore]);

  const sentinelRef = useCallback((element: HTMLElement | null) => setSentinel(element), []);
  return { count: Math.min(count, total), sentinelRef, showMore };
}
