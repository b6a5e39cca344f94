/** Ids are positive integers; longer digit runs cannot be a feed id and would lose precision. */
const EVENT_ID = /^[1-9]\d{0,14}$/;

/**
 * The event id of a full-event address (`/full-event/line/100132`, `/full-event/live/100132/`):
 * its last path segment. Null when that segment is not an id, so the screen shows "not found"
 * without asking the platform.
 */
export function eventIdFromPath(pathname: string): number | null {
  const segments = pathname.split(/[?#]/)[0]?.split('/').filter(Boolean) ?? [];
  const last = segments.at(-1);
  if (last === undefined || !EVENT_ID.test(last)) return null;
  return Number(last);
}
