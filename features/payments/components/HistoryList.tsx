import { useTranslation } from 'react-i18next';
import { List, ListRow, Stack, Text } from '../../../design-system/index.ts';
import { historyEntryKey, type HistoryEntry } from '../model/history.ts';
import { formatHistoryDate } from './dates.ts';
import { useHistoryLabels } from './historyLabels.ts';
import type { PaymentModeNames } from './paymentModeNames.ts';
import { StatusBadge } from './StatusBadge.tsx';

export interface HistoryListProps {
  entries: readonly HistoryEntry[];
  format: (amount: number) => string;
  /** The brand's names of the aggregator's payment modes (`usePaymentModeNames`); a mode without one is called by its kind and place. */
  modeNames?: PaymentModeNames;
}

/** Top-ups and withdrawals, newest first: type, date and method, amount and status. */
export function HistoryList({ entries, format, modeNames }: HistoryListProps) {
  const { t } = useTranslation('payments');
  const labels = useHistoryLabels(modeNames);
  return (
    <List aria-label={t('history.listLabel')}>
      {entries.map((entry) => {
        const withdrawal = entry.operation === 'withdrawal';
        const amount = format(entry.value);
        return (
          <ListRow
            key={historyEntryKey(entry)}
            label={labels.type(entry)}
            description={[
              formatHistoryDate(entry.created_at),
              withdrawal ? labels.withdrawalMode(entry.payment_mode) : undefined,
            ]
              .filter(Boolean)
              .join(' · ')}
            trailing={
              <Stack space="xxsmall" align="right">
                <Text as="span" weight="strong" tabularNumbers>
                  {withdrawal
                    ? t('history.withdrawnAmount', { amount })
                    : t('history.paidInAmount', { amount })}
                </Text>
                <StatusBadge entry={entry} />
              </Stack>
            }
          />
        );
      })}
    </List>
  );
}
