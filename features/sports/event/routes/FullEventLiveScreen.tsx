import { useLocation } from 'react-router-dom';
import { useLivePolling } from '../../shared/live/useLivePolling.ts';
import { useFullEvent } from '../api/fullEvent.ts';
import { FullEventView } from '../components/FullEventView.tsx';
import { useClosedGroups } from '../components/useClosedGroups.ts';
import { eventIdFromPath } from '../model/eventPath.ts';
import { hasLeftLive, liveEventState } from '../model/eventState.ts';
import { SportsPage } from '../../shared/components/SportsPage.tsx';

/**
 * /full-event/live/{eventId}: the live event, polled by the timestamp protocol and merged. When
 * it leaves live (the poll answers 63) the final state, with each odd's result, is loaded once.
 */
export default function FullEventLiveScreen() {
  const { pathname } = useLocation();
  const eventId = eventIdFromPath(pathname);
  const live = useLivePolling(eventId ?? 0, eventId !== null);
  const polled = eventId === null ? undefined : live.state.eventsById[eventId];
  const leftLive = hasLeftLive(live.error, polled);
  const final = useFullEvent(leftLive ? eventId : null);
  const { closedGroups, onGroupOpenChange } = useClosedGroups(eventId);
  const state = liveEventState(
    eventId,
    { polled, connection: live.connection, error: live.error },
    leftLive ? { data: final.data, error: final.error as unknown } : null,
  );
  return (
    <SportsPage>
      <FullEventView
        state={state}
        mode="live"
        connection={live.connection}
        closedGroups={closedGroups}
        onGroupOpenChange={onGroupOpenChange}
        onRetry={leftLive ? () => void final.mutate() : live.retry}
      />
    </SportsPage>
  );
}
