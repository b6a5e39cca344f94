import {
  createContext,
  useCallback,
  useContext,
  useLayoutEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import type { FeedItem, Odd } from '../api/feedTypes.ts';
import {
  createLiveOddsStore,
  keepRowEvents,
  noRowEvents,
  type LiveOddsStore,
} from './liveOddsStore.ts';

const LiveOddsContext = createContext<LiveOddsStore | null>(null);

export function LiveOddsProvider({
  store,
  children,
}: {
  store: LiveOddsStore;
  children: ReactNode;
}) {
  return <LiveOddsContext.Provider value={store}>{children}</LiveOddsContext.Provider>;
}

/**
 * The live events for a list's rows, and the store its odds buttons read prices from (give it to
 * `LiveOddsProvider` around the list). A poll that only moves prices keeps the rows' events, so
 * the list and the rows do not render; the store then tells the moved odds' buttons, in the same
 * task (a layout effect), before the browser paints.
 */
export function useLiveRowEvents(events: readonly FeedItem[]): {
  events: readonly FeedItem[];
  store: LiveOddsStore;
} {
  const [store] = useState(createLiveOddsStore);
  // What the rows were last given, and for which events (React's "state from the previous
  // render" pattern: a new `events` is compared with it while rendering).
  const [held, setHeld] = useState(() => ({ events, rows: keepRowEvents(noRowEvents, events) }));
  let { rows } = held;
  if (held.events !== events) {
    rows = keepRowEvents(held.rows, events);
    setHeld({ events, rows });
  }
  useLayoutEffect(() => {
    store.publish(events);
  }, [events, store]);
  return { events: rows.shown, store };
}

const noSubscription = () => () => {};

/**
 * The latest version of `odd` inside a live list (`LiveOddsProvider`); elsewhere `odd` itself.
 * The button renders when its own odd moves, not when its row or list does.
 */
export function useLiveOdd(odd: Odd): Odd {
  const store = useContext(LiveOddsContext);
  const { id } = odd;
  const subscribe = useCallback(
    (listener: () => void) => store?.subscribe(id, listener) ?? noSubscription(),
    [store, id],
  );
  const latest = () => store?.get(id) ?? odd;
  return useSyncExternalStore(subscribe, latest, latest);
}
