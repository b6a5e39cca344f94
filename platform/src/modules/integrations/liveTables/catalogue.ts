import type { TableKind } from '../../../html/demoTables/stage.ts';
import type { Localized } from '../shared/language.ts';

export type LiveTableProvider = 'betgames' | 'fiable' | 'ezugi' | 'live-casino';
/** A table's category is the demo table it is drawn as. */
export type LiveTableCategory = TableKind;

export interface LiveTable {
  id: string;
  provider: LiveTableProvider;
  name: string;
  category: LiveTableCategory;
  minBet: number;
  maxBet: number;
}

const table = (
  provider: LiveTableProvider,
  id: string,
  name: string,
  category: LiveTableCategory,
  minBet = 1,
  maxBet = 500,
): LiveTable => ({ id, provider, name, category, minBet, maxBet });

/** Every demo live table, by provider. Ids are unique across providers. */
export const liveTables: readonly LiveTable[] = [
  table('betgames', 'bg-lucky7', 'Lucky 7 Draw', 'wheel'),
  table('betgames', 'bg-dice-duel', 'Dice Duel', 'dice'),
  table('betgames', 'bg-war', 'War of Cards', 'poker'),
  table('betgames', 'bg-wheel', 'Wheel of Fortune', 'wheel'),
  table('fiable', 'fi-roulette', 'Fiable Roulette', 'roulette'),
  table('fiable', 'fi-blackjack', 'Fiable Blackjack', 'blackjack', 5, 1000),
  table('fiable', 'fi-baccarat', 'Fiable Baccarat', 'baccarat'),
  table('fiable', 'fi-speed-roulette', 'Speed Roulette', 'roulette'),
  table('fiable', 'fi-holdem', "Casino Hold'em", 'poker', 2, 400),
  table('ezugi', '1000', 'Ezugi Roulette', 'roulette'),
  table('ezugi', '1001', 'Auto Roulette', 'roulette'),
  table('ezugi', '2000', 'Ezugi Blackjack', 'blackjack', 5, 1000),
  table('ezugi', '3000', 'Ezugi Baccarat', 'baccarat'),
  table('live-casino', 'lc-roulette-1', 'Roulette Live', 'roulette'),
  table('live-casino', 'lc-roulette-2', 'Lightning Roulette', 'roulette', 1, 2000),
  table('live-casino', 'lc-blackjack-1', 'Blackjack Classic', 'blackjack', 10, 2500),
  table('live-casino', 'lc-blackjack-2', 'Blackjack VIP', 'blackjack', 50, 5000),
  table('live-casino', 'lc-baccarat-1', 'Baccarat Squeeze', 'baccarat'),
  table('live-casino', 'lc-poker-1', 'Three Card Poker', 'poker'),
];

export const categoryNames: Record<LiveTableCategory, Localized> = {
  roulette: { es: 'Ruleta', en: 'Roulette', pt: 'Roleta' },
  blackjack: { es: 'Blackjack', en: 'Blackjack', pt: 'Blackjack' },
  baccarat: { es: 'Baccarat', en: 'Baccarat', pt: 'Bacará' },
  poker: { es: 'Póker', en: 'Poker', pt: 'Póquer' },
  dice: { es: 'Dados', en: 'Dice', pt: 'Dados' },
  wheel: { es: 'Rueda', en: 'Wheel', pt: 'Roda' },
};

export const liveTableCategories = Object.keys(categoryNames) as LiveTableCategory[];

export const tablesOf = (provider: LiveTableProvider): LiveTable[] =>
  liveTables.filter((candidate) => candidate.provider === provider);

export const findTable = (provider: LiveTableProvider, id: string): LiveTable | undefined =>
  liveTables.find((candidate) => candidate.provider === provider && candidate.id === id);

/** Where a token of a provider opens its lobby or one table (the demo live table page). */
export function liveTableUrl(token: string, lang: string, tableId?: string): string {
  const query = new URLSearchParams({ token, lang });
  if (tableId) query.set('table', tableId);
  return `/demo/live-table/?${query.toString()}`;
}
