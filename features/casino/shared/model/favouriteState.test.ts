import { describe, expect, it } from 'vitest';
import { favouriteKey } from './slotGame.ts';
import { fixtureGame } from '../testing/fixtures.ts';
import { currentListItem, favouriteNow } from './favouriteState.ts';

const tagged = fixtureGame({ id: 1, tab: ['slot-machines', 'favorite'] });
const plain = fixtureGame({ id: 2 });

describe('favouriteNow', () => {
  it('should follow the loaded favourites list for a player', () => {
    expect(favouriteNow(tagged, new Set(), true)).toBe(false);
    expect(favouriteNow(plain, new Set([favouriteKey(plain)]), true)).toBe(true);
  });

  it('should follow the tab until the list is loaded', () => {
    expect(favouriteNow(tagged, undefined, true)).toBe(true);
    expect(favouriteNow(plain, undefined, true)).toBe(false);
  });

  it('should follow the tab for a guest, whatever list is held', () => {
    expect(favouriteNow(tagged, new Set(), false)).toBe(true);
    expect(favouriteNow(plain, new Set([favouriteKey(plain)]), false)).toBe(false);
  });
});

describe('currentListItem', () => {
  it('should strip the tab of a game removed since the list was fetched', () => {
    expect(currentListItem(tagged, new Set()).tab).toEqual(['slot-machines']);
  });

  it('should keep the game while it is a favourite or the list is not loaded', () => {
    expect(currentListItem(tagged, new Set([favouriteKey(tagged)]))).toBe(tagged);
    expect(currentListItem(tagged, undefined)).toBe(tagged);
  });
});
