import { describe, expect, it } from 'vitest';
import {
  normaliseSearchText,
  safeDecode,
  searchPath,
  searchTextFromLocation,
  SEARCH_TEXT_MAX,
} from './searchText.ts';

describe('searchTextFromLocation', () => {
  it('should read the path segment of line and live searches, decoded', () => {
    expect(searchTextFromLocation('/line/search/Real%20Madrid', '')).toBe('Real Madrid');
    expect(searchTextFromLocation('/live/search/Atl%C3%A9tico', '')).toBe('Atlético');
    expect(searchTextFromLocation('/line/search/chelsea/', '')).toBe('chelsea');
  });

  it('should read the query when the path has no text', () => {
    expect(searchTextFromLocation('/Search', '?search=Arsenal')).toBe('Arsenal');
    expect(searchTextFromLocation('/Search', '?searchText=Bayern+M%C3%BCnchen')).toBe(
      'Bayern München',
    );
    expect(searchTextFromLocation('/live/search', '?search=%20nba%20')).toBe('nba');
  });

  it('should prefer the path over the query, and search over searchText', () => {
    expect(searchTextFromLocation('/line/search/inter', '?search=milan')).toBe('inter');
    expect(searchTextFromLocation('/Search', '?searchText=b&search=a')).toBe('a');
    expect(searchTextFromLocation('/line/search/%20', '?search=milan')).toBe('milan');
  });

  it('should keep malformed escapes as typed instead of failing', () => {
    expect(searchTextFromLocation('/line/search/100%25', '')).toBe('100%');
    expect(searchTextFromLocation('/line/search/50%off', '')).toBe('50%off');
    expect(searchTextFromLocation('/Search', '?search=%E0%A4%A')).not.toBe('');
  });

  it('should give an empty text when there is none', () => {
    expect(searchTextFromLocation('/Search', '')).toBe('');
    expect(searchTextFromLocation('/live/search', '')).toBe('');
    expect(searchTextFromLocation('/Search', '?search=%20%20')).toBe('');
  });
});

describe('normaliseSearchText', () => {
  it('should trim and cut at the platform’s limit without splitting a character', () => {
    expect(normaliseSearchText('  Real  ')).toBe('Real');
    expect(normaliseSearchText('a'.repeat(150))).toHaveLength(SEARCH_TEXT_MAX);
    const emoji = '⚽'.repeat(60) + '😀'.repeat(60);
    expect(Array.from(normaliseSearchText(emoji))).toHaveLength(SEARCH_TEXT_MAX);
    expect(normaliseSearchText(emoji).endsWith('😀')).toBe(true);
  });
});

describe('safeDecode', () => {
  it('should decode, or keep text that is not an escape', () => {
    expect(safeDecode('Real%20Madrid')).toBe('Real Madrid');
    expect(safeDecode('%')).toBe('%');
  });
});

describe('searchPath', () => {
  it('should put the encoded text in the path of the mode', () => {
    expect(searchPath('line', ' Real Madrid ')).toBe('/line/search/Real%20Madrid');
    expect(searchPath('live', 'AC/DC & co?')).toBe('/live/search/AC%2FDC%20%26%20co%3F');
  });

  it('should round-trip through the address', () => {
    for (const text of ['Atlético', '100%', 'a/b', 'Paris Saint-Germain', '#1 ?x=y']) {
      expect(searchTextFromLocation(searchPath('line', text), '')).toBe(text);
    }
  });

  it('should go to the bare search without text', () => {
    expect(searchPath('live', '   ')).toBe('/live/search');
  });
});
