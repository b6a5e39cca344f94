/**
 * The casino home's category filters (casino spec, section 2): all, crash (signed-in players
 * only), top slots, favourites, slot machines, card games, roulette and jackpot. Each value is
 * also the catalogue's `category` (`popular` is the spec's "top slots").
 */
export const lobbyCategories = [
  'all',
  'crash',
  'popular',
  'favorite',
  'slot-machines',
  'card-games',
  'roulette',
  'jackpot',
] as const;

export type LobbyCategory = (typeof lobbyCategories)[number];

/** The address parameter of the home's filter (`/slots/home?sC=popular`). */
export const CATEGORY_PARAM = 'sC';
/** The lobby's favourites switch (`/slots/main?sF=1`). */
export const FAVOURITES_PARAM = 'sF';

function isLobbyCategory(value: string | null): value is LobbyCategory {
  return (lobbyCategories as readonly (string | null)[]).includes(value);
}

/** The filters a viewer may pick: crash is hidden from guests (spec, section 6). */
export function visibleCategories(crashAllowed: boolean): LobbyCategory[] {
  return lobbyCategories.filter((category) => crashAllowed || category !== 'crash');
}

/**
 * The filter an address asks for: an unknown value is `all`, and so is crash for a guest (who
 * may not see that filter). `crashAllowed` is false only for a known guest: while the session is
 * being checked the address is trusted, so a player's link does not flicker to `all`.
 */
export function categoryFromSearch(search: URLSearchParams, crashAllowed: boolean): LobbyCategory {
  const value = search.get(CATEGORY_PARAM);
  if (!isLobbyCategory(value)) return 'all';
  return value === 'crash' && !crashAllowed ? 'all' : value;
}

/** The address query with the home's filter set; `all` is the bare address. Keeps the rest. */
export function searchWithCategory(search: URLSearchParams, category: LobbyCategory): string {
  const next = new URLSearchParams(search);
  if (category === 'all') next.delete(CATEGORY_PARAM);
  else next.set(CATEGORY_PARAM, category);
  const text = next.toString();
  return text ? `?${text}` : '';
}

/**
 * The lobby's filter (/slots/main): `?sF=1` is the favourites (the spec's address for them),
 * anything else reads like the home's `?sC=`.
 */
export function lobbyCategoryFromSearch(
  search: URLSearchParams,
  crashAllowed: boolean,
): LobbyCategory {
  if (search.get(FAVOURITES_PARAM) === '1') return 'favorite';
  return categoryFromSearch(search, crashAllowed);
}

/** The lobby's address query for a filter: favourites as `?sF=1`, the others as `?sC=`. */
export function lobbySearchWithCategory(search: URLSearchParams, category: LobbyCategory): string {
  const next = new URLSearchParams(search);
  next.delete(FAVOURITES_PARAM);
  if (category === 'favorite') {
    next.delete(CATEGORY_PARAM);
    next.set(FAVOURITES_PARAM, '1');
    return `?${next.toString()}`;
  }
  return searchWithCategory(next, category);
}
