import { useCallback, useEffect, useRef, useState } from 'react';
import { nextStepCount, type StepPaging } from '../model/stepPaging.ts';

/**
 * The items shown so far: `paging.initial`, then a step more each time the sentinel after the
 * last one comes into view, at most every `paging.throttleMs`. `showMore` is the same step, for
 * the observer and for tests.
 */
export function useStepPaging(
  total: number,
  paging: StepPaging,
): {
  count: number;
  sentinelRef: (element: HTMLElement | null) => void;
  showMore: () => void;
} {
  const [count, setCount] = useState<number>(paging.initial);
  const lastStepAt = useRef(Number.NEGATIVE_INFINITY);
  const [sentinel, setSentinel] = useState<HTMLElement | null>(null);

  const showMore = useCallback(() => {
    setCount((current) => {
      const next = nextStepCount(paging, current, total, Date.now(), lastStepAt.current);
      lastStepAt.current = next.steppedAt;
      return next.count;
    });
  }, [paging, total]);

  useEffect(() => {
    if (!sentinel || typeof IntersectionObserver === 'undefined') return;
    // While the end stays in view (a tall phone, a fast scroll), keep stepping at the throttle's
    // pace: the observer reports entering the view once, not staying in it.
    let stepping: ReturnType<typeof setInterval> | undefined;
    const observer = new IntersectionObserver((entries) => {
      clearInterval(stepping);
      if (!entries.some((entry) => entry.isIntersecting)) return;
      showMore();
      stepping = setInterval(showMore, paging.throttleMs);
    });
    observer.observe(sentinel);
    return () => {
      observer.disconnect();
      clearInterval(stepping);
    };
  }, [sentinel, showMore, paging.throttleMs]);

  const sentinelRef = useCallback((element: HTMLElement | null) => setSentinel(element), []);
  return { count: Math.min(count, total), sentinelRef, showMore };
}
