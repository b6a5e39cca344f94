import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { BadgeTone } from '../../../design-system/index.ts';
import { formatMoney, type CurrencySymbolOverrides } from '../../core/format/index.ts';
import {
  couponKind,
  couponStatusName,
  type AmountOutMeaning,
  type Coupon,
  type CouponStatusName,
} from '../model/coupon.ts';
import type { GameType, HistoryStatus } from '../model/filter.ts';

/** Badge tone of each coupon status: settled results by outcome, open ones as information. */
export const statusTones: Readonly<Record<CouponStatusName, BadgeTone>> = {
  pending: 'warning',
  lost: 'negative',
  won: 'positive',
  returned: 'neutral',
  sold: 'info',
  unknown: 'neutral',
};

/** The words of the history screens that depend on a value (literal keys for the locale test). */
export function useHistoryLabels() {
  const { t } = useTranslation('betHistory');
  return useMemo(
    () => ({
      status: (status: number): string => {
        switch (couponStatusName(status)) {
          case 'pending':
            return t('status.pending');
          case 'lost':
            return t('status.lost');
          case 'won':
            return t('status.won');
          case 'returned':
            return t('status.returned');
          case 'sold':
            return t('status.sold');
          default:
            return t('status.unknown', { code: status });
        }
      },
      kind: (
        coupon: Pick<Coupon, 'flag' | 'isExpress' | 'systemIndex' | 'countEvents'>,
      ): string => {
        const kind = couponKind(coupon);
        if (kind.kind === 'system') {
          return t('coupon.system', { index: kind.index, size: kind.events });
        }
        return kind.kind === 'express' ? t('coupon.express') : t('coupon.single');
      },
      amountOut: (meaning: AmountOutMeaning): string => {
        switch (meaning) {
          case 'possibleWin':
            return t('coupon.possibleWin');
          case 'won':
            return t('coupon.won');
          case 'returned':
            return t('coupon.returned');
          case 'soldFor':
            return t('coupon.soldFor');
          default:
            return t('coupon.payout');
        }
      },
      filterStatus: (status: HistoryStatus): string => {
        switch (status) {
          case 'lost':
            return t('filters.status.lost');
          case 'win':
            return t('filters.status.win');
          case 'pending':
            return t('filters.status.pending');
          default:
            return t('filters.status.sold');
        }
      },
      gameType: (type: GameType): string => {
        return type === 'live' ? t('filters.gameType.live') : t('filters.gameType.line');
      },
    }),
    [t],
  );
}

/** Money in a coupon's currency and the interface language, with the brand's symbols. */
export function useMoney(symbols: CurrencySymbolOverrides | undefined) {
  const { i18n } = useTranslation('betHistory');
  const language = i18n.language;
  return useCallback(
    (amount: number, currency: string) => formatMoney(amount, currency, language, { symbols }),
    [language, symbols],
  );
}

export type MoneyFormat = ReturnType<typeof useMoney>;
