/* This file is generated from schemas/ by `npm run types:generate`. Do not edit it by hand. */

/**
 * Interface language code as the specs write it.
 *
 * This interface was referenced by `Brand`'s JSON-Schema
 * via the `definition` "languageCode".
 */
export type LanguageCode = 'es-es' | 'en-US' | 'pt-PT';

/**
 * One brand (deployment) of the white-label front end. Operators edit one such file per brand; the app validates it at boot.
 */
export interface Brand {
  /**
   * Path to this schema, so editors can validate and autocomplete the file.
   */
  $schema?: string;
  /**
   * Brand id; equals the brand's folder name in config/ and the BRAND value that serves it.
   */
  id: string;
  /**
   * Brand name shown to players.
   */
  name: string;
  /**
   * Interface languages offered to players.
   *
   * @minItems 1
   */
  languages: [LanguageCode, ...LanguageCode[]];
  /**
   * Interface language code as the specs write it.
   */
  defaultLanguage: 'es-es' | 'en-US' | 'pt-PT';
}
