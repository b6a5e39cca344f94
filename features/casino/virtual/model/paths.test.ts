import { describe, expect, it } from 'vitest';
import { goldenRaceGameId, goldenRaceGamePath } from './paths.ts';

describe('golden race game paths', () => {
  it('should build and read a game page address', () => {
    expect(goldenRaceGamePath('10101')).toBe('/virtual-games/golden-race/10101');
    expect(goldenRaceGameId('/virtual-games/golden-race/10101')).toBe('10101');
    expect(goldenRaceGameId('/virtual-games/golden-race/10101/')).toBe('10101');
  });

  it('should find no game in other addresses', () => {
    expect(goldenRaceGameId('/virtual-games/golden-race')).toBeUndefined();
    expect(goldenRaceGameId('/virtual-games/golden-race/')).toBeUndefined();
    expect(goldenRaceGameId('/virtual-games/golden-race/1/2')).toBeUndefined();
    expect(goldenRaceGameId('/virtual-games/golden-race/%E0%A4%A')).toBeUndefined();
    expect(goldenRaceGameId('/bet-radar')).toBeUndefined();
  });
});
