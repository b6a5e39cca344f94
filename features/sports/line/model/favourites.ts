import type { FeedItem, Market, Odd } from '../../shared/api/feedTypes.ts';
import type { Favourite } from '../../shared/favourites/useFavourites.ts';
import { sortMarketGroups } from '../../shared/model/markets.ts';
import { groupBySport, type SportGroup } from '../../shared/model/tourneys.ts';

const MAIN_GROUPS = new Set([1, 8, 2, 17]);
const SIZED_GROUPS = new Set([2, 17]);

/** The event ids of the favourites, in the list's order (by start), each once. */
export function favouriteEventIds(list: readonly Favourite[]): number[] {
  return [...new Set(list.map((favourite) => favourite.data.ID))];
}

/**
 * The handicap or total line a list row shows: the pair whose prices are closest, a pair that is
 * wholly blocked last (as the platform picks it for its lists).
 */
function mainLine(odds: readonly Odd[]): Odd[] {
  let best = odds.slice(0, 2);
  let bestGap = Number.POSITIVE_INFINITY;
  for (let index = 0; index + 1 < odds.length; index += 2) {
    const pair = odds.slice(index, index + 2);
    const [first, second] = pair;
    if (!first || !second) continue;
    const gap = first.b && second.b ? Number.MAX_VALUE : Math.abs(first.c - second.c);
    if (gap < bestGap) {
      best = pair;
      bestGap = gap;
    }
  }
  return best;
}

/**
 * A full event (every group and line, `GET /api/feed/games/{id}`) cut to what a list row shows:
 * groups 1, 8, 2 and 17 in that order, one handicap and one total line.
 */
export function toListEvent(event: FeedItem): FeedItem {
  const markets: Market[] = sortMarketGroups(
    event.markets.filter((market) => MAIN_GROUPS.has(market.groupId)),
    (market) => market.groupId,
  ).map((market) =>
    SIZED_GROUPS.has(market.groupId) ? { ...market, odds: mainLine(market.odds) } : market,
  );
  return { ...event, markets };
}

/** A finished favourite keeps its row, without prices to bet on. */
function asInactive(event: FeedItem): FeedItem {
  return { ...event, markets: [], betsCount: 0 };
}

export interface ArrangedFavourites {
  /** Events still to be played or being played, by sport and tourney, earliest first. */
  active: SportGroup[];
  /** Finished events (or favourites the platform marks inactive), earliest first. */
  finished: FeedItem[];
}

/**
 * Favourites grouped by sport and tourney and sorted by date (spec, sections 2 and 3). Only
 * events still in the list count, so a removed favourite leaves at once.
 */
export function arrangeFavourites(
  list: readonly Favourite[],
  events: readonly FeedItem[],
): ArrangedFavourites {
  const favourites = new Map(list.map((favourite) => [favourite.data.ID, favourite]));
  const sorted = events
    .filter((event) => favourites.has(event.id))
    .sort((a, b) => Date.parse(a.startDate) - Date.parse(b.startDate) || a.id - b.id);
  const isFinished = (event: FeedItem) =>
    event.status === 2 || favourites.get(event.id)?.isActive === false;
  return {
    active: groupBySport(sorted.filter((event) => !isFinished(event))),
    finished: sorted.filter(isFinished).map(asInactive),
  };
}
