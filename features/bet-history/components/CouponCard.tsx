import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, Box, Button, Card, Inline, Stack, Text } from '../../../design-system/index.ts';
import { formatOdds, type OddsFormat } from '../../core/format/index.ts';
import type { SellOffer } from '../model/cashout.ts';
import {
  amountOutMeaning,
  couponKind,
  couponStatusName,
  localHistoryDate,
  type Coupon,
} from '../model/coupon.ts';
import { statusTones, useHistoryLabels, type MoneyFormat } from './labels.ts';

export interface CouponCardProps {
  coupon: Coupon;
  money: MoneyFormat;
  oddsFormat: OddsFormat;
  /** The cash-out offer when the coupon can be sold now. */
  offer?: SellOffer;
  onOpen: (coupon: Coupon) => void;
  onCashout: (coupon: Coupon, offer: SellOffer) => void;
}

/**
 * One coupon of the history: type, code, date, status, stake, odds and what it paid or may pay;
 * a single also names its match, market, outcome and score.
 */
export function CouponCard({
  coupon,
  money,
  oddsFormat,
  offer,
  onOpen,
  onCashout,
}: CouponCardProps) {
  const { t } = useTranslation('betHistory');
  const labels = useHistoryLabels();
  const titleId = useId();
  const kind = couponKind(coupon);
  const meaning = amountOutMeaning(coupon.status);

  return (
    <Card as="article" padding="medium" aria-labelledby={titleId}>
      <Stack space="small">
        <Inline align="spaceBetween" alignY="top" noWrap>
          <Stack space="xxsmall">
            <Text as="span" weight="strong" id={titleId}>
              {labels.kind(coupon)} · {t('coupon.code', { code: coupon.code })}
            </Text>
            <Text as="span" size="small" tone="secondary" tabularNumbers>
              {localHistoryDate(coupon.date)}
            </Text>
          </Stack>
          <Badge tone={statusTones[couponStatusName(coupon.status)]} emphasis="soft">
            {labels.status(coupon.status)}
          </Badge>
        </Inline>
        {kind.kind === 'single' ? (
          <SingleBet coupon={coupon} />
        ) : (
          <Text size="small" tone="secondary">
            {t('coupon.events', { count: kind.events })}
          </Text>
        )}
        {coupon.isFreeBet || coupon.bonuses > 0 ? (
          <Inline space="xsmall">
            {coupon.isFreeBet ? (
              <Badge tone="brand" emphasis="soft">
                {t('coupon.freeBet')}
              </Badge>
            ) : null}
            {coupon.bonuses > 0 ? (
              <Badge tone="brand" emphasis="soft">
                {t('coupon.bonus', { amount: money(coupon.bonuses, coupon.currency) })}
              </Badge>
            ) : null}
          </Inline>
        ) : null}
        <Box as="dl" display="flex" flexWrap="wrap" gap="large">
          <Figure label={t('coupon.stake')}>{money(coupon.amountIn, coupon.currency)}</Figure>
          <Figure label={t('coupon.coef')}>{formatOdds(coupon.coef, oddsFormat)}</Figure>
          <Figure label={labels.amountOut(meaning)}>
            {money(coupon.amountOut, coupon.currency)}
          </Figure>
        </Box>
        <Inline space="small">
          <Button
            variant="outline"
            size="small"
            aria-describedby={titleId}
            onClick={() => onOpen(coupon)}
          >
            {t('coupon.details')}
          </Button>
          {offer ? (
            <Button
              size="small"
              icon="wallet"
              aria-describedby={titleId}
              onClick={() => onCashout(coupon, offer)}
            >
              {t('cashout.button', { amount: money(offer.returnAmount, coupon.currency) })}
            </Button>
          ) : null}
        </Inline>
      </Stack>
    </Card>
  );
}

function SingleBet({ coupon }: { coupon: Coupon }) {
  const { t } = useTranslation('betHistory');
  return (
    <Stack space="xxsmall">
      {coupon.match ? <Text weight="medium">{coupon.match}</Text> : null}
      {coupon.marketGroupName || coupon.name ? (
        <Text size="small" tone="secondary">
          {[coupon.marketGroupName, coupon.name].filter(Boolean).join(': ')}
        </Text>
      ) : null}
      {coupon.score ? (
        <Text size="small" tone="secondary" tabularNumbers>
          {t('coupon.score', { score: coupon.score })}
        </Text>
      ) : null}
    </Stack>
  );
}

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Box as="dt">
        <Text as="span" size="small" tone="secondary">
          {label}
        </Text>
      </Box>
      <Box as="dd">
        <Text as="span" weight="strong" tabularNumbers>
          {children}
        </Text>
      </Box>
    </div>
  );
}
