import { nameOf, type CatalogView } from '../catalogView.ts';
import type { Language } from '../language.ts';
import { groupName, groupOrder, oddName, sizedGroups } from '../model/markets.ts';
import type { EventDisplay, FeedClock } from '../sim/types.ts';
import type { EventOddRow, EventRow } from './queries.ts';

/** An odd in the feed's own names: id, name, c (rate), p (size), b (blocked), t (type). */
export interface FeedOdd {
  id: string;
  name: string;
  t: number;
  c: number;
  p: number | null;
  b: boolean;
  /** Full event only: 34 won, 4 lost, 322 returned once the event finished, else null. */
  r?: number | null;
}

export interface FeedMarket {
  groupId: number;
  name: string;
  odds: FeedOdd[];
}

/** An event in the feed's source field names (spec section 3), plus a few conveniences. */
export interface FeedItem {
  id: number;
  status: number;
  startDate: string;
  sportId: number;
  sportName: string | null;
  gameId: number | null;
  gameName: string | null;
  champId: number;
  champName: string | null;
  countryId: number;
  countryName: string | null;
  team1: string;
  team2: string;
  score: string | null;
  time: string | null;
  /** Live: the clock's base, so a client runs the clock itself (see FeedClock). */
  clock: FeedClock | null;
  betsCount: number;
  priority: number;
  stat: EventDisplay['stat'];
  periodScore: string[];
  subScore: string | null;
  stopped: boolean;
  markets: FeedMarket[];
}

export interface MarketOptions {
  /** 'main': the spec's four groups, one line each (lists); 'full': everything (event page). */
  scope: 'main' | 'full';
  groupId?: number;
}

const mainGroups = new Set([1, 8, 2, 17]);

export function oddOf(row: EventOddRow, language: Language, withResult: boolean): FeedOdd {
  const odd: FeedOdd = {
    id: row.id,
    name: oddName(row.type, row.size, language),
    t: row.type,
    c: row.rate,
    p: row.size,
    b: row.blocked === 1,
  };
  if (withResult) odd.r = row.result;
  return odd;
}

/** The line of a handicap or total whose two prices are closest: the one list rows show. */
function mainLine(rows: readonly EventOddRow[]): EventOddRow[] {
  let best: EventOddRow[] = rows.slice(0, 2);
  let bestGap = Infinity;
  for (let index = 0; index + 1 < rows.length; index += 2) {
    const pair = rows.slice(index, index + 2) as [EventOddRow, EventOddRow];
    const gap = pair.every((row) => row.blocked)
      ? Number.MAX_VALUE
      : Math.abs(pair[0].rate - pair[1].rate);
    if (gap < bestGap) {
      best = pair;
      bestGap = gap;
    }
  }
  return best;
}

export const closedGroupsOf = (event: EventRow) =>
  JSON.parse(event.closed_groups) as Record<string, number>;

/** Market groups in display order (1, 8, 2, 17, extras); closed groups leave live events. */
export function marketsOf(
  event: EventRow,
  odds: readonly EventOddRow[],
  language: Language,
  options: MarketOptions,
): FeedMarket[] {
  const finished = event.status === 2;
  const closed = closedGroupsOf(event);
  const byGroup = new Map<number, EventOddRow[]>();
  for (const row of odds) {
    if (!finished && closed[row.group_id] !== undefined) continue;
    if (options.scope === 'main' && !mainGroups.has(row.group_id)) continue;
    if (options.groupId !== undefined && row.group_id !== options.groupId) continue;
    const list = byGroup.get(row.group_id);
    if (list) list.push(row);
    else byGroup.set(row.group_id, [row]);
  }
  const withResult = options.scope === 'full';
  return groupOrder
    .filter((groupId) => byGroup.has(groupId))
    .map((groupId) => {
      const rows = byGroup.get(groupId) ?? [];
      const shown = options.scope === 'main' && sizedGroups.has(groupId) ? mainLine(rows) : rows;
      return {
        groupId,
        name: groupName(groupId, language),
        odds: shown.map((row) => oddOf(row, language, withResult)),
      };
    });
}

export function countOpenOdds(event: EventRow, odds: readonly EventOddRow[]): number {
  if (event.status === 2) return odds.length;
  const closed = closedGroupsOf(event);
  return odds.filter((row) => closed[row.group_id] === undefined).length;
}

/** Everything of an item but its markets. */
export function headerOf(event: EventRow, catalog: CatalogView, language: Language) {
  const display = JSON.parse(event.display) as EventDisplay;
  const started = event.status !== 0;
  return {
    id: event.id,
    status: event.status,
    startDate: event.starts_at,
    sportId: event.sport_id,
    sportName: nameOf(catalog.sports, event.sport_id, language),
    gameId: event.game_id,
    gameName: nameOf(catalog.games, event.game_id, language),
    champId: event.tourney_id,
    champName: nameOf(catalog.tourneys, event.tourney_id, language),
    countryId: event.country_id,
    countryName: nameOf(catalog.countries, event.country_id, language),
    team1: event.team1,
    team2: event.team2,
    score: started ? `${event.score1 ?? 0}:${event.score2 ?? 0}` : null,
    time: display.time,
    clock: started ? (display.clock ?? null) : null,
    priority: catalog.tourneys.get(event.tourney_id)?.priority ?? 1000,
    stat: display.stat,
    periodScore: display.periodScore,
    subScore: display.subScore,
    stopped: event.stopped === 1,
  };
}

export function itemOf(
  event: EventRow,
  odds: readonly EventOddRow[],
  catalog: CatalogView,
  language: Language,
  options: MarketOptions,
): FeedItem {
  return {
    ...headerOf(event, catalog, language),
    betsCount: countOpenOdds(event, odds),
    markets: marketsOf(event, odds, language, options),
  };
}

/**
 * List order: sport priority, country priority (then name), tourney priority, start, id — the
 * order the sport menu and tourney lists show.
 */
export function sortEvents(events: EventRow[], catalog: CatalogView, language: Language) {
  const rank = (event: EventRow) => {
    const country = catalog.countries.get(event.country_id);
    return [
      catalog.sports.get(event.sport_id)?.priority ?? 1000,
      country?.priority ?? 1000,
      country?.names[language] ?? '',
      catalog.tourneys.get(event.tourney_id)?.priority ?? 1000,
      event.tourney_id,
      event.starts_at,
      event.id,
    ] as const;
  };
  const ranks = new Map(events.map((event) => [event.id, rank(event)]));
  return events.sort((first, second) => {
    const a = ranks.get(first.id) ?? [];
    const b = ranks.get(second.id) ?? [];
    for (let index = 0; index < a.length; index++) {
      const x = a[index] ?? 0;
      const y = b[index] ?? 0;
      if (x !== y) return x < y ? -1 : 1;
    }
    return 0;
  });
}
