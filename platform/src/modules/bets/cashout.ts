import type { PlatformDatabase } from '../../db/database.ts';
import { floorToMinorUnit } from '../../money/currency.ts';
import { credit, fromCents } from '../../money/ledger.ts';
import { couponCoefficient, roundCoefficient } from './coefficients.ts';
import { couponBets, couponStatus, type CouponRow } from './couponStore.ts';
import { betCodes } from './codes.ts';
import { oddAvailability, readEventStatuses, readFeedOdds } from './feedState.ts';

/** The house keeps 5% of a cash-out's fair value. */
export const cashOutMargin = 0.95;

export interface SellOffer {
  id: number;
  returnAmount: number;
  betCode: string;
  currentCoef: number;
}

export type SellStatus =
  'AlreadySold' | 'FreeBet' | 'NotForSale' | 'SomeBetsUnavailable' | 'CoeffChanged';

export interface SellRefusal {
  status: SellStatus;
  message: string;
  codeStatus: number;
  /** 409 for the two statuses the app turns into its own messages (spec, section 8). */
  httpStatus: 200 | 409;
}

export const sellRefusals: Readonly<Record<SellStatus, SellRefusal>> = {
  AlreadySold: {
    status: 'AlreadySold',
    message: 'Apuesta ya vendida',
    codeStatus: couponStatus.sold,
    httpStatus: 200,
  },
  NotForSale: {
    status: 'NotForSale',
    message: 'La apuesta no está a la venta.',
    codeStatus: 17411,
    httpStatus: 200,
  },
  FreeBet: {
    status: 'FreeBet',
    message: 'Las apuestas gratuitas no se pueden vender',
    codeStatus: 17412,
    httpStatus: 200,
  },
  SomeBetsUnavailable: {
    status: 'SomeBetsUnavailable',
    message: 'Algunas apuestas no están disponibles',
    codeStatus: 409,
    httpStatus: 409,
  },
  CoeffChanged: {
    status: 'CoeffChanged',
    message: 'Se cambió el COEF',
    codeStatus: 409,
    httpStatus: 409,
  },
};

/**
 * The cash-out offer of a coupon, priced from the current odds: stake × accepted coefficient /
 * current coefficient × 0.95, rounded down to the cent. Only pending coupons paid with money
 * (free-bet and bonus coupons are not for sale) whose every odd is still open and unblocked.
 */
export function sellOffer(
  database: PlatformDatabase,
  coupon: CouponRow,
  nowMs: number,
): { offer: SellOffer } | { refusal: SellRefusal } {
  if (coupon.status === couponStatus.sold) return { refusal: sellRefusals.AlreadySold };
  if (coupon.is_free_bet) return { refusal: sellRefusals.FreeBet };
  if (coupon.status !== couponStatus.pending || coupon.bonus_cents > 0) {
    return { refusal: sellRefusals.NotForSale };
  }
  const bets = couponBets(database, coupon.id);
  const odds = readFeedOdds(
    database,
    bets.map((bet) => bet.odd_id),
  );
  const statuses = readEventStatuses(
    database,
    bets.map((bet) => bet.event_id),
  );
  const rates: number[] = [];
  for (const bet of bets) {
    const odd = odds.get(bet.odd_id);
    const open = oddAvailability(bet.odd_id, odd, statuses, nowMs, false).code === betCodes.ok;
    if (!odd || !open || bet.result !== null) return { refusal: sellRefusals.SomeBetsUnavailable };
    rates.push(odd.rate);
  }
  const currentCoef = roundCoefficient(couponCoefficient(coupon.kind, rates, coupon.system_index));
  const acceptedCoef = roundCoefficient(coupon.total_coef);
  const returnCents = floorToMinorUnit(
    Math.floor((coupon.amount_cents * acceptedCoef * cashOutMargin) / currentCoef + 1e-7),
    coupon.currency,
  );
  if (returnCents <= 0) return { refusal: sellRefusals.NotForSale };
  return {
    offer: {
      id: coupon.id,
      returnAmount: fromCents(returnCents),
      betCode: coupon.code,
      currentCoef,
    },
  };
}

/** Sells the coupon at the offer's amount; call inside the sell transaction. Returns the balance. */
export function sellCoupon(
  database: PlatformDatabase,
  coupon: CouponRow,
  offer: SellOffer,
  at: Date,
): number {
  const cents = Math.round(offer.returnAmount * 100);
  const { changes } = database
    .prepare(
      'UPDATE bet_coupons SET status = ?, win_cents = ?, settled_at = ? WHERE id = ? AND status = ?',
    )
    .run(couponStatus.sold, cents, at.toISOString(), coupon.id, couponStatus.pending);
  if (changes === 0) throw new Error(`Coupon ${coupon.id} is no longer pending`);
  return credit(database, {
    userId: coupon.user_id,
    cents,
    kind: 'cash-out',
    reference: `coupon:${coupon.id}`,
    at,
  });
}
