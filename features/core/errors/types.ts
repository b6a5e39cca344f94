import type englishMessages from './locales/en-US.json';

/** The i18next namespace of every message of the catalogue. */
export const ERRORS_NAMESPACE = 'errors';

/** i18next's plural suffixes: a message with a count has one key per form of its language. */
type PluralSuffix = `_${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}`;

/** A key without its plural suffix: `bet.expressOfSize_one` is translated as `bet.expressOfSize`. */
type WithoutPluralSuffix<K extends string> = K extends `${infer Base}${PluralSuffix}` ? Base : K;

type LeafPaths<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string
    ? `${Prefix}${WithoutPluralSuffix<K>}`
    : LeafPaths<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/**
 * Every message key of the `errors` namespace, read from the English file, so a table entry that
 * names a missing message fails to compile instead of showing a raw key to a player. A message
 * with plural forms is named by its base key and translated with `{ count }`.
 */
export type ErrorKey = LeafPaths<typeof englishMessages>;

/**
 * Which call failed. The specs reuse small numbers with different meanings (code 4 is "coefficient
 * changed" for a bet and "invalid password" for a sign-in), so a code only means something together
 * with the kind of call that returned it.
 */
export type ErrorScope = 'bet' | 'auth' | 'payment' | 'promo' | 'casino' | 'general';

/**
 * A message to show: a key of the `errors` namespace with its interpolation values, or the server's
 * own text where the specs say to show it as written.
 */
export type ErrorDescription =
  { key: string; values?: Record<string, string | number> } | { text: string };
