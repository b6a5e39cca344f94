import { describe, expect, it } from 'vitest';
import {
  evolutionLobbyFeed,
  evolutionTab,
  evolutionWeight,
  EXCLUDED_EVOLUTION_MERCHANTS,
  isExcludedMerchant,
  type EvolutionFeedEntry,
} from './evolutionFeed.ts';

const entry = (pageCode: string, overrides: Partial<EvolutionFeedEntry> = {}) => ({
  PageCode: pageCode,
  MerchantName: 'Evoplay',
  Trans: { en: `Game ${pageCode}` },
  ImageURL: `/api/casino/thumb/evosw/${pageCode}.svg`,
  System: 'evoplay',
  ...overrides,
});

const codes = (feed: readonly EvolutionFeedEntry[]) => feed.map((game) => game.PageCode);

describe('evolution feed rules', () => {
  it('should name the excluded merchants in one constant', () => {
    expect(EXCLUDED_EVOLUTION_MERCHANTS).toEqual(['Pragmatic Play', 'Ezugi']);
    expect(isExcludedMerchant('Pragmatic Play')).toBe(true);
    expect(isExcludedMerchant(' ezugi ')).toBe(true);
    expect(isExcludedMerchant('Evoplay')).toBe(false);
  });

  it('should leave out the excluded merchants', () => {
    const feed = [
      entry('1'),
      entry('2', { MerchantName: 'Pragmatic Play' }),
      entry('3', { MerchantName: 'Ezugi' }),
      entry('4', { MerchantName: 'Habanero' }),
    ];
    expect(codes(evolutionLobbyFeed(feed))).toEqual(['1', '4']);
  });

  it('should keep only images from the evosw/ folder', () => {
    const feed = [entry('1'), entry('2', { ImageURL: '/api/casino/thumb/2.svg' })];
    expect(codes(evolutionLobbyFeed(feed))).toEqual(['1']);
  });

  it('should keep the first of entries repeating a PageCode', () => {
    const feed = [entry('1', { Trans: { en: 'First' } }), entry('2'), entry('1')];
    const lobby = evolutionLobbyFeed(feed);
    expect(codes(lobby)).toEqual(['1', '2']);
    expect(lobby[0]?.Trans.en).toBe('First');
  });

  it('should put 1727053 first and 1571014 second, the rest in feed order', () => {
    const feed = [entry('9'), entry('1571014'), entry('5'), entry('1727053'), entry('7')];
    expect(codes(evolutionLobbyFeed(feed))).toEqual(['1727053', '1571014', '9', '5', '7']);
  });

  it('should weigh every other game 1000', () => {
    expect(evolutionWeight('1727053')).toBe(1);
    expect(evolutionWeight('1571014')).toBe(2);
    expect(evolutionWeight('42')).toBe(1000);
  });

  it('should file Upgaming games under crash and the others under slots', () => {
    expect(evolutionTab('Upgaming')).toBe('crash');
    expect(evolutionTab('upgaming')).toBe('crash');
    expect(evolutionTab('Evoplay')).toBe('slot-machines');
  });

  it('should not change the feed it was given', () => {
    const feed = [entry('5'), entry('1727053')];
    evolutionLobbyFeed(feed);
    expect(codes(feed)).toEqual(['5', '1727053']);
  });
});
