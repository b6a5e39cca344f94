import { filterTimeSeconds, PRESTART_HOURS, type PrestartHours } from './timeFilter.ts';

/** Upcoming events by window (sports-betting spec, sections 2 and 9): 2, 4, 6, 12 or 24 hours. */
export const UPCOMING_WINDOWS = PRESTART_HOURS;
export const DEFAULT_UPCOMING_HOURS: PrestartHours = 2;

export interface UpcomingFilter {
  hours: PrestartHours;
  /** null: every sport. */
  sportId: number | null;
}

const HOURS_PARAM = 'hours';
const SPORT_PARAM = 'sportId';

function positiveInteger(text: string | null): number | null {
  return text !== null && /^\d+$/.test(text) && Number(text) > 0 ? Number(text) : null;
}

/** The window and sport kept in the address (`?hours=6&sportId=1`), 2 hours and all by default. */
export function parseUpcomingFilter(params: URLSearchParams): UpcomingFilter {
  const hours = positiveInteger(params.get(HOURS_PARAM));
  const window = UPCOMING_WINDOWS.find((candidate) => candidate === hours);
  return {
    hours: window ?? DEFAULT_UPCOMING_HOURS,
    sportId: positiveInteger(params.get(SPORT_PARAM)),
  };
}

/** The address query for a filter; the defaults are left out. */
export function withUpcomingFilter(
  params: URLSearchParams,
  filter: UpcomingFilter,
): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete(HOURS_PARAM);
  next.delete(SPORT_PARAM);
  if (filter.hours !== DEFAULT_UPCOMING_HOURS) next.set(HOURS_PARAM, String(filter.hours));
  if (filter.sportId !== null) next.set(SPORT_PARAM, String(filter.sportId));
  return next;
}

/** `GET /api/feed/line/games?filterTime=<hours × 3600>[&sportId]`. */
export function upcomingQuery(filter: UpcomingFilter): Record<string, number> {
  return {
    filterTime: filterTimeSeconds(filter.hours),
    ...(filter.sportId === null ? {} : { sportId: filter.sportId }),
  };
}
