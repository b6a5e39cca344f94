import { describe, expect, it } from 'vitest';
import {
  bcCategories,
  bcLanguage,
  bcPath,
  bcSection,
  bcTokenRefreshMs,
  isBcCategory,
  isPublicCategory,
} from './bc.ts';

describe('bc categories', () => {
  it('should map every app category onto the sportsbook section of the spec', () => {
    expect(bcCategories.map((category) => [category, bcSection(category)])).toEqual([
      ['live', 'live'],
      ['prematch', 'sports'],
      ['history', 'bet-history'],
    ]);
  });

  it('should know only the three categories', () => {
    expect(isBcCategory('live')).toBe(true);
    expect(isBcCategory('prematch')).toBe(true);
    expect(isBcCategory('history')).toBe(true);
    expect(isBcCategory('sports')).toBe(false);
    expect(isBcCategory('Live')).toBe(false);
    expect(isBcCategory(undefined)).toBe(false);
  });

  it('should build the app address of a category', () => {
    expect(bcPath('history')).toBe('/bc/history');
  });

  it('should show live and pre-match to guests but keep the history private', () => {
    expect(isPublicCategory('live')).toBe(true);
    expect(isPublicCategory('prematch')).toBe(true);
    expect(isPublicCategory('history')).toBe(false);
  });

  it('should renew the token every hour', () => {
    expect(bcTokenRefreshMs).toBe(3_600_000);
  });
});

describe('bcLanguage', () => {
  it.each([
    ['es-ES', 'spa'],
    ['en-US', 'eng'],
    ['pt-PT', 'por'],
    ['es', 'spa'],
    ['EN', 'eng'],
    ['pt_PT', 'por'],
  ])('should map %s to %s', (tag, code) => {
    expect(bcLanguage(tag)).toBe(code);
  });

  it('should fall back to Spanish, the default language, for anything else', () => {
    expect(bcLanguage('fr-FR')).toBe('spa');
    expect(bcLanguage('')).toBe('spa');
  });
});
