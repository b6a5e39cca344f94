import { useFeedList } from '../../shared/api/feedQueries.ts';
import { upcomingQuery, type UpcomingFilter } from '../model/upcoming.ts';
import { LINE_GAMES_PATH } from './useLineGames.ts';

/** Line events starting within the window: `GET /api/feed/line/games?filterTime[&sportId]`. */
export function useUpcomingGames(filter: UpcomingFilter) {
  return useFeedList(LINE_GAMES_PATH, upcomingQuery(filter));
}
