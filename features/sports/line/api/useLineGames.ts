import useSWR from 'swr';
import { feedPaths } from '../../../../schemas/feedPaths.ts';
import { useApi } from '../../../core/api/index.ts';
import type { FeedItem } from '../../shared/api/feedTypes.ts';
import { useFeedLanguage, useFeedList } from '../../shared/api/feedQueries.ts';
import type { LineTarget } from '../model/linePath.ts';
import { lineGamesQuery, timeFilterKey, type TimeFilter } from '../model/timeFilter.ts';

export const LINE_GAMES_PATH = feedPaths.lineGames;
export const TOP_GAMES_PATH = feedPaths.topGames;

/**
 * The line of a sport (and country) in the time filter: `GET /api/feed/line/games`. The key holds
 * every input, so a new sport, country, language or filter loads again, and leaving the screen
 * leaves nothing behind but SWR's cache. A day's dates are worked out when the request goes, from
 * `now` when given (stories and tests), else the clock.
 */
export function useLineGames(target: LineTarget | null, filter: TimeFilter, now?: Date) {
  const api = useApi();
  const lang = useFeedLanguage();
  const key =
    target === null || target.sportId === 0
      ? null
      : ['line-games', lang, target.sportId, target.countryId ?? 0, timeFilterKey(filter)];
  return useSWR<FeedItem[]>(
    key,
    () =>
      api.get<FeedItem[]>(LINE_GAMES_PATH, {
        query: {
          lang,
          sportId: target?.sportId ?? 0,
          ...(target?.countryId ? { countryId: target.countryId } : {}),
          ...lineGamesQuery(filter, now ?? new Date()),
        },
      }),
    { revalidateOnFocus: false },
  );
}

/** Events of the top tourneys: `GET /api/feed/line/games/top?lang`. */
export function useTopGames() {
  return useFeedList(TOP_GAMES_PATH);
}
