import type { WonJackpot } from './jackpot.ts';

/**
 * The won-jackpot part of the spec's jackpot state (section 3: wonJackpots, actionProcessing) and
 * its transition (section 4): dismissing raises the processing flag; on success the list reloads,
 * otherwise the first won jackpot is dropped locally.
 */
export interface DismissalState {
  processing: boolean;
  /** Wins dropped on this screen after a failed dismissal; a later poll must not bring them back. */
  dropped: readonly number[];
}

export type DismissalEvent =
  { type: 'started' } | { type: 'succeeded' } | { type: 'failed'; winId: number };

export const initialDismissal: DismissalState = { processing: false, dropped: [] };

export function dismissalReducer(state: DismissalState, event: DismissalEvent): DismissalState {
  switch (event.type) {
    case 'started':
      return { ...state, processing: true };
    case 'succeeded':
      return { ...state, processing: false };
    case 'failed':
      return {
        processing: false,
        dropped: state.dropped.includes(event.winId)
          ? state.dropped
          : [...state.dropped, event.winId],
      };
  }
}

/** The wins still to celebrate, in the platform's order; the screen shows the first. */
export function pendingWins(
  wins: readonly WonJackpot[],
  dropped: readonly number[],
): readonly WonJackpot[] {
  if (dropped.length === 0) return wins;
  return wins.filter((win) => !dropped.includes(win.id));
}
