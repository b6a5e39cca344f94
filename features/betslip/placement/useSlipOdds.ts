import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../core/api/index.ts';
import { useBrand } from '../../core/brand/index.ts';
import { shortLanguageCode } from '../../core/language.ts';
import { useSlip } from '../model/slipStore.ts';
import { ODDS_KEY } from './slipKeys.ts';
import { toSlipChecks, type RawFeedBet } from './slipOdds.ts';
import type { BetCheck } from './types.ts';

/** Spec §4: live data refreshes every 5 s unless the brand says otherwise. */
const DEFAULT_LIVE_MS = 5000;

const noChecks: ReadonlyMap<string, BetCheck> = new Map();

/**
 * What the feed says now about each bet of the slip (rate, blocked, code), for guests too:
 * refreshed at the live interval while mounted and when the tab regains focus. A failed refresh
 * keeps the last answer on screen.
 */
export function useSlipOdds(): ReadonlyMap<string, BetCheck> {
  const api = useApi();
  const { i18n } = useTranslation();
  const language = shortLanguageCode(i18n.language || 'es-ES');
  const intervalMs = useBrand().polling?.liveMs ?? DEFAULT_LIVE_MS;
  const betIds = useSlip()
    .bets.map((bet) => bet.id)
    .join(',');
  const { data } = useSWR(
    betIds ? [ODDS_KEY, betIds, language] : null,
    async () =>
      toSlipChecks(
        await api.get<RawFeedBet[]>('/api/feed/bets', { query: { betIds, lang: language } }),
      ),
    {
      refreshInterval: intervalMs,
      revalidateOnFocus: true,
      keepPreviousData: true,
      shouldRetryOnError: false,
    },
  );
  return betIds && data ? data : noChecks;
}
