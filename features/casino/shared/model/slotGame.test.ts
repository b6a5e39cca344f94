import { describe, expect, it } from 'vitest';
import {
  favouriteKey,
  gamePath,
  isFavourite,
  withoutFavouriteTab,
  type SlotGame,
} from './slotGame.ts';

const game: SlotGame = {
  id: 255,
  gameId: 'vs10superkoilink',
  description: '',
  gameName: 'Super Koi Link',
  provider: 'pragmatic',
  routeProvider: 'pragmatic',
  imageUrl: '/api/casino/thumb/vs10superkoilink.svg',
  tab: ['popular'],
  format: 'html5',
  system: 'pragmatic',
  technologyId: 'H5',
  isLiveGame: false,
  isDefault: true,
  path: null,
  billing: null,
};

describe('favouriteKey', () => {
  it('should join id, gameId, provider and gameName', () => {
    expect(favouriteKey(game)).toBe('255_vs10superkoilink_pragmatic_Super Koi Link');
  });
});

describe('isFavourite', () => {
  it('should count a game whose tab includes favorite, signed in or not', () => {
    const tagged = { ...game, tab: ['popular', 'favorite'] };
    expect(isFavourite(tagged, new Set(), false)).toBe(true);
  });

  it('should count a game in the list only for a signed-in player', () => {
    const keys = new Set([favouriteKey(game)]);
    expect(isFavourite(game, keys, true)).toBe(true);
    expect(isFavourite(game, keys, false)).toBe(false);
  });

  it('should not count a game in neither', () => {
    expect(isFavourite(game, new Set(['other']), true)).toBe(false);
  });
});

describe('withoutFavouriteTab', () => {
  it('should strip the favorite tab and keep the others', () => {
    expect(withoutFavouriteTab({ ...game, tab: ['popular', 'favorite'] }).tab).toEqual(['popular']);
  });
});

describe('gamePath', () => {
  it('should open the game under its route provider', () => {
    expect(gamePath({ routeProvider: 'universalrace', gameId: 'universal-race' })).toBe(
      '/slots/universalrace/universal-race',
    );
  });
});
