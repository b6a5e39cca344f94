import { describe, expect, it } from 'vitest';
import { ApiError } from '../../core/errors/index.ts';
import {
  cashoutReducer,
  closedCashout,
  offersByCoupon,
  sellRefusalOf,
  type CashoutBet,
  type CashoutCoupon,
  type CashoutState,
} from './cashout.ts';

const coupon: CashoutCoupon = { id: 7, code: '4817263540', currency: 'CLP', amountIn: 1000 };
const offer = { couponId: 7, returnAmount: 1187, currentCoef: 2.4 };

function refusal(status: string, httpStatus: number, extra: object = {}) {
  return new ApiError({
    kind: 'server',
    httpStatus,
    codeStatus: httpStatus === 409 ? 409 : 17410,
    data: { status, ...extra },
  });
}

describe('offersByCoupon', () => {
  const entry = (id: number, canSell: boolean, returnAmount: number | null) =>
    ({
      id,
      canSell,
      returnAmount,
      currentCoef: returnAmount === null ? null : 2,
      sellStatus: canSell ? 'OK' : 'SomeBetsUnavailable',
    }) as CashoutBet;

  it('should keep only coupons that can be sold, with their offer', () => {
    const offers = offersByCoupon([entry(1, true, 50), entry(2, false, null), entry(3, true, 0)]);
    expect([...offers.keys()]).toEqual([1]);
    expect(offers.get(1)).toEqual({ couponId: 1, returnAmount: 50, currentCoef: 2 });
  });
});

describe('sellRefusalOf', () => {
  it('should read a 409 CoeffChanged with its new offer', () => {
    const error = refusal('CoeffChanged', 409, {
      offer: { id: 7, returnAmount: 990.1, betCode: '4817263540', currentCoef: 2.88 },
    });
    expect(sellRefusalOf(error)).toEqual({
      status: 'CoeffChanged',
      message: { key: 'sell.coeffChanged' },
      offer: { couponId: 7, returnAmount: 990.1, currentCoef: 2.88 },
    });
  });

  it('should read the refusals the platform answers with 200', () => {
    expect(sellRefusalOf(refusal('AlreadySold', 200))).toMatchObject({
      status: 'AlreadySold',
      message: { key: 'sell.alreadySold' },
      offer: undefined,
    });
  });

  it('should leave other failures to the catalogue', () => {
    expect(sellRefusalOf(new ApiError({ kind: 'network' }))).toBeUndefined();
    expect(
      sellRefusalOf(new ApiError({ kind: 'server', httpStatus: 404, codeStatus: 404, data: [] })),
    ).toBeUndefined();
    expect(sellRefusalOf(new Error('boom'))).toBeUndefined();
  });
});

describe('cashoutReducer', () => {
  const quoting = cashoutReducer(closedCashout, { type: 'open', coupon });
  const offering = cashoutReducer(quoting, { type: 'quoted', couponId: 7, offer });
  const selling = cashoutReducer(offering, { type: 'sell' });

  it('should fetch an offer, show it, then sell with processing and close when sold', () => {
    expect(quoting).toEqual({ phase: 'quoting', coupon });
    expect(offering).toEqual({ phase: 'offer', coupon, offer, changed: false });
    expect(selling).toEqual({ phase: 'selling', coupon, offer, changed: false });
    expect(cashoutReducer(selling, { type: 'sold', couponId: 7 })).toEqual(closedCashout);
  });

  it('should show the new offer when the odds moved, to be accepted', () => {
    const newOffer = { couponId: 7, returnAmount: 900, currentCoef: 2.9 };
    const changed = cashoutReducer(selling, {
      type: 'refused',
      couponId: 7,
      refusal: { status: 'CoeffChanged', message: { key: 'sell.coeffChanged' }, offer: newOffer },
    });
    expect(changed).toEqual({ phase: 'offer', coupon, offer: newOffer, changed: true });
    expect(cashoutReducer(changed, { type: 'sell' })).toMatchObject({
      phase: 'selling',
      offer: newOffer,
    });
  });

  it('should show a refusal without an offer as a failure', () => {
    const failed = cashoutReducer(quoting, {
      type: 'refused',
      couponId: 7,
      refusal: { status: 'NotForSale', message: { key: 'sell.notForSale' } },
    });
    expect(failed).toEqual({ phase: 'failed', coupon, message: { key: 'sell.notForSale' } });
    expect(
      cashoutReducer(selling, { type: 'failed', couponId: 7, message: { key: 'general.network' } }),
    ).toEqual({ phase: 'failed', coupon, message: { key: 'general.network' } });
  });

  it('should not close while a sale runs, nor sell twice', () => {
    expect(cashoutReducer(selling, { type: 'close' })).toBe(selling);
    expect(cashoutReducer(selling, { type: 'sell' })).toBe(selling);
    expect(cashoutReducer(selling, { type: 'open', coupon: { ...coupon, id: 8 } })).toBe(selling);
    expect(cashoutReducer(offering, { type: 'close' })).toEqual(closedCashout);
  });

  it('should ignore answers about another coupon or a closed dialog', () => {
    const other: CashoutState = cashoutReducer(closedCashout, {
      type: 'open',
      coupon: { ...coupon, id: 8 },
    });
    expect(cashoutReducer(other, { type: 'quoted', couponId: 7, offer })).toBe(other);
    expect(cashoutReducer(closedCashout, { type: 'quoted', couponId: 7, offer })).toBe(
      closedCashout,
    );
    expect(
      cashoutReducer(closedCashout, {
        type: 'failed',
        couponId: 7,
        message: { key: 'general.network' },
      }),
    ).toBe(closedCashout);
  });
});
