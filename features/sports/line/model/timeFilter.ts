import dayjs from 'dayjs';

/**
 * The sport menu's time filters (sports-betting spec, sections 2 and 9): a day (0 today … 3) or a
 * pre-start window (starts within N hours). At most one applies; none shows the whole line.
 */

export const DAY_OFFSETS = [0, 1, 2, 3] as const;
export type DayOffset = (typeof DAY_OFFSETS)[number];

export const PRESTART_HOURS = [2, 4, 6, 12, 24] as const;
export type PrestartHours = (typeof PRESTART_HOURS)[number];

export type TimeFilter =
  { kind: 'all' } | { kind: 'day'; day: DayOffset } | { kind: 'hours'; hours: PrestartHours };

export const NO_TIME_FILTER: TimeFilter = { kind: 'all' };

/** The query names that keep the filter in the address, so it survives a reload. */
export const DAY_PARAM = 'day';
export const HOURS_PARAM = 'hours';

function isDayOffset(value: number): value is DayOffset {
  return (DAY_OFFSETS as readonly number[]).includes(value);
}

function isPrestartHours(value: number): value is PrestartHours {
  return (PRESTART_HOURS as readonly number[]).includes(value);
}

function numberParam(params: URLSearchParams, name: string): number | null {
  const text = params.get(name);
  return text !== null && /^\d+$/.test(text) ? Number(text) : null;
}

/** The filter in an address's query (`?day=1`, `?hours=6`); anything else means none. */
export function parseTimeFilter(params: URLSearchParams): TimeFilter {
  const day = numberParam(params, DAY_PARAM);
  if (day !== null && isDayOffset(day)) return { kind: 'day', day };
  const hours = numberParam(params, HOURS_PARAM);
  if (hours !== null && isPrestartHours(hours)) return { kind: 'hours', hours };
  return NO_TIME_FILTER;
}

/** The query with the filter written in (the other filter's parameter removed). */
export function withTimeFilter(params: URLSearchParams, filter: TimeFilter): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete(DAY_PARAM);
  next.delete(HOURS_PARAM);
  if (filter.kind === 'day') next.set(DAY_PARAM, String(filter.day));
  if (filter.kind === 'hours') next.set(HOURS_PARAM, String(filter.hours));
  return next;
}

/** The query string (`?day=1`, or '') that carries a filter to another line address. */
export function timeFilterSearch(filter: TimeFilter): string {
  const query = withTimeFilter(new URLSearchParams(), filter).toString();
  return query ? `?${query}` : '';
}

/** Day and hours filters exclude each other; choosing the active one again clears it. */
export function chooseTimeFilter(current: TimeFilter, chosen: TimeFilter): TimeFilter {
  return timeFilterKey(current) === timeFilterKey(chosen) ? NO_TIME_FILTER : chosen;
}

/** A stable text for cache keys and comparisons. */
export function timeFilterKey(filter: TimeFilter): string {
  if (filter.kind === 'day') return `day:${String(filter.day)}`;
  if (filter.kind === 'hours') return `hours:${String(filter.hours)}`;
  return 'all';
}

/** Spec: event and upcoming filter times are minutes × 60, i.e. seconds from now. */
export function filterTimeSeconds(hours: number): number {
  return hours * 60 * 60;
}

export interface DateWindow {
  fromDate: string;
  toDate: string;
}

/**
 * The dates a filter covers: a whole local day for a day offset, now … now + N hours for a
 * pre-start window, or null for none.
 */
export function timeFilterWindow(filter: TimeFilter, now: Date): DateWindow | null {
  if (filter.kind === 'day') {
    const day = dayjs(now).add(filter.day, 'day');
    return {
      fromDate: day.startOf('day').toISOString(),
      toDate: day.endOf('day').toISOString(),
    };
  }
  if (filter.kind === 'hours') {
    return {
      fromDate: dayjs(now).toISOString(),
      toDate: dayjs(now).add(filter.hours, 'hour').toISOString(),
    };
  }
  return null;
}

/**
 * The query of a line list for a filter: a day as its dates, a pre-start window as `filterTime`
 * (the platform counts it from its own clock).
 */
export function lineGamesQuery(filter: TimeFilter, now: Date): Record<string, string | number> {
  if (filter.kind === 'hours') return { filterTime: filterTimeSeconds(filter.hours) };
  return { ...timeFilterWindow(filter, now) };
}

/** The sport menu's counts take dates only (`GET /api/feed/line/map`). */
export function lineMapQuery(filter: TimeFilter, now: Date): Record<string, string> {
  return { ...timeFilterWindow(filter, now) };
}

export type DayLabel = { kind: 'today' } | { kind: 'tomorrow' } | { kind: 'date'; date: string };

/** Spec: today, tomorrow, then the date (DD.MM). */
export function dayLabel(day: DayOffset, now: Date): DayLabel {
  if (day === 0) return { kind: 'today' };
  if (day === 1) return { kind: 'tomorrow' };
  return { kind: 'date', date: dayjs(now).add(day, 'day').format('DD.MM') };
}
