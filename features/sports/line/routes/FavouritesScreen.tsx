import { useMemo } from 'react';
import { useSession } from '../../../core/session/index.ts';
import { useFavourites } from '../../shared/favourites/useFavourites.ts';
import type { Loadable } from '../api/loadable.ts';
import { loadableOf } from '../api/loadable.ts';
import { useFavouriteEvents } from '../api/useFavouriteEvents.ts';
import {
  arrangeFavourites,
  favouriteEventIds,
  type ArrangedFavourites,
} from '../model/favourites.ts';
import { FavouritesView } from './FavouritesView.tsx';
import { SportsPage } from '../../shared/components/SportsPage.tsx';

/**
 * The player's favourites and their events. The events reload whenever the list changes (spec,
 * section 4), keeping the previous ones on screen meanwhile.
 */
function useArrangedFavourites(playerId: number | null): Loadable<ArrangedFavourites> {
  const favourites = useFavourites();
  const listReady = playerId !== null && !favourites.isLoading && !favourites.error;
  const ids = useMemo(
    () => (listReady ? favouriteEventIds(favourites.list) : null),
    [listReady, favourites.list],
  );
  const events = useFavouriteEvents(ids);
  const arranged = useMemo(
    () => (events.data ? arrangeFavourites(favourites.list, events.data) : undefined),
    [favourites.list, events.data],
  );
  if (favourites.error) {
    return {
      status: 'error',
      error: favourites.error,
      retry: favourites.retry,
      retrying: favourites.isLoading,
    };
  }
  return loadableOf({
    data: arranged,
    error: events.error,
    isValidating: events.isValidating,
    mutate: events.mutate,
  });
}

/** /Favorite: the player's favourite events; a guest is asked to log in. */
export default function FavouritesScreen() {
  const { session } = useSession();
  const playerId = session.status === 'player' ? session.user.id : null;
  const favourites = useArrangedFavourites(playerId);
  return (
    <SportsPage>
      <FavouritesView
        guest={session.status === 'guest'}
        favourites={session.status === 'checking' ? { status: 'loading' } : favourites}
      />
    </SportsPage>
  );
}
