import type { Random } from '../../../random.ts';
import { oddId } from '../model/markets.ts';
import { displayOf } from './display.ts';
import { advance } from './engine.ts';
import type { EventStore, OddRow, SimEvent } from './eventStore.ts';
import { plannedOdds } from './plan.ts';
import { openingRates, reprice, settlement, type OddChange } from './prices.ts';

const minute = 60_000;
/** A goal (or a won set) stops betting on the event for this long. */
export const stopAfterScoreMs = 10_000;

/**
 * Writes a new event with all its odds. Pre-match, about 3 % of odds start suspended (for ten
 * minutes to six hours); live, decided outcomes are blocked at once; finished, odds are settled.
 */
export function insertEvent(
  store: EventStore,
  event: SimEvent,
  nowMs: number,
  stamp: number,
  random: Random,
): void {
  const planned = plannedOdds(event.model);
  const rates = openingRates(event, planned);
  const rows: OddRow[] = planned.map((odd, index) => ({
    id: oddId(event.id, odd.groupId, odd.type, odd.size),
    group_id: odd.groupId,
    type: odd.type,
    size: odd.size,
    rate: rates[index] ?? 2,
    blocked: 0,
    result: null,
    updated_at_ms: stamp,
  }));
  if (event.status === 0) {
    for (const row of rows) {
      if (random.chance(0.03)) {
        event.state.suspended[row.id] = nowMs + random.int(10, 360) * minute;
      }
    }
  }
  if (event.status !== 0) event.display = displayOf(event.state, nowMs);
  const changes = event.status === 2 ? settlement(event, rows) : reprice(event, rows, nowMs, stamp);
  const changed = new Map(changes.map((change) => [change.id, change]));
  event.updatedAtMs = stamp;
  store.insert(event, stamp);
  rows.forEach((row) => {
    const change = changed.get(row.id);
    store.insertOdd({
      id: row.id,
      eventId: event.id,
      groupId: row.group_id,
      type: row.type,
      size: row.size,
      rate: change?.rate ?? row.rate,
      blocked: change?.blocked ?? row.blocked,
      result: change?.result ?? null,
      stamp,
    });
  });
}

function applyChanges(store: EventStore, changes: readonly OddChange[], stamp: number): void {
  for (const change of changes) store.updateOdd({ ...change, stamp });
}

function expireSuspensions(event: SimEvent, nowMs: number): void {
  for (const [id, until] of Object.entries(event.state.suspended)) {
    if (until <= nowMs) delete event.state.suspended[id];
  }
}

/** The market's opinion wanders a little, so prices drift even when nothing happens. */
function driftTilt(event: SimEvent, random: Random, chance: number): void {
  if (!random.chance(chance)) return;
  const tilt = event.model.tilt + (random.next() - 0.5) * 0.06;
  event.model.tilt = Math.round(Math.max(-0.15, Math.min(0.15, tilt)) * 10000) / 10000;
}

/**
 * One tick of a live event: play the game forward to the clock, stop betting briefly after a
 * goal, now and then suspend an odd, reprice; at full time settle every odd and finish.
 * Returns true when the event finished.
 */
export function progressLive(
  store: EventStore,
  event: SimEvent,
  odds: readonly OddRow[],
  nowMs: number,
  stamp: number,
  random: Random,
): boolean {
  const stopping = advance(event.model, event.state, nowMs - event.startsAtMs, random);
  if (stopping) event.state.stoppedUntilMs = nowMs + stopAfterScoreMs;
  expireSuspensions(event, nowMs);
  driftTilt(event, random, 0.2);
  const open = odds.filter((odd) => event.closedGroups[odd.group_id] === undefined);
  if (open.length > 0 && random.chance(0.05)) {
    event.state.suspended[random.pick(open).id] = nowMs + random.int(15, 45) * 1000;
  }
  event.display = displayOf(event.state, nowMs);
  const finished = event.state.finished;
  if (finished) {
    event.status = 2;
    event.stopped = 0;
    event.finishedAtMs = stamp;
    event.state.suspended = {};
  } else {
    event.stopped = event.state.stoppedUntilMs > nowMs ? 1 : 0;
  }
  applyChanges(
    store,
    finished ? settlement(event, odds) : reprice(event, odds, nowMs, stamp),
    stamp,
  );
  store.save(event, stamp);
  return finished;
}

/** Pre-match drift of one line event: opinion, suspensions that end or begin, prices. */
export function driftLine(
  store: EventStore,
  event: SimEvent,
  nowMs: number,
  stamp: number,
  random: Random,
): void {
  const odds = store.odds(event.id);
  expireSuspensions(event, nowMs);
  driftTilt(event, random, 1);
  if (odds.length > 0 && random.chance(0.1)) {
    event.state.suspended[random.pick(odds).id] = nowMs + random.int(5, 30) * minute;
  }
  const changes = reprice(event, odds, nowMs, stamp);
  applyChanges(store, changes, stamp);
  store.save(event, changes.length > 0 ? stamp : event.updatedAtMs);
}
