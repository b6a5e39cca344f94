import { useCallback } from 'react';
import useSWR from 'swr';
import { useApi } from '../../../core/api/index.ts';
import { describeError } from '../../../core/errors/index.ts';
import { notify } from '../../../core/notifications/index.ts';
import { useSession } from '../../../core/session/index.ts';
import type { FeedItem } from '../api/feedTypes.ts';

/** A favourite as the platform lists it (sorted by the event's start, ascending). */
export interface Favourite {
  ID: number;
  data: { eventDate: string; ID: number; name: string; type: string | number };
  isActive: boolean;
  user: number;
}

const noFavourites: readonly Favourite[] = [];

/**
 * The player's favourite events. A guest has none, and favouriting asks them to log in (spec:
 * needAuth). A toggle adds an absent event or removes a present one; the list is replaced by the
 * server's answer.
 */
export function useFavourites() {
  const api = useApi();
  const { session } = useSession();
  const playerId = session.status === 'player' ? session.user.id : null;
  const { data, error, isLoading, mutate } = useSWR<Favourite[], unknown>(
    playerId === null ? null : ['favourites', playerId],
    () => api.get<Favourite[]>('/api/bet/favorites'),
    { revalidateOnFocus: false },
  );
  const list = data ?? noFavourites;

  const isFavourite = useCallback(
    (eventId: number) => list.some((favourite) => favourite.data.ID === eventId),
    [list],
  );

  const toggle = useCallback(
    async (event: Pick<FeedItem, 'id' | 'startDate' | 'team1' | 'team2' | 'status'>) => {
      if (playerId === null) {
        notify({ type: 'error', message: { key: 'notice.needAuth' } });
        return;
      }
      const present = list.some((favourite) => favourite.data.ID === event.id);
      try {
        const next = present
          ? await api.delete<Favourite[]>('/api/bet/favorit/del', { id: event.id })
          : await api.post<Favourite[]>('/api/bet/favorit/add', {
              event_id: event.id,
              event_date: event.startDate,
              event_name: `${event.team1} - ${event.team2}`,
              type: event.status === 1 ? 'live' : 'line',
            });
        await mutate(next, { revalidate: false });
      } catch (failure) {
        notify({ type: 'error', message: describeError(failure, 'general') });
      }
    },
    [api, list, mutate, playerId],
  );

  const retry = useCallback(() => void mutate(), [mutate]);

  return {
    list,
    error,
    isLoading,
    isFavourite,
    toggle,
    retry,
    isGuest: playerId === null,
  };
}
