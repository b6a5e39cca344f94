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
import { withChangedFields } from './liveMergeValues.ts';

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

/**
 * One answer's merge, copy-on-write by hand: `eventsById` and `order` are copied once, the first
 * time the answer changes them, and every changed event, market and odd is a new object while
 * everything else keeps its identity. (immer's drafts did the same at several times the cost:
 * a proxy and a finalisation for each event, market and odd touched.)
 */
class Merge {
  eventsById: Record<number, FeedItem>;
  order: number[];
  private ownsEvents = false;
  private ownsOrder = false;

  constructor(readonly held: LiveState) {
    this.eventsById = held.eventsById;
    this.order = held.order as number[];
  }

  setEvent(id: number, event: FeedItem): void {
    if (this.eventsById[id] === event) return;
    this.writableEvents()[id] = event;
  }

  addEvent(id: number, event: FeedItem): void {
    this.writableEvents()[id] = event;
    this.writableOrder().push(id);
  }

  removeEvent(id: number): void {
    if (!(id in this.eventsById)) return;
    delete this.writableEvents()[id];
    const index = this.order.indexOf(id);
    if (index >= 0) this.writableOrder().splice(index, 1);
  }

  result(timestamp: number): LiveState {
    return { timestamp, eventsById: this.eventsById, order: this.order };
  }

  private writableEvents(): Record<number, FeedItem> {
    if (!this.ownsEvents) this.eventsById = { ...this.eventsById };
    this.ownsEvents = true;
    return this.eventsById;
  }

  private writableOrder(): number[] {
    if (!this.ownsOrder) this.order = [...this.order];
    this.ownsOrder = true;
    return this.order;
  }
}

function addEvent(merge: Merge, delta: DeltaEventAdd): void {
  const { updateStatus: _updateStatus, markets, ...fields } = delta;
  const held = merge.eventsById[delta.id];
  if (held) {
    // Resent whole (e.g. after a poll from 0): reconcile so unchanged parts keep their identity.
    const event = withChangedFields(held, withoutScheduledClock(held, fields));
    const nextMarkets = replaceMarkets(event.markets, markets);
    merge.setEvent(
      delta.id,
      nextMarkets === event.markets ? event : { ...event, markets: nextMarkets },
    );
    return;
  }
  merge.addEvent(delta.id, { ...fields, markets: markets.map(marketOf) });
}

function updateEvent(merge: Merge, delta: DeltaEventUpdate): void {
  const { id: _id, updateStatus: _updateStatus, markets, ...header } = delta;
  const held = merge.eventsById[delta.id];
  // An update carries only the live header and changed groups, too little to build an event
  // from; without the add there is nothing to merge into.
  if (!held) return;
  // Most events of a poll come with their header only, unchanged (the clock on schedule): the
  // held object comes back and nothing is copied.
  let event = withChangedFields(held, withoutScheduledClock(held, header));
  let nextMarkets = event.markets;
  for (const market of markets) nextMarkets = applyMarketDelta(nextMarkets, market);
  if (nextMarkets !== event.markets) event = { ...event, markets: nextMarkets };
  merge.setEvent(delta.id, event);
}

function applyDelta(merge: Merge, delta: DeltaEvent): void {
  if (delta.updateStatus === 1) updateEvent(merge, delta);
  else if (delta.updateStatus === 0) addEvent(merge, delta);
  else merge.removeEvent(delta.id);
}

/**
 * Applies a live poll answer. Only newer data replaces held state (spec section 4): an answer
 * whose timestamp is not newer than the held one (a late or repeated poll) returns `state`
 * itself. Everything the answer does not change keeps its object identity, and no held object
 * is ever modified: the previous state stays as it was.
 */
export function applyLiveUpdate(
  state: LiveState,
  answer: MultiLiveAnswer | SingleLiveAnswer,
): LiveState {
  if (answer.timestamp <= state.timestamp) return state;
  const merge = new Merge(state);
  for (const delta of deltasOf(answer)) applyDelta(merge, delta);
  return merge.result(answer.timestamp);
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
