import type { ApiClient } from '../../../core/api/index.ts';
import type { SlotGame } from '../../shared/model/slotGame.ts';
import { feedGame, type GameProvider } from '../../launch/providers/types.ts';
import { twentyOneGameUrl, type TwentyOneInit } from '../model/twentyOne.ts';

/** The provider key of twenty-one (bans, route provider). */
export const TWENTY_ONE_PROVIDER = 'twentyone';

/** Its only game: twenty-one has no catalogue, the init call knows one game type (0). */
export const TWENTY_ONE_GAME_ID = 'twenty-one';

/** A card-table picture drawn inline: the platform has no thumbnail for a game outside its catalogue. */
const picture = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 120"><rect width="160" height="120" fill="#0b5d3b"/><rect x="48" y="22" width="44" height="64" rx="6" fill="#fff" transform="rotate(-10 70 54)"/><rect x="70" y="26" width="44" height="64" rx="6" fill="#fff" transform="rotate(8 92 58)"/><text x="80" y="112" fill="#fff" font-family="sans-serif" font-size="18" font-weight="700" text-anchor="middle">21</text></svg>',
)}`;

export function twentyOneGame(): SlotGame {
  return feedGame({
    gameId: TWENTY_ONE_GAME_ID,
    gameName: 'Twenty-one',
    provider: TWENTY_ONE_PROVIDER,
    routeProvider: 'twentyone',
    imageUrl: picture,
    tab: ['card-games'],
  });
}

/** Starts a twenty-one session: the init call, answered with the external page's address. */
export async function twentyOneLaunchUrl(
  api: ApiClient,
  origin: string = window.location.origin,
): Promise<string> {
  const init = await api.post<TwentyOneInit>('/api/casino/get_init_params', { game_type: 0 });
  // A path is the platform's: served where the API lives, which may not be the app's origin.
  return twentyOneGameUrl(init, { origin, resolvePath: (path) => api.url(path) });
}

/**
 * Twenty-one behind the casino's provider interface (casino spec, section 7): one game, listed for
 * a player only (a guest cannot start it), launched by the init call.
 */
export const twentyOneProvider: GameProvider = {
  id: TWENTY_ONE_PROVIDER,
  list: (_api, context) => Promise.resolve(context.player ? [twentyOneGame()] : []),
  launch: (api) => twentyOneLaunchUrl(api),
};
