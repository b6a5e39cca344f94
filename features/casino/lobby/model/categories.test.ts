import { describe, expect, it } from 'vitest';
import {
  categoryFromSearch,
  lobbyCategoryFromSearch,
  lobbySearchWithCategory,
  searchWithCategory,
  visibleCategories,
} from './categories.ts';

const params = (text: string) => new URLSearchParams(text);

describe('visibleCategories', () => {
  it('should list the spec filters in order, crash for players', () => {
    expect(visibleCategories(true)).toEqual([
      'all',
      'crash',
      'popular',
      'favorite',
      'slot-machines',
      'card-games',
      'roulette',
      'jackpot',
    ]);
  });

  it('should hide crash from guests', () => {
    expect(visibleCategories(false)).not.toContain('crash');
    expect(visibleCategories(false)).toHaveLength(7);
  });
});

describe('categoryFromSearch', () => {
  it('should read a known category', () => {
    expect(categoryFromSearch(params('sC=popular'), false)).toBe('popular');
    expect(categoryFromSearch(params('sC=card-games'), true)).toBe('card-games');
  });

  it('should read no parameter, an empty one or an unknown one as all', () => {
    expect(categoryFromSearch(params(''), true)).toBe('all');
    expect(categoryFromSearch(params('sC='), true)).toBe('all');
    expect(categoryFromSearch(params('sC=poker'), true)).toBe('all');
    expect(categoryFromSearch(params('sC=Popular'), true)).toBe('all');
  });

  it('should read crash as all for a guest only', () => {
    expect(categoryFromSearch(params('sC=crash'), false)).toBe('all');
    expect(categoryFromSearch(params('sC=crash'), true)).toBe('crash');
  });
});

describe('searchWithCategory', () => {
  it('should write the category and keep the other parameters', () => {
    expect(searchWithCategory(params('x=1'), 'roulette')).toBe('?x=1&sC=roulette');
    expect(searchWithCategory(params('sC=jackpot'), 'slot-machines')).toBe('?sC=slot-machines');
  });

  it('should drop the parameter for all', () => {
    expect(searchWithCategory(params('sC=jackpot'), 'all')).toBe('');
    expect(searchWithCategory(params('sC=jackpot&x=1'), 'all')).toBe('?x=1');
  });
});

describe('lobbyCategoryFromSearch', () => {
  it('should read sF=1 as the favourites', () => {
    expect(lobbyCategoryFromSearch(params('sF=1'), false)).toBe('favorite');
    expect(lobbyCategoryFromSearch(params('sF=1&sC=roulette'), true)).toBe('favorite');
  });

  it('should otherwise read sC like the home', () => {
    expect(lobbyCategoryFromSearch(params('sF=0&sC=roulette'), true)).toBe('roulette');
    expect(lobbyCategoryFromSearch(params('sC=crash'), false)).toBe('all');
  });
});

describe('lobbySearchWithCategory', () => {
  it('should write the favourites as sF=1 without sC', () => {
    expect(lobbySearchWithCategory(params('sC=roulette'), 'favorite')).toBe('?sF=1');
  });

  it('should write the others as sC without sF', () => {
    expect(lobbySearchWithCategory(params('sF=1'), 'jackpot')).toBe('?sC=jackpot');
    expect(lobbySearchWithCategory(params('sF=1'), 'all')).toBe('');
  });
});
