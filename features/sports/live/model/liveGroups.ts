import type { FeedItem } from '../../shared/api/feedTypes.ts';
import { sportPriority } from '../../shared/model/priorities.ts';
import { groupBySport, type SportGroup } from '../../shared/model/tourneys.ts';
import { ALL_SPORTS } from './livePath.ts';

/** A sport tab: the sport and how many of its events are live. */
export interface LiveSportCount {
  id: number;
  name: string;
  count: number;
}

// One collator for every comparison: String#localeCompare sets one up per call, which made sorting
// a 500-event list on each poll cost milliseconds. Same default locale, so the same order.
const collator = new Intl.Collator();

/**
 * Live events in list order. The delta feed sends events by id, not by menu order, so they are
 * sorted here: sport (the spec's icon priority, then id), the tourney's feed priority, country,
 * tourney, then start time and id. Returns a new array.
 */
export function sortLiveEvents(events: readonly FeedItem[]): FeedItem[] {
  return [...events].sort(
    (a, b) =>
      sportPriority(a.sportId) - sportPriority(b.sportId) ||
      a.sportId - b.sportId ||
      a.priority - b.priority ||
      collator.compare(a.countryName ?? '', b.countryName ?? '') ||
      a.champId - b.champId ||
      collator.compare(a.startDate, b.startDate) ||
      a.id - b.id,
  );
}

/** The sports with live events, in menu order, each with its count (the sport tabs). */
export function liveSportCounts(events: readonly FeedItem[]): LiveSportCount[] {
  const counts = new Map<number, LiveSportCount>();
  for (const event of sortLiveEvents(events)) {
    const held = counts.get(event.sportId);
    if (held) held.count += 1;
    else counts.set(event.sportId, { id: event.sportId, name: event.sportName ?? '', count: 1 });
  }
  return [...counts.values()];
}

/** Sports → tourneys → events of the chosen sport (0 = every sport), in list order. */
export function groupLiveSports(events: readonly FeedItem[], sportId: number): SportGroup[] {
  const chosen =
    sportId === ALL_SPORTS ? events : events.filter((event) => event.sportId === sportId);
  return groupBySport(sortLiveEvents(chosen));
}
