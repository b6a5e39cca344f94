import { useCallback, useEffect, useState } from 'react';
import { parseMultiLiveIds, removeMultiLive, toggleMultiLive } from '../model/multiLive.ts';

/** Where the followed events are remembered for the visit (the tab's session). */
export const MULTI_LIVE_STORAGE_KEY = 'sports.live.multiLive';

function readStored(): readonly number[] {
  try {
    return parseMultiLiveIds(window.sessionStorage.getItem(MULTI_LIVE_STORAGE_KEY));
  } catch {
    // Storage can be off (private modes, embedded frames): multi-live then lasts for the page.
    return [];
  }
}

function store(ids: readonly number[]): void {
  try {
    window.sessionStorage.setItem(MULTI_LIVE_STORAGE_KEY, JSON.stringify(ids));
  } catch {
    // See readStored: nothing to remember with.
  }
}

/**
 * The events followed in multi-live, remembered in sessionStorage for the visit. The callbacks
 * are stable, so the memoised rows that receive them do not re-render.
 */
export function useMultiLiveIds() {
  const [ids, setIds] = useState(readStored);

  // Storage is outside React: keeping it in step with the state is what an effect is for.
  useEffect(() => store(ids), [ids]);

  const toggle = useCallback(
    (eventId: number) => setIds((current) => toggleMultiLive(current, eventId)),
    [],
  );
  const remove = useCallback(
    (eventId: number) => setIds((current) => removeMultiLive(current, eventId)),
    [],
  );
  return { ids, toggle, remove };
}
