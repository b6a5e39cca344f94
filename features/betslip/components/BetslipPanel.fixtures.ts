import { ApiError } from '../../core/errors/index.ts';
import type { FixtureRequest, FixtureRoutes } from '../../core/testing/index.ts';
import { fixtureBets } from './SlipPanel.fixtures.ts';

/* The platform's slip calls answered from fixtures (bets README), for container stories and tests. */

export interface BetslipFixtureOptions {
  /** The feed's rate now, by bet id (default: the rate the bet was added at). */
  rates?: Record<string, number | null>;
  blocked?: readonly string[];
  /** A code the server gives a bet now (feed and limits), by bet id. */
  codes?: Record<string, number>;
  limits?: { min: number; max: number; maxWin: number };
  freeBetsActive?: number;
  bonusBalance?: number;
  /** What POST /api/bet/place does (default: places coupon 42). */
  place?: (request: FixtureRequest) => unknown;
}

const rateOf = (id: string) => fixtureBets.find((bet) => bet.id === id)?.rate ?? 2;

export const placedAnswer = [
  { ID: '9001_1.1', rate: 2.1, status: 'OK', errorCode: 0, errorMessage: null, fullRate: 2.1 },
];

/** A refusal as the platform sends it: per-bet codes in `data`. */
export function refusal(
  codeStatus: number,
  bets: { id: string; errorCode: number }[],
  message: string,
) {
  return new ApiError({
    kind: 'server',
    httpStatus: 200,
    codeStatus,
    serverMessage: message,
    data: bets.map((bet) => ({ ...bet, coef: rateOf(bet.id), errorMessage: message })),
  });
}

function idsOf(request: FixtureRequest): string[] {
  const ids = request.query.betIds;
  return typeof ids === 'string' && ids !== '' ? ids.split(',') : [];
}

export function betslipRoutes(options: BetslipFixtureOptions = {}): FixtureRoutes {
  const current = (id: string) =>
    options.rates && id in options.rates ? options.rates[id] : rateOf(id);
  return {
    'GET /api/feed/bets': (request: FixtureRequest) =>
      idsOf(request).map((id) => ({
        id,
        c: current(id) ?? null,
        b: options.blocked?.includes(id) ?? false,
        errorCode: options.codes?.[id] ?? (options.blocked?.includes(id) ? 14 : 0),
      })),
    'GET /api/bet/coupon_limits': (request: FixtureRequest) => ({
      bets: idsOf(request).map((id) => ({
        id,
        status: options.codes?.[id] ? 'Error' : 'OK',
        errorCode: options.codes?.[id] ?? 0,
        errorMessage: null,
        coef: current(id) ?? null,
        isBlocked: false,
        isLive: false,
      })),
      error: null,
      limits: options.limits ?? { min: 100, max: 1000000, maxWin: 20000000 },
      freeBet: {
        amount: 100,
        maxBets: 4,
        minSingleCoef: 1.75,
        maxSingleCoef: 50,
        minExpressCoef: 1.75,
        active: options.freeBetsActive ?? 0,
      },
      bonus: {
        minBets: 2,
        maxBets: 20,
        minCoefficient: 1.5,
        maxBonusPercent: 100,
        balance: options.bonusBalance ?? 0,
      },
    }),
    'POST /api/bet/place': options.place ?? (() => placedAnswer),
    'POST /api/bet/coupon_history': {
      coupons: [{ id: 42, code: '4200000042' }],
      page: 1,
      pages: 1,
    },
    // The server slip mirror (sync/): answers are not read.
    'GET /api/basket': { betslipType: 0, bets: [] },
    'POST /api/basket': { betslipType: 0, bets: [] },
    'PUT /api/basket': { betslipType: 0, bets: [] },
    'POST /api/feed/ClearBetslip': { betslipType: 0, bets: [] },
    'POST /api/feed/ChangeBetslipType': { betslipType: 0, bets: [] },
  };
}
