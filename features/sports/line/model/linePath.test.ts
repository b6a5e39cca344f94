import { describe, expect, it } from 'vitest';
import { linePath, lineSearchPath, parseLinePath } from './linePath.ts';

describe('parseLinePath', () => {
  it('should read the sport id of a sport line', () => {
    expect(parseLinePath('/line/sport1')).toEqual({ sportId: 1, countryId: null });
    expect(parseLinePath('/line/sport300/')).toEqual({ sportId: 300, countryId: null });
  });

  it('should read the sport id between "sport" and "country", then the country id', () => {
    expect(parseLinePath('/line/sport1country5')).toEqual({ sportId: 1, countryId: 5 });
    expect(parseLinePath('/line/sport10country12')).toEqual({ sportId: 10, countryId: 12 });
  });

  it('should treat sport 0 as the top events and country 0 as every country', () => {
    expect(parseLinePath('/line/sport0')).toEqual({ sportId: 0, countryId: null });
    expect(parseLinePath('/line/sport4country0')).toEqual({ sportId: 4, countryId: null });
  });

  it('should reject addresses that are not a line', () => {
    for (const path of [
      '/line/top-events',
      '/line/sport',
      '/line/sportx',
      '/line/sport-1',
      '/line/sport1.5',
      '/line/sport1country',
      '/line/sport1countryx',
      '/line/sportcountry5',
      '/line/sport99999999999999999999',
      '',
    ]) {
      expect(parseLinePath(path), path).toBeNull();
    }
  });
});

describe('linePath', () => {
  it('should build sport, country and top-events addresses, keeping a query', () => {
    expect(linePath(1)).toBe('/line/sport1');
    expect(linePath(1, 5)).toBe('/line/sport1country5');
    expect(linePath(1, 5, '?day=1')).toBe('/line/sport1country5?day=1');
    expect(linePath(0, null, '?hours=2')).toBe('/line/top-events?hours=2');
  });

  it('should round-trip through the parser', () => {
    expect(parseLinePath(linePath(3, 14))).toEqual({ sportId: 3, countryId: 14 });
  });
});

describe('lineSearchPath', () => {
  it('should put the trimmed, encoded text in the path', () => {
    expect(lineSearchPath('  Real Madrid ')).toBe('/line/search/Real%20Madrid');
    expect(lineSearchPath('a/b?c')).toBe('/line/search/a%2Fb%3Fc');
  });
});
