import { describeError, useErrorText } from '../../../core/errors/index.ts';
import { useTourneyEvents } from '../api/esportsApi.ts';
import {
  isTourneyLoading,
  isTourneyOpen,
  tourneyKey,
  wantsEvents,
  type EsportsAction,
  type TourneyStatus,
} from '../model/esportsState.ts';
import type { GameTourney } from '../model/games.ts';
import { TourneyEvents } from './TourneyEvents.tsx';
import { TourneySection } from './TourneySection.tsx';

export interface EsportsTourneyProps {
  gameId: number;
  tourney: GameTourney;
  status: TourneyStatus | undefined;
  dispatch: (action: EsportsAction) => void;
}

/**
 * A tourney with its events: they are asked for on its first opening, and it opens once they
 * are in (spec section 4). Reopened, it shows them from the cache at once.
 */
export function EsportsTourney({ gameId, tourney, status, dispatch }: EsportsTourneyProps) {
  const errorText = useErrorText();
  const events = useTourneyEvents(gameId, tourney.id, wantsEvents(status));
  const { data, isValidating, mutate } = events;
  const error: unknown = events.error;
  const settled = data !== undefined || error !== undefined;
  const open = isTourneyOpen(status, settled);

  const onTap = () => {
    // Reopening after a failure tries again rather than showing the old failure.
    if (!open && error !== undefined) void mutate();
    dispatch({
      type: 'tapTourney',
      key: tourneyKey(gameId, tourney.id),
      eventsLoaded: data !== undefined,
    });
  };

  return (
    <TourneySection
      tourney={tourney}
      open={open}
      loading={isTourneyLoading(status, settled)}
      onTap={onTap}
    >
      <TourneyEvents
        events={data}
        errorMessage={error === undefined ? undefined : errorText(describeError(error, 'general'))}
        onRetry={() => void mutate()}
        retrying={isValidating}
      />
    </TourneySection>
  );
}
