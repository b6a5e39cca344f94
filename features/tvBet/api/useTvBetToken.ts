import { useState } from 'react';
import useSWR, { type SWRConfiguration } from 'swr';
import { useApi } from '../../core/api/index.ts';
import { notify } from '../../core/notifications/index.ts';
import { useSession } from '../../core/session/index.ts';
import { fetchTvBetToken, type TvBetToken } from '../liveTables/tvbet.ts';
import { integrationFailureMessage } from '../model/failure.ts';

let visits = 0;
const nextVisit = () => ++visits;

/**
 * The SWR key of a player's TV-bet token: per player and per visit of the page, because the
 * spec generates the token on mount (a token cached from an earlier visit may have expired).
 */
export function tvBetTokenKey(playerId: number, visit: number) {
  return ['tvBet/token', playerId, visit] as const;
}

/**
 * A new token reloads the frame, and whatever the player was doing in it: while the page stays
 * open the token is asked for once, not again on focus or reconnect. A failure is notified too
 * (casino spec, section 8), beside the page's error state.
 */
const oncePerVisit: SWRConfiguration<TvBetToken, unknown> = {
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateIfStale: false,
  onError: (error: unknown) => {
    notify({ type: 'error', message: integrationFailureMessage(error) });
  },
};

/**
 * GenToken for the signed-in player, once per visit of /tv-bet; nothing for a guest, nor while
 * `enabled` is false (a brand without the TV-bet frame has no use for a token).
 */
export function useTvBetToken(enabled: boolean) {
  const api = useApi();
  const { session } = useSession();
  const [visit] = useState(nextVisit);
  const key = enabled && session.status === 'player' ? tvBetTokenKey(session.user.id, visit) : null;
  return useSWR<TvBetToken, unknown>(key, () => fetchTvBetToken(api), oncePerVisit);
}
