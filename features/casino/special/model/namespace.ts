/** This sub-area's i18n namespace (listed in features/casino/casinoLocales.ts). */
export const SPECIAL_NAMESPACE = 'casinoSpecial';
