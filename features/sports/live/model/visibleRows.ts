import type { SportGroup } from '../../shared/model/tourneys.ts';
import { isSportOpen, isTourneyOpen, type LiveOpenState } from './openState.ts';

/** Event rows a list would show: those in open tourneys of open sports. */
export function countVisibleRows(sports: readonly SportGroup[], open: LiveOpenState): number {
  let rows = 0;
  for (const sport of sports) {
    if (!isSportOpen(open, sport.id)) continue;
    for (const tourney of sport.tourneys) {
      if (isTourneyOpen(open, tourney.id)) rows += tourney.events.length;
    }
  }
  return rows;
}

/**
 * The list cut after `limit` event rows (the spec's lazy list: 10 first, 10 more as the end
 * scrolls into view). Closed groups keep their headers, which cost little, and count no rows.
 * When rows are left out, the groups after the cut wait with them; when every row fits, every
 * group shows. The sport, tourney and event objects that stay are the same ones, so memoised
 * rows do not notice the cut.
 */
export function limitVisibleRows(
  sports: readonly SportGroup[],
  open: LiveOpenState,
  limit: number,
): readonly SportGroup[] {
  if (limit >= countVisibleRows(sports, open)) return sports;
  const shown: SportGroup[] = [];
  let left = limit;
  for (const sport of sports) {
    if (left <= 0) break;
    if (!isSportOpen(open, sport.id)) {
      shown.push(sport);
      continue;
    }
    const tourneys = [];
    for (const tourney of sport.tourneys) {
      if (left <= 0) break;
      if (!isTourneyOpen(open, tourney.id)) {
        tourneys.push(tourney);
        continue;
      }
      const events = tourney.events.length <= left ? tourney.events : tourney.events.slice(0, left);
      left -= events.length;
      tourneys.push(events === tourney.events ? tourney : { ...tourney, events });
    }
    const untouched =
      tourneys.length === sport.tourneys.length &&
      tourneys.every((tourney, index) => tourney === sport.tourneys[index]);
    shown.push(untouched ? sport : { ...sport, tourneys });
  }
  return shown;
}
