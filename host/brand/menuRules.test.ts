import { describe, expect, it } from 'vitest';
import type { Brand } from '../../schemas/generated/brand.ts';
import { duplicateMenuIdProblems, menuLabelLanguageProblems } from './menuRules.ts';

const withMenus = (menus: Brand['menus']): Brand => ({
  id: 'demo',
  name: 'Demo',
  languages: { enabled: ['es-es', 'en-US', 'pt-PT'], default: 'es-es' },
  currencies: { enabled: ['USD'], default: 'USD' },
  menus,
});

describe('duplicateMenuIdProblems', () => {
  it('should refuse an id used twice in one menu, at any depth, naming the first use', () => {
    const brand = withMenus({
      header: [
        { id: 'sport', route: '/line/top-events', children: [{ id: 'live', route: '/live' }] },
        { id: 'live', route: '/live' },
      ],
      sideMenu: [
        { id: 'help', links: [{ id: 'faq', route: '/faq' }] },
        {
          id: 'more',
          links: [{ id: 'faq', href: 'https://example.com', label: { 'es-es': 'F' } }],
        },
      ],
    });
    expect(duplicateMenuIdProblems(brand)).toEqual([
      {
        path: '/menus/header/1/id',
        message: '"live" is already the id of /menus/header/0/children/0',
      },
      {
        path: '/menus/sideMenu/1/links/0/id',
        message: '"faq" is already the id of /menus/sideMenu/0/links/0',
      },
    ]);
  });

  it('should let two menus use the same id', () => {
    const brand = withMenus({
      header: [{ id: 'casino', route: '/casino' }],
      casinoQuickLinks: [{ id: 'casino', route: '/casino' }],
    });
    expect(duplicateMenuIdProblems(brand)).toEqual([]);
  });
});

describe('menuLabelLanguageProblems', () => {
  it('should refuse a label, title or link text missing an enabled language', () => {
    const brand = withMenus({
      header: [
        { id: 'sport', route: '/line/top-events', label: { 'es-es': 'Deporte', 'en-US': 'Sport' } },
      ],
      sideMenu: [
        {
          id: 'help',
          title: { 'es-es': 'Ayuda', 'en-US': 'Help', 'pt-PT': 'Ajuda' },
          links: [{ id: 'blog', href: 'https://example.com', label: { 'en-US': 'Blog' } }],
        },
      ],
    });
    expect(menuLabelLanguageProblems(brand)).toEqual([
      {
        path: '/menus/header/0/label',
        message: 'has no text in the enabled language "pt-PT" (it has es-es, en-US)',
      },
      {
        path: '/menus/sideMenu/0/links/0/label',
        message: 'has no text in the enabled languages "es-es", "pt-PT" (it has en-US)',
      },
    ]);
  });

  it('should accept entries that keep the app’s translations (no label)', () => {
    expect(
      menuLabelLanguageProblems(
        withMenus({ header: [{ id: 'sport', route: '/line/top-events' }] }),
      ),
    ).toEqual([]);
  });
});
