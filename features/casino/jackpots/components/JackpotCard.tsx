import { useTranslation } from 'react-i18next';
import { Box, Card, Odometer, Skeleton, Stack, Text } from '../../../../design-system/index.ts';
import type { RankedJackpot } from '../model/ranking.ts';
import * as styles from './JackpotBlock.css.ts';
import type { AmountFormat } from './money.ts';
import { useTierLabels } from './useTierLabels.ts';

export interface JackpotCardProps {
  jackpot: RankedJackpot;
  /** Red for a moment while a hot jackpot's amount changes (spec, section 9). */
  highlighted: boolean;
  formatAmount: AmountFormat;
}

/** One jackpot: its coin, its tier, its amount rolling on an odometer and its last winner. */
export function JackpotCard({ jackpot, highlighted, formatAmount }: JackpotCardProps) {
  const { t } = useTranslation('jackpots');
  const labels = useTierLabels();
  const grand = jackpot.tier === 'grand';
  return (
    <Card padding="medium">
      <div className={styles.row}>
        <img
          className={styles.coin}
          src={jackpot.image}
          // The tier is written beside it; the coin is decoration.
          alt=""
          width={44}
          height={44}
          loading="lazy"
          decoding="async"
        />
        <Stack space="xxsmall">
          <Text size="small" weight="medium" tone="secondary">
            {labels.tier(jackpot.tier)}
          </Text>
          <Text
            as="div"
            tone={highlighted ? 'negative' : 'primary'}
            data-highlighted={highlighted ? 'true' : 'false'}
          >
            <Odometer
              value={jackpot.amount}
              format={(amount) => formatAmount(amount, jackpot.currency)}
              // Spec, section 9: odometer digit width 6 or 7 (the Odometer pads only a bare
              // number: an amount with its currency never gets a leading zero).
              digitWidth={grand ? 7 : 6}
              size={grand ? 'xlarge' : 'large'}
            />
          </Text>
          {jackpot.lastWinner !== null && jackpot.lastWinAmount !== null ? (
            <Text size="xsmall" tone="secondary" maxLines={1}>
              {t('card.lastWinner', {
                winner: jackpot.lastWinner,
                amount: formatAmount(jackpot.lastWinAmount, jackpot.currency),
              })}
            </Text>
          ) : null}
        </Stack>
      </div>
    </Card>
  );
}

/** A card's placeholder, the same size as the card (no layout shift when amounts arrive). */
export function JackpotCardSkeleton() {
  return (
    <Card padding="medium">
      <div className={styles.row}>
        <Skeleton shape="circle" size="standard" />
        <Stack space="xsmall">
          <Skeleton width="small" />
          <Box>
            <Skeleton shape="rect" size="small" width="large" />
          </Box>
        </Stack>
      </div>
    </Card>
  );
}
