import { useMemo } from 'react';
import type { FeedItem } from '../api/feedTypes.ts';
import type { SlipEvent } from './OddButton.tsx';

/** The slip's view of an event, the same object while the fields it uses stand. */
export function useSlipEvent(event: FeedItem): SlipEvent {
  const { id, team1, team2, sportId, sportName, champName, countryId, status } = event;
  return useMemo(
    () => ({
      eventId: id,
      teams: `${team1} - ${team2}`,
      sportId,
      sportName: sportName ?? '',
      tourneyName: champName ?? '',
      countryId,
      isLive: status === 1,
    }),
    [id, team1, team2, sportId, sportName, champName, countryId, status],
  );
}
