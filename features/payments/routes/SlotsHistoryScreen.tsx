import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Heading, Spinner, Stack } from '../../../design-system/index.ts';
import { useBrand } from '../../core/brand/index.ts';
import { describeError, useErrorText } from '../../core/errors/index.ts';
import { useSession } from '../../core/session/index.ts';
import { specProviders, useCasinoProviders } from '../api/casinoProviders.ts';
import { useSlotsHistory } from '../api/slotsHistory.ts';
import { lastDays } from '../../core/history/index.ts';
import {
  buildSlotsHistoryQuery,
  initialSlotsFilter,
  type SlotsHistoryFilter,
} from '../model/slotsFilter.ts';
import { SlotsHistoryView, type SlotsHistoryState } from './SlotsHistoryView.tsx';

export interface SlotsHistoryScreenProps {
  /** The day the default range ends on (stories and tests fix it). @default now */
  today?: Date | string;
}

/**
 * /profile/slots-bet-history: the player's casino rounds, filtered by days, provider, result and
 * game type, a page at a time. The provider list comes from the platform, or the spec's list when
 * it cannot be had.
 */
export default function SlotsHistoryScreen({ today }: SlotsHistoryScreenProps) {
  const { t } = useTranslation('payments');
  const brand = useBrand();
  const { session } = useSession();
  const player = session.status === 'player' ? session.user : undefined;
  const providers = useCasinoProviders();
  const providerList = providers.data ?? (providers.error ? specProviders : undefined);
  const [range] = useState(() => lastDays(today ?? new Date()));
  const [chosen, setChosen] = useState<SlotsHistoryFilter>();
  const [page, setPage] = useState(1);
  const initial = useMemo(
    () =>
      providerList
        ? initialSlotsFilter(
            range,
            providerList.map((item) => item.provider),
          )
        : undefined,
    [providerList, range],
  );
  const filter = chosen ?? initial;
  const query = useMemo(
    () => (filter ? buildSlotsHistoryQuery(filter, page) : null),
    [filter, page],
  );
  const history = useSlotsHistory(player?.id, query);
  const errorText = useErrorText();
  const names = useMemo(
    () => new Map((providerList ?? []).map((item) => [item.provider, item.name])),
    [providerList],
  );

  if (!filter) {
    return (
      <Stack space="large">
        <Heading level={1}>{t('slots.title')}</Heading>
        <Box display="flex" justifyContent="center" paddingY="xlarge">
          <Spinner label={t('slots.loading')} />
        </Box>
      </Stack>
    );
  }

  const state: SlotsHistoryState = history.error
    ? {
        status: 'error',
        message: errorText(describeError(history.error, 'casino')),
        retrying: history.isValidating,
        onRetry: () => void history.mutate(),
      }
    : history.data
      ? {
          status: 'ready',
          rows: history.data.rows,
          pageCount: history.data.pageCount,
          refreshing: history.isLoading,
        }
      : { status: 'loading' };

  return (
    <SlotsHistoryView
      filter={filter}
      onFilterChange={(next) => {
        setChosen(next);
        setPage(1);
      }}
      providerName={(provider) => names.get(provider) ?? provider}
      page={page}
      onPageChange={setPage}
      history={state}
      currency={player?.currency ?? brand.currencies.default}
      symbols={brand.currencies.symbols}
    />
  );
}
