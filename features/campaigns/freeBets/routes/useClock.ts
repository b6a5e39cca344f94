import { useEffect, useState } from 'react';

/** A clock read on mount and then every `tickMs` (epoch ms), for a page that counts down. */
export function useClock(clock: () => number, tickMs: number): number {
  const [now, setNow] = useState(clock);
  useEffect(() => {
    const timer = setInterval(() => setNow(clock()), tickMs);
    return () => clearInterval(timer);
  }, [clock, tickMs]);
  return now;
}
