import {
  createContext,
  useCallback,
  useContext,
  useLayoutEffect,
  useReducer,
  useRef,
  useState,
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

/**
 * The odd a button shows: inside a live list (`LiveOddsProvider`) the store's latest, else `odd`
 * itself. Inside a live list a moved price does not render the button: the store's listener hands
 * it to `show` (the caller writes it straight into the button's DOM, as the shared clock writes its
 * text), and the button renders only when `show` cannot (it returns false: the odd became blocked
 * or open again, which changes markup). Any render reads the store too, so what React renders and
 * what `show` wrote never disagree. Also returns a stable getter of the odd the button shows now
 * (for a tap: the slip takes the price the player saw).
 */
export function useLiveOdd(odd: Odd, show: (next: Odd) => boolean): [Odd, () => Odd] {
  const store = useContext(LiveOddsContext);
  const [, render] = useReducer((count: number) => count + 1, 0);
  const { id } = odd;
  const latest = store?.get(id) ?? odd;
  const shown = useRef(latest);
  const showLatest = useRef(show);
  useLayoutEffect(() => {
    shown.current = latest;
    showLatest.current = show;
  });
  useLayoutEffect(() => {
    if (!store) return undefined;
    const update = () => {
      const next = store.get(id);
      if (next === undefined || next === shown.current) return;
      if (showLatest.current(next)) shown.current = next;
      else render();
    };
    // A price that moved between the render and this subscription.
    update();
    return store.subscribe(id, update);
  }, [store, id]);
  const current = useCallback(() => shown.current, []);
  return [latest, current];
}
