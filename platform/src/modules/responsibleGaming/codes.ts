/**
 * codeStatus of player-protection refusals. The specs use no code from 330 to 349 (their 3xx are
 * a bet status, 322, and phone prefixes); README.md in this folder lists them.
 */
export const responsibleGamingCodes = {
  /** A top-up would take this period's deposits past the player's deposit limit. */
  depositLimit: 330,
  /** The player's net loss of a period has reached their loss limit: no more play. */
  lossLimit: 331,
  /** The player's session time of a period is over their session limit: no more play. */
  sessionLimit: 332,
  /** Sign-in (or play) refused during a time-out; `data.until` says until when. */
  timedOut: 333,
  /** Sign-in (or play) refused during a self-exclusion; `data.until` null when permanent. */
  selfExcluded: 334,
  /** An exclusion cannot be shortened or lifted by the player. */
  exclusionNotShortenable: 335,
  /** A limit kind or period, or an exclusion length, the brand does not offer. */
  notOffered: 336,
  /** No marketing (promotions, free-bet claims, promo codes) for a self-excluded account. */
  noMarketing: 337,
  /** A limit value the currency cannot hold (decimals) or out of range. */
  invalidValue: 338,
} as const;

export type ResponsibleGamingCode =
  (typeof responsibleGamingCodes)[keyof typeof responsibleGamingCodes];
