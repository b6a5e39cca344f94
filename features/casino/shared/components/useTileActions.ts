import { useCallback, useMemo } from 'react';
import { notify } from '../../../core/notifications/index.ts';
import { useSession } from '../../../core/session/index.ts';
import { useFavourites } from '../api/favourites.ts';
import { currentListItem, favouriteNow } from '../model/favouriteState.ts';
import type { SlotGame } from '../model/slotGame.ts';

/** What a tile can do; a screen makes one and hands it to every tile it shows. */
export interface TileActions {
  /** A guest's tiles are inert and explain that signing in is needed (spec, section 2). */
  guest: boolean;
  favourite: (game: SlotGame) => boolean;
  busy: (game: SlotGame) => boolean;
  toggleFavourite: (game: SlotGame) => void;
  openAsGuest: () => void;
}

/**
 * The current player's tile actions: favourites from the server, notices for guests. Once the
 * player's favourites list is loaded it decides a star, so a list fetched before a removal (its
 * item still tagged `favorite`) follows the change at once.
 */
export function useTileActions(): TileActions {
  const { session } = useSession();
  const { keys, loading, error, busy, toggle } = useFavourites();
  const signedIn = session.status === 'player';
  const listed = signedIn && !loading && !error ? keys : undefined;
  const openAsGuest = useCallback(() => {
    notify({ type: 'default', message: { key: 'notice.pleaseAuth' } });
  }, []);
  return useMemo(
    () => ({
      guest: !signedIn,
      favourite: (game: SlotGame) => favouriteNow(game, listed, signedIn),
      busy,
      toggleFavourite: (game: SlotGame) => void toggle(currentListItem(game, listed)),
      openAsGuest,
    }),
    [signedIn, listed, busy, toggle, openAsGuest],
  );
}
