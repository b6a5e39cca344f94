/** The short language form calls use (spec: en, ru, fr, he, pt, es) from an interface tag. */
export function shortLanguageCode(languageTag: string): string {
  return (languageTag.split('-')[0] ?? languageTag).toLowerCase();
}
