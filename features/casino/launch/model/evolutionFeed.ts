/**
 * The evolution (softgaming) slots feed's client rules (casino spec, section 9; casino README,
 * "Evolution"): the feed is raw, and these rules make it the lobby's list.
 */

/** One entry of GET /api/evolution/get_game_list. */
export interface EvolutionFeedEntry {
  PageCode: string;
  MerchantName: string;
  Trans: Partial<Record<string, string>>;
  Description?: string;
  ImageURL: string;
  System: string;
}

/**
 * Merchants the feed carries but the lobby leaves out: Pragmatic Play's games come through the
 * direct pragmatic integration, Ezugi's are live tables.
 */
export const EXCLUDED_EVOLUTION_MERCHANTS = ['Pragmatic Play', 'Ezugi'] as const;

/** Merchants whose games are crash games, not slots. */
export const CRASH_MERCHANTS = ['Upgaming'] as const;

/** Only images from the softgaming CDN folder are real game art. */
export const EVOLUTION_IMAGE_FOLDER = 'evosw/';

/** Ordering weights by PageCode: lower first; every other game weighs DEFAULT_WEIGHT. */
export const EVOLUTION_WEIGHTS: Readonly<Record<string, number>> = { '1727053': 1, '1571014': 2 };
export const DEFAULT_WEIGHT = 1000;

const sameMerchant = (merchant: string, names: readonly string[]) =>
  names.some((name) => name.toLowerCase() === merchant.trim().toLowerCase());

export function isExcludedMerchant(merchant: string): boolean {
  return sameMerchant(merchant, EXCLUDED_EVOLUTION_MERCHANTS);
}

/** The lobby category of a merchant's games. */
export function evolutionTab(merchant: string): string {
  return sameMerchant(merchant, CRASH_MERCHANTS) ? 'crash' : 'slot-machines';
}

export function evolutionWeight(pageCode: string): number {
  return EVOLUTION_WEIGHTS[pageCode] ?? DEFAULT_WEIGHT;
}

/**
 * The feed as the lobby shows it: excluded merchants out, only `evosw/` images, each PageCode
 * once (the first entry wins), then by weight; games of equal weight keep the feed's order.
 */
export function evolutionLobbyFeed(feed: readonly EvolutionFeedEntry[]): EvolutionFeedEntry[] {
  const seen = new Set<string>();
  const kept = feed.filter((entry) => {
    if (isExcludedMerchant(entry.MerchantName)) return false;
    if (!entry.ImageURL.includes(EVOLUTION_IMAGE_FOLDER)) return false;
    if (seen.has(entry.PageCode)) return false;
    seen.add(entry.PageCode);
    return true;
  });
  // Array.prototype.sort is stable, so equal weights keep the feed's order.
  return kept.sort((a, b) => evolutionWeight(a.PageCode) - evolutionWeight(b.PageCode));
}
