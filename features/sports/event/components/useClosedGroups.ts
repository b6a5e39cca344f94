import { useCallback, useState } from 'react';
import { setGroupOpen } from '../model/openGroups.ts';

const noneClosed: ReadonlySet<number> = new Set();

/**
 * The market groups the player closed on this event's page. Held by the page, not by the groups,
 * so polls (which replace markets) keep them closed; another event starts with all open.
 */
export function useClosedGroups(eventId: number | null) {
  const [held, setHeld] = useState({ eventId, closed: noneClosed });
  const closedGroups = held.eventId === eventId ? held.closed : noneClosed;
  const onGroupOpenChange = useCallback(
    (groupId: number, open: boolean) => {
      setHeld((current) => {
        const base = current.eventId === eventId ? current.closed : noneClosed;
        const closed = setGroupOpen(base, groupId, open);
        return closed === current.closed ? current : { eventId, closed };
      });
    },
    [eventId],
  );
  return { closedGroups, onGroupOpenChange };
}
