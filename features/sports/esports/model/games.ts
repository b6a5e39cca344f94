/** Esports games and tourneys of the line map (sports-betting spec: esports, sport id 300). */

/** The feed's esports sport; its games (301 CS2 … 304 Valorant) are sub-sports of it. */
export const ESPORTS_SPORT_ID = 300;

/** The top menu's 'all esports' entry (spec: id 0). */
export const ALL_GAMES = 0;

/** A tourney of a game in the line map, with its number of line events. */
export interface GameTourney {
  id: number;
  name: string | null;
  priority: number;
  countryId: number;
  countryName: string | null;
  count: number;
}

/** An esports game of the line map (`games` of sport 300). */
export interface EsportsGame {
  id: number;
  name: string | null;
  priority: number;
  count: number;
  tourneys: GameTourney[];
}

/** A sport of `GET /api/feed/line/map`; only esports carries `games`. */
export interface MapSport {
  id: number;
  name: string | null;
  priority: number;
  count: number;
  games?: EsportsGame[];
}

const byPriority = <T extends { priority: number }>(items: readonly T[]): T[] =>
  [...items].sort((a, b) => a.priority - b.priority);

/**
 * The esports games of a line map, lower priority first, each with its tourneys in the same
 * order. Games without tourneys have nothing to open and are left out.
 */
export function esportsGames(map: readonly MapSport[]): EsportsGame[] {
  const esports = map.find((sport) => sport.id === ESPORTS_SPORT_ID);
  return byPriority(esports?.games ?? [])
    .filter((game) => game.tourneys.length > 0)
    .map((game) => ({ ...game, tourneys: byPriority(game.tourneys) }));
}

/**
 * The menu entry in effect: the chosen game while the map has it, otherwise 'all' (a game can
 * run out of events between two loads of the map).
 */
export function effectiveGameId(games: readonly EsportsGame[], chosenGameId: number): number {
  return games.some((game) => game.id === chosenGameId) ? chosenGameId : ALL_GAMES;
}

/** The games the chosen menu entry shows: all of them, or the one game. */
export function shownGames(games: readonly EsportsGame[], chosenGameId: number): EsportsGame[] {
  const gameId = effectiveGameId(games, chosenGameId);
  return gameId === ALL_GAMES ? [...games] : games.filter((game) => game.id === gameId);
}
