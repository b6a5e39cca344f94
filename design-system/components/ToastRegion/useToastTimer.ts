import { useEffect, useEffectEvent, useRef } from 'react';

interface ToastTimerOptions {
  /** Whether the notification closes by itself at all. */
  enabled: boolean;
  durationMs: number;
  /** While true the clock stands still; it resumes with the time that was left. */
  paused: boolean;
  onElapsed: () => void;
}

/**
 * The auto-close clock of one notification. Pausing keeps the remaining time instead of starting
 * over, so hovering a notification briefly does not buy it a full new period.
 */
export function useToastTimer({ enabled, durationMs, paused, onElapsed }: ToastTimerOptions) {
  const remainingMs = useRef(durationMs);
  const elapse = useEffectEvent(onElapsed);

  useEffect(() => {
    if (!enabled || paused) return;
    const startedAt = Date.now();
    const timer = setTimeout(() => elapse(), remainingMs.current);
    return () => {
      clearTimeout(timer);
      remainingMs.current = Math.max(0, remainingMs.current - (Date.now() - startedAt));
    };
  }, [enabled, paused]);
}
