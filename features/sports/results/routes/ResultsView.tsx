import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Box,
  EmptyState,
  ErrorState,
  Heading,
  LoadingOverlay,
  Skeleton,
  Stack,
} from '../../../../design-system/index.ts';
import type { ResultSport } from '../api/results.ts';
import { CountryResultsList } from '../components/CountryResultsList.tsx';
import { ResultsRangeForm } from '../components/ResultsRangeForm.tsx';
import { SportTabs } from '../components/SportTabs.tsx';
import { groupByCountry, type ResultTourney } from '../model/countries.ts';
import type { DayRange } from '../model/resultDays.ts';
import type { Loadable } from '../../shared/api/loadable.ts';

/** A list on its way, failed (with a translated reason and a retry), or here. */
export interface ResultsViewProps {
  range: DayRange;
  onRangeChange: (range: DayRange) => void;
  /** The last day the pickers offer. */
  today: string;
  sports: Loadable<readonly ResultSport[]>;
  /** The chosen sport (0 = all). */
  sportId: number;
  onSportChange: (sportId: number) => void;
  tourneys: Loadable<readonly ResultTourney[]>;
  /** A tourney's games, rendered when it is opened. */
  renderGames: (tourney: ResultTourney) => ReactNode;
}

/** /Results: a range of days, sports with results, tourneys by country, each tourney's games. */
export function ResultsView({
  range,
  onRangeChange,
  today,
  sports,
  sportId,
  onSportChange,
  tourneys,
  renderGames,
}: ResultsViewProps) {
  const { t } = useTranslation('results');
  return (
    <Box paddingX="gutter" paddingY="large">
      <Stack space="large">
        <Heading level={1}>{t('title')}</Heading>
        <ResultsRangeForm range={range} onRangeChange={onRangeChange} today={today} />
        {sports.status === 'loading' ? (
          <Placeholder rows={2} />
        ) : sports.status === 'error' ? (
          <Failure state={sports} />
        ) : sports.data.length === 0 ? (
          <NoResults />
        ) : (
          <SportTabs sports={sports.data} sportId={sportId} onSportChange={onSportChange}>
            <Tourneys state={tourneys} renderGames={renderGames} />
          </SportTabs>
        )}
      </Stack>
    </Box>
  );
}

function Tourneys({
  state,
  renderGames,
}: {
  state: Loadable<readonly ResultTourney[]>;
  renderGames: (tourney: ResultTourney) => ReactNode;
}) {
  if (state.status === 'loading') return <Placeholder rows={4} />;
  if (state.status === 'error') return <Failure state={state} />;
  if (state.data.length === 0) return <NoResults />;
  return <CountryResultsList countries={groupByCountry(state.data)} renderGames={renderGames} />;
}

function Placeholder({ rows }: { rows: number }) {
  const { t } = useTranslation('results');
  return (
    <LoadingOverlay loading label={t('loading')}>
      <Stack space="small">
        {Array.from({ length: rows }, (_, index) => (
          <Skeleton key={index} shape="rect" />
        ))}
      </Stack>
    </LoadingOverlay>
  );
}

function Failure({ state }: { state: Extract<Loadable<unknown>, { status: 'error' }> }) {
  const { t } = useTranslation('results');
  return (
    <ErrorState
      title={t('error')}
      description={state.message}
      onRetry={state.onRetry}
      retryLabel={t('retry')}
      retrying={state.retrying}
    />
  );
}

function NoResults() {
  const { t } = useTranslation('results');
  return <EmptyState icon="calendar" title={t('empty')} description={t('emptyHint')} />;
}
