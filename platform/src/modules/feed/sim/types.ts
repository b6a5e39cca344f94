import type { Variant } from '../catalog/index.ts';

export type Pair = [number, number];

/** The simulator's parameters of one event (stored as JSON in feed_event_info.model). */
export interface EventModel {
  variant: Variant;
  /**
   * Goals and points: each team's expected score over the match. Sets: team 1's chance to win a
   * point (strength2 is its complement).
   */
  strength1: number;
  strength2: number;
  /** The market's drifting opinion of team 1 (moves prices only, never the simulation). */
  tilt: number;
  /** Stoppage time of timed matches. */
  extraMs: number;
  /** Line sizes offered: team 1 handicaps, totals and team totals. */
  lines: { handicaps: number[]; totals: number[]; team1: number | null; team2: number | null };
}

export interface Statistics {
  corners: Pair;
  yellowCards: Pair;
  redCards: Pair;
}

/** The running state of one event (feed_event_info.state). */
export interface LiveState {
  /** Game time simulated so far, in whole steps. */
  elapsedMs: number;
  /** Game time shown: time since the start, up to the end. */
  clockMs: number;
  score: Pair;
  /** Score of each period (half, quarter, set, map); the last is the one being played. */
  periods: Pair[];
  /** Tennis: points of the current game, or of the tie-break at 6:6. */
  point?: Pair;
  /** Football: corners and cards. */
  stats?: Statistics;
  /** Odds the simulator has suspended for a while: odd id → until (platform ms). */
  suspended: Record<string, number>;
  /** After a goal (or a set) the whole event stops for a few seconds. */
  stoppedUntilMs: number;
  finished: boolean;
}

/**
 * The game clock as a base a client can run on its own: `elapsedMs` of game time at platform
 * time `atMs`, and whether it is still running. A client shows `elapsedMs + (now - atMs)` while
 * running, so a poll need not move a row just because a second passed.
 */
export interface FeedClock {
  elapsedMs: number;
  atMs: number;
  running: boolean;
}

/** What the feed shows of a state (feed_event_info.display). */
export interface EventDisplay {
  time: string | null;
  /** Live: the clock's base (absent in rows written before it existed). */
  clock?: FeedClock | null;
  stat: Record<string, string | number> | null;
  periodScore: string[];
  subScore: string | null;
}
