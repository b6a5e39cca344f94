import dayjs from 'dayjs';
import {
  activeValues,
  ALL_PROVIDERS,
  providerFilter,
  type DateRange,
  type FilterOption,
} from '../../core/history/index.ts';

// The shared filter rules, for this feature's modules.
export {
  ALL_PROVIDERS,
  checkDateRange,
  lastDays,
  providerFilter,
  toggleOption,
  toggleProvider,
} from '../../core/history/index.ts';
export type { DateRange, DateRangeProblem, FilterOption } from '../../core/history/index.ts';

/** The history filter's statuses (sports-betting §3: lost, win, pending, sold). */
export const historyStatuses = ['lost', 'win', 'pending', 'sold'] as const;
export type HistoryStatus = (typeof historyStatuses)[number];

/** The coupon status each filter status asks for, as the platform reads them (bets README). */
export const historyStatusCodes: Readonly<Record<HistoryStatus, number>> = {
  lost: 4,
  win: 34,
  pending: 0,
  sold: 17410,
};

/** Game types of the filter: pre-match line or live. */
export const gameTypes = ['line', 'live'] as const;
export type GameType = (typeof gameTypes)[number];

/** The native sportsbook is the only provider of this history. */
export const historyProviders: readonly string[] = [ALL_PROVIDERS];

/** Page size of the history (spec §9: lists use pages of 10). */
export const HISTORY_PAGE_SIZE = 10;

export interface BetHistoryFilter extends DateRange {
  statuses: readonly FilterOption<HistoryStatus>[];
  providers: readonly FilterOption<string>[];
  gameTypes: readonly FilterOption<GameType>[];
}

/** Nothing narrowed: the given days, no status, every provider, no game type. */
export function initialFilter(range: DateRange): BetHistoryFilter {
  return {
    ...range,
    statuses: historyStatuses.map((value) => ({ value, active: false })),
    providers: historyProviders.map((value) => ({ value, active: value === ALL_PROVIDERS })),
    gameTypes: gameTypes.map((value) => ({ value, active: false })),
  };
}

/**
 * The status part of the request (sports-betting §4, history filter building): "when zero or two
 * statuses are active no status filter is sent; when exactly one is active, that one is sent".
 * Only exactly one active status narrows the list; any other number (0, 2, 3 or 4) sends none.
 */
export function statusFilter(
  statuses: readonly FilterOption<HistoryStatus>[],
): number[] | undefined {
  const active = activeValues(statuses);
  const [only] = active;
  return active.length === 1 && only !== undefined ? [historyStatusCodes[only]] : undefined;
}

/** Only the active game types are sent (sports-betting §4); none when none is active. */
export function gameTypeFilter(types: readonly FilterOption<GameType>[]): GameType[] | undefined {
  const active = activeValues(types);
  return active.length > 0 ? active : undefined;
}

/** The body of POST /api/bet/coupon_history for a page of the filtered history. */
export interface CouponHistoryRequest {
  from_date: string;
  to_date: string;
  count: number;
  /** 1-based (spec §9). */
  page: number;
  status?: number[];
  providers?: string | string[];
  types?: GameType[];
}

/**
 * The request for a filter and page. Days are the player's own: they go as ISO moments from the
 * first to the last millisecond of the local days (the platform reads bare days as UTC days, which
 * would move evening bets in Chile into the next day).
 */
export function buildHistoryRequest(
  filter: BetHistoryFilter,
  page: number,
  count = HISTORY_PAGE_SIZE,
): CouponHistoryRequest {
  const request: CouponHistoryRequest = {
    from_date: dayjs(filter.from).startOf('day').toISOString(),
    to_date: dayjs(filter.to).endOf('day').toISOString(),
    count,
    page: Math.max(1, Math.floor(page)),
  };
  const status = statusFilter(filter.statuses);
  if (status) request.status = status;
  const providers = providerFilter(filter.providers);
  if (providers !== undefined) request.providers = providers;
  const types = gameTypeFilter(filter.gameTypes);
  if (types) request.types = types;
  return request;
}
