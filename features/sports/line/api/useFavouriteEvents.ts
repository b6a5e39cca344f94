import useSWR from 'swr';
import { useApi } from '../../../core/api/index.ts';
import { isApiError } from '../../../core/errors/index.ts';
import type { FeedItem } from '../../shared/api/feedTypes.ts';
import { useFeedLanguage } from '../../shared/api/feedQueries.ts';
import { toListEvent } from '../model/favourites.ts';

const noEvents: readonly FeedItem[] = [];

/**
 * The favourites' events, each from `GET /api/feed/games/{id}?lang` (a favourites list is a
 * handful), cut to list markets. An event the platform no longer knows (404) is left out; any
 * other failure fails the list. The previous events stay on screen while a changed list reloads.
 */
export function useFavouriteEvents(eventIds: readonly number[] | null) {
  const api = useApi();
  const lang = useFeedLanguage();
  return useSWR<readonly FeedItem[]>(
    eventIds === null ? null : ['line-favourite-events', lang, eventIds.join(',')],
    async () => {
      if (!eventIds || eventIds.length === 0) return noEvents;
      const answers = await Promise.allSettled(
        eventIds.map((id) =>
          api.get<FeedItem>(`/api/feed/games/${String(id)}`, { query: { lang } }),
        ),
      );
      const failure = answers.find(
        (answer): answer is PromiseRejectedResult =>
          answer.status === 'rejected' &&
          !(isApiError(answer.reason) && answer.reason.httpStatus === 404),
      );
      if (failure) throw failure.reason;
      return answers.flatMap((answer) =>
        answer.status === 'fulfilled' ? [toListEvent(answer.value)] : [],
      );
    },
    { revalidateOnFocus: false, keepPreviousData: true },
  );
}
