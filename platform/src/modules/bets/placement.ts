import type { UserRow } from '../../auth/currentUser.ts';
import type { PlatformContext } from '../../context.ts';
import type { PlatformDatabase } from '../../db/database.ts';
import { debit, InsufficientFundsError } from '../../money/ledger.ts';
import { basketItems, removePlacedFromBasket } from './basket.ts';
import { betCodes, bonusBalanceTooLowStatus, type BetCode } from './codes.ts';
import { couponKinds } from './coefficients.ts';
import {
  eventIdOf,
  missingOddEventIds,
  readEventStatuses,
  readFeedOdds,
  type FeedOdd,
} from './feedState.ts';
import { freeBetRules, limitsFor } from './limits.ts';
import { languageOf } from '../../lang.ts';
import {
  bonusProblem,
  checkBets,
  couponKindOf,
  freeBetProblem,
  hasValidSize,
  sameEventBets,
  stakeProblem,
  totalCoefficient,
  type BetProblem,
  type CouponRequest,
} from './placementChecks.ts';
import {
  refusal,
  type PlacementRefusal,
  placedEnvelope,
  type PlacedEnvelope,
} from './placementResponses.ts';
import { insertCoupon } from './couponStore.ts';

export type PlacementResult =
  | { ok: true; couponId: number; envelope: PlacedEnvelope }
  | { ok: false; envelope: PlacementRefusal };

export interface PlacementOptions {
  /** When the coupon counts as placed (the seed backdates coupons); default the clock's now. */
  at?: Date;
  /**
   * The seed places settled demo coupons on odds of finished events: only the odd's existence is
   * checked then, never its event's state, and each bet keeps the rate it asks for. The API never
   * sets this.
   */
  ignoreEventState?: boolean;
}

function everyBet(request: CouponRequest, code: BetCode): BetProblem[] {
  return request.bets.map((bet, index) => ({ index, code, eventId: eventIdOf(bet.id) }));
}

/**
 * Places a coupon for `userId`: every check of the sports spec, the coupon rows and the debit in
 * ONE database transaction (a savepoint when the caller already holds one), so two placements
 * can never spend the same money and a refused coupon changes nothing.
 */
export function placeCoupon(
  context: PlatformContext,
  userId: number,
  request: CouponRequest,
  options: PlacementOptions = {},
): PlacementResult {
  const { database } = context;
  return database.transaction((): PlacementResult => {
    const user = database.prepare('SELECT * FROM users WHERE id = ?').get(userId) as UserRow;
    const at = options.at ?? context.clock.now();
    const refuse = (
      problems: BetProblem[],
      odds: ReadonlyMap<string, FeedOdd> = new Map(),
      status?: number,
    ) => ({
      ok: false as const,
      envelope: refusal(request, problems, odds, status),
    });

    if (request.bets.length === 0) return refuse([]);
    const kind = couponKindOf(request);
    if (!hasValidSize(kind, request.bets.length, request.systemIndex)) {
      return refuse(everyBet(request, betCodes.invalidExpressSize));
    }
    if (kind !== couponKinds.single) {
      const duplicates = sameEventBets(request.bets, (bet) => eventIdOf(bet.id));
      if (duplicates.length > 0) {
        return refuse(duplicates.map((index) => ({ index, code: betCodes.sameEventTwice })));
      }
    }

    const oddIds = request.bets.map((bet) => bet.id);
    const odds = readFeedOdds(database, oddIds);
    const statuses = readEventStatuses(database, missingOddEventIds(oddIds, odds));
    const basket = new Map(basketItems(database, userId).map((item) => [item.odd_id, item]));
    const { problems, accepted } = checkBets(request, {
      odds,
      eventStatuses: statuses,
      basket,
      nowMs: at.getTime(),
      existenceOnly: options.ignoreEventState === true,
    });
    if (problems.length > 0) return refuse(problems, odds);

    const rates = accepted.map((bet) => bet.rate);
    const coefficient = totalCoefficient(kind, accepted, request.systemIndex);
    const isFreeBet = request.useFreeBet === true;
    const sumCents = Math.round(request.sum * 100);
    const amountCents = isFreeBet ? freeBetRules.amount * 100 : sumCents;
    const bonusCents = request.useBonus
      ? Math.round((request.bonusAmount ?? request.sum) * 100)
      : 0;

    const ruleProblem = isFreeBet
      ? freeBetProblem(kind, rates)
      : request.useBonus
        ? bonusProblem(rates, sumCents, bonusCents)
        : undefined;
    if (ruleProblem) return refuse(everyBet(request, ruleProblem), odds);
    const limits = limitsFor(
      context.brand,
      user.currency,
      accepted.some((bet) => bet.isLive),
    );
    const limitProblem = stakeProblem(amountCents, coefficient, limits, isFreeBet);
    if (limitProblem) return refuse(everyBet(request, limitProblem), odds);
    if (isFreeBet && user.free_bets_active < 1) {
      return refuse(everyBet(request, betCodes.noFreeBets), odds);
    }

    try {
      const couponId = database.transaction(() => {
        const id = insertCoupon(database, {
          userId,
          kind,
          systemIndex: request.systemIndex ?? null,
          currency: user.currency,
          lang: languageOf(request.lang ?? user.lang),
          amountCents,
          bonusCents,
          isFreeBet,
          coefficient,
          at,
          accepted,
          basket,
        });
        takeStake(database, { userId, couponId: id, amountCents, bonusCents, isFreeBet, at });
        return id;
      })();
      removePlacedFromBasket(database, userId, oddIds, at);
      return {
        ok: true,
        couponId,
        envelope: placedEnvelope(database, userId, couponId, accepted, coefficient),
      };
    } catch (error) {
      if (!(error instanceof InsufficientFundsError)) throw error;
      const status = error.wallet === 'bonus' ? bonusBalanceTooLowStatus : undefined;
      return refuse(everyBet(request, betCodes.noMoney), odds, status);
    }
  })();
}

interface Stake {
  userId: number;
  couponId: number;
  amountCents: number;
  bonusCents: number;
  isFreeBet: boolean;
  at: Date;
}

/** Debits the stake: a free bet spends one active free bet, a bonus stake the bonus wallet. */
function takeStake(database: PlatformDatabase, stake: Stake): void {
  if (stake.isFreeBet) {
    const { changes } = database
      .prepare(
        'UPDATE users SET free_bets_active = free_bets_active - 1 WHERE id = ? AND free_bets_active > 0',
      )
      .run(stake.userId);
    if (changes === 0) throw new InsufficientFundsError(stake.userId, 'main');
    return;
  }
  const reference = `coupon:${stake.couponId}`;
  const mainCents = stake.amountCents - stake.bonusCents;
  if (stake.bonusCents > 0) {
    debit(database, {
      userId: stake.userId,
      cents: stake.bonusCents,
      kind: 'sport-bet',
      wallet: 'bonus',
      reference,
      at: stake.at,
    });
  }
  if (mainCents > 0) {
    debit(database, {
      userId: stake.userId,
      cents: mainCents,
      kind: 'sport-bet',
      reference,
      at: stake.at,
    });
  }
}
