import { useReducer, useRef } from 'react';
import { useSWRConfig } from 'swr';
import { useApi } from '../../core/api/index.ts';
import { describeError } from '../../core/errors/index.ts';
import { notify } from '../../core/notifications/index.ts';
import { useSession } from '../../core/session/index.ts';
import { CASHOUT_OFFERS_KEY, fetchSellOffer, sellCoupon } from '../api/cashout.ts';
import { COUPON_HISTORY_KEY } from '../api/couponHistory.ts';
import {
  cashoutReducer,
  closedCashout,
  sellRefusalOf,
  type CashoutCoupon,
  type CashoutEvent,
} from '../model/cashout.ts';

function failureEvent(couponId: number, error: unknown): CashoutEvent {
  const refusal = sellRefusalOf(error);
  return refusal
    ? { type: 'refused', couponId, refusal }
    : { type: 'failed', couponId, message: describeError(error, 'bet') };
}

const isHistoryKey = (key: unknown) =>
  Array.isArray(key) && (key[0] === COUPON_HISTORY_KEY || key[0] === CASHOUT_OFFERS_KEY);

/**
 * The cash-out flow (sports-betting §4): open fetches a fresh offer, confirm sells at it. A sale
 * notifies 'Venta exitosa', refreshes the balance and revalidates the history and offers (the
 * coupon now reads sold); a refusal revalidates them too, since the coupon may have changed.
 */
export function useCashout() {
  const api = useApi();
  const { actions } = useSession();
  const { mutate } = useSWRConfig();
  const [state, dispatch] = useReducer(cashoutReducer, closedCashout);
  // A second tap before the re-render that disables the button must not send a second sale.
  const selling = useRef(false);

  const revalidate = () => void mutate(isHistoryKey);

  function open(coupon: CashoutCoupon) {
    dispatch({ type: 'open', coupon });
    fetchSellOffer(api, coupon.id).then(
      (offer) => dispatch({ type: 'quoted', couponId: coupon.id, offer }),
      (error: unknown) => dispatch(failureEvent(coupon.id, error)),
    );
  }

  function confirm() {
    if (state.phase !== 'offer' || selling.current) return;
    const { coupon, offer } = state;
    selling.current = true;
    dispatch({ type: 'sell' });
    sellCoupon(api, offer)
      .then(
        () => {
          dispatch({ type: 'sold', couponId: coupon.id });
          notify({ type: 'success', message: { key: 'notice.sellSuccess' } });
          void actions.refresh();
        },
        (error: unknown) => dispatch(failureEvent(coupon.id, error)),
      )
      .finally(() => {
        selling.current = false;
        revalidate();
      });
  }

  return { state, open, confirm, close: () => dispatch({ type: 'close' }) };
}
