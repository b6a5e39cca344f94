import { useTranslation } from 'react-i18next';
import {
  Box,
  Button,
  EmptyState,
  ErrorState,
  Heading,
  Inline,
  Skeleton,
  Stack,
  Text,
} from '../../../../design-system/index.ts';
import { describeError, useErrorMessage } from '../../../core/errors/index.ts';
import { ConnectionNotice } from '../../shared/components/ConnectionNotice.tsx';
import type { LiveConnection } from '../../shared/live/livePolling.ts';
import type { FullEventState } from '../model/eventState.ts';
import { BackButton } from './BackButton.tsx';
import { EventHeader, FollowLiveLink } from './EventHeader.tsx';
import { EventMarkets } from './EventMarkets.tsx';
import { LiveStats } from './LiveStats.tsx';

export interface FullEventViewProps {
  state: FullEventState;
  mode: 'line' | 'live';
  /** The live poll's connection; shown only while the page polls. */
  connection?: LiveConnection;
  closedGroups: ReadonlySet<number>;
  onGroupOpenChange: (groupId: number, open: boolean) => void;
  onRetry: () => void;
}

function Loading() {
  const { t } = useTranslation('event');
  return (
    <Stack space="medium" aria-busy="true">
      <Text as="span" size="small" tone="secondary" role="status">
        {t('loading')}
      </Text>
      <Skeleton shape="rect" size="large" />
      {[1, 2, 3].map((row) => (
        <Stack key={row} space="small">
          <Skeleton width="medium" />
          <Skeleton shape="rect" />
        </Stack>
      ))}
    </Stack>
  );
}

/**
 * The full event page, line or live: header, live statistics and every market group, or the
 * loading, not-found and error states. Pure: the screens pass what they loaded.
 */
export function FullEventView({
  state,
  mode,
  connection,
  closedGroups,
  onGroupOpenChange,
  onRetry,
}: FullEventViewProps) {
  const { t } = useTranslation('event');
  const errorMessage = useErrorMessage(
    state.kind === 'error' ? describeError(state.error, 'general') : undefined,
  );
  // A failure shows once its text is in: until then the page is still loading.
  const loading =
    state.kind === 'loading' || (state.kind === 'error' && errorMessage === undefined);
  return (
    <Stack space="medium">
      <Inline space="xsmall" alignY="center">
        <BackButton />
        {state.kind === 'event' ? null : (
          <Heading level={1}>{mode === 'live' ? t('liveTitle') : t('title')}</Heading>
        )}
      </Inline>
      {loading ? <Loading /> : null}
      {state.kind === 'notFound' ? (
        <EmptyState
          icon="search"
          title={t('notFound')}
          description={t('notFoundHint')}
          action={<Button href="/line/top-events">{t('toTopEvents')}</Button>}
        />
      ) : null}
      {state.kind === 'error' && errorMessage !== undefined ? (
        <ErrorState
          title={t('error')}
          description={errorMessage}
          onRetry={onRetry}
          retryLabel={t('retry')}
        />
      ) : null}
      {state.kind === 'event' ? (
        <>
          <EventHeader event={state.event} />
          {mode === 'line' ? <FollowLiveLink event={state.event} /> : null}
          {state.polling && connection ? <ConnectionNotice connection={connection} /> : null}
          <LiveStats stat={state.event.stat} />
          <Box>
            <EventMarkets
              event={state.event}
              closedGroups={closedGroups}
              onGroupOpenChange={onGroupOpenChange}
            />
          </Box>
        </>
      ) : null}
    </Stack>
  );
}
