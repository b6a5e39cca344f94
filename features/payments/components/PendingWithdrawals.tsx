import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Heading, List, ListRow, Stack, Text } from '../../../design-system/index.ts';
import type { WithdrawalRecord } from '../model/history.ts';
import { formatHistoryDate } from './dates.ts';
import { useHistoryLabels } from './historyLabels.ts';
import type { PaymentModeNames } from './paymentModeNames.ts';
import { StatusBadge } from './StatusBadge.tsx';

export interface PendingWithdrawalsProps {
  withdrawals: readonly WithdrawalRecord[];
  format: (amount: number) => string;
  /** The brand's names of the aggregator's payment modes (`usePaymentModeNames`); a mode without one is called by its kind and place. */
  modeNames?: PaymentModeNames;
}

/** The player's withdrawals still under way (GET /api/payment/check_transactions). */
export function PendingWithdrawals({ withdrawals, format, modeNames }: PendingWithdrawalsProps) {
  const { t } = useTranslation('payments');
  const labels = useHistoryLabels(modeNames);
  const headingId = useId();
  return (
    <Stack space="small">
      <Heading level={2} id={headingId}>
        {t('withdrawal.pending.title')}
      </Heading>
      {withdrawals.length === 0 ? (
        <Text tone="secondary">{t('withdrawal.pending.none')}</Text>
      ) : (
        <List aria-labelledby={headingId}>
          {withdrawals.map((withdrawal) => (
            <ListRow
              key={withdrawal.id}
              label={format(withdrawal.value)}
              description={[
                formatHistoryDate(withdrawal.created_at),
                labels.withdrawalMode(withdrawal.payment_mode),
              ]
                .filter(Boolean)
                .join(' · ')}
              trailing={
                <StatusBadge entry={{ operation: 'withdrawal', status: withdrawal.status }} />
              }
            />
          ))}
        </List>
      )}
    </Stack>
  );
}
