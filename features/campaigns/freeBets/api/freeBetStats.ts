import useSWR from 'swr';
import useSWRMutation from 'swr/mutation';
import { useApi } from '../../../core/api/index.ts';

/** Free-bet counts: inactive ones wait for the claim day, active ones can be bet. */
export interface FreeBetCounts {
  active: number;
  inactive: number;
}

/**
 * GET /api/user/actualFreeBetStats (platform payments README, "Free-bet campaign"). The spec's
 * answer has only the first two fields; the demo platform adds the rest, so they are optional and
 * the page falls back to the session's counts and its own calendar without them.
 */
export interface FreeBetStats extends Partial<FreeBetCounts> {
  /** This week's sport turnover (main wallet). */
  bets_total_now: number;
  /** Free bets this week's turnover has earned so far. */
  possible_free_bets: number;
  /** Whether the platform's clock says today is the claim day (Moscow). */
  is_claim_day?: boolean;
  next_claim_day?: string;
  expires_at?: string;
}

/** The stats depend on who is signed in, not on the language (it only words refusals). */
export const freeBetStatsKey = (playerId: number) => ['user/actualFreeBetStats', playerId] as const;

/** Player only: a guest has no stats to ask for (the platform answers 401). */
export function useFreeBetStats(playerId: number | undefined) {
  const api = useApi();
  return useSWR<FreeBetStats, Error>(
    playerId === undefined ? null : freeBetStatsKey(playerId),
    () => api.get<FreeBetStats>('/api/user/actualFreeBetStats'),
  );
}

/**
 * POST /api/user/activate-free-bets: moves every inactive free bet to active on the claim day. Its
 * answer (the new counts) goes straight into the cached stats, then the stats are read again.
 */
export function useClaimFreeBets(playerId: number) {
  const api = useApi();
  return useSWRMutation<
    FreeBetCounts,
    Error,
    ReturnType<typeof freeBetStatsKey>,
    never,
    FreeBetStats
  >(freeBetStatsKey(playerId), () => api.post<FreeBetCounts>('/api/user/activate-free-bets'), {
    populateCache: (counts, current) => ({
      bets_total_now: 0,
      possible_free_bets: 0,
      ...current,
      active: counts.active,
      inactive: counts.inactive,
    }),
    revalidate: true,
    throwOnError: true,
  });
}
