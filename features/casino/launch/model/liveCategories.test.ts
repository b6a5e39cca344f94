import { describe, expect, it } from 'vitest';
import { fixtureGame } from '../../shared/testing/fixtures.ts';
import { categoryFromName, groupLiveTables, liveCategoryOf } from './liveCategories.ts';

const table = (id: number, gameName: string, tab: string[] = ['live-casino']) =>
  fixtureGame({ id, gameName, tab, isLiveGame: true });

describe('live table categories', () => {
  it.each([
    ['Live Azure Roulette', 'roulette'],
    ['Blackjack VIP', 'blackjack'],
    ['Speed Baccarat A', 'baccarat'],
    ['Dice Duel Ruby', 'dice'],
    ['Sic Bo Grand', 'dice'],
    ['Mega Wheel B', 'game-show'],
    ['Crazy Time', 'game-show'],
    ["Casino Hold'em", 'other'],
  ])('should read "%s" as %s', (name, category) => {
    expect(categoryFromName(name)).toBe(category);
  });

  it('should prefer the category the tabs carry over the name', () => {
    expect(liveCategoryOf(table(1, 'Roulette Show', ['live-casino', 'game-show']))).toBe(
      'game-show',
    );
    expect(liveCategoryOf(table(2, 'Roulette Show', ['live-casino', 'favorite']))).toBe('roulette');
  });

  it('should group tables in the page order, leaving out empty groups', () => {
    const games = [
      table(1, 'Mega Wheel B'),
      table(2, 'Live A Roulette'),
      table(3, 'Blackjack C'),
      table(4, 'Live B Roulette'),
      table(5, 'Three Card Poker'),
    ];
    const groups = groupLiveTables(games);
    expect(groups.map((group) => group.category)).toEqual([
      'roulette',
      'blackjack',
      'game-show',
      'other',
    ]);
    expect(groups[0]?.games.map((game) => game.id)).toEqual([2, 4]);
  });

  it('should give no groups for no tables', () => {
    expect(groupLiveTables([])).toEqual([]);
  });
});
