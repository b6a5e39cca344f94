import type { UserRow } from '../../auth/currentUser.ts';
import type { PlatformDatabase } from '../../db/database.ts';
import { fromCents } from '../../money/ledger.ts';
import { betCodes, betMessages, couponStatusCodes } from './codes.ts';
import { payoutCents, roundCoefficient } from './coefficients.ts';
import type { CouponRow } from './couponStore.ts';
import { historyDate } from './dates.ts';
import type { FeedOdd } from './feedState.ts';
import type { AcceptedBet, BetProblem, CouponRequest } from './placementChecks.ts';

export interface RefusedBet {
  id: string;
  coef: number;
  errorCode: number;
  errorMessage: string;
}

export interface PlacementRefusal {
  success: false;
  data: RefusedBet[];
  errorMessage: string;
  codeStatus: number;
}

export interface PlacedBet {
  ID: string;
  rate: number;
  status: 'OK';
  errorCode: 0;
  errorMessage: null;
  fullRate: number;
}

/** The spec's bet list as `data`, plus the coupon and the balances after the debit. */
export interface PlacedEnvelope {
  success: true;
  data: PlacedBet[];
  errorMessage: null;
  codeStatus: 0;
  coupon: {
    id: number;
    code: string;
    type: number;
    systemIndex: number | null;
    amount: number;
    bonusAmount: number;
    isFreeBet: boolean;
    coef: number;
    possibleWin: number;
    date: string;
  };
  balance: {
    balance: number;
    bonus_balance: number;
    free_bets: { active: number; inactive: number };
  };
}

const unavailable = (eventId: number | undefined) =>
  `${betMessages[betCodes.eventUnavailable]}. EventId: ${eventId ?? 0}`;

/**
 * A refused coupon: `data` lists the offending bets with their code (coupon-wide problems list
 * every bet). A 681 leads, its message one 'EventId: n' line per event, as the app parses it.
 */
export function refusal(
  request: CouponRequest,
  problems: readonly BetProblem[],
  odds: ReadonlyMap<string, FeedOdd>,
  statusOverride?: number,
): PlacementRefusal {
  if (problems.length === 0) {
    const code = betCodes.noBets;
    return {
      success: false,
      data: [],
      errorMessage: betMessages[code],
      codeStatus: couponStatusCodes[code],
    };
  }
  const data = problems.map((problem): RefusedBet => {
    const bet = request.bets[problem.index];
    const id = bet?.id ?? '';
    return {
      id,
      coef: odds.get(id)?.rate ?? bet?.coef ?? 0,
      errorCode: problem.code,
      errorMessage:
        problem.code === betCodes.eventUnavailable
          ? unavailable(problem.eventId)
          : betMessages[problem.code],
    };
  });
  const gone = problems.filter((problem) => problem.code === betCodes.eventUnavailable);
  if (gone.length > 0) {
    const eventIds = [...new Set(gone.map((problem) => problem.eventId ?? 0))];
    return {
      success: false,
      data,
      errorMessage: `${betMessages[betCodes.eventUnavailable]}. ${eventIds
        .map((eventId) => `EventId: ${eventId}`)
        .join('\n')}`,
      codeStatus: couponStatusCodes[betCodes.eventUnavailable],
    };
  }
  const first = problems[0]?.code ?? betCodes.noBets;
  return {
    success: false,
    data,
    errorMessage: betMessages[first],
    codeStatus: statusOverride ?? couponStatusCodes[first],
  };
}

export function placedEnvelope(
  database: PlatformDatabase,
  userId: number,
  couponId: number,
  accepted: readonly AcceptedBet[],
  coefficient: number,
): PlacedEnvelope {
  const coupon = database
    .prepare('SELECT * FROM bet_coupons WHERE id = ?')
    .get(couponId) as CouponRow;
  const user = database.prepare('SELECT * FROM users WHERE id = ?').get(userId) as UserRow;
  const fullRate = roundCoefficient(coefficient);
  return {
    success: true,
    data: accepted.map((bet) => ({
      ID: bet.odd.id,
      rate: bet.rate,
      status: 'OK',
      errorCode: 0,
      errorMessage: null,
      fullRate,
    })),
    errorMessage: null,
    codeStatus: 0,
    coupon: {
      id: coupon.id,
      code: coupon.code,
      type: coupon.kind,
      systemIndex: coupon.system_index,
      amount: fromCents(coupon.amount_cents),
      bonusAmount: fromCents(coupon.bonus_cents),
      isFreeBet: Boolean(coupon.is_free_bet),
      coef: fullRate,
      // As the history words it: a free bet's possible win is its winnings only.
      possibleWin: fromCents(
        payoutCents(coupon.amount_cents, coefficient, coupon.currency) -
          (coupon.is_free_bet ? coupon.amount_cents : 0),
      ),
      date: historyDate(coupon.placed_at),
    },
    balance: {
      balance: fromCents(user.balance_cents),
      bonus_balance: fromCents(user.bonus_balance_cents),
      free_bets: { active: user.free_bets_active, inactive: user.free_bets_inactive },
    },
  };
}
