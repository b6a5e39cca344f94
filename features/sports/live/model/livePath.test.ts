import { describe, expect, it } from 'vitest';
import { ALL_SPORTS, liveSportPath, parseLiveSportId } from './livePath.ts';

describe('parseLiveSportId', () => {
  it('should read the id of /live/selectedSport/{id}', () => {
    expect(parseLiveSportId('/live/selectedSport/4')).toBe(4);
    expect(parseLiveSportId('/live/selectedSport/300/')).toBe(300);
  });

  it('should read the id of /live/sport{id}', () => {
    expect(parseLiveSportId('/live/sport1')).toBe(1);
    expect(parseLiveSportId('/live/sport10')).toBe(10);
  });

  it('should treat 0, /live/sports and /live as every sport', () => {
    expect(parseLiveSportId('/live/selectedSport/0')).toBe(ALL_SPORTS);
    expect(parseLiveSportId('/live/sport0')).toBe(ALL_SPORTS);
    expect(parseLiveSportId('/live/sports')).toBe(ALL_SPORTS);
    expect(parseLiveSportId('/live')).toBe(ALL_SPORTS);
  });

  it('should ignore the case of the path', () => {
    expect(parseLiveSportId('/Live/SelectedSport/3')).toBe(3);
  });

  it('should fall back to every sport for an unreadable id', () => {
    expect(parseLiveSportId('/live/selectedSport/abc')).toBe(ALL_SPORTS);
    expect(parseLiveSportId('/live/selectedSport/-4')).toBe(ALL_SPORTS);
    expect(parseLiveSportId('/live/selectedSport/4/extra')).toBe(ALL_SPORTS);
    expect(parseLiveSportId('/live/sport')).toBe(ALL_SPORTS);
    expect(parseLiveSportId('/live/selectedSport/99999999999999999999')).toBe(ALL_SPORTS);
  });
});

describe('liveSportPath', () => {
  it('should lead to the selected-sport address', () => {
    expect(liveSportPath(4)).toBe('/live/selectedSport/4');
    expect(liveSportPath(ALL_SPORTS)).toBe('/live/selectedSport/0');
  });
});
