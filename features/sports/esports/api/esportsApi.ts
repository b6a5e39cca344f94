import { useFeedList, useFeedQuery } from '../../shared/api/feedQueries.ts';
import { ESPORTS_SPORT_ID, type MapSport } from '../model/games.ts';

/**
 * The esports line map: games → tourneys with counts. The language is in the key, so a language
 * change asks again (spec: the page reloads when the language changes); the previous answer
 * stays on screen meanwhile, so open games and tourneys do not fold up during the reload.
 */
export function useEsportsMap() {
  return useFeedQuery<MapSport[]>(
    '/api/feed/line/map',
    { sportId: ESPORTS_SPORT_ID },
    { keepPreviousData: true },
  );
}

/**
 * The line events of one tourney of a game. `enabled` false waits: events are asked for only
 * when the player first opens the tourney (spec section 4).
 */
export function useTourneyEvents(gameId: number, tourneyId: number, enabled: boolean) {
  // Kept across a language change too: an open tourney stays open while it reloads.
  return useFeedList(
    enabled ? '/api/feed/line/games' : null,
    { sportId: ESPORTS_SPORT_ID, gameId, champId: tourneyId },
    { keepPreviousData: true },
  );
}
