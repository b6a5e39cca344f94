import { useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { describeError, useErrorMessage } from '../../../core/errors/index.ts';
import { useLazyCount } from '../../shared/components/useLazyCount.ts';
import { LiveOddsProvider, useLiveRowEvents } from '../../shared/live/liveOdds.tsx';
import { useLiveEvents, useLivePolling } from '../../shared/live/useLivePolling.ts';
import { useMultiLiveIds } from '../components/useMultiLiveIds.ts';
import { groupLiveSports, liveSportCounts } from '../model/liveGroups.ts';
import { ALL_SPORTS, liveSportPath, parseLiveSportId } from '../model/livePath.ts';
import { multiLiveEvents } from '../model/multiLive.ts';
import { allOpen, type LiveOpenState } from '../model/openState.ts';
import { countVisibleRows } from '../model/visibleRows.ts';
import { LiveView, type LiveMode, type LiveStatus } from './LiveView.tsx';
import { SportsPage } from '../../shared/components/SportsPage.tsx';

const noClosedGroups: ReadonlySet<string> = new Set();

/**
 * /live/selectedSport/{sportId}, /live/sports and /live/sport{sportId}: every live event by the
 * delta protocol (one poll serves the list and multi-live), grouped by sport and tourney. What the
 * player opened, closed and follows is held here by id, apart from the data, so polls never reset
 * it.
 */
export default function LiveScreen() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const sportId = parseLiveSportId(pathname);
  const { state, connection, error, retry } = useLivePolling(ALL_SPORTS);
  // A poll that moves only prices keeps these events: the odds buttons take them from `odds`.
  const { events, store: odds } = useLiveRowEvents(useLiveEvents(state));
  const [mode, setMode] = useState<LiveMode>('events');
  const [open, setOpen] = useState<LiveOpenState>(allOpen);
  const [closedGroups, setClosedGroups] = useState(noClosedGroups);
  const multiLive = useMultiLiveIds();

  const sportCounts = useMemo(() => liveSportCounts(events), [events]);
  const sports = useMemo(() => groupLiveSports(events, sportId), [events, sportId]);
  const rows = countVisibleRows(sports, open);
  const { count, sentinelRef } = useLazyCount(rows);
  const followed = useMemo(
    () => multiLiveEvents(multiLive.ids, state.eventsById),
    [multiLive.ids, state.eventsById],
  );

  const failed = state.timestamp === 0 && connection === 'failed';
  const errorMessage = useErrorMessage(failed ? describeError(error, 'general') : undefined);
  // A failure shows once its text is in: until then the list is still loading.
  const status: LiveStatus =
    state.timestamp > 0 ? 'ready' : errorMessage !== undefined ? 'failed' : 'loading';

  return (
    <SportsPage>
      <LiveOddsProvider store={odds}>
        <LiveView
          status={status}
          connection={connection}
          errorMessage={errorMessage}
          onRetry={retry}
          sportCounts={sportCounts}
          sportId={sportId}
          onSportChange={(id) => void navigate(liveSportPath(id))}
          mode={mode}
          onModeChange={setMode}
          list={{
            sports,
            open,
            onOpenChange: setOpen,
            multiLiveIds: multiLive.ids,
            onToggleMultiLive: multiLive.toggle,
            rowLimit: count,
            hasMore: count < rows,
            sentinelRef,
          }}
          multiLive={{
            events: followed,
            closedGroups,
            onClosedGroupsChange: setClosedGroups,
            onRemove: multiLive.remove,
          }}
        />
      </LiveOddsProvider>
    </SportsPage>
  );
}
