import { useTranslation } from 'react-i18next';
import { Box } from '../../../design-system/index.ts';
import type { OddsFormat } from '../../core/format/index.ts';
import type { SellOffer } from '../model/cashout.ts';
import type { Coupon } from '../model/coupon.ts';
import { CouponCard } from './CouponCard.tsx';
import type { MoneyFormat } from './labels.ts';

export interface CouponListProps {
  coupons: readonly Coupon[];
  offers: ReadonlyMap<number, SellOffer>;
  money: MoneyFormat;
  oddsFormat: OddsFormat;
  onOpen: (coupon: Coupon) => void;
  onCashout: (coupon: Coupon, offer: SellOffer) => void;
}

/** A page of coupons, newest first; pending ones that can be sold carry their cash-out offer. */
export function CouponList({
  coupons,
  offers,
  money,
  oddsFormat,
  onOpen,
  onCashout,
}: CouponListProps) {
  const { t } = useTranslation('betHistory');
  return (
    <Box as="ul" display="flex" flexDirection="column" gap="small" aria-label={t('list.label')}>
      {coupons.map((coupon) => (
        <Box as="li" key={coupon.id}>
          <CouponCard
            coupon={coupon}
            money={money}
            oddsFormat={oddsFormat}
            offer={coupon.status === 0 ? offers.get(coupon.id) : undefined}
            onOpen={onOpen}
            onCashout={onCashout}
          />
        </Box>
      ))}
    </Box>
  );
}
