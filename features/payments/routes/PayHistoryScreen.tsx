import { useState } from 'react';
import { useBrand } from '../../core/brand/index.ts';
import { describeError, useErrorText } from '../../core/errors/index.ts';
import { useSession } from '../../core/session/index.ts';
import { usePaymentHistory } from '../api/paymentHistory.ts';
import { lastDays, type DateRange } from '../../core/history/index.ts';
import { PayHistoryView, type HistoryState } from './PayHistoryView.tsx';
import { usePaymentModeNames } from '../components/paymentModeNames.ts';

export interface PayHistoryScreenProps {
  /** The day the default range ends on (stories and tests fix it). @default now */
  today?: Date | string;
}

/** /profile/pay-history: the player's top-ups and withdrawals of the last 30 days, or a range. */
export default function PayHistoryScreen({ today }: PayHistoryScreenProps) {
  const brand = useBrand();
  const modeNames = usePaymentModeNames();
  const { session } = useSession();
  const player = session.status === 'player' ? session.user : undefined;
  const [range, setRange] = useState<DateRange>(() => lastDays(today ?? new Date()));
  const history = usePaymentHistory(player?.id, range);
  const errorText = useErrorText();

  // A failure wins over the previous range's rows, which would read as this range's.
  const state: HistoryState = history.error
    ? {
        status: 'error',
        message: errorText(describeError(history.error, 'general')),
        retrying: history.isValidating,
        onRetry: () => void history.mutate(),
      }
    : history.data
      ? { status: 'ready', entries: history.data, refreshing: history.isLoading }
      : { status: 'loading' };

  return (
    <PayHistoryView
      range={range}
      onRangeChange={setRange}
      history={state}
      currency={player?.currency ?? brand.currencies.default}
      symbols={brand.currencies.symbols}
      modeNames={modeNames}
    />
  );
}
