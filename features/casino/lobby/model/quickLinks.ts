import type { LocalizedText1, MenuEntry } from '../../../../schemas/generated/brand.ts';

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
 * Brand text in the interface language (brand files write `es-es`, i18next `es-ES`: compared
 * without case), else in the brand's default language; blank text counts as missing.
 */
export function localizedLabel(
  text: LocalizedText1 | undefined,
  languageTag: string,
  fallbackLanguage: string,
): string | undefined {
  if (!text) return undefined;
  const find = (language: string) =>
    Object.entries(text).find(([code]) => code.toLowerCase() === language.toLowerCase())?.[1];
  return [find(languageTag), find(fallbackLanguage)].find((value) => value?.trim());
}

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
        localizedLabel(entry.label, languageTag, fallbackLanguage) ??
        t(`quickLinks.${entry.id}`, { defaultValue: entry.id }),
      ...(entry.icon ? { icon: entry.icon } : {}),
    }));
}
