/** Auth codes of the casino-and-account spec, section 8, plus the ones this module designed. */
export const authCodes = {
  notLoggedIn: 1,
  invalidEmail: 2,
  noSuchUser: 3,
  invalidPassword: 4,
  userBanned: 5,
  invalidConfirmationKey: 6,
  keyExpired: 7,
  alreadyVerified: 8,
  restoreRequestExpired: 10,
  // Designed here: the spec's catalogue leaves 12 free; profile data (or its phone) is locked.
  dataNotEditable: 12,
  invalidPhone: 15,
  // Another site owns the account: the answer carries data.redirect (spec, section 7).
  redirect: 20,
  weakPassword: 231,
  // Designed here, between the spec's two password codes: one of the most common passwords, or
  // fewer than 4 different characters (schemas/passwordRule.ts).
  guessablePassword: 232,
  invalidPasswordCharacters: 233,
  // Designed here: a birth date under the brand's minimum age (schemas/birthDateRule.ts).
  underAge: 240,
  // Designed here: the daily SMS limit, the same number as the HTTP status.
  tooManySms: 429,
  loginExists: 695,
} as const;
