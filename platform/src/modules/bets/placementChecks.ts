import type { BasketItemRow } from './basket.ts';
import { betCodes, type BetCode } from './codes.ts';
import { couponCoefficient, couponKinds, type CouponKind } from './coefficients.ts';
import { eventStatus, oddAvailability, type FeedOdd } from './feedState.ts';
import { bonusRules, expressSize, freeBetRules, systemSize, type CouponLimits } from './limits.ts';

/** One bet of the placement payload; `isLive` is an optional platform addition. */
export interface CouponBetRequest {
  id: string;
  coef: number;
  /** false: the app took this price from the pre-match line (a live event then gives code 3). */
  isLive?: boolean;
}

/** The `coupon` of POST /api/bet/place (sports spec, sections 3 and 7). */
export interface CouponRequest {
  sum: number;
  acceptCoefChanges: boolean;
  lang?: string;
  bets: CouponBetRequest[];
  useBonus?: boolean;
  useFreeBet?: boolean;
  systemIndex?: number;
  bonusAmount?: number;
}

export interface BetProblem {
  index: number;
  code: BetCode;
  eventId?: number;
}

/** A bet that passed its checks, with the odd it is placed on and the rate accepted. */
export interface AcceptedBet {
  request: CouponBetRequest;
  odd: FeedOdd;
  rate: number;
  isLive: boolean;
}

export function couponKindOf(request: CouponRequest): CouponKind {
  if (request.systemIndex !== undefined) return couponKinds.system;
  return request.bets.length === 1 ? couponKinds.single : couponKinds.express;
}

/** Code 16: express 2..20 bets; system 'k of n' with n 3..12 and 2 ≤ k < n. */
export function hasValidSize(kind: CouponKind, count: number, systemIndex?: number): boolean {
  if (kind === couponKinds.express) return count >= expressSize.min && count <= expressSize.max;
  if (kind === couponKinds.system) {
    const k = systemIndex ?? 0;
    return count >= systemSize.min && count <= systemSize.max && k >= 2 && k < count;
  }
  return count === 1;
}

/** Code 17: bets of an express or system on the same event (indexes of every such bet). */
export function sameEventBets(
  bets: readonly CouponBetRequest[],
  eventIdOfBet: (bet: CouponBetRequest) => number | undefined,
): number[] {
  const byEvent = new Map<number, number[]>();
  bets.forEach((bet, index) => {
    const eventId = eventIdOfBet(bet);
    if (eventId === undefined) return;
    byEvent.set(eventId, [...(byEvent.get(eventId) ?? []), index]);
  });
  return [...byEvent.values()].filter((indexes) => indexes.length > 1).flat();
}

export interface FeedSnapshot {
  odds: ReadonlyMap<string, FeedOdd>;
  /** Status of the events whose odds are missing (to tell a removed event from no such odd). */
  eventStatuses: ReadonlyMap<number, number>;
  basket: ReadonlyMap<string, BasketItemRow>;
  nowMs: number;
  /**
   * The seed's backdated coupons on finished events: only that each odd exists is checked, and
   * the bet keeps the rate it asks for (the feed keeps only settled prices of finished events).
   */
  existenceOnly: boolean;
}

/**
 * Per-bet checks against the feed: availability (1, 681, 13, 14, 3), then the rate (4 unless
 * changes are accepted). Returns the problems and, when there are none, the accepted bets.
 */
export function checkBets(
  request: CouponRequest,
  feed: FeedSnapshot,
): { problems: BetProblem[]; accepted: AcceptedBet[] } {
  const problems: BetProblem[] = [];
  const accepted: AcceptedBet[] = [];
  request.bets.forEach((bet, index) => {
    const odd = feed.odds.get(bet.id);
    if (odd && feed.existenceOnly) {
      accepted.push({ request: bet, odd, rate: bet.coef, isLive: false });
      return;
    }
    const basketItem = feed.basket.get(bet.id);
    const takenAsPreMatch =
      bet.isLive === undefined ? basketItem !== undefined && !basketItem.added_live : !bet.isLive;
    const availability = oddAvailability(
      bet.id,
      odd,
      feed.eventStatuses,
      feed.nowMs,
      takenAsPreMatch,
    );
    if (availability.code !== betCodes.ok || !odd) {
      problems.push({ index, code: availability.code, eventId: availability.eventId });
      return;
    }
    if (Math.abs(odd.rate - bet.coef) > 1e-9 && !request.acceptCoefChanges) {
      problems.push({ index, code: betCodes.coefficientChanged, eventId: odd.eventId });
      return;
    }
    accepted.push({
      request: bet,
      odd,
      rate: odd.rate,
      isLive: odd.eventStatus === eventStatus.live,
    });
  });
  return { problems, accepted };
}

/** Free-bet rules (spec section 5): at most 4 bets; single 1.75..50; every express odd ≥ 1.75. */
export function freeBetProblem(kind: CouponKind, rates: readonly number[]): BetCode | undefined {
  if (rates.length > freeBetRules.maxBets) return betCodes.freeBetTooManyBets;
  const inRange =
    kind === couponKinds.single
      ? rates.every(
          (rate) => rate >= freeBetRules.minSingleCoef && rate <= freeBetRules.maxSingleCoef,
        )
      : rates.every((rate) => rate >= freeBetRules.minExpressCoef);
  return inRange ? undefined : betCodes.freeBetCoefficientOutOfRange;
}

/** Bonus rules (spec section 5): more than one bet, every odd at least the bonus minimum. */
export function bonusProblem(
  rates: readonly number[],
  sumCents: number,
  bonusCents: number,
): BetCode | undefined {
  if (rates.length < bonusRules.minBets || rates.length > bonusRules.maxBets) {
    return betCodes.bonusNeedsExpress;
  }
  if (rates.some((rate) => rate < bonusRules.minCoefficient))
    return betCodes.bonusCoefficientTooLow;
  if (bonusCents <= 0 || bonusCents > (sumCents * bonusRules.maxBonusPercent) / 100) {
    return betCodes.bonusAmountInvalid;
  }
  return undefined;
}

/** Stake limits (8, 9) and the payout limit (69); free bets have a fixed stake, so only 69. */
export function stakeProblem(
  amountCents: number,
  coefficient: number,
  limits: CouponLimits,
  isFreeBet: boolean,
): BetCode | undefined {
  if (!isFreeBet && amountCents < limits.min * 100) return betCodes.belowMinimum;
  if (!isFreeBet && amountCents > limits.max * 100) return betCodes.aboveMaximum;
  if (amountCents * coefficient > limits.maxWin * 100 + 1e-6) return betCodes.maxPayoutExceeded;
  return undefined;
}

export function totalCoefficient(
  kind: CouponKind,
  accepted: readonly AcceptedBet[],
  systemIndex?: number,
): number {
  return couponCoefficient(
    kind,
    accepted.map((bet) => bet.rate),
    systemIndex,
  );
}
