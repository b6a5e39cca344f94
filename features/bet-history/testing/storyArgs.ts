import { fn } from 'storybook/test';
import type { FeedLanguage } from '../../core/testing/feedNames.ts';
import type { BetHistoryViewProps } from '../routes/BetHistoryView.tsx';
import { closedCashout, toSellOffer, type CashoutCoupon } from '../model/cashout.ts';
import { initialFilter } from '../model/filter.ts';
import {
  couponBetIn,
  couponIn,
  couponsFixture,
  freshOffer,
  movedOffer,
  pendingSingle,
} from './fixtures.ts';

/** The view's props for a ready first page, nothing open: each story changes what it shows. */
export const viewArgs: BetHistoryViewProps = {
  filter: initialFilter({ from: '2026-10-22', to: '2026-11-21' }),
  onApplyFilter: fn(),
  page: 1,
  onPageChange: fn(),
  history: { status: 'ready', coupons: couponsFixture, pageCount: 3, refreshing: false },
  offers: new Map([[pendingSingle.id, toSellOffer({ ...freshOffer, returnAmount: 1187 })]]),
  oddsFormat: 0,
  symbols: { CLP: '$' },
  openCoupon: undefined,
  content: { status: 'loading' },
  onOpenCoupon: fn(),
  onCloseCoupon: fn(),
  cashout: closedCashout,
  onCashout: fn(),
  onConfirmCashout: fn(),
  onCloseCashout: fn(),
};

export const cashoutCoupon: CashoutCoupon = {
  id: pendingSingle.id,
  code: pendingSingle.code,
  currency: pendingSingle.currency,
  amountIn: pendingSingle.amountIn,
};

export const fresh = toSellOffer(freshOffer);
export const moved = toSellOffer(movedOffer);

/** The view's props with every coupon as a player betting in `language` sees it. */
export function viewArgsIn(args: BetHistoryViewProps, language: FeedLanguage): BetHistoryViewProps {
  const { history, openCoupon, content } = args;
  return {
    ...args,
    history:
      history.status === 'ready'
        ? { ...history, coupons: history.coupons.map((coupon) => couponIn(coupon, language)) }
        : history,
    openCoupon: openCoupon && couponIn(openCoupon, language),
    content:
      content.status === 'ready'
        ? { ...content, bets: content.bets.map((bet) => couponBetIn(bet, language)) }
        : content,
  };
}
