import type { FeedItem } from '../api/feedTypes.ts';

/** The spec's Tourney: its events in feed order (isOpen lives in the screen's state). */
export interface TourneyGroup {
  id: number;
  name: string;
  sportId: number;
  sportName: string;
  countryId: number;
  countryName: string;
  priority: number;
  events: FeedItem[];
}

export interface SportGroup {
  id: number;
  name: string;
  tourneys: TourneyGroup[];
}

/**
 * Events grouped by tourney in the order the feed sent them (the platform orders by sport,
 * country, tourney priority and start), so no re-sorting is needed here.
 */
export function groupByTourney(events: readonly FeedItem[]): TourneyGroup[] {
  const groups = new Map<number, TourneyGroup>();
  for (const event of events) {
    let group = groups.get(event.champId);
    if (!group) {
      group = {
        id: event.champId,
        name: event.champName ?? '',
        sportId: event.sportId,
        sportName: event.sportName ?? '',
        countryId: event.countryId,
        countryName: event.countryName ?? '',
        priority: event.priority,
        events: [],
      };
      groups.set(event.champId, group);
    }
    group.events.push(event);
  }
  return [...groups.values()];
}

/** Tourneys grouped by sport, both in first-seen order. */
export function groupBySport(events: readonly FeedItem[]): SportGroup[] {
  const sports = new Map<number, SportGroup>();
  for (const tourney of groupByTourney(events)) {
    let sport = sports.get(tourney.sportId);
    if (!sport) {
      sport = { id: tourney.sportId, name: tourney.sportName, tourneys: [] };
      sports.set(tourney.sportId, sport);
    }
    sport.tourneys.push(tourney);
  }
  return [...sports.values()];
}

/**
 * The collapse-all toggle of the spec: when anything is open everything closes, otherwise
 * everything opens. Returns the ids to hold open.
 */
export function toggleAll(openIds: ReadonlySet<number>, allIds: readonly number[]): Set<number> {
  return openIds.size > 0 ? new Set() : new Set(allIds);
}

/** Opens a closed id or closes an open one. */
export function toggleId(openIds: ReadonlySet<number>, id: number): Set<number> {
  const next = new Set(openIds);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}
