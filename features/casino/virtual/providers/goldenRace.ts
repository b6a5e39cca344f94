import type { VirtualGame } from '../model/virtualGame.ts';
import { MissingGameUrlError, textField, type VirtualProvider } from './types.ts';

interface RacingGameEntry {
  id: number | string;
  name: string;
  imageUrl: string;
}

function isRacingGame(entry: unknown): entry is RacingGameEntry {
  if (typeof entry !== 'object' || entry === null) return false;
  const { id, name } = entry as Record<string, unknown>;
  return (typeof id === 'number' || typeof id === 'string') && typeof name === 'string';
}

/**
 * The racing simulation (integrations README, section 5): its game list, and its mobile game
 * address, which the browser is sent to.
 */
export const goldenRaceProvider: VirtualProvider = {
  id: 'goldenrace',

  list: async (api) => {
    const entries = await api.get<unknown>('/api/golden_race/game_list');
    if (!Array.isArray(entries)) return [];
    return entries.filter(isRacingGame).map((entry): VirtualGame => ({
      id: String(entry.id),
      name: entry.name,
      imageUrl: textField(entry, 'imageUrl') ?? '',
    }));
  },

  launch: async (api, gameId, context) => {
    const answer = await api.get<unknown>('/api/golden_race/open_frame', {
      query: { game_id: gameId, platform: 'mobile', lang: context.shortLanguage },
    });
    const url = textField(answer, 'url');
    if (!url) throw new MissingGameUrlError('goldenrace');
    return url;
  },
};
