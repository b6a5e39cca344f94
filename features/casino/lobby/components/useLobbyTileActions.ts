import { useMemo } from 'react';
import { useSession } from '../../../core/session/index.ts';
import { useFavourites } from '../../shared/api/favourites.ts';
import { useTileActions, type TileActions } from '../../shared/components/useTileActions.ts';
import { currentListItem, favouriteNow } from '../model/favouriteState.ts';

/**
 * The tile actions for the lobby's lists: the shared ones, with a list item's star following the
 * player's favourites list once it is loaded (a list fetched before a removal still has the
 * `favorite` tab, which the spec strips).
 */
export function useLobbyTileActions(): TileActions {
  const actions = useTileActions();
  const { session } = useSession();
  const favourites = useFavourites();
  const signedIn = session.status === 'player';
  const listed = signedIn && !favourites.loading && !favourites.error ? favourites.keys : undefined;
  return useMemo(
    () => ({
      ...actions,
      favourite: (game) => favouriteNow(game, listed, signedIn),
      toggleFavourite: (game) => actions.toggleFavourite(currentListItem(game, listed)),
    }),
    [actions, listed, signedIn],
  );
}
