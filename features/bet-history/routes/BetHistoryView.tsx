import { useTranslation } from 'react-i18next';
import {
  EmptyState,
  ErrorState,
  Heading,
  LoadingOverlay,
  Pagination,
  Skeleton,
  Stack,
} from '../../../design-system/index.ts';
import type { CurrencySymbolOverrides, OddsFormat } from '../../core/format/index.ts';
import { CashoutDialog } from '../components/CashoutDialog.tsx';
import { CouponContentSheet, type CouponContentState } from '../components/CouponContentSheet.tsx';
import { CouponList } from '../components/CouponList.tsx';
import { HistoryFilters } from '../components/HistoryFilters.tsx';
import { useMoney } from '../components/labels.ts';
import type { CashoutState, SellOffer } from '../model/cashout.ts';
import type { Coupon } from '../model/coupon.ts';
import type { BetHistoryFilter } from '../model/filter.ts';
import { historySearch } from '../model/filterQuery.ts';

export type HistoryListState =
  | { status: 'loading' }
  | { status: 'error'; message: string; onRetry: () => void; retrying: boolean }
  | { status: 'ready'; coupons: readonly Coupon[]; pageCount: number; refreshing: boolean };

export interface BetHistoryViewProps {
  /** The filter the list was asked with. */
  filter: BetHistoryFilter;
  onApplyFilter: (filter: BetHistoryFilter) => void;
  /** 1-based. */
  page: number;
  onPageChange: (page: number) => void;
  history: HistoryListState;
  /** Cash-out offers of the coupons that can be sold now, by coupon id. */
  offers: ReadonlyMap<number, SellOffer>;
  oddsFormat: OddsFormat;
  symbols?: CurrencySymbolOverrides;
  /** The coupon whose content is open, if any. */
  openCoupon?: Coupon;
  content: CouponContentState;
  onOpenCoupon: (coupon: Coupon) => void;
  onCloseCoupon: () => void;
  cashout: CashoutState;
  onCashout: (coupon: Coupon, offer: SellOffer) => void;
  onConfirmCashout: () => void;
  onCloseCashout: () => void;
}

/** /profile/bet-history: filters, a page of coupons, a coupon's content and the cash-out. */
export function BetHistoryView(props: BetHistoryViewProps) {
  const { t } = useTranslation('betHistory');
  const money = useMoney(props.symbols);
  const { history } = props;

  return (
    <Stack space="large">
      <Heading level={1}>{t('title')}</Heading>
      <HistoryFilters
        // A new filter from outside (the address changed) starts a fresh draft.
        key={historySearch({ filter: props.filter, page: 1 }).toString()}
        value={props.filter}
        onApply={props.onApplyFilter}
      />
      {history.status === 'loading' ? (
        <LoadingOverlay loading label={t('loading')}>
          <Stack space="small">
            <Skeleton shape="rect" size="large" />
            <Skeleton shape="rect" size="large" />
            <Skeleton shape="rect" size="large" />
          </Stack>
        </LoadingOverlay>
      ) : history.status === 'error' ? (
        <ErrorState
          title={t('list.error')}
          description={history.message}
          onRetry={history.onRetry}
          retryLabel={t('retry')}
          retrying={history.retrying}
        />
      ) : history.coupons.length === 0 ? (
        <EmptyState icon="football" title={t('list.empty')} description={t('list.emptyHint')} />
      ) : (
        <Stack space="medium">
          <LoadingOverlay loading={history.refreshing} label={t('loading')}>
            <CouponList
              coupons={history.coupons}
              offers={props.offers}
              money={money}
              oddsFormat={props.oddsFormat}
              onOpen={props.onOpenCoupon}
              onCashout={props.onCashout}
            />
          </LoadingOverlay>
          <Pagination
            pageCount={history.pageCount}
            page={props.page}
            onPageChange={props.onPageChange}
            label={t('pagination.label')}
            previousLabel={t('pagination.previous')}
            nextLabel={t('pagination.next')}
            pageLabel={(number) => t('pagination.page', { page: number })}
          />
        </Stack>
      )}
      <CouponContentSheet
        coupon={props.openCoupon}
        content={props.content}
        money={money}
        oddsFormat={props.oddsFormat}
        onClose={props.onCloseCoupon}
      />
      <CashoutDialog
        state={props.cashout}
        money={money}
        oddsFormat={props.oddsFormat}
        onConfirm={props.onConfirmCashout}
        onClose={props.onCloseCashout}
      />
    </Stack>
  );
}
