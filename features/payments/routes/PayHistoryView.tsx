import { useTranslation } from 'react-i18next';
import {
  Button,
  EmptyState,
  ErrorState,
  Heading,
  LoadingOverlay,
  Stack,
  Form,
} from '../../../design-system/index.ts';
import type { CurrencySymbolOverrides } from '../../core/format/index.ts';
import { DateRangeFields } from '../components/DateRangeFields.tsx';
import { HistoryList } from '../components/HistoryList.tsx';
import type { PaymentModeNames } from '../components/paymentModeNames.ts';
import { HistoryLoading } from '../components/HistoryLoading.tsx';
import { useDateRangeDraft } from '../components/useDateRangeDraft.ts';
import { useMoney } from '../components/useMoney.ts';
import type { DateRange } from '../../core/history/index.ts';
import type { HistoryEntry } from '../model/history.ts';

export type HistoryState =
  | { status: 'loading' }
  | { status: 'error'; message: string; onRetry: () => void; retrying: boolean }
  | { status: 'ready'; entries: readonly HistoryEntry[]; refreshing: boolean };

export interface PayHistoryViewProps {
  /** The days shown. */
  range: DateRange;
  onRangeChange: (range: DateRange) => void;
  history: HistoryState;
  currency: string;
  symbols?: CurrencySymbolOverrides;
  /** The brand's names of the aggregator's payment modes (`usePaymentModeNames`); a mode without one is called by its kind and place. */
  modeNames?: PaymentModeNames;
}

/** Page content of /profile/pay-history: a range of days, then its top-ups and withdrawals. */
export function PayHistoryView({
  range,
  onRangeChange,
  history,
  currency,
  symbols,
  modeNames,
}: PayHistoryViewProps) {
  const { t } = useTranslation('payments');
  const money = useMoney(currency, symbols);
  const { draft, setDraft, problem, submit } = useDateRangeDraft(range, onRangeChange);

  return (
    <Stack space="large">
      <Heading level={1}>{t('history.title')}</Heading>
      <Form onSubmit={submit}>
        <Stack space="medium">
          <DateRangeFields value={draft} onValueChange={setDraft} problem={problem} />
          <Button type="submit" variant="outline" fullWidth>
            {t('range.show')}
          </Button>
        </Stack>
      </Form>
      <HistoryContent history={history} format={money} modeNames={modeNames} />
    </Stack>
  );
}

function HistoryContent({
  history,
  format,
  modeNames,
}: {
  history: HistoryState;
  format: (amount: number) => string;
  modeNames?: PaymentModeNames;
}) {
  const { t } = useTranslation('payments');
  switch (history.status) {
    case 'loading':
      return <HistoryLoading label={t('history.loading')} />;
    case 'error':
      return (
        <ErrorState
          title={t('history.error')}
          description={history.message}
          onRetry={history.onRetry}
          retryLabel={t('retry')}
          retrying={history.retrying}
        />
      );
    case 'ready':
      if (history.entries.length === 0) {
        return (
          <EmptyState
            icon="wallet"
            title={t('history.empty')}
            description={t('history.emptyHint')}
          />
        );
      }
      return (
        <LoadingOverlay loading={history.refreshing} label={t('history.loading')}>
          <HistoryList entries={history.entries} format={format} modeNames={modeNames} />
        </LoadingOverlay>
      );
  }
}
