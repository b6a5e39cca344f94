import { localizedName, type Translations, type VirtualGame } from '../model/virtualGame.ts';
import { MissingGameUrlError, textField, type VirtualProvider } from './types.ts';

/** The merchant whose games the /bet-radar page lists (the feed holds others too). */
export const BET_RADAR_MERCHANT = 'BetRadar';

/** Second argument of the session start: 1 is the mobile game (casino spec, section 7). */
export const MOBILE_ARGUMENT = 1;

interface VirtualSportsEntry {
  PageCode: string;
  MerchantName: string;
  Trans?: Translations;
  ImageURL?: string;
}

function isBetRadarGame(entry: unknown): entry is VirtualSportsEntry {
  if (typeof entry !== 'object' || entry === null) return false;
  const { PageCode, MerchantName } = entry as Record<string, unknown>;
  return (
    typeof PageCode === 'string' &&
    PageCode !== '' &&
    typeof MerchantName === 'string' &&
    MerchantName.toLowerCase() === BET_RADAR_MERCHANT.toLowerCase()
  );
}

/**
 * The virtual sports (integrations README, section 6): the provider's raw list asked for with
 * the merchant filter (and filtered again, should a server ignore it), named in the interface
 * language; a game starts with its page code and the mobile argument.
 */
export const betRadarProvider: VirtualProvider = {
  id: 'betradar',

  list: async (api, context) => {
    const entries = await api.get<unknown>('/api/betradar/games', {
      query: { merchant: BET_RADAR_MERCHANT },
    });
    if (!Array.isArray(entries)) return [];
    const seen = new Set<string>();
    return entries.filter(isBetRadarGame).flatMap((entry): VirtualGame[] => {
      if (seen.has(entry.PageCode)) return [];
      seen.add(entry.PageCode);
      return [
        {
          id: entry.PageCode,
          name: localizedName(entry.Trans, context.shortLanguage, entry.PageCode),
          imageUrl: entry.ImageURL ?? '',
        },
      ];
    });
  },

  launch: async (api, pageCode) => {
    const answer = await api.post<unknown>('/api/betradar/session', {
      page_code: pageCode,
      arg: MOBILE_ARGUMENT,
    });
    const url = textField(answer, 'game_url');
    if (!url) throw new MissingGameUrlError('betradar');
    return url;
  },
};
