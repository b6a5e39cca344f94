import { useLocation } from 'react-router-dom';
import { useFullEvent } from '../api/fullEvent.ts';
import { FullEventView } from '../components/FullEventView.tsx';
import { useClosedGroups } from '../components/useClosedGroups.ts';
import { eventIdFromPath } from '../model/eventPath.ts';
import { loadedEventState } from '../model/eventState.ts';
import { SportsPage } from '../../shared/components/SportsPage.tsx';

/** /full-event/line/{eventId}: the pre-match event with every market group and line. */
export default function FullEventLineScreen() {
  const { pathname } = useLocation();
  const eventId = eventIdFromPath(pathname);
  const query = useFullEvent(eventId);
  const { closedGroups, onGroupOpenChange } = useClosedGroups(eventId);
  const state = loadedEventState(eventId, { data: query.data, error: query.error as unknown });
  return (
    <SportsPage>
      <FullEventView
        state={state}
        mode="line"
        closedGroups={closedGroups}
        onGroupOpenChange={onGroupOpenChange}
        onRetry={() => void query.mutate()}
      />
    </SportsPage>
  );
}
