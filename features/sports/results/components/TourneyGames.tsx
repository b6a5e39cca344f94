import { useTranslation } from 'react-i18next';
import {
  ErrorState,
  LoadingOverlay,
  Skeleton,
  Stack,
  Text,
} from '../../../../design-system/index.ts';
import { describeError, useErrorText } from '../../../core/errors/index.ts';
import { useResultGames } from '../api/results.ts';
import type { ResultTourney } from '../model/countries.ts';
import type { ResultDays } from '../model/resultDays.ts';
import { GameResultList } from './GameResultList.tsx';

export interface TourneyGamesProps {
  tourney: ResultTourney;
  days: ResultDays;
}

/**
 * The games of an opened tourney. It mounts when the tourney opens, so its games are asked for
 * then and not before; reopening shows them from the cache.
 */
export function TourneyGames({ tourney, days }: TourneyGamesProps) {
  const { t } = useTranslation('results');
  const errorText = useErrorText();
  const games = useResultGames(tourney.id, days);
  const { data, isValidating, mutate } = games;
  const error: unknown = games.error;

  if (error && !data) {
    return (
      <ErrorState
        titleLevel={4}
        title={t('games.error')}
        description={errorText(describeError(error, 'general'))}
        onRetry={() => void mutate()}
        retryLabel={t('retry')}
        retrying={isValidating}
      />
    );
  }
  if (!data) {
    return (
      <LoadingOverlay loading label={t('games.loading')}>
        <Stack space="small">
          <Skeleton shape="rect" />
          <Skeleton shape="rect" />
        </Stack>
      </LoadingOverlay>
    );
  }
  if (data.length === 0) return <Text tone="secondary">{t('games.empty')}</Text>;
  return <GameResultList games={data} tourneyName={tourney.name} />;
}
