/**
 * How a game launches, and the segment of its page `/slots/{routeProvider}/{gameId}`
 * (casino spec, section 3; `favorite` marks an entry of the favourites list).
 */
export type RouteProvider =
  'outcome' | 'pragmatic' | 'evolution' | 'universalrace' | 'inbet' | 'twentyone' | 'favorite';

/** The spec's "Slot game" entity, as every casino list answers it. */
export interface SlotGame {
  id: number;
  /** The provider's own id (outcome `Id`, evolution `PageCode`, pragmatic `gameID`…). */
  gameId: string;
  description: string;
  gameName: string;
  /** The studio (`netent`, `pragmatic`, `Universal Race`…). */
  provider: string;
  routeProvider: RouteProvider;
  imageUrl: string;
  /** Categories (`popular`, `slot-machines`, `crash`…); `favorite` when in the favourites. */
  tab: readonly string[];
  format: string;
  system: string;
  technologyId: string;
  isLiveGame: boolean;
  isDefault: boolean;
  path: string | null;
  billing: string | null;
}

/** The spec's favourite key: id, gameId, provider and gameName joined (the platform uses `_`). */
export function favouriteKey(game: Pick<SlotGame, 'id' | 'gameId' | 'provider' | 'gameName'>) {
  return `${game.id}_${game.gameId}_${game.provider}_${game.gameName}`;
}

/**
 * Spec, section 3: a slot is a favourite when its tab says so, or when a signed-in player has it
 * in their list (a guest's stale list counts for nothing).
 */
export function isFavourite(
  game: SlotGame,
  favouriteKeys: ReadonlySet<string>,
  signedIn: boolean,
): boolean {
  return game.tab.includes('favorite') || (signedIn && favouriteKeys.has(favouriteKey(game)));
}

/** Removing a favourite strips the tab from the list item too (spec, section 4). */
export function withoutFavouriteTab(game: SlotGame): SlotGame {
  return game.tab.includes('favorite')
    ? { ...game, tab: game.tab.filter((tab) => tab !== 'favorite') }
    : game;
}

/** The game's page, which starts its session. */
export function gamePath(game: Pick<SlotGame, 'routeProvider' | 'gameId'>): string {
  return `/slots/${game.routeProvider}/${encodeURIComponent(game.gameId)}`;
}
