import { useCallback, useMemo, useState } from 'react';
import { setTourneyOpen, toggleAllClosed } from '../model/openTourneys.ts';

export interface TourneyToggles {
  isOpen: (tourneyId: number) => boolean;
  setOpen: (tourneyId: number, open: boolean) => void;
  /** Spec: closes everything if anything is open, else opens everything. */
  toggleAll: () => void;
  anyOpen: boolean;
}

/** Open and closed tourneys of a list; every tourney starts open. */
export function useTourneyToggles(tourneyIds: readonly number[]): TourneyToggles {
  const [closed, setClosed] = useState<ReadonlySet<number>>(() => new Set());
  const setOpen = useCallback(
    (tourneyId: number, open: boolean) =>
      setClosed((current) => setTourneyOpen(current, tourneyId, open)),
    [],
  );
  const toggleAll = useCallback(
    () => setClosed((current) => toggleAllClosed(tourneyIds, current)),
    [tourneyIds],
  );
  return useMemo(
    () => ({
      isOpen: (tourneyId: number) => !closed.has(tourneyId),
      setOpen,
      toggleAll,
      anyOpen: tourneyIds.some((id) => !closed.has(id)),
    }),
    [closed, setOpen, toggleAll, tourneyIds],
  );
}
