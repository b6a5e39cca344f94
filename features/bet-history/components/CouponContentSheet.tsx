import { useTranslation } from 'react-i18next';
import {
  Badge,
  Box,
  Card,
  ErrorState,
  Inline,
  LoadingOverlay,
  Skeleton,
  Stack,
  Text,
} from '../../../design-system/index.ts';
import { Sheet } from '../../../design-system/overlays.ts';
import { formatOdds, type OddsFormat } from '../../core/format/index.ts';
import {
  amountOutMeaning,
  couponStatusName,
  localHistoryDate,
  type Coupon,
  type CouponBet,
} from '../model/coupon.ts';
import { statusTones, useHistoryLabels, type MoneyFormat } from './labels.ts';

export type CouponContentState =
  | { status: 'loading' }
  | { status: 'error'; message: string; onRetry: () => void; retrying: boolean }
  | { status: 'ready'; bets: readonly CouponBet[] };

export interface CouponContentSheetProps {
  /** The coupon whose bets are shown; the sheet is closed without one. */
  coupon: Coupon | undefined;
  content: CouponContentState;
  money: MoneyFormat;
  oddsFormat: OddsFormat;
  onClose: () => void;
}

/** A coupon's content in a sheet: its totals, then each bet with its match, market and result. */
export function CouponContentSheet({
  coupon,
  content,
  money,
  oddsFormat,
  onClose,
}: CouponContentSheetProps) {
  const { t } = useTranslation('betHistory');
  const labels = useHistoryLabels();
  return (
    <Sheet.Root
      open={coupon !== undefined}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      {coupon ? (
        <Sheet.Content
          title={t('content.title', { code: coupon.code })}
          closeLabel={t('content.close')}
        >
          <Stack space="large">
            <Stack space="xsmall">
              <Inline align="spaceBetween">
                <Text weight="strong">{labels.kind(coupon)}</Text>
                <Badge tone={statusTones[couponStatusName(coupon.status)]} emphasis="soft">
                  {labels.status(coupon.status)}
                </Badge>
              </Inline>
              <Text size="small" tone="secondary" tabularNumbers>
                {localHistoryDate(coupon.date)}
              </Text>
              <Text size="small" tabularNumbers>
                {t('content.totals', {
                  stake: money(coupon.amountIn, coupon.currency),
                  coef: formatOdds(coupon.coef, oddsFormat),
                })}
              </Text>
              <Text size="small" tabularNumbers>
                {labels.amountOut(amountOutMeaning(coupon.status))}:{' '}
                {money(coupon.amountOut, coupon.currency)}
              </Text>
            </Stack>
            <ContentBody content={content} oddsFormat={oddsFormat} />
          </Stack>
        </Sheet.Content>
      ) : null}
    </Sheet.Root>
  );
}

function ContentBody({
  content,
  oddsFormat,
}: {
  content: CouponContentState;
  oddsFormat: OddsFormat;
}) {
  const { t } = useTranslation('betHistory');
  if (content.status === 'loading') {
    return (
      <LoadingOverlay loading label={t('content.loading')}>
        <Stack space="small">
          <Skeleton shape="rect" size="large" />
          <Skeleton shape="rect" size="large" />
        </Stack>
      </LoadingOverlay>
    );
  }
  if (content.status === 'error') {
    return (
      <ErrorState
        title={t('content.error')}
        description={content.message}
        onRetry={content.onRetry}
        retryLabel={t('retry')}
        retrying={content.retrying}
        titleLevel={3}
      />
    );
  }
  return (
    <Box as="ul" display="flex" flexDirection="column" gap="small" aria-label={t('content.bets')}>
      {content.bets.map((bet) => (
        <Box as="li" key={`${bet.id}-${bet.eventId}`}>
          <BetCard bet={bet} oddsFormat={oddsFormat} />
        </Box>
      ))}
    </Box>
  );
}

function BetCard({ bet, oddsFormat }: { bet: CouponBet; oddsFormat: OddsFormat }) {
  const { t } = useTranslation('betHistory');
  const labels = useHistoryLabels();
  return (
    <Card tone="outline" padding="medium">
      <Stack space="xsmall">
        <Inline align="spaceBetween" alignY="top" noWrap>
          <Text weight="strong">{bet.match}</Text>
          <Badge tone={statusTones[couponStatusName(bet.status)]} emphasis="soft">
            {labels.status(bet.status)}
          </Badge>
        </Inline>
        <Text size="small" tone="secondary">
          {bet.tourneyName}
        </Text>
        <Inline align="spaceBetween">
          <Text size="small">
            {bet.marketGroupName}: <strong>{bet.name}</strong>
          </Text>
          <Text as="span" weight="strong" tabularNumbers>
            {formatOdds(bet.coef, oddsFormat)}
          </Text>
        </Inline>
        <Inline space="small">
          <Text as="span" size="small" tone="secondary" tabularNumbers>
            {localHistoryDate(bet.date)}
          </Text>
          {bet.score ? (
            <Text as="span" size="small" tone="secondary" tabularNumbers>
              {t('coupon.score', { score: bet.score })}
            </Text>
          ) : null}
          {bet.isLive ? (
            <Badge tone="negative" emphasis="soft">
              {t('content.live')}
            </Badge>
          ) : null}
        </Inline>
      </Stack>
    </Card>
  );
}
