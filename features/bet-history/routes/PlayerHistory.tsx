import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useBrand } from '../../core/brand/index.ts';
import { describeError, useErrorText } from '../../core/errors/index.ts';
import { useOddsFormat } from '../../core/format/index.ts';
import { shortLanguageCode } from '../../core/language.ts';
import type { Player } from '../../core/session/index.ts';
import { useCashoutBets } from '../api/cashout.ts';
import { useCouponContent } from '../api/couponContent.ts';
import { useCouponHistory } from '../api/couponHistory.ts';
import type { CouponContentState } from '../components/CouponContentSheet.tsx';
import { useCashout } from '../components/useCashout.ts';
import { offersByCoupon } from '../model/cashout.ts';
import type { Coupon } from '../model/coupon.ts';
import { buildHistoryRequest } from '../model/filter.ts';
import { historySearch, readHistoryLocation, type HistoryLocation } from '../model/filterQuery.ts';
import { BetHistoryView, type HistoryListState } from './BetHistoryView.tsx';

export interface PlayerHistoryProps {
  player: Player;
  today?: Date | string;
}

/**
 * The signed-in history: the filter and page live in the address (a reload keeps them), the list
 * and the cash-out offers come from the platform, a coupon's content loads when it is opened.
 */
export function PlayerHistory({ player, today }: PlayerHistoryProps) {
  const { i18n } = useTranslation('betHistory');
  const brand = useBrand();
  const [oddsFormat] = useOddsFormat();
  const errorText = useErrorText();
  const [search, setSearch] = useSearchParams();
  const [now] = useState(() => today ?? new Date());
  const location = useMemo(() => readHistoryLocation(search, now), [search, now]);
  const request = useMemo(() => buildHistoryRequest(location.filter, location.page), [location]);
  const history = useCouponHistory(player.id, request);
  const cashoutBets = useCashoutBets(player.id, shortLanguageCode(i18n.language));
  const offers = useMemo(() => offersByCoupon(cashoutBets.data ?? []), [cashoutBets.data]);
  const [openCoupon, setOpenCoupon] = useState<Coupon>();
  const content = useCouponContent(player.id, openCoupon?.id);
  const cashout = useCashout();

  const go = (next: HistoryLocation) => setSearch(historySearch(next));

  const historyState: HistoryListState = history.error
    ? {
        status: 'error',
        message: errorText(describeError(history.error, 'bet')),
        retrying: history.isValidating,
        onRetry: () => void history.mutate(),
      }
    : history.data
      ? {
          status: 'ready',
          coupons: history.data.coupons,
          pageCount: history.data.pages,
          refreshing: history.isLoading,
        }
      : { status: 'loading' };

  const contentState: CouponContentState = content.error
    ? {
        status: 'error',
        message: errorText(describeError(content.error, 'bet')),
        retrying: content.isValidating,
        onRetry: () => void content.mutate(),
      }
    : content.data
      ? { status: 'ready', bets: content.data.bets }
      : { status: 'loading' };

  return (
    <BetHistoryView
      filter={location.filter}
      onApplyFilter={(filter) => go({ filter, page: 1 })}
      page={location.page}
      onPageChange={(page) => go({ filter: location.filter, page })}
      history={historyState}
      offers={offers}
      oddsFormat={oddsFormat}
      symbols={brand.currencies.symbols}
      openCoupon={openCoupon ? (content.data?.betData ?? openCoupon) : undefined}
      content={contentState}
      onOpenCoupon={setOpenCoupon}
      onCloseCoupon={() => setOpenCoupon(undefined)}
      cashout={cashout.state}
      onCashout={(coupon) => cashout.open(coupon)}
      onConfirmCashout={cashout.confirm}
      onCloseCashout={cashout.close}
    />
  );
}
