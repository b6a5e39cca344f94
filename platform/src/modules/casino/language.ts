import type { Language, Localized } from '../../lang.ts';

/** The languages casino content (game names, pages) exists in. */
export type ContentLanguage = Language;

export type Translations = Localized;
