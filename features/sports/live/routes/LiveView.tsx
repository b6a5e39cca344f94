import { useTranslation } from 'react-i18next';
import {
  Box,
  Button,
  EmptyState,
  ErrorState,
  Heading,
  LoadingOverlay,
  Skeleton,
  Stack,
  Tabs,
} from '../../../../design-system/index.ts';
import { ConnectionNotice } from '../../shared/components/ConnectionNotice.tsx';
import type { LiveConnection } from '../../shared/live/livePolling.ts';
import { LiveSportsList, type LiveSportsListProps } from '../components/LiveSportsList.tsx';
import { LiveSportTabs } from '../components/LiveSportTabs.tsx';
import { MultiLiveList, type MultiLiveListProps } from '../components/MultiLiveList.tsx';
import type { LiveSportCount } from '../model/liveGroups.ts';
import { ALL_SPORTS, liveSportPath } from '../model/livePath.ts';

/** Nothing held yet, nothing could be loaded, or live data on screen (possibly being refreshed). */
export type LiveStatus = 'loading' | 'failed' | 'ready';

/** The list of live events, or the followed events side by side. */
export type LiveMode = 'events' | 'multiLive';

export interface LiveViewProps {
  status: LiveStatus;
  connection: LiveConnection;
  /** Why nothing could be loaded (status 'failed'), in the player's language. */
  errorMessage?: string;
  onRetry: () => void;
  /** Sports with live events and their counts (the tabs). */
  sportCounts: readonly LiveSportCount[];
  sportId: number;
  onSportChange: (sportId: number) => void;
  mode: LiveMode;
  onModeChange: (mode: LiveMode) => void;
  list: Omit<LiveSportsListProps, 'Row'> & {
    /** More rows wait below: the sentinel asks for them when it scrolls into view. */
    hasMore: boolean;
    sentinelRef?: (element: HTMLElement | null) => void;
  };
  multiLive: MultiLiveListProps;
}

/** /live/…: live events by sport, tourney and event, and multi-live. */
export function LiveView(props: LiveViewProps) {
  const { t } = useTranslation('live');
  return (
    <Stack space="medium">
      <Heading level={1}>{t('title')}</Heading>
      <ConnectionNotice connection={props.connection} />
      <LiveContent {...props} />
    </Stack>
  );
}

function LiveContent({
  status,
  errorMessage,
  onRetry,
  sportCounts,
  sportId,
  onSportChange,
  mode,
  onModeChange,
  list,
  multiLive,
}: LiveViewProps) {
  const { t } = useTranslation('live');
  if (status === 'loading') {
    return (
      <LoadingOverlay loading label={t('loading')}>
        <Stack space="small">
          {[0, 1, 2, 3].map((index) => (
            <Skeleton key={index} shape="rect" size="large" />
          ))}
        </Stack>
      </LoadingOverlay>
    );
  }
  if (status === 'failed') {
    return (
      <ErrorState
        title={t('error')}
        description={errorMessage}
        onRetry={onRetry}
        retryLabel={t('retry')}
      />
    );
  }
  const total = sportCounts.reduce((sum, sport) => sum + sport.count, 0);
  if (total === 0) {
    return <EmptyState icon="clock" title={t('empty')} description={t('emptyHint')} />;
  }
  const { hasMore, sentinelRef, ...listProps } = list;
  return (
    <Tabs.Root value={mode} onValueChange={(value) => onModeChange(value as LiveMode)}>
      <Tabs.List aria-label={t('modes.label')} fullWidth>
        <Tabs.Trigger value="events">{t('modes.events', { count: total })}</Tabs.Trigger>
        <Tabs.Trigger value="multiLive">
          {t('modes.multiLive', { count: multiLive.events.length })}
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="events">
        <LiveSportTabs
          sports={sportCounts}
          sportId={sportId}
          onSportChange={onSportChange}
          noEvents={
            <EmptyState
              icon="clock"
              title={t('emptySport')}
              action={<Button href={liveSportPath(ALL_SPORTS)}>{t('showAll')}</Button>}
            />
          }
        >
          <LiveSportsList {...listProps} />
          {hasMore ? <Box ref={sentinelRef} paddingY="large" /> : null}
        </LiveSportTabs>
      </Tabs.Content>
      <Tabs.Content value="multiLive">
        <MultiLiveList {...multiLive} />
      </Tabs.Content>
    </Tabs.Root>
  );
}
