import useSWR from 'swr';
import { useApi } from '../../core/api/index.ts';
import type { SlotsHistoryQuery, SlotsStatus } from '../model/slotsFilter.ts';

/** One casino round (casino README, "Slots history"): the stake is `amount`. */
export interface SlotsRound {
  id: number;
  date: string;
  amount: number;
  winAmount: number;
  status: SlotsStatus;
  provider: string;
  gameType: string;
  gameName?: string;
  currency: string;
}

export interface SlotsHistoryPage {
  rows: SlotsRound[];
  total: number;
  page: number;
  count: number;
  pageCount: number;
}

/**
 * A page of the player's casino rounds (GET /api/user/getSlotsBetHistory). The key holds the
 * player and the whole query; the previous page stays on screen while the next one loads.
 */
export function useSlotsHistory(playerId: number | undefined, query: SlotsHistoryQuery | null) {
  const api = useApi();
  return useSWR<SlotsHistoryPage, Error>(
    playerId === undefined || query === null ? null : ['user/slots-history', playerId, query],
    () => api.get<SlotsHistoryPage>('/api/user/getSlotsBetHistory', { query: query ?? {} }),
    { keepPreviousData: true },
  );
}
