/**
 * The error catalogues of both specs (sports-betting §8, casino-and-account §8) as data: platform
 * code → message key of the `errors` namespace. `describeError` chooses the tables by scope.
 */
import type { ErrorKey, ErrorScope } from './types.ts';

export type CodeTable = ReadonlyMap<number, ErrorKey>;

/** Every code from `first` to `last`, both included, as the specs write their ranges ("19-48"). */
export function codeRange(first: number, last: number): number[] {
  return Array.from({ length: last - first + 1 }, (_, offset) => first + offset);
}

function codeTable(
  entries: ReadonlyArray<readonly [number | readonly number[], ErrorKey]>,
): CodeTable {
  const table = new Map<number, ErrorKey>();
  for (const [codes, key] of entries) {
    for (const code of typeof codes === 'number' ? [codes] : codes) {
      // Two meanings for one code would make the table order decide silently.
      if (table.has(code)) throw new Error(`Error code ${code} is listed twice`);
      table.set(code, key);
    }
  }
  return table;
}

/** "Bet only in express of 3 to 9 events": code 73 is 3 events, 79 is 9. */
export const expressSizeCodes = codeRange(73, 79);
export const expressSizeOfCode = (code: number) => code - 70;

/** Per-bet codes of a placement (sports-betting §8, first table). 65 and 72 are not in the spec. */
export const betCodes = codeTable([
  [1, 'bet.notFound'],
  [[3, 64], 'bet.eventStarted'],
  [4, 'bet.coefChanged'],
  [5, 'bet.oddsOrTotalChanged'],
  [6, 'bet.saveFailed'],
  [7, 'bet.notAccepted'],
  [8, 'bet.belowMinimum'],
  [9, 'bet.aboveMaximum'],
  [10, 'bet.noAuthor'],
  [11, 'bet.noContent'],
  [12, 'bet.noMoney'],
  [13, 'bet.eventStopped'],
  [14, 'bet.optionStopped'],
  [15, 'bet.emptyRate'],
  [16, 'bet.invalidExpressSize'],
  [17, 'bet.sameEventTwice'],
  [18, 'bet.relatedEvents'],
  [[2, ...codeRange(19, 48), ...codeRange(53, 62)], 'bet.cashLimit'],
  [49, 'bet.userNotFound'],
  [50, 'bet.cashierNotFound'],
  [51, 'bet.tournamentNotFound'],
  [52, 'bet.noBets'],
  [63, 'bet.removedFromLive'],
  [66, 'bet.parallelAcceptance'],
  [67, 'bet.temporarilyClosed'],
  [68, 'bet.topExpressNotFound'],
  [69, 'bet.maxPayoutExceeded'],
  [70, 'bet.expressOnly'],
  [71, 'bet.singleOnly'],
  [expressSizeCodes, 'bet.expressOfSize'],
  [80, 'bet.maxExpressStake'],
  [81, 'bet.repeated'],
  [82, 'bet.outcomeLimit'],
  // The spec leaves the free-bet and bonus refusals' codes open; the demo platform uses 83-88.
  [83, 'bet.freeBetTooManyBets'],
  [84, 'bet.freeBetCoefRange'],
  [85, 'bet.noFreeBets'],
  [86, 'bet.bonusNeedsMoreBets'],
  [87, 'bet.bonusCoefTooLow'],
  [88, 'bet.bonusAmountInvalid'],
]);

/** The event-ID list code: its message names the matches (sports-betting §8 "Special cases"). */
export const EVENTS_UNAVAILABLE_CODE = 681;

/**
 * codeStatus 600-695 (sports-betting §8, the Spanish table). Codes the spec does not name (600-602,
 * 604, 607-611, …) are left out so they fall back to the server's text. The spec gives 629-668 and
 * 682-688 one meaning per range without saying which code is which limit or size, so each range
 * shares one message rather than guessing numbers a player could act on wrongly.
 */
export const statusCodes = codeTable([
  [603, 'status.eventFinished'],
  [605, 'status.balanceTooLow'],
  [606, 'status.invalidBonusPercent'],
  [[612, 671], 'status.eventNotFound'],
  [613, 'status.eventStarted'],
  [614, 'status.coefChanged'],
  [617, 'status.rejected'],
  [618, 'status.belowMinimum'],
  [619, 'status.aboveMaximum'],
  [622, 'status.noFunds'],
  [623, 'status.bettingStopped'],
  [626, 'status.invalidSinglesCount'],
  [627, 'status.duplicateExpressEvent'],
  [628, 'status.relatedEvents'],
  [codeRange(629, 668), 'status.limitExceeded'],
  [669, 'status.userNotFound'],
  [670, 'status.cashierNotFound'],
  [[673, 674], 'status.liveEventOffline'],
  [675, 'status.badCurrencyRate'],
  [677, 'status.minAboveMax'],
  [680, 'status.expressOnly'],
  [EVENTS_UNAVAILABLE_CODE, 'status.eventsUnavailable'],
  [codeRange(682, 688), 'status.wrongExpressSize'],
  [689, 'status.expressCoefTooHigh'],
  [690, 'status.cashLimit'],
  [691, 'status.betCountLimit'],
  [692, 'status.unacceptableSoftware'],
  [693, 'status.unacceptableCurrency'],
  [694, 'status.occupancyLimit'],
  // The same code as the account area's sign-up, so the same message.
  [695, 'auth.loginExists'],
]);

