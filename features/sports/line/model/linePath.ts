/**
 * The line's addresses (sports-betting spec, section 2): `/line/sport{id}` and
 * `/line/sport{id}country{countryId}`. The host matches the route itself, so the screen reads the
 * ids back from the pathname.
 */

export interface LineTarget {
  sportId: number;
  /** null: every country of the sport (no country segment, or country 0). */
  countryId: number | null;
}

const SPORT_PREFIX = 'sport';
const COUNTRY_MARKER = 'country';
const DIGITS = /^\d+$/;

function parseId(text: string): number | null {
  if (!DIGITS.test(text)) return null;
  const id = Number(text);
  return Number.isSafeInteger(id) ? id : null;
}

/**
 * The sport and country of a line address, or null when it is not one. Spec: the sport id is
 * the text between 'sport' and 'country'. Sport 0 is the top events.
 */
export function parseLinePath(pathname: string): LineTarget | null {
  const segment = pathname.replace(/\/+$/, '').split('/').pop() ?? '';
  if (!segment.startsWith(SPORT_PREFIX)) return null;
  const rest = segment.slice(SPORT_PREFIX.length);
  const markerAt = rest.indexOf(COUNTRY_MARKER);
  const sportId = parseId(markerAt === -1 ? rest : rest.slice(0, markerAt));
  if (sportId === null) return null;
  if (markerAt === -1) return { sportId, countryId: null };
  const countryId = parseId(rest.slice(markerAt + COUNTRY_MARKER.length));
  if (countryId === null) return null;
  return { sportId, countryId: countryId === 0 ? null : countryId };
}

export const TOP_EVENTS_PATH = '/line/top-events';

/** The address of a sport's line, or of one country of it; sport 0 is the top events. */
export function linePath(sportId: number, countryId: number | null = null, search = ''): string {
  if (sportId === 0) return `${TOP_EVENTS_PATH}${search}`;
  const country = countryId === null ? '' : `${COUNTRY_MARKER}${String(countryId)}`;
  return `/line/${SPORT_PREFIX}${String(sportId)}${country}${search}`;
}

/** The line search address: the text travels in the path, encoded (spec, section 2). */
export function lineSearchPath(text: string): string {
  return `/line/search/${encodeURIComponent(text.trim())}`;
}
