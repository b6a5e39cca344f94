import { useCallback, useMemo } from 'react';
import { notify } from '../../../core/notifications/index.ts';
import { useSession } from '../../../core/session/index.ts';
import { useFavourites } from '../api/favourites.ts';
import { isFavourite, type SlotGame } from '../model/slotGame.ts';

/** What a tile can do; a screen makes one and hands it to every tile it shows. */
export interface TileActions {
  /** A guest's tiles are inert and explain that signing in is needed (spec, section 2). */
  guest: boolean;
  favourite: (game: SlotGame) => boolean;
  busy: (game: SlotGame) => boolean;
  toggleFavourite: (game: SlotGame) => void;
  openAsGuest: () => void;
}

/** The current player's tile actions: favourites from the server, notices for guests. */
export function useTileActions(): TileActions {
  const { session } = useSession();
  const favourites = useFavourites();
  const signedIn = session.status === 'player';
  const { keys, busy, toggle } = favourites;
  const openAsGuest = useCallback(() => {
    notify({ type: 'default', message: { key: 'notice.pleaseAuth' } });
  }, []);
  return useMemo(
    () => ({
      guest: !signedIn,
      favourite: (game: SlotGame) => isFavourite(game, keys, signedIn),
      busy,
      toggleFavourite: (game: SlotGame) => void toggle(game),
      openAsGuest,
    }),
    [signedIn, keys, busy, toggle, openAsGuest],
  );
}
