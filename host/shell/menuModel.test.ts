import { describe, expect, it, vi } from 'vitest';
import type { LinkBlock, MenuEntry } from '../../schemas/generated/brand.ts';
import {
  blockTitle,
  entryLabel,
  isExternalLink,
  localized,
  menuOnAddressChange,
  visibleBlocks,
  visibleEntries,
} from './menuModel.ts';

const sport: MenuEntry = {
  id: 'sport',
  route: '/line/top-events',
  children: [
    { id: 'sport1', route: '/line/top-events' },
    { id: 'sport2', route: '/bc/prematch', provider: 'bc' },
  ],
};
const casino: MenuEntry = { id: 'casino', route: '/slots/home', provider: 'slots' };
const horseRaces: MenuEntry = { id: 'horseRaces', route: '/x', provider: 'universalrace' };
const bcOnly: MenuEntry = {
  id: 'live',
  route: '/bc/live',
  children: [{ id: 'live2', route: '/bc/live', provider: 'bc' }],
};

const none = new Set<string>();

describe('visibleEntries', () => {
  it('should keep every entry when nothing is banned', () => {
    expect(visibleEntries([sport, casino, horseRaces], none)).toEqual([sport, casino, horseRaces]);
  });

  it('should drop entries whose provider is banned, keeping the order', () => {
    const ids = visibleEntries([sport, casino, horseRaces], new Set(['slots'])).map((e) => e.id);
    expect(ids).toEqual(['sport', 'horseRaces']);
  });

  it('should drop banned children and keep their parent', () => {
    const [entry] = visibleEntries([sport], new Set(['bc']));
    expect(entry?.children?.map((child) => child.id)).toEqual(['sport1']);
  });

  it('should not change the entries it was given', () => {
    visibleEntries([sport], new Set(['bc']));
    expect(sport.children).toHaveLength(2);
  });

  it('should drop a parent whose children were all banned', () => {
    expect(visibleEntries([bcOnly, casino], new Set(['bc']))).toEqual([casino]);
  });

  it('should keep a parent without children, or with an empty list', () => {
    const empty: MenuEntry = { id: 'rules', route: '/flatPages/rules', children: [] };
    expect(visibleEntries([casino, empty], none)).toEqual([casino, empty]);
  });

  it('should drop a banned parent with all its children', () => {
    expect(visibleEntries([{ ...sport, provider: 'digitain' }], new Set(['digitain']))).toEqual([]);
  });

  it('should filter grandchildren too', () => {
    const deep: MenuEntry = {
      id: 'a',
      route: '/a',
      children: [{ id: 'b', route: '/b', children: [{ id: 'c', route: '/c', provider: 'bc' }] }],
    };
    expect(visibleEntries([deep], new Set(['bc']))).toEqual([]);
  });

  it('should return an empty list for no entries', () => {
    expect(visibleEntries([], new Set(['bc']))).toEqual([]);
  });
});

describe('visibleBlocks', () => {
  const chat = { id: 'chat', href: 'https://chat.example.com', label: { 'en-US': 'Live chat' } };
  const blocks: LinkBlock[] = [
    {
      id: 'casinoBlock',
      links: [
        { id: 'slots', route: '/slots/main', provider: 'slots' },
        { id: 'tvBet', route: '/tv-bet', provider: 'tvbet' },
      ],
    },
    { id: 'helpBlock', links: [{ id: 'contacts', route: '/contacts' }, chat] },
  ];

  it('should hide banned links and keep external ones', () => {
    const result = visibleBlocks(blocks, new Set(['slots']));
    expect(result.map((block) => block.links.map((link) => link.id))).toEqual([
      ['tvBet'],
      ['contacts', 'chat'],
    ]);
  });

  it('should drop a block left without links', () => {
    expect(visibleBlocks(blocks, new Set(['slots', 'tvbet'])).map((block) => block.id)).toEqual([
      'helpBlock',
    ]);
  });

  it('should tell external links from app entries', () => {
    expect(isExternalLink(chat)).toBe(true);
    expect(isExternalLink(casino)).toBe(false);
  });
});

describe('localized', () => {
  const text = { 'es-es': 'Hola', 'en-US': 'Hello', 'pt-PT': '  ' };

  it('should pick the current language', () => {
    expect(localized(text, 'en-US', 'es-es')).toBe('Hello');
  });

  it('should fall back to the brand default language, also for blank text', () => {
    expect(localized({ 'es-es': 'Hola' }, 'en-US', 'es-es')).toBe('Hola');
    expect(localized(text, 'pt-PT', 'es-es')).toBe('Hola');
  });

  it('should give undefined when neither language is written', () => {
    expect(localized({ 'pt-PT': 'Olá' }, 'en-US', 'es-es')).toBeUndefined();
    expect(localized(undefined, 'en-US', 'es-es')).toBeUndefined();
  });
});

describe('entryLabel and blockTitle', () => {
  const t = vi.fn((key: string) => `t:${key}`);

  it('should use the brand label in the current language', () => {
    const entry = { ...casino, label: { 'en-US': 'Slots', 'es-es': 'Tragamonedas' } };
    expect(entryLabel(entry, 'es-es', 'en-US', t)).toBe('Tragamonedas');
  });

  it('should fall back to the brand default language', () => {
    const entry = { ...casino, label: { 'en-US': 'Slots' } };
    expect(entryLabel(entry, 'pt-PT', 'en-US', t)).toBe('Slots');
  });

  it('should use the translation menu.<id> without a brand label', () => {
    expect(entryLabel(casino, 'en-US', 'es-es', t)).toBe('t:menu.casino');
    expect(entryLabel({ ...casino, label: { 'pt-PT': 'Casino' } }, 'en-US', 'es-es', t)).toBe(
      't:menu.casino',
    );
  });

  it('should title blocks the same way', () => {
    expect(blockTitle({ id: 'helpBlock' }, 'en-US', 'es-es', t)).toBe('t:menu.helpBlock');
    expect(blockTitle({ id: 'helpBlock', title: { 'es-es': 'Ayuda' } }, 'en-US', 'es-es', t)).toBe(
      'Ayuda',
    );
  });
});

describe('menuOnAddressChange', () => {
  it('should close the menu for a page the player went to, and follow a redirect', () => {
    expect(menuOnAddressChange('PUSH')).toBe('close');
    expect(menuOnAddressChange('POP')).toBe('close');
    // The root's redirect to the first page, landing after the menu was opened on '/'.
    expect(menuOnAddressChange('REPLACE')).toBe('follow');
  });
});
