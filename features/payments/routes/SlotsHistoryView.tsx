import { useTranslation } from 'react-i18next';
import {
  Button,
  EmptyState,
  ErrorState,
  Heading,
  LoadingOverlay,
  Pagination,
  Stack,
  Form,
} from '../../../design-system/index.ts';
import type { CurrencySymbolOverrides } from '../../core/format/index.ts';
import type { SlotsRound } from '../api/slotsHistory.ts';
import { DateRangeFields } from '../components/DateRangeFields.tsx';
import { SlotsFilterFields } from '../components/SlotsFilterFields.tsx';
import { SlotsRoundList } from '../components/SlotsRoundList.tsx';
import { HistoryLoading } from '../components/HistoryLoading.tsx';
import { useDateRangeDraft } from '../components/useDateRangeDraft.ts';
import { useMoney } from '../components/useMoney.ts';
import type { SlotsHistoryFilter } from '../model/slotsFilter.ts';

export type SlotsHistoryState =
  | { status: 'loading' }
  | { status: 'error'; message: string; onRetry: () => void; retrying: boolean }
  | { status: 'ready'; rows: readonly SlotsRound[]; pageCount: number; refreshing: boolean };

export interface SlotsHistoryViewProps {
  /** The filter the rows were asked with. */
  filter: SlotsHistoryFilter;
  onFilterChange: (filter: SlotsHistoryFilter) => void;
  providerName: (provider: string) => string;
  /** 1-based. */
  page: number;
  onPageChange: (page: number) => void;
  history: SlotsHistoryState;
  currency: string;
  symbols?: CurrencySymbolOverrides;
}

/** Page content of /profile/slots-bet-history: filters, then a page of casino rounds. */
export function SlotsHistoryView({
  filter,
  onFilterChange,
  providerName,
  page,
  onPageChange,
  history,
  currency,
  symbols,
}: SlotsHistoryViewProps) {
  const { t } = useTranslation('payments');
  const money = useMoney(currency, symbols);
  const { draft, setDraft, problem, submit } = useDateRangeDraft(filter, onFilterChange);

  return (
    <Stack space="large">
      <Heading level={1}>{t('slots.title')}</Heading>
      <Form onSubmit={submit}>
        <Stack space="medium">
          <DateRangeFields
            value={draft}
            onValueChange={(range) => setDraft({ ...draft, ...range })}
            problem={problem}
          />
          <SlotsFilterFields value={draft} onValueChange={setDraft} providerName={providerName} />
          <Button type="submit" variant="outline" fullWidth>
            {t('range.show')}
          </Button>
        </Stack>
      </Form>
      {history.status === 'loading' ? (
        <HistoryLoading label={t('slots.loading')} />
      ) : history.status === 'error' ? (
        <ErrorState
          title={t('slots.error')}
          description={history.message}
          onRetry={history.onRetry}
          retryLabel={t('retry')}
          retrying={history.retrying}
        />
      ) : history.rows.length === 0 ? (
        <EmptyState icon="casino" title={t('slots.empty')} description={t('slots.emptyHint')} />
      ) : (
        <Stack space="medium">
          <LoadingOverlay loading={history.refreshing} label={t('slots.loading')}>
            <SlotsRoundList rows={history.rows} providerName={providerName} format={money} />
          </LoadingOverlay>
          <Pagination
            pageCount={history.pageCount}
            page={page}
            onPageChange={onPageChange}
            label={t('pagination.label')}
            previousLabel={t('pagination.previous')}
            nextLabel={t('pagination.next')}
            pageLabel={(number) => t('pagination.page', { page: number })}
          />
        </Stack>
      )}
    </Stack>
  );
}
