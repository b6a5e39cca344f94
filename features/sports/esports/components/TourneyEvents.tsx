import { useTranslation } from 'react-i18next';
import {
  Box,
  ErrorState,
  LoadingOverlay,
  Skeleton,
  Stack,
  Text,
} from '../../../../design-system/index.ts';
import type { FeedItem } from '../../shared/api/feedTypes.ts';
import { EsportsEventRow } from './EsportsEventRow.tsx';

export interface TourneyEventsProps {
  events: readonly FeedItem[] | undefined;
  /** The translated reason the events could not be loaded. */
  errorMessage: string | undefined;
  onRetry: () => void;
  retrying: boolean;
}

/** The body of an open tourney: its events, or while they (re)load a placeholder, or the failure. */
export function TourneyEvents({ events, errorMessage, onRetry, retrying }: TourneyEventsProps) {
  const { t } = useTranslation('esports');
  if (errorMessage !== undefined && events === undefined) {
    return (
      <ErrorState
        titleLevel={4}
        title={t('tourney.error')}
        description={errorMessage}
        onRetry={onRetry}
        retryLabel={t('retry')}
        retrying={retrying}
      />
    );
  }
  if (events === undefined) {
    return (
      <LoadingOverlay loading label={t('tourney.loading')}>
        <Stack space="small">
          <Skeleton shape="rect" />
          <Skeleton shape="rect" />
        </Stack>
      </LoadingOverlay>
    );
  }
  if (events.length === 0) {
    return (
      <Box padding="medium">
        <Text tone="secondary">{t('tourney.empty')}</Text>
      </Box>
    );
  }
  return (
    <div>
      {events.map((event) => (
        <EsportsEventRow key={event.id} event={event} />
      ))}
    </div>
  );
}
