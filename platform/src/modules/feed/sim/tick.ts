import type { PlatformContext } from '../../../context.ts';
import type { Random } from '../../../random.ts';
import { runAtOnce, runInSlices, type TickSteps } from '../../../ticks.ts';
import { feedRuntime, markChanged } from '../runtime.ts';
import { advancePools } from '../toto/pools.ts';
import { advance } from './engine.ts';
import type { EventStore } from './eventStore.ts';
import { freshEvent } from './generate.ts';
import { driftLine, insertEvent, progressLive } from './lifecycle.ts';
import { variants } from './variants.ts';

const minute = 60_000;
const hour = 60 * minute;

/** The simulator keeps about this many events in the line and in live. */
export const lineTarget = 200;
export const liveTarget = 30;
/** Line events whose prices drift per tick. */
const driftingPerTick = 4;

export interface TickReport {
  stamp: number;
  started: number[];
  finished: number[];
  created: number[];
}

/** Kick-offs on the quarter hour, as real fixtures. */
const quarterHour = 15 * minute;
export const kickOff = (ms: number) => Math.ceil(ms / quarterHour) * quarterHour;

/** A pre-match start within the line window: 30 minutes to 3 days ahead. */
export function lineStart(random: Random, nowMs: number, fromMs = 30 * minute, toMs = 72 * hour) {
  return kickOff(nowMs + fromMs + random.next() * (toMs - fromMs));
}

/** How long ago a live event picked up mid-match started (within its first stretch). */
export function joinedLiveAgoMs(random: Random, variant: keyof typeof variants): number {
  const config = variants[variant];
  const stretch = config.engine === 'sets' ? 20 * config.stepMs : 0.8 * config.durationMs;
  // Whole seconds, so start times read like real ones.
  return Math.max(minute, Math.floor((random.next() * stretch) / 1000) * 1000);
}

/** New events: line ones to keep ~200, live ones (picked up mid-match) to keep ~30. */
export function topUp(store: EventStore, nowMs: number, stamp: number, random: Random): number[] {
  const steps = topUpSteps(store, nowMs, stamp, random);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** topUp one new event per step. */
function* topUpSteps(
  store: EventStore,
  nowMs: number,
  stamp: number,
  random: Random,
): TickSteps<number[]> {
  const counts = store.counts();
  const created: number[] = [];
  for (let index = counts.live; index < liveTarget; index++) {
    const event = freshEvent(store, random, nowMs);
    event.startsAtMs = nowMs - joinedLiveAgoMs(random, event.model.variant);
    event.status = 1;
    event.liveAtMs = stamp;
    // Picked up mid-match: play the part already gone before it is first written.
    advance(event.model, event.state, nowMs - event.startsAtMs, random);
    if (event.state.finished) {
      event.status = 2;
      event.finishedAtMs = stamp;
    }
    insertEvent(store, event, nowMs, stamp, random);
    created.push(event.id);
    yield;
  }
  for (let index = counts.line; index < lineTarget; index++) {
    const event = freshEvent(store, random, lineStart(random, nowMs));
    insertEvent(store, event, nowMs, stamp, random);
    created.push(event.id);
    yield;
  }
  return created;
}

/**
 * One step of the feed simulator (start() runs it every 3 s; tests call it directly):
 * pre-match events whose start passed go live; live events play forward to the clock, score,
 * update statistics, drift and sometimes suspend odds, and at full time finish with every odd
 * settled; a few line events drift; new events keep the line and live lists full; toto pools
 * close, settle and reopen. Deterministic for a seed and a clock. All in one transaction.
 */
export function tick(context: PlatformContext): TickReport {
  return runAtOnce(context.database, tickSteps(context));
}

/**
 * The same tick a few milliseconds at a time (`runInSlices`), as the server runs it: the tick
 * takes 7–15 ms at once, longer on a busy core, and every request waited for all of it.
 */
export function tickInSlices(
  context: PlatformContext,
  signal?: AbortSignal,
): TickReport | Promise<TickReport> {
  return runInSlices(context.database, tickSteps(context), { signal, module: 'feed' });
}

/**
 * The tick's units of work: each live event, each drifting line event, each new event and the
 * toto pools are one step, written whole (an event and its odds move together). Answers cached
 * for the old feed version are dropped once the last step is done (or one failed), so a poll
 * between slices is never kept past the tick. Without `pools`, the toto pools are left to the
 * caller (`advancePools`): the tick thread leaves them to the platform's connection, since
 * settling pays players, whose balance answers that connection's triggers keep (decision 026).
 */
export function* tickSteps(
  context: PlatformContext,
  options: { pools?: boolean } = {},
): TickSteps<TickReport> {
  const runtime = feedRuntime(context);
  const { store } = runtime;
  const nowMs = context.clock.nowMs();
  // Strictly increasing even on a stopped clock, so "changed since" never misses a tick.
  const stamp = Math.max(nowMs, runtime.version + 1);
  const random = context.random.fork(`feed:tick:${stamp}`);
  const report: TickReport = { stamp, started: [], finished: [], created: [] };
  try {
    const live = store.live();
    const due = store.due(new Date(nowMs).toISOString());
    for (const event of due) {
      event.status = 1;
      event.liveAtMs = stamp;
      report.started.push(event.id);
    }
    yield;
    // Each event reads its own odds in its step: one query for all of them took ~2 ms at once.
    for (const event of [...live, ...due]) {
      if (progressLive(store, event, store.odds(event.id), nowMs, stamp, random)) {
        report.finished.push(event.id);
      }
      yield;
    }
    const lineIds = store.lineIds();
    for (let index = 0; index < driftingPerTick && lineIds.length > 0; index++) {
      const event = store.byId(random.pick(lineIds));
      if (event) driftLine(store, event, nowMs, stamp, random);
      yield;
    }
    report.created = yield* topUpSteps(store, nowMs, stamp, random);
    if (options.pools !== false) advancePools(context.database, new Date(nowMs));
    return report;
  } finally {
    markChanged(runtime, stamp);
  }
}
