import { describe, expect, it } from 'vitest';
import type { MenuEntry } from '../../../../schemas/generated/brand.ts';
import { quickLinks } from './quickLinks.ts';

const entries: MenuEntry[] = [
  { id: 'sport1', route: '/line/top-events' },
  { id: 'sport2', route: '/bc/prematch', provider: 'bc' },
  { id: 'liveSport', route: '/live/selectedSport/0' },
  { id: 'casino', route: '/slots/main', provider: 'slots' },
  { id: 'liveCasino', route: '/casinolive/main', provider: 'liveCasino' },
];

const t = (key: string, options: { defaultValue: string }) =>
  key.startsWith('quickLinks.') && key !== 'quickLinks.unknown'
    ? `T(${key})`
    : options.defaultValue;

describe('quickLinks', () => {
  it('should list the five sections with their routes and translated labels', () => {
    expect(quickLinks(entries, new Set(), 'es-ES', 'es-es', t)).toEqual([
      { id: 'sport1', href: '/line/top-events', label: 'T(quickLinks.sport1)' },
      { id: 'sport2', href: '/bc/prematch', label: 'T(quickLinks.sport2)' },
      { id: 'liveSport', href: '/live/selectedSport/0', label: 'T(quickLinks.liveSport)' },
      { id: 'casino', href: '/slots/main', label: 'T(quickLinks.casino)' },
      { id: 'liveCasino', href: '/casinolive/main', label: 'T(quickLinks.liveCasino)' },
    ]);
  });

  it('should hide each link whose provider is banned', () => {
    const links = quickLinks(entries, new Set(['bc', 'liveCasino']), 'es-ES', 'es-es', t);
    expect(links.map((link) => link.id)).toEqual(['sport1', 'liveSport', 'casino']);
  });

  it("should prefer the brand's label in the interface language", () => {
    const labelled: MenuEntry[] = [
      { id: 'casino', route: '/slots/main', label: { 'es-es': 'Tragamonedas', 'en-US': 'Slots' } },
    ];
    expect(quickLinks(labelled, new Set(), 'en-US', 'es-es', t)[0]?.label).toBe('Slots');
    expect(quickLinks(labelled, new Set(), 'es-ES', 'es-es', t)[0]?.label).toBe('Tragamonedas');
    expect(quickLinks(labelled, new Set(), 'pt-PT', 'es-es', t)[0]?.label).toBe('Tragamonedas');
  });

  it('should fall back to the id for an entry nobody labels, and keep its icon', () => {
    const links = quickLinks(
      [{ id: 'unknown', route: '/x', icon: 'casino' }],
      new Set(),
      'es-ES',
      'es-es',
      t,
    );
    expect(links).toEqual([{ id: 'unknown', href: '/x', label: 'unknown', icon: 'casino' }]);
  });

  it('should have no links when the brand sets none', () => {
    expect(quickLinks(undefined, new Set(), 'es-ES', 'es-es', t)).toEqual([]);
  });
});
