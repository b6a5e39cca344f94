import type { MenuEntry } from '../../../../schemas/generated/brand.ts';
import { brandText } from '../../../core/brand/index.ts';

/** A quick link as the home shows it. */
export interface QuickLink {
  id: string;
  href: string;
  label: string;
  icon?: string;
}

/** Translates a key with a fallback; `useTranslation().t` fits. */
export type Translate = (key: string, options: { defaultValue: string }) => string;

/**
 * The home's quick links (spec, section 2: sport 1, sport 2, live sport, casino, live casino),
 * from the brand's `menus.casinoQuickLinks`: each hidden when its provider is banned, labelled
 * by the brand or by the `quickLinks.<id>` translation.
 */
export function quickLinks(
  entries: readonly MenuEntry[] | undefined,
  banned: ReadonlySet<string>,
  languageTag: string,
  fallbackLanguage: string,
  t: Translate,
): QuickLink[] {
  return (entries ?? [])
    .filter((entry) => entry.provider === undefined || !banned.has(entry.provider))
    .map((entry) => ({
      id: entry.id,
      href: entry.route,
      label:
        brandText(entry.label, languageTag, fallbackLanguage) ??
        t(`quickLinks.${entry.id}`, { defaultValue: entry.id }),
      ...(entry.icon ? { icon: entry.icon } : {}),
    }));
}
