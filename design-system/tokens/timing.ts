/**
 * Behaviour timings from the specs, for the JavaScript side of components. CSS durations with the
 * same meaning live in the theme contract's `motion` group.
 */
export const timing = {
  /** Spinner and loading overlay stay 400 ms after loading ends, then fade. */
  spinnerHideDelayMs: 400,
  spinnerFadeMs: 350,
  /** A notification flagged to auto-close goes after 7 s. */
  notificationAutoCloseMs: 7000,
  /** A closed notification slides out and is removed after 700 ms. */
  notificationRemovalMs: 700,
  /** Odds stay marked as increased or reduced for about a second. */
  oddsFlashMs: 1000,
  /** Search fields wait this long after the last keystroke. */
  searchDebounceMs: 500,
  /** Countdown refresh (specs: timer component 60 s). */
  countdownTickMs: 60_000,
} as const;

/** Swipe distances from the specs. */
export const swipe = {
  /** A rightward swipe over 100 px closes the side menu. */
  sheetClosePx: 100,
  /** A rightward swipe over 120 px dismisses a notification. */
  notificationDismissPx: 120,
} as const;
