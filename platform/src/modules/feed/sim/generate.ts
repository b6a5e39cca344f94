import type { Random } from '../../../random.ts';
import { sports, tourneys, type TourneyDefinition } from '../catalog/index.ts';
import { searchable } from '../language.ts';
import { emptyDisplay } from './display.ts';
import { createModel, initialState } from './engine.ts';
import type { EventStore, SimEvent } from './eventStore.ts';

function weighted<T extends { weight: number }>(random: Random, items: readonly T[]): T {
  const total = items.reduce((sum, item) => sum + item.weight, 0);
  let draw = random.next() * total;
  for (const item of items) {
    draw -= item.weight;
    if (draw < 0) return item;
  }
  return items[items.length - 1] as T;
}

function pickTourney(random: Random, sportId?: number): TourneyDefinition {
  const sport = sportId ?? weighted(random, sports).id;
  return weighted(
    random,
    tourneys.filter((tourney) => tourney.sportId === sport),
  );
}

function searchTextOf(tourney: TourneyDefinition, team1: string, team2: string): string {
  const names = [team1, team2, tourney.names.es, tourney.names.en, tourney.names.pt];
  return searchable([...new Set(names)].join(' | '));
}

/** Tries at finding a tourney with two teams free around the start before allowing a clash. */
const attempts = 6;

/**
 * A new pre-match event of a random tourney (weighted by sport, then tourney), or of one sport.
 * Teams in `busyTeams` (they play close to this start) are avoided while possible. Its id and
 * start are given; prices and rows are written by the caller.
 */
export function generateEvent(
  random: Random,
  id: number,
  startsAtMs: number,
  options: { sportId?: number; busyTeams?: ReadonlySet<string> } = {},
): SimEvent {
  let tourney = pickTourney(random, options.sportId);
  let free = tourney.teams.filter((team) => !options.busyTeams?.has(team));
  for (let attempt = 1; attempt < attempts && free.length < 2; attempt++) {
    tourney = pickTourney(random, options.sportId);
    free = tourney.teams.filter((team) => !options.busyTeams?.has(team));
  }
  const [team1, team2] = random.shuffle(free.length >= 2 ? free : tourney.teams).slice(0, 2) as [
    string,
    string,
  ];
  const model = createModel(tourney.variant, random);
  return {
    id,
    sportId: tourney.sportId,
    countryId: tourney.countryId,
    tourneyId: tourney.id,
    gameId: tourney.gameId ?? null,
    team1,
    team2,
    startsAtMs,
    status: 0,
    stopped: 0,
    model,
    state: initialState(tourney.variant),
    display: emptyDisplay,
    closedGroups: {},
    liveAtMs: null,
    finishedAtMs: null,
    searchText: searchTextOf(tourney, team1, team2),
    updatedAtMs: 0,
  };
}

/** A team plays at most once in this window around a start (while the tourney allows it). */
const clashMarginMs = 20 * 60 * 60 * 1000;

/** A new event with the next id, its teams free around its start. */
export function freshEvent(store: EventStore, random: Random, startsAtMs: number): SimEvent {
  return generateEvent(random, store.nextId(), startsAtMs, {
    busyTeams: store.busyTeams(startsAtMs, clashMarginMs),
  });
}
