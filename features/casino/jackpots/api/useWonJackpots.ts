import { useCallback, useMemo, useReducer } from 'react';
import { useApi } from '../../../core/api/index.ts';
import { dismissalReducer, initialDismissal, pendingWins } from '../model/dismissal.ts';
import type { WonJackpot } from '../model/jackpot.ts';

export interface WonJackpots {
  /** The wins still to celebrate; the screen shows the first, one at a time. */
  pending: readonly WonJackpot[];
  /** The spec's actionProcessing: a dismissal is being sent (and the list reloaded). */
  processing: boolean;
  /** Dismisses the first pending win. */
  dismiss: () => Promise<void>;
}

/**
 * Dismissing a won jackpot (spec, section 4 "Jackpot deletion"): the processing flag goes up,
 * the platform hears that the player has seen the win, and on success the list reloads (the
 * win is gone from it); on failure the first win is dropped locally, so the player is not
 * stuck in front of a celebration they closed.
 *
 * The call is POST /api/user/jackpot_is_shown: the balance lists wins not yet marked shown, so
 * marking it is what takes the win out of the list the player's block reads (the platform's
 * casino README: "the app celebrates each win once, then calls jackpot_is_shown"). The delete
 * call would erase the win from the player's won-jackpot lists for good; closing a
 * congratulation should not destroy that record, and nothing here lists past wins to delete.
 */
export function useWonJackpots(
  wins: readonly WonJackpot[],
  reload: () => Promise<void>,
): WonJackpots {
  const api = useApi();
  const [state, dispatch] = useReducer(dismissalReducer, initialDismissal);
  const pending = useMemo(() => pendingWins(wins, state.dropped), [wins, state.dropped]);
  const first = pending[0];
  const { processing } = state;

  const dismiss = useCallback(async () => {
    if (!first || processing) return;
    dispatch({ type: 'started' });
    try {
      await api.post('/api/user/jackpot_is_shown', { JackpotId: first.id });
    } catch {
      dispatch({ type: 'failed', winId: first.id });
      return;
    }
    try {
      await reload();
    } catch {
      // The win is marked shown; the next poll of the list leaves it out anyway.
    }
    dispatch({ type: 'succeeded' });
  }, [api, first, processing, reload]);

  return { pending, processing, dismiss };
}
