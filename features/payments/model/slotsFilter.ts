import type { DateRange } from './dateRange.ts';

/** One choice of a history filter (spec, section 3: each option has a value and an active flag). */
export interface FilterOption<Value extends string | number> {
  value: Value;
  active: boolean;
}

/** The "every provider" choice of the provider filter (spec, section 3: all plus provider names). */
export const ALL_PROVIDERS = 'all';

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

/** Switches one option on or off. */
export function toggleOption<Value extends string | number>(
  options: readonly FilterOption<Value>[],
  value: Value,
): FilterOption<Value>[] {
  return options.map((option) =>
    option.value === value ? { ...option, active: !option.active } : option,
  );
}

/**
 * The provider filter: choosing 'all' clears the named providers; choosing a provider clears
 * 'all'; switching off the last named provider brings 'all' back, so the filter never ends up
 * asking for nothing.
 */
export function toggleProvider(
  options: readonly FilterOption<string>[],
  value: string,
): FilterOption<string>[] {
  if (value === ALL_PROVIDERS) {
    return options.map((option) => ({ ...option, active: option.value === ALL_PROVIDERS }));
  }
  const toggled = toggleOption(options, value);
  const anyNamed = toggled.some((option) => option.active && option.value !== ALL_PROVIDERS);
  return toggled.map((option) =>
    option.value === ALL_PROVIDERS ? { ...option, active: !anyNamed } : option,
  );
}

/** Page size of the slots history (spec, section 9: casino lists use pages of 10). */
export const SLOTS_HISTORY_PAGE_SIZE = 10;

export type SlotsHistoryQuery = Record<string, string | number | readonly string[]>;

const activeValues = <Value extends string | number>(options: readonly FilterOption<Value>[]) =>
  options.filter((option) => option.active).map((option) => option.value);

/** One value alone, several as a list (spec, section 5). */
const oneOrList = (values: readonly string[]) => (values.length === 1 ? values[0] : values);

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
  const providers = activeValues(filter.providers).filter((value) => value !== ALL_PROVIDERS);
  const providerFilter = oneOrList(providers);
  if (providers.length > 0 && providerFilter !== undefined) query.providers = providerFilter;
  const statuses = activeValues(filter.statuses);
  if (statuses.length === 1 && statuses[0] !== undefined) query.statuses = statuses[0];
  const gameTypes = activeValues(filter.gameTypes);
  const gameTypeFilter = oneOrList(gameTypes);
  if (gameTypes.length > 0 && gameTypeFilter !== undefined) query.gameTypes = gameTypeFilter;
  return query;
}
