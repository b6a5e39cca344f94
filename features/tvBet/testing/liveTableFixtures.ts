import type { FiableTable } from '../liveTables/fiable.ts';

/** Two fiable tables as GET /api/fiable/game_list answers them in English. */
export const fiableList: FiableTable[] = [
  {
    id: 'fi-roulette',
    name: 'Fiable Roulette',
    category: 'roulette',
    categoryName: 'Roulette',
    imageUrl: '/demo/live-table/images/fi-roulette.svg',
    minBet: 1,
    maxBet: 500,
  },
  {
    id: 'fi-blackjack',
    name: 'Fiable Blackjack',
    category: 'blackjack',
    categoryName: 'Blackjack',
    imageUrl: '/demo/live-table/images/fi-blackjack.svg',
    minBet: 5,
    maxBet: 1000,
  },
];

/** A betgames or fiable token answer. */
export const tokenAnswer = (gameUrl: string) => ({
  token: 'T',
  expires_at: '2026-11-17T03:37:00.000Z',
  game_url: gameUrl,
});

const categoryNames: Record<string, Record<string, string>> = {
  es: { roulette: 'Ruleta', blackjack: 'Blackjack' },
  pt: { roulette: 'Roleta', blackjack: 'Blackjack' },
};

/** GET /api/fiable/game_list as the platform answers it: category names in the asked `lang`. */
export function fiableListAnswer({ query }: { query: Record<string, unknown> }): FiableTable[] {
  const names = typeof query.lang === 'string' ? categoryNames[query.lang] : undefined;
  return fiableList.map((table) => ({
    ...table,
    categoryName: names?.[table.category] ?? table.categoryName,
  }));
}
