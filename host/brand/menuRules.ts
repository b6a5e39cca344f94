import type { Brand, ExternalLink, MenuEntry } from '../../schemas/generated/brand.ts';
import type { BrandProblem } from './brandProblems.ts';

/** One labelled item of a menu: an entry, an external link or a side-menu block. */
interface MenuItem {
  path: string;
  id: string;
  /** Its localized text and that text's key: `label`, or a block's `title`. */
  text?: { key: 'label' | 'title'; value: Readonly<Record<string, string | undefined>> };
}

function entryItems(entries: readonly MenuEntry[] | undefined, base: string): MenuItem[] {
  return (entries ?? []).flatMap((entry, index) => {
    const path = `${base}/${index}`;
    return [
      { path, id: entry.id, text: entry.label && { key: 'label' as const, value: entry.label } },
      ...entryItems(entry.children, `${path}/children`),
    ];
  });
}

/** Every item of each menu, by menu: ids need to be unique only within their menu. */
function menus(brand: Brand): MenuItem[][] {
  const all = brand.menus ?? {};
  return [
    entryItems(all.header, '/menus/header'),
    entryItems(all.casinoQuickLinks, '/menus/casinoQuickLinks'),
    entryItems(all.profile, '/menus/profile'),
    (all.sideMenu ?? []).flatMap((block, blockIndex): MenuItem[] => {
      const path = `/menus/sideMenu/${blockIndex}`;
      return [
        { path, id: block.id, text: block.title && { key: 'title', value: block.title } },
        ...block.links.flatMap((link: MenuEntry | ExternalLink, linkIndex) =>
          'href' in link
            ? [
                {
                  path: `${path}/links/${linkIndex}`,
                  id: link.id,
                  text: { key: 'label' as const, value: link.label },
                },
              ]
            : entryItems([link], `${path}/links`).map((item) => ({
                ...item,
                path: item.path.replace(/\/links\/0(?=\/|$)/, `/links/${linkIndex}`),
              })),
        ),
      ];
    }),
  ];
}

/**
 * An id is a menu's React key and the key of its default label: two items of one menu with the
 * same id would share open/closed state and fight over their place. The same id in two menus
 * (header and quick links both opening the casino) is intended.
 */
export function duplicateMenuIdProblems(brand: Brand): BrandProblem[] {
  return menus(brand).flatMap((items) => {
    const firstPath = new Map<string, string>();
    return items.flatMap((item) => {
      const first = firstPath.get(item.id);
      if (first === undefined) {
        firstPath.set(item.id, item.path);
        return [];
      }
      return [{ path: `${item.path}/id`, message: `"${item.id}" is already the id of ${first}` }];
    });
  });
}

/**
 * A label the brand writes replaces the app's translation in every language, so a language it
 * leaves out would show the default language's text to those players: each enabled language
 * needs its own.
 */
export function menuLabelLanguageProblems(brand: Brand): BrandProblem[] {
  const enabled = brand.languages.enabled;
  return menus(brand)
    .flat()
    .flatMap((item) => {
      if (!item.text) return [];
      const { key, value } = item.text;
      const missing = enabled.filter((language) => !value[language]?.trim());
      if (missing.length === 0) return [];
      return [
        {
          path: `${item.path}/${key}`,
          message: `has no text in the enabled language${missing.length > 1 ? 's' : ''} ${missing.map((language) => `"${language}"`).join(', ')} (it has ${Object.keys(value).join(', ')})`,
        },
      ];
    });
}
