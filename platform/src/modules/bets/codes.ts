/**
 * Bet-placement codes of the sports-betting spec (section 8, first table) with their English
 * messages, plus the few codes this platform adds for free-bet and bonus rules (83-88, not used
 * by the spec). Every refused bet carries one of these as `errorCode`.
 */
export const betCodes = {
  ok: 0,
  betNotFound: 1,
  eventBegun: 3,
  coefficientChanged: 4,
  belowMinimum: 8,
  aboveMaximum: 9,
  noMoney: 12,
  eventStopped: 13,
  optionStopped: 14,
  invalidExpressSize: 16,
  sameEventTwice: 17,
  noBets: 52,
  maxPayoutExceeded: 69,
  // Platform additions (free bets and bonus, spec section 5 rules).
  freeBetTooManyBets: 83,
  freeBetCoefficientOutOfRange: 84,
  noFreeBets: 85,
  bonusNeedsExpress: 86,
  bonusCoefficientTooLow: 87,
  bonusAmountInvalid: 88,
  eventUnavailable: 681,
} as const;

export type BetCode = (typeof betCodes)[keyof typeof betCodes];

export const betMessages: Record<BetCode, string> = {
  0: 'OK',
  1: 'Bet not found',
  3: 'Event has already begun',
  4: 'Coefficient changed',
  8: 'Amount is below the minimum',
  9: 'Amount is above the maximum',
  12: 'No money on account',
  13: 'Stop on the event',
  14: 'Stop on the bet option',
  16: 'Invalid number of events in the express',
  17: 'The same event is used more than once',
  52: 'No bets',
  69: 'Maximum payout exceeded',
  83: 'A free bet takes at most 4 bets',
  84: 'Coefficient outside the free-bet range',
  85: 'No active free bets',
  86: 'A bonus bet needs more than one bet',
  87: 'Coefficient below the bonus minimum',
  88: 'Invalid bonus amount',
  681: 'Event is unavailable',
};

/**
 * The `codeStatus` of a refused coupon, from the spec's second (Spanish) table where one fits;
 * codes without a natural counterpart keep the bet code.
 */
export const couponStatusCodes: Record<BetCode, number> = {
  0: 0,
  1: 612, // event not found
  3: 613, // event already started
  4: 614, // coefficients changed
  8: 618, // below minimum
  9: 619, // above maximum
  12: 622, // no funds
  13: 623, // betting stopped
  14: 623,
  16: 682, // wrong express size
  17: 627, // express or duplicate event
  52: 626, // invalid singles count
  69: 629, // payout limit
  83: 691, // bet count limit
  84: 689, // coefficient outside limits
  85: 622,
  86: 626,
  87: 689,
  88: 606, // invalid bonus percent
  681: 681, // the app parses 'EventId: n' out of this one
};

/** The bonus wallet too low is the spec's 605 'balance too low', not 622 'no funds'. */
export const bonusBalanceTooLowStatus = 605;
