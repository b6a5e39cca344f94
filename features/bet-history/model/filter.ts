import dayjs from 'dayjs';

/** One choice of a history filter (spec, section 3: each option has a value and an active flag). */
export interface FilterOption<Value extends string> {
  value: Value;
  active: boolean;
}

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

/** The "every provider" choice; the native sportsbook has no other provider. */
export const ALL_PROVIDERS = 'all';
export const historyProviders: readonly string[] = [ALL_PROVIDERS];

/** Page size of the history (spec §9: lists use pages of 10). */
export const HISTORY_PAGE_SIZE = 10;

/** Days as `YYYY-MM-DD`, both included, in the player's time zone. */
export interface DateRange {
  from: string;
  to: string;
}

export interface BetHistoryFilter extends DateRange {
  statuses: readonly FilterOption<HistoryStatus>[];
  providers: readonly FilterOption<string>[];
  gameTypes: readonly FilterOption<GameType>[];
}

export const ISO_DAY = 'YYYY-MM-DD';

/** The last `days` days up to `today` (the history opens on the last 30 days). */
export function lastDays(today: Date | string, days = 30): DateRange {
  const end = dayjs(today);
  return { from: end.subtract(days, 'day').format(ISO_DAY), to: end.format(ISO_DAY) };
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

/** Switches one option on or off. */
export function toggleOption<Value extends string>(
  options: readonly FilterOption<Value>[],
  value: Value,
): FilterOption<Value>[] {
  return options.map((option) =>
    option.value === value ? { ...option, active: !option.active } : option,
  );
}

/**
 * The provider filter: 'all' clears the named providers, a named one clears 'all', and switching
 * off the last named provider brings 'all' back, so the filter never asks for nothing.
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

export type DateRangeProblem = 'fromRequired' | 'toRequired' | 'order';

/** A real calendar day written `YYYY-MM-DD` (dayjs rolls 2026-02-30 over, so it fails). */
export function isDay(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/u.test(value) && dayjs(value).format(ISO_DAY) === value;
}

/** A range the player picked, checked on submit: both days given and from ≤ to. */
export function checkDateRange(range: DateRange): DateRangeProblem | undefined {
  if (!isDay(range.from)) return 'fromRequired';
  if (!isDay(range.to)) return 'toRequired';
  return range.from > range.to ? 'order' : undefined;
}

const activeValues = <Value extends string>(options: readonly FilterOption<Value>[]) =>
  options.filter((option) => option.active).map((option) => option.value);

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

/** Active providers other than 'all': one value alone, several as a list, none when only 'all'. */
export function providerFilter(
  providers: readonly FilterOption<string>[],
): string | string[] | undefined {
  const named = activeValues(providers).filter((value) => value !== ALL_PROVIDERS);
  if (named.length === 0) return undefined;
  return named.length === 1 ? named[0] : named;
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
