import { withoutFavouriteTab, type SlotGame } from '../../shared/model/slotGame.ts';
import { categoryFromName } from '../model/liveCategories.ts';
import { pragmaticLink } from './pragmatic.ts';
import type { GameProvider } from './types.ts';

/**
 * A pragmatic live table with its category in its tabs, as evolution's tables carry theirs. The
 * `favorite` tab is dropped: the player's favourites list decides the star and follows every
 * toggle, where a cached list would not.
 */
export function pragmaticLiveGame(game: SlotGame): SlotGame {
  const table = withoutFavouriteTab(game);
  const category = categoryFromName(table.gameName);
  return table.tab.includes(category) ? table : { ...table, tab: [...table.tab, category] };
}

/** Pragmatic's live tables (pragmaticLive), already in the Slot game shape; guests may list them. */
export const pragmaticLiveProvider: GameProvider = {
  id: 'pragmatic',
  async list(api, context) {
    const games = await api.get<SlotGame[]>('/api/pragmatic/game_list', {
      query: { category: 'live', lang: context.shortLanguage },
    });
    return games.map(pragmaticLiveGame);
  },
  launch: pragmaticLink,
};
