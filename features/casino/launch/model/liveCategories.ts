import type { SlotGame } from '../../shared/model/slotGame.ts';

/**
 * The live casino page's table groups, in the order the page shows them. Evolution's list names a
 * table's category; pragmatic's does not, so theirs is read from the table's name.
 */
export const LIVE_CATEGORIES = [
  'roulette',
  'blackjack',
  'baccarat',
  'dice',
  'game-show',
  'other',
] as const;
export type LiveCategory = (typeof LIVE_CATEGORIES)[number];

export interface LiveTableGroup {
  category: LiveCategory;
  games: readonly SlotGame[];
}

const isLiveCategory = (value: string): value is LiveCategory =>
  (LIVE_CATEGORIES as readonly string[]).includes(value);

/** Words in a table's name that say its game; the first that matches wins. */
const nameRules: ReadonlyArray<readonly [RegExp, LiveCategory]> = [
  [/roulette|ruleta|roleta/i, 'roulette'],
  [/blackjack/i, 'blackjack'],
  [/baccarat|bacar/i, 'baccarat'],
  [/dice|sic ?bo|craps|dados/i, 'dice'],
  [/wheel|show|monopoly|crazy time|money|deal or no deal/i, 'game-show'],
];

/** A live table's category from its name; `other` when the name says nothing known. */
export function categoryFromName(name: string): LiveCategory {
  return nameRules.find(([pattern]) => pattern.test(name))?.[1] ?? 'other';
}

/** A table's category: the one its tabs carry, else the one its name says. */
export function liveCategoryOf(game: Pick<SlotGame, 'tab' | 'gameName'>): LiveCategory {
  const tagged = game.tab.find((tab) => tab !== 'other' && isLiveCategory(tab));
  return (tagged as LiveCategory | undefined) ?? categoryFromName(game.gameName);
}

/** Tables by category, in the page's order; empty categories left out, list order kept within. */
export function groupLiveTables(games: readonly SlotGame[]): LiveTableGroup[] {
  const byCategory = new Map<LiveCategory, SlotGame[]>();
  for (const game of games) {
    const category = liveCategoryOf(game);
    const group = byCategory.get(category) ?? [];
    group.push(game);
    byCategory.set(category, group);
  }
  return LIVE_CATEGORIES.flatMap((category) => {
    const group = byCategory.get(category);
    return group ? [{ category, games: group }] : [];
  });
}