/** Sign-in, sign-up, recovery and profile calls (casino-and-account §8 "Auth codes"). */
export const authCodes = codeTable([
  [1, 'auth.notLoggedIn'],
  [2, 'auth.invalidEmail'],
  [3, 'auth.noSuchUser'],
  [4, 'auth.invalidPassword'],
  [5, 'auth.userBanned'],
  [6, 'auth.invalidConfirmationKey'],
  [7, 'auth.keyExpired'],
  [8, 'auth.alreadyVerified'],
  [9, 'auth.withdrawalRequestNotFound'],
  [10, 'auth.restoreRequestExpired'],
  [11, 'auth.unverifiedUser'],
  [14, 'auth.tariffChangeLimit'],
  [15, 'auth.invalidPhone'],
  [17, 'auth.runExists'],
  [19, 'auth.badRunFormat'],
  [231, 'auth.weakPassword'],
  // Not in the spec: the demo platform's code for a password among the most common ones.
  [232, 'auth.guessablePassword'],
  [233, 'auth.invalidPasswordCharacters'],
  // Not in the spec: the demo platform's code for a birth date under the brand's minimum age.
  [240, 'auth.underAge'],
  [695, 'auth.loginExists'],
]);

/** Top-up and withdrawal calls (casino-and-account §8 "Payment codes"). */
export const paymentCodes = codeTable([
  [101, 'payment.invalidTopUpAmount'],
  [102, 'payment.badPaymentId'],
  [103, 'payment.transactionFailed'],
  [104, 'payment.withdrawalStatusError'],
  [105, 'payment.bonusConditionsNotMet'],
  [106, 'payment.withdrawalBelowMinimum'],
  [114, 'payment.oneWithdrawalPerDay'],
]);

/**
 * Promo-code activation and check (casino-and-account §8). The spec lists the meanings of
 * 2200-2214 without numbers; this is the demo platform's numbering (platform/src/modules/payments),
 * which the client must share so each refusal gets its own message:
 *
 * | Code | Meaning                                   |
 * | ---- | ----------------------------------------- |
 * | 2200 | not found                                 |
 * | 2201 | expired                                   |
 * | 2202 | already activated by this player          |
 * | 2203 | activations used up                       |
 * | 2204 | already used a code of this promotion     |
 * | 2205 | already linked to this partner            |
 * | 2206 | a promo bonus is already running          |
 * | 2207 | another partner's code                    |
 * | 2208 | the player's own code                     |
 * | 2209 | unknown promo-code type                   |
 * | 2210 | cancelled                                 |
 * | 2211 | player not in the bonus programme         |
 * | 2212 | disabled by an administrator              |
 * | 2213 | player withdrew after applying it         |
 * | 2214 | conditions not met                        |
 */
export const promoCodes = codeTable([
  [2200, 'promo.notFound'],
  [2201, 'promo.expired'],
  [2202, 'promo.alreadyActivated'],
  [2203, 'promo.activationLimitReached'],
  [2204, 'promo.alreadyUsedThisPromotion'],
  [2205, 'promo.alreadyLinkedToPartner'],
  [2206, 'promo.promoBonusRunning'],
  [2207, 'promo.otherPartnersCode'],
  [2208, 'promo.ownCode'],
  [2209, 'promo.unknownType'],
  [2210, 'promo.cancelled'],
  [2211, 'promo.notInBonusProgramme'],
  [2212, 'promo.disabledByAdmin'],
  [2213, 'promo.withdrewAfterApplying'],
  [2214, 'promo.conditionsNotMet'],
]);

/**
 * Player protection (not in the specs): the demo platform's codes 330-338
 * (platform/src/modules/responsibleGaming/README.md). Any call that stakes, tops up or signs in
 * may return them, so every scope consults this table.
 */
export const protectionCodes = codeTable([
  [330, 'protection.depositLimit'],
  [331, 'protection.lossLimit'],
  [332, 'protection.sessionLimit'],
  [333, 'protection.timedOut'],
  [334, 'protection.selfExcluded'],
  [335, 'protection.exclusionNotShortenable'],
  [336, 'protection.notOffered'],
  [337, 'protection.noMarketing'],
  [338, 'protection.invalidLimitValue'],
]);

/** Codes any call may return (casino-and-account §8 "Other codes"; 999 in both specs). */
export const otherCodes = codeTable([
  [[201, 202], 'other.pageUnavailable'],
  [404, 'other.playersOnly'],
  [501, 'other.insufficientFunds'],
  [502, 'other.userMissing'],
  [999, 'other.routingError'],
]);

/**
 * The tables each scope consults, most specific first; `otherCodes` comes last for every scope.
 * Casino calls have no codes of their own in the specs: their failures are recognised by text
 * (see knownMessages.ts) or shown as the server wrote them.
 */
export const scopeTables: Readonly<Record<ErrorScope, readonly CodeTable[]>> = {
  bet: [betCodes, statusCodes, protectionCodes, otherCodes],
  auth: [authCodes, protectionCodes, otherCodes],
  payment: [paymentCodes, protectionCodes, otherCodes],
  promo: [promoCodes, protectionCodes, otherCodes],
  casino: [protectionCodes, otherCodes],
  general: [protectionCodes, otherCodes],
};

/** Cash-out sell statuses (sports-betting §8 "Special cases"). */
export const sellStatuses: ReadonlyMap<string, ErrorKey> = new Map<string, ErrorKey>([
  ['CoeffChanged', 'sell.coeffChanged'],
  ['SomeBetsUnavailable', 'sell.someBetsUnavailable'],
  // The spec quotes these messages without their statuses; the demo platform names them so.
  ['AlreadySold', 'sell.alreadySold'],
  ['NotForSale', 'sell.notForSale'],
  ['FreeBet', 'sell.freeBetsNotSellable'],
]);
