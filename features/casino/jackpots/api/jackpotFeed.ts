import { useCallback, useMemo } from 'react';
import useSWR from 'swr';
import { useApi } from '../../../core/api/index.ts';
import { useBrand } from '../../../core/brand/index.ts';
import { balanceKey, useSession, type RawBalance } from '../../../core/session/index.ts';
import { readJackpots, readWonJackpots, type Jackpot, type WonJackpot } from '../model/jackpot.ts';

/** Spec, section 9: jackpots are polled every 25 s (a brand may change it). */
export const defaultJackpotsPollMs = 25_000;

/** GET /api/casino/jackpots (platform casino README, "Jackpots"). */
interface JackpotListAnswer {
  jackpots: unknown[];
  wonJackpots: unknown[];
}

// The session's balance key: the balance the session polls every 5 s is the one the block reads.
export { balanceKey };

export const jackpotListKey = (currency: string) => ['casino/jackpots', currency] as const;

export type JackpotFeedStatus = 'loading' | 'ready' | 'failed';

export interface JackpotFeed {
  status: JackpotFeedStatus;
  jackpots: readonly Jackpot[];
  /** The signed-in player's wins not yet marked shown; always empty for a guest. */
  wonJackpots: readonly WonJackpot[];
  /** Reloads the list the jackpots came from (the player's balance, or the guests' list). */
  reload: () => Promise<void>;
}

const noJackpots: readonly Jackpot[] = [];
const noWins: readonly WonJackpot[] = [];

function statusOf(hasData: boolean, error: unknown): JackpotFeedStatus {
  if (hasData) return 'ready';
  return error === undefined ? 'loading' : 'failed';
}

/**
 * The jackpots for the current visitor (spec, sections 4 and 6). A guest polls the jackpot list
 * in the brand's default currency every `polling.jackpotsMs` while the tab is visible. A player
 * (role 0, the only role that stays signed in) does not poll it: their jackpots and unseen wins
 * come with the balance the session already polls, read from the session's SWR cache entry.
 * Nothing is asked while the session is still being checked.
 */
export function useJackpotFeed(): JackpotFeed {
  const api = useApi();
  const brand = useBrand();
  const { session } = useSession();
  const player = session.status === 'player' ? session.user : undefined;
  const guestCurrency = brand.currencies.default;
  const pollMs = brand.polling?.jackpotsMs ?? defaultJackpotsPollMs;

  const list = useSWR<JackpotListAnswer, unknown>(
    session.status === 'guest' ? jackpotListKey(guestCurrency) : null,
    () =>
      api.get<JackpotListAnswer>('/api/casino/jackpots', { query: { currency: guestCurrency } }),
    // SWR pauses the interval while the tab is hidden (refreshWhenHidden is off by default).
    { refreshInterval: pollMs, refreshWhenHidden: false },
  );

  const balance = useSWR<RawBalance, unknown>(
    player ? balanceKey(player.id) : null,
    () => api.get<RawBalance>('/api/user/balance'),
    {
      // The session owns this entry and polls it; the fetcher only fills an empty cache (a
      // block rendered before the session's first balance answer, or outside the app's shell).
      revalidateIfStale: false,
      revalidateOnFocus: false,
      revalidateOnReconnect: false,
    },
  );

  const currency = player?.currency ?? guestCurrency;
  const data = player ? balance.data : list.data;
  const error: unknown = player ? balance.error : list.error;
  const jackpots = useMemo(
    () => (data ? readJackpots(data.jackpots, currency) : noJackpots),
    [data, currency],
  );
  const wonData = player ? balance.data?.won_jackpots : undefined;
  const wonJackpots = useMemo(
    () => (wonData ? readWonJackpots(wonData, currency) : noWins),
    [wonData, currency],
  );

  const { mutate: reloadBalance } = balance;
  const { mutate: reloadList } = list;
  const signedIn = player !== undefined;
  const reload = useCallback(async () => {
    if (signedIn) await reloadBalance();
    else await reloadList();
  }, [signedIn, reloadBalance, reloadList]);

  return {
    status: session.status === 'checking' ? 'loading' : statusOf(data !== undefined, error),
    jackpots,
    wonJackpots,
    reload,
  };
}
