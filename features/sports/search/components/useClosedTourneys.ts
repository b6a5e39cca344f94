import { useCallback, useState } from 'react';
import { toggleAllClosed } from '../model/searchResults.ts';

const noneClosed: ReadonlySet<number> = new Set();

/** Tourneys the player closed in this search's results; a new text starts with all open. */
export function useClosedTourneys(text: string) {
  const [held, setHeld] = useState({ text, closed: noneClosed });
  const closed = held.text === text ? held.closed : noneClosed;

  const update = useCallback(
    (change: (closed: ReadonlySet<number>) => ReadonlySet<number>) =>
      setHeld((current) => ({
        text,
        closed: change(current.text === text ? current.closed : noneClosed),
      })),
    [text],
  );

  const onTourneyOpenChange = useCallback(
    (tourneyId: number, open: boolean) =>
      update((current) => {
        const next = new Set(current);
        if (open) next.delete(tourneyId);
        else next.add(tourneyId);
        return next;
      }),
    [update],
  );

  const onToggleAll = useCallback(
    (tourneyIds: readonly number[]) => update((current) => toggleAllClosed(current, tourneyIds)),
    [update],
  );

  return { closed, onTourneyOpenChange, onToggleAll };
}
