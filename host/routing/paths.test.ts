import { describe, expect, it } from 'vitest';
import { matchRoute } from './paths.ts';

describe('matchRoute', () => {
  it.each([
    ['/line/top-events', 'lineTopEvents'],
    ['/line/sport1', 'lineSport'],
    ['/line/sport1country12', 'lineSportCountry'],
    ['/live/selectedSport/0', 'liveSelectedSport'],
    ['/slots/home?sC=popular', 'slotsHome'],
    ['/slots/provider-games?sP=Universal Race', 'slotsProviderGames'],
    ['/slots/pragmatic/vs20olympgate', 'slotsGame'],
    ['/bc/prematch', 'bc'],
    ['/profile/top-up', 'profileTopUp'],
    ['/virtual-games/golden-race/42', 'virtualGoldenRaceGame'],
    ['/flatPages/rules#section-2', 'flatPage'],
  ])('should match %s to %s', (path, id) => {
    expect(matchRoute(path)?.id).toBe(id);
  });

  it('should prefer a fixed route over a parameterised one', () => {
    expect(matchRoute('/slots/crash-games')?.id).toBe('slotsCrashGames');
    expect(matchRoute('/slots/inbet/7')?.id).toBe('slotsInbet');
  });

  it('should not match paths the app does not have', () => {
    expect(matchRoute('/casino')).toBeUndefined();
    expect(matchRoute('/line/sportfoo/extra')).toBeUndefined();
    expect(matchRoute('line/top-events')).toBeUndefined();
  });
});
