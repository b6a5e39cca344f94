import { describe, expect, it } from 'vitest';
import { splitTeams, teamNameLimit, truncateTeamName } from './teams.ts';

describe('teamNameLimit', () => {
  it.each([
    [0, 6],
    [320, 16],
    [360, 18],
    [375, 18],
    [390, 19],
    [1024, 40],
  ])('should allow %s px to show %s characters', (width, limit) => {
    expect(teamNameLimit(width)).toBe(limit);
  });

  it.each([Number.NaN, -100, Number.POSITIVE_INFINITY])(
    'should use the narrowest limit for the unusable width %s',
    (width) => {
      expect(teamNameLimit(width)).toBe(6);
    },
  );
});

describe('truncateTeamName', () => {
  it('should keep a name that fits', () => {
    expect(truncateTeamName('Real Madrid', 360)).toBe('Real Madrid');
  });

  it('should keep a name exactly at the limit', () => {
    // 360 px allows 18 characters
    expect(truncateTeamName('Borussia Dortmund!', 360)).toBe('Borussia Dortmund!');
  });

  it('should cut a longer name to the limit and add an ellipsis', () => {
    expect(truncateTeamName('Borussia Mönchengladbach', 360)).toBe('Borussia Mönchengl…');
    expect(truncateTeamName('Manchester United', 0)).toBe('Manche…');
  });

  it('should show more of the name on a wider window', () => {
    expect(truncateTeamName('Borussia Mönchengladbach', 1024)).toBe('Borussia Mönchengladbach');
  });

  it('should not split a character made of two UTF-16 units', () => {
    expect(truncateTeamName('😀😀😀😀😀😀😀', 0)).toBe('😀😀😀😀😀😀…');
  });

  it('should keep an empty name', () => {
    expect(truncateTeamName('', 0)).toBe('');
  });
});

describe('splitTeams', () => {
  it('should split the two teams', () => {
    expect(splitTeams('A - B')).toEqual(['A', 'B']);
    expect(splitTeams('Real Madrid - FC Barcelona')).toEqual(['Real Madrid', 'FC Barcelona']);
  });

  it('should keep hyphens inside names', () => {
    expect(splitTeams('Paris Saint-Germain - Al-Ahly')).toEqual(['Paris Saint-Germain', 'Al-Ahly']);
  });

  it('should split at the first separator only', () => {
    expect(splitTeams('A - B - C')).toEqual(['A', 'B - C']);
  });

  it('should trim stray spaces', () => {
    expect(splitTeams('  A  -  B ')).toEqual(['A', 'B']);
  });

  it('should give an empty second team when there is no separator', () => {
    expect(splitTeams('Outright winner')).toEqual(['Outright winner', '']);
    expect(splitTeams('')).toEqual(['', '']);
  });
});
