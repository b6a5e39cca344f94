import { describe, expect, it } from 'vitest';
import { gamePath } from '../../shared/model/slotGame.ts';
import { parseGamePath } from './gamePath.ts';

describe('parseGamePath', () => {
  it('should read the route provider and the game id', () => {
    expect(parseGamePath('/slots/pragmatic/vs20doghouse')).toEqual({
      routeProvider: 'pragmatic',
      gameId: 'vs20doghouse',
    });
    expect(parseGamePath('/slots/evolution/1800003/')).toEqual({
      routeProvider: 'evolution',
      gameId: '1800003',
    });
  });

  it('should decode what gamePath encoded', () => {
    const path = gamePath({ routeProvider: 'outcome', gameId: 'a b/c?' });
    expect(parseGamePath(path)).toEqual({ routeProvider: 'outcome', gameId: 'a b/c?' });
  });

  it.each([
    '/slots/main',
    '/slots/pragmatic',
    '/slots/pragmatic/',
    '/slots/pragmatic/a/b',
    '/casinolive/main',
    '/slots//x',
    '/slots/pragmatic/%20',
    '/slots/pragmatic/%E0%A4%A',
    '',
  ])('should find no game in "%s"', (pathname) => {
    expect(parseGamePath(pathname)).toBeUndefined();
  });
});
