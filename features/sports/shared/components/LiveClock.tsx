import { useEffect, useRef } from 'react';
import type { FeedClock } from '../api/feedTypes.ts';
import { notePlatformTime, onEverySecond, platformNow } from '../live/clockTicker.ts';
import { clockElapsedMs, clockText } from '../model/liveClock.ts';

export interface LiveClockProps {
  /** The feed's clock base; without one the clock shows `fallback` and stands. */
  clock: FeedClock | null | undefined;
  /** What to show without a base: the feed's 'mm:ss', or a word such as "Live". */
  fallback: string;
}

function shownText(clock: FeedClock): string {
  return clockText(clockElapsedMs(clock, platformNow()));
}

/**
 * A live event's game clock, run on the device from the feed's base. The shared one-second timer
 * writes the new text straight into this span, so neither the clock's row nor React renders
 * anything for time passing; a row renders again only when its event changes.
 */
export function LiveClock({ clock, fallback }: LiveClockProps) {
  const ref = useRef<HTMLSpanElement>(null);
  if (clock) notePlatformTime(clock.atMs);

  useEffect(() => {
    if (!clock?.running) return;
    return onEverySecond(() => {
      const element = ref.current;
      if (!element) return;
      const text = shownText(clock);
      if (element.textContent !== text) element.textContent = text;
    });
  }, [clock]);

  return <span ref={ref}>{clock ? shownText(clock) : fallback}</span>;
}
