import {
  ALL_PROVIDERS,
  checkDateRange,
  historyProviders,
  initialFilter,
  lastDays,
  type BetHistoryFilter,
  type FilterOption,
} from './filter.ts';

/** What the address says: the filter the list was asked with and the page (1-based). */
export interface HistoryLocation {
  filter: BetHistoryFilter;
  page: number;
}

/** Repeated parameters (`status=lost&status=win`), commas accepted too. */
const listOf = (search: URLSearchParams, name: string) =>
  search
    .getAll(name)
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter(Boolean);

function activeFrom<Value extends string>(
  options: readonly FilterOption<Value>[],
  chosen: readonly string[],
): FilterOption<Value>[] {
  return options.map((option) => ({ ...option, active: chosen.includes(option.value) }));
}

/**
 * The filter and page from the address (`?from=2026-10-22&to=2026-11-21&status=lost&type=live
 * &page=2`), so a reload or a shared link shows the same list. Anything unreadable falls back to
 * the defaults: the last 30 days up to `today`, nothing narrowed, page 1.
 */
export function readHistoryLocation(
  search: URLSearchParams,
  today: Date | string,
): HistoryLocation {
  const defaults = initialFilter(lastDays(today));
  const range = { from: search.get('from') ?? '', to: search.get('to') ?? '' };
  const days = checkDateRange(range) === undefined ? range : defaults;
  const providers = listOf(search, 'provider').filter((value) => historyProviders.includes(value));
  const page = Number(search.get('page'));
  return {
    filter: {
      from: days.from,
      to: days.to,
      statuses: activeFrom(defaults.statuses, listOf(search, 'status')),
      gameTypes: activeFrom(defaults.gameTypes, listOf(search, 'type')),
      providers:
        providers.length > 0 ? activeFrom(defaults.providers, providers) : defaults.providers,
    },
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

const activeList = (options: readonly FilterOption<string>[]) =>
  options
    .filter((option) => option.active && option.value !== ALL_PROVIDERS)
    .map((option) => option.value);

/** The address query for a filter and page; the inverse of `readHistoryLocation`. */
export function historySearch({ filter, page }: HistoryLocation): URLSearchParams {
  const search = new URLSearchParams({ from: filter.from, to: filter.to });
  for (const status of activeList(filter.statuses)) search.append('status', status);
  for (const type of activeList(filter.gameTypes)) search.append('type', type);
  for (const provider of activeList(filter.providers)) search.append('provider', provider);
  if (page > 1) search.set('page', String(page));
  return search;
}
