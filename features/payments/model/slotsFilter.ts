import {
  activeValues,
  ALL_PROVIDERS,
  oneOrList,
  providerFilter,
  type DateRange,
  type FilterOption,
} from '../../core/history/index.ts';

// The shared filter rules, for this feature's modules.
export { ALL_PROVIDERS, toggleOption, toggleProvider } from '../../core/history/index.ts';
export type { FilterOption } from '../../core/history/index.ts';

/** Round results (spec, section 3: result filter 1 = win, 2 = lose). */
export const slotsStatuses = [1, 2] as const;
export type SlotsStatus = (typeof slotsStatuses)[number];

/** The platform's game types of a round (casino README, "Slots history"). */
export const slotsGameTypes = ['slots', 'table', 'crash', 'live', 'race'] as const;
export type SlotsGameType = (typeof slotsGameTypes)[number];

export interface SlotsHistoryFilter extends DateRange {
  providers: readonly FilterOption<string>[];
  statuses: readonly FilterOption<SlotsStatus>[];
  gameTypes: readonly FilterOption<SlotsGameType>[];
}

/** Nothing narrowed: every provider, both results, every game type off (none sent). */
export function initialSlotsFilter(
  range: DateRange,
  providers: readonly string[],
): SlotsHistoryFilter {
  return {
    ...range,
    providers: [ALL_PROVIDERS, ...providers.filter((provider) => provider !== ALL_PROVIDERS)].map(
      (value) => ({ value, active: value === ALL_PROVIDERS }),
    ),
    statuses: slotsStatuses.map((value) => ({ value, active: false })),
    gameTypes: slotsGameTypes.map((value) => ({ value, active: false })),
  };
}

/** Page size of the slots history (spec, section 9: casino lists use pages of 10). */
export const SLOTS_HISTORY_PAGE_SIZE = 10;

export type SlotsHistoryQuery = Record<string, string | number | readonly string[]>;

/**
 * The query of GET /api/user/getSlotsBetHistory from a filter (spec, section 5, the history
 * filter rule): only active game types are sent; active providers other than 'all' go as one
 * value or a list; with zero or two active statuses no status filter is sent, with exactly one,
 * that one. The page is 1-based (spec, section 9).
 */
export function buildSlotsHistoryQuery(
  filter: SlotsHistoryFilter,
  page: number,
  count = SLOTS_HISTORY_PAGE_SIZE,
): SlotsHistoryQuery {
  const query: SlotsHistoryQuery = { from: filter.from, to: filter.to, page, count };
  const providers = providerFilter(filter.providers);
  if (providers !== undefined) query.providers = providers;
  const statuses = activeValues(filter.statuses);
  if (statuses.length === 1 && statuses[0] !== undefined) query.statuses = statuses[0];
  const gameTypes = activeValues(filter.gameTypes);
  const gameTypeFilter = oneOrList(gameTypes);
  if (gameTypeFilter !== undefined) query.gameTypes = gameTypeFilter;
  return query;
}
