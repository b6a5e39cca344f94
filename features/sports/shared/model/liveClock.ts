import type { FeedClock } from '../api/feedTypes.ts';

/**
 * How far (game time) a resent clock may sit from where the held base ran to and still count as
 * "ran on as expected": the feed reads the clock once per tick, in whole milliseconds.
 */
export const CLOCK_SLACK_MS = 1000;

/** Game time of `clock` at platform time `nowMs`: it runs on from its base, or stands when stopped. */
export function clockElapsedMs(clock: FeedClock, nowMs: number): number {
  return clock.running ? clock.elapsedMs + Math.max(0, nowMs - clock.atMs) : clock.elapsedMs;
}

/** 'mm:ss' as the feed writes `time`; minutes keep counting past 99 ('105:20'). */
export function clockText(elapsedMs: number): string {
  const seconds = Math.max(0, Math.floor(elapsedMs / 1000));
  const minutes = Math.floor(seconds / 60);
  return `${String(minutes).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * Whether `next` is only `held` run on: both running or both stood, and `next` shows the game
 * time `held` gives at `next.atMs`. Such a clock changes nothing on screen that the app's own
 * timer would not show anyway, so the merge keeps the held event as it is.
 */
export function clockOnSchedule(
  held: FeedClock | null | undefined,
  next: FeedClock | null | undefined,
): boolean {
  if (!held || !next || held.running !== next.running) return false;
  return Math.abs(next.elapsedMs - clockElapsedMs(held, next.atMs)) <= CLOCK_SLACK_MS;
}
