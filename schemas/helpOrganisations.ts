import type { HelpOrganisation } from './responsibleGambling.ts';

/*
 * A module of its own (re-exported by responsibleGambling.ts) so the footer on every page does not
 * carry the presets' table.
 */

/**
 * The help organisations for the interface language. The brand keys them by its language codes
 * (`es-es`, `en-US`), so the match ignores case; the brand's default language, then any listed
 * language, stand in for a language the operator wrote none for.
 */
export function helpOrganisationsFor(
  section: {
    helpOrganisations: Readonly<Record<string, readonly HelpOrganisation[] | undefined>>;
  },
  language: string,
  fallbackLanguage: string,
): readonly HelpOrganisation[] {
  const entries = Object.entries(section.helpOrganisations);
  const find = (tag: string) => entries.find(([key]) => key.toLowerCase() === tag.toLowerCase());
  return (find(language) ?? find(fallbackLanguage) ?? entries[0])?.[1] ?? [];
}
