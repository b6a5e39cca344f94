import { produce, type Draft } from 'immer';
import type {
  DeltaEvent,
  FeedClock,
  DeltaEventAdd,
  DeltaEventUpdate,
  FeedItem,
  MultiLiveAnswer,
  SingleLiveAnswer,
} from '../api/feedTypes.ts';
import { clockOnSchedule } from './liveClock.ts';
import { applyMarketDelta, marketOf, replaceMarkets } from './liveMergeMarkets.ts';
import { hasChangedFields, mergeChangedFields } from './liveMergeValues.ts';

/**
 * Held live data. Events sit in a record keyed by id, so a poll touches only the events it names,
 * and in `order`, so lists keep a stable arrival order without re-sorting every poll.
 */
export interface LiveState {
  /** The server timestamp of the last answer applied; sent back on the next poll (0 = none yet). */
  readonly timestamp: number;
  readonly eventsById: Readonly<Record<number, FeedItem>>;
  readonly order: readonly number[];
}

export const emptyLiveState: LiveState = { timestamp: 0, eventsById: {}, order: [] };

/** Whether an odd's rate went up or down since the previous state (the spec's coefficient status). */
export type OddDirection = 'increase' | 'reduced';

function deltasOf(answer: MultiLiveAnswer | SingleLiveAnswer): readonly DeltaEvent[] {
  if ('events' in answer) return answer.events;
  return answer.event ? [answer.event] : [];
}

/**
 * The header without its clock when the clock only ran on as the held base says: the app runs
 * the clock itself (LiveClock), so such a poll leaves the held event, and its row, untouched.
 */
function withoutScheduledClock<T extends { time?: string | null; clock?: FeedClock | null }>(
  held: FeedItem,
  fields: T,
): Omit<T, 'time' | 'clock'> | T {
  if (!clockOnSchedule(held.clock, fields.clock)) return fields;
  const { time: _time, clock: _clock, ...rest } = fields;
  return rest;
}

function addEvent(draft: Draft<LiveState>, delta: DeltaEventAdd): void {
  const { updateStatus: _updateStatus, markets, ...fields } = delta;
  const held = draft.eventsById[delta.id];
  if (held) {
    // Resent whole (e.g. after a poll from 0): reconcile so unchanged parts keep their identity.
    mergeChangedFields(held, withoutScheduledClock(held, fields));
    replaceMarkets(held, markets);
    return;
  }
  draft.eventsById[delta.id] = { ...fields, markets: markets.map(marketOf) };
  draft.order.push(delta.id);
}

/** What one answer's merge works on: the draft, and the held events it has not touched yet. */
interface Merge {
  draft: Draft<LiveState>;
  /** Events as held before this answer, while no earlier delta of the answer touched them. */
  untouched: Readonly<Record<number, FeedItem>>;
  touched: Set<number>;
}

function updateEvent({ draft, untouched, touched }: Merge, delta: DeltaEventUpdate): void {
  const { id: _id, updateStatus: _updateStatus, markets, ...header } = delta;
  // Most events of a poll come with their header only, unchanged (the clock on schedule): read
  // the held object itself, because a draft of each would cost a proxy and a finalisation.
  const before = touched.has(delta.id) ? undefined : untouched[delta.id];
  if (
    before &&
    markets.length === 0 &&
    !hasChangedFields(before, withoutScheduledClock(before, header))
  ) {
    return;
  }
  const held = draft.eventsById[delta.id];
  // An update carries only the live header and changed groups, too little to build an event
  // from; without the add there is nothing to merge into.
  if (!held) return;
  touched.add(delta.id);
  mergeChangedFields(held, withoutScheduledClock(held, header));
  for (const market of markets) applyMarketDelta(held, market);
}

function removeEvent(draft: Draft<LiveState>, id: number): void {
  if (!(id in draft.eventsById)) return;
  delete draft.eventsById[id];
  const index = draft.order.indexOf(id);
  if (index >= 0) draft.order.splice(index, 1);
}

function applyDelta(merge: Merge, delta: DeltaEvent): void {
  if (delta.updateStatus === 1) {
    updateEvent(merge, delta);
    return;
  }
  merge.touched.add(delta.id);
  if (delta.updateStatus === 0) addEvent(merge.draft, delta);
  else removeEvent(merge.draft, delta.id);
}

/**
 * Applies a live poll answer. Only newer data replaces held state (spec section 4): an answer
 * whose timestamp is not newer than the held one (a late or repeated poll) returns `state`
 * itself. Everything the answer does not change keeps its object identity.
 */
export function applyLiveUpdate(
  state: LiveState,
  answer: MultiLiveAnswer | SingleLiveAnswer,
): LiveState {
  if (answer.timestamp <= state.timestamp) return state;
  return produce(state, (draft) => {
    draft.timestamp = answer.timestamp;
    const merge: Merge = { draft, untouched: state.eventsById, touched: new Set() };
    for (const delta of deltasOf(answer)) applyDelta(merge, delta);
  });
}

/** The odds of one event whose rate changed between two versions of it, with the direction. */
export function changedOddsOfEvent(
  previous: FeedItem,
  next: FeedItem,
  into: Map<string, OddDirection> = new Map(),
): Map<string, OddDirection> {
  // Identity checks first: structural sharing makes untouched events and markets the same object.
  if (previous === next || previous.markets === next.markets) return into;
  for (const market of next.markets) {
    const before = previous.markets.find((candidate) => candidate.groupId === market.groupId);
    if (!before || before === market) continue;
    for (const odd of market.odds) {
      const old = before.odds.find((candidate) => candidate.id === odd.id);
      if (!old || old.c === odd.c) continue;
      into.set(odd.id, odd.c > old.c ? 'increase' : 'reduced');
    }
  }
  return into;
}

/**
 * Odd ids whose rate changed from `previous` to `next`, so rows can flash up or down. New odds,
 * new events and removed ones are not changes of rate and are left out.
 */
export function changedOddIds(
  previous: LiveState,
  next: LiveState,
): ReadonlyMap<string, OddDirection> {
  const changes = new Map<string, OddDirection>();
  if (previous === next || previous.eventsById === next.eventsById) return changes;
  for (const id of next.order) {
    const before = previous.eventsById[id];
    const after = next.eventsById[id];
    if (before && after) changedOddsOfEvent(before, after, changes);
  }
  return changes;
}
