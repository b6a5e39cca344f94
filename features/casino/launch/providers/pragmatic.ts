import type { ApiClient } from '../../../core/api/index.ts';
import type { SlotGame } from '../../shared/model/slotGame.ts';
import { pragmaticLanguage } from '../model/providerLanguage.ts';
import { partnerHeaders } from './partnerHeaders.ts';
import { feedGame, type GameProvider, type GameRef, type ProviderContext } from './types.ts';

/** One game of GET /api/pragmatic/game/list. */
export interface PragmaticFeedGame {
  gameID: string;
  gameName: string;
  /** `vs` slot, `bj` card, `rl` roulette, `lg` live, `cr` crash. */
  gameTypeID: string;
  /** The platforms it runs on, comma-separated (`MOBILE,WEB`). */
  platform: string;
  technologyID: string;
}

/** The lobby category of each pragmatic game type. */
export const PRAGMATIC_TYPE_TABS: Readonly<Record<string, string>> = {
  vs: 'slot-machines',
  bj: 'card-games',
  rl: 'roulette',
  lg: 'live-casino',
  cr: 'crash',
};
const LIVE_TYPE = 'lg';

/** The app is a phone layout: games open on pragmatic's mobile platform. */
export const PRAGMATIC_PLATFORM = 'MOBILE';

const runsOnMobile = (game: PragmaticFeedGame) =>
  game.platform
    .split(',')
    .map((platform) => platform.trim().toUpperCase())
    .includes(PRAGMATIC_PLATFORM);

export function pragmaticGame(api: ApiClient, game: PragmaticFeedGame): SlotGame {
  const tab = PRAGMATIC_TYPE_TABS[game.gameTypeID];
  return feedGame({
    gameId: game.gameID,
    gameName: game.gameName,
    provider: 'pragmatic',
    routeProvider: 'pragmatic',
    // The feed has no art: the platform draws a thumbnail per game id.
    imageUrl: api.url(`/api/casino/thumb/${encodeURIComponent(game.gameID)}.svg`),
    tab: tab ? [tab] : [],
    system: 'pragmatic',
    technologyId: game.technologyID,
    isLiveGame: game.gameTypeID === LIVE_TYPE,
  });
}

/** GET /api/pragmatic/game/link: slots and live tables alike. */
export async function pragmaticLink(
  api: ApiClient,
  game: GameRef,
  context: ProviderContext,
): Promise<string> {
  const answer = await api.get<{ url: string }>('/api/pragmatic/game/link', {
    query: {
      game_id: game.gameId,
      platform: PRAGMATIC_PLATFORM,
      lang: pragmaticLanguage(context.shortLanguage),
    },
  });
  return answer.url;
}

/** Pragmatic Play's own integration (guests may list its games). */
export const pragmaticProvider: GameProvider = {
  id: 'pragmatic',
  async list(api, context) {
    const feed = await api.get<PragmaticFeedGame[]>('/api/pragmatic/game/list', {
      query: { partner_name: context.partnerName },
      headers: partnerHeaders(context),
    });
    return feed.filter(runsOnMobile).map((game) => pragmaticGame(api, game));
  },
  launch: pragmaticLink,
};
