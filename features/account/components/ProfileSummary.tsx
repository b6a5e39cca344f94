import { useTranslation } from 'react-i18next';
import { Box, Button, Card, Stack, Text, VisuallyHidden } from '../../../design-system/index.ts';
import type { TopUpTarget } from '../../core/brand/index.ts';
import type { Balance } from '../../core/session/index.ts';
import type { MoneyFormat } from './money.ts';

export interface ProfileSummaryProps {
  playerId: number;
  /** Undefined until the first balance call answers. */
  balance: Balance | undefined;
  money: MoneyFormat;
  topUp: TopUpTarget;
  withdrawalHref: string;
}

/**
 * The mobile profile summary (spec, section 2): id, balance with its currency symbol (and the
 * bonus wallet once it holds money, where promo codes credit), top-up and withdrawal.
 */
export function ProfileSummary({
  playerId,
  balance,
  money,
  topUp,
  withdrawalHref,
}: ProfileSummaryProps) {
  const { t } = useTranslation('account');
  return (
    <Card as="section" aria-label={t('frame.summaryLabel')} padding="medium">
      <Stack space="small">
        <Box display="flex" justifyContent="space-between" alignItems="baseline" gap="small">
          <Text as="span" size="small" tone="secondary" tabularNumbers>
            {t('frame.playerId', { id: playerId })}
          </Text>
          <Stack space="none" align="right">
            <Text as="span" size="large" weight="strong" tabularNumbers>
              <VisuallyHidden>{`${t('frame.balance')}: `}</VisuallyHidden>
              {balance === undefined ? t('frame.balancePending') : money(balance.balance)}
            </Text>
            {balance !== undefined && balance.bonusBalance > 0 ? (
              <Text as="span" size="small" tone="secondary" tabularNumbers>
                {t('frame.bonusBalance', { amount: money(balance.bonusBalance) })}
              </Text>
            ) : null}
          </Stack>
        </Box>
        <Box display="flex" gap="small">
          <Box flexGrow={1} flexShrink={1} minWidth={0}>
            {topUp.external ? (
              // USD players top up through a chat on another site (spec, section 2).
              <Button
                href={topUp.href}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`${t('frame.topUp')} (${t('frame.opensInNewTab')})`}
                icon="plus"
                fullWidth
              >
                {t('frame.topUp')}
              </Button>
            ) : (
              <Button href={topUp.href} icon="plus" fullWidth>
                {t('frame.topUp')}
              </Button>
            )}
          </Box>
          <Box flexGrow={1} flexShrink={1} minWidth={0}>
            <Button href={withdrawalHref} variant="outline" icon="wallet" fullWidth>
              {t('frame.withdrawal')}
            </Button>
          </Box>
        </Box>
      </Stack>
    </Card>
  );
}
