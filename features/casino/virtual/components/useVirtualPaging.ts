import { useCallback, useEffect, useRef, useState } from 'react';
import { nextVirtualCount, VIRTUAL_SPORTS_PAGING } from '../model/virtualPaging.ts';

/**
 * The virtual-sports tiles shown so far: twelve, then twelve more each time the sentinel after
 * the last one comes into view (spec, section 9), at most every 500 ms. `showMore` is the same
 * step, for the observer and for tests.
 */
export function useVirtualPaging(total: number): {
  count: number;
  sentinelRef: (element: HTMLElement | null) => void;
  showMore: () => void;
} {
  const [count, setCount] = useState<number>(VIRTUAL_SPORTS_PAGING.initial);
  const lastStepAt = useRef(Number.NEGATIVE_INFINITY);
  const [sentinel, setSentinel] = useState<HTMLElement | null>(null);

  const showMore = useCallback(() => {
    const next = nextVirtualCount(count, total, Date.now(), lastStepAt.current);
    lastStepAt.current = next.steppedAt;
    if (next.count !== count) setCount(next.count);
  }, [count, total]);

  useEffect(() => {
    if (!sentinel || typeof IntersectionObserver === 'undefined') return;
    // A tall phone keeps the end in view after a step: the observer reports entering the view
    // once, so keep stepping at the throttle's pace while it stays there.
    let stepping: ReturnType<typeof setInterval> | undefined;
    const observer = new IntersectionObserver((entries) => {
      clearInterval(stepping);
      if (!entries.some((entry) => entry.isIntersecting)) return;
      showMore();
      stepping = setInterval(showMore, VIRTUAL_SPORTS_PAGING.throttleMs);
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
