import { startTransition, useEffect, useState } from 'react';

/**
 * How many of `total` items to render: `first` with the page, then one more per step, each step a
 * transition. A long page (top events' hundred rows) then never renders in one task: React yields
 * to the browser inside each step's render and between steps, so a tap or a paint waits a few
 * milliseconds instead of the whole list (half a second on a slow phone).
 */
export function useStepwiseCount(total: number, first: number): number {
  const [count, setCount] = useState(first);
  useEffect(() => {
    if (count >= total) return;
    startTransition(() => setCount((current) => current + 1));
  }, [count, total]);
  return Math.min(count, total);
}
