import { favouriteKey, isFavourite, withoutFavouriteTab, type SlotGame } from './slotGame.ts';

/**
 * Whether a listed game is a favourite now. Lists are fetched once, with `favorite` in the tab of
 * the player's favourites; once the player's favourites list is loaded it is the truth, so a game
 * removed since is no longer one (spec, section 4: removing strips the tab from the list item).
 * Until then (or for a guest) the spec's rule applies as is.
 */
export function favouriteNow(
  game: SlotGame,
  listedKeys: ReadonlySet<string> | undefined,
  signedIn: boolean,
): boolean {
  if (signedIn && listedKeys) return listedKeys.has(favouriteKey(game));
  return isFavourite(game, new Set(), signedIn);
}

/**
 * The game as the favourites call should see it: a list item whose tab still says `favorite`
 * after its removal would be "removed" again (a 404) instead of added.
 */
export function currentListItem(
  game: SlotGame,
  listedKeys: ReadonlySet<string> | undefined,
): SlotGame {
  return listedKeys && !listedKeys.has(favouriteKey(game)) ? withoutFavouriteTab(game) : game;
}
