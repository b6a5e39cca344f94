import { describe, expect, it } from 'vitest';
import type {
  DeltaEvent,
  DeltaEventAdd,
  DeltaEventUpdate,
  DeltaMarket,
  FeedItem,
  Market,
  Odd,
} from '../api/feedTypes.ts';
import {
  applyLiveUpdate,
  changedOddIds,
  changedOddsOfEvent,
  emptyLiveState,
  type LiveState,
} from './liveMerge.ts';

function odd(eventId: number, groupId: number, type: number, rate: number): Odd {
  return {
    id: `${eventId}_${groupId}.${type}`,
    name: String(type),
    t: type,
    c: rate,
    p: null,
    b: false,
  };
}

function market(eventId: number, groupId: number, types: readonly number[], rate = 2): Market {
  return {
    groupId,
    name: `Group ${groupId}`,
    odds: types.map((type) => odd(eventId, groupId, type, rate)),
  };
}

/** A live football event with the four main groups, built fresh so every call has new objects. */
function liveEvent(id: number): FeedItem {
  return {
    id,
    status: 1,
    startDate: '2026-11-18T14:30:00.000Z',
    sportId: 1,
    sportName: 'Football',
    gameId: null,
    gameName: null,
    champId: 1003,
    champName: 'Premier League',
    countryId: 3,
    countryName: 'England',
    team1: `Home ${id}`,
    team2: `Away ${id}`,
    score: '0:0',
    time: '10:00',
    priority: 1,
    stat: { curGame: 1, score: '0:0', '1': '0:0', corners: '1:0' },
    periodScore: ['0:0'],
    subScore: null,
    stopped: false,
    betsCount: 10,
    markets: [
      market(id, 1, [1, 2, 3]),
      market(id, 8, [4, 5, 6]),
      market(id, 2, [7, 8]),
      market(id, 17, [9, 10]),
    ],
  };
}

function asDelta(item: Market, updateStatus: DeltaMarket['updateStatus']): DeltaMarket {
  return { ...item, updateStatus };
}

function addOf(event: FeedItem): DeltaEventAdd {
  return { ...event, updateStatus: 0, markets: event.markets.map((item) => asDelta(item, 0)) };
}

/** An update as the feed sends it: the live header as fresh JSON, plus the given groups. */
function updateOf(
  id: number,
  markets: DeltaMarket[] = [],
  header: Partial<DeltaEventUpdate> = {},
): DeltaEventUpdate {
  const base = liveEvent(id);
  return {
    id,
    updateStatus: 1,
    score: base.score,
    time: base.time,
    stat: base.stat,
    periodScore: base.periodScore,
    subScore: base.subScore,
    stopped: base.stopped,
    betsCount: base.betsCount,
    markets,
    ...header,
  };
}

function stateWith(ids: readonly number[], timestamp = 100): LiveState {
  return applyLiveUpdate(emptyLiveState, {
    timestamp,
    events: ids.map((id) => addOf(liveEvent(id))),
  });
}

function poll(state: LiveState, events: DeltaEvent[], timestamp = state.timestamp + 1): LiveState {
  return applyLiveUpdate(state, { timestamp, events });
}

function held(state: LiveState, id: number): FeedItem {
  const event = state.eventsById[id];
  if (!event) throw new Error(`event ${id} is not held`);
  return event;
}

function heldMarket(state: LiveState, id: number, groupId: number): Market {
  const found = held(state, id).markets.find((item) => item.groupId === groupId);
  if (!found) throw new Error(`group ${groupId} of event ${id} is not held`);
  return found;
}

describe('applyLiveUpdate: server timestamps', () => {
  it('ignores an answer whose timestamp equals the held one', () => {
    const state = stateWith([1], 100);
    const next = poll(state, [{ id: 1, updateStatus: 2 }], 100);
    expect(next).toBe(state);
  });

  it('ignores an answer older than the held one (a late poll)', () => {
    const state = stateWith([1], 100);
    const next = poll(state, [updateOf(1, [], { score: '1:0' })], 99);
    expect(next).toBe(state);
    expect(held(next, 1).score).toBe('0:0');
  });

  it('takes the timestamp of a newer answer and keeps events and order when nothing changed', () => {
    const state = stateWith([1, 2], 100);
    const next = poll(state, [], 200);
    expect(next.timestamp).toBe(200);
    expect(next.eventsById).toBe(state.eventsById);
    expect(next.order).toBe(state.order);
  });

  it('accepts the first answer over the empty state (timestamp 0)', () => {
    const next = poll(emptyLiveState, [addOf(liveEvent(1))], 1);
    expect(next.timestamp).toBe(1);
    expect(next.order).toEqual([1]);
  });
});

describe('applyLiveUpdate: add (updateStatus 0)', () => {
  it('adds new events in arrival order, without the wire-only updateStatus', () => {
    const state = stateWith([3, 1, 2]);
    expect(state.order).toEqual([3, 1, 2]);
    expect(held(state, 1)).toEqual(liveEvent(1));
    expect(held(state, 1)).not.toHaveProperty('updateStatus');
    expect(held(state, 1).markets[0]).not.toHaveProperty('updateStatus');
  });

  it('keeps a resent, unchanged event as the same object', () => {
    const state = stateWith([1, 2]);
    const next = poll(state, [addOf(liveEvent(1))]);
    expect(next.eventsById).toBe(state.eventsById);
    expect(next.order).toBe(state.order);
  });

  it('replaces a held event in place, reusing its unchanged markets and odds', () => {
    const state = stateWith([1, 2]);
    const resent = liveEvent(1);
    resent.score = '1:0';
    const changed = resent.markets[0]?.odds[1];
    if (changed) changed.c = 3.5;
    const next = poll(state, [addOf(resent)]);

    expect(next.order).toBe(state.order);
    expect(held(next, 2)).toBe(held(state, 2));
    expect(held(next, 1)).not.toBe(held(state, 1));
    expect(held(next, 1).score).toBe('1:0');
    expect(held(next, 1).stat).toBe(held(state, 1).stat);
    expect(heldMarket(next, 1, 8)).toBe(heldMarket(state, 1, 8));
    const [home, draw, away] = heldMarket(next, 1, 1).odds;
    const [oldHome, oldDraw, oldAway] = heldMarket(state, 1, 1).odds;
    expect(home).toBe(oldHome);
    expect(away).toBe(oldAway);
    expect(draw).not.toBe(oldDraw);
    expect(draw?.c).toBe(3.5);
  });

  it('drops the held markets and odds a replacing add no longer has', () => {
    const state = stateWith([1]);
    const resent = liveEvent(1);
    resent.markets = [market(1, 1, [1, 3]), market(1, 17, [9, 10])];
    const next = poll(state, [addOf(resent)]);
    expect(held(next, 1).markets.map((item) => item.groupId)).toEqual([1, 17]);
    expect(heldMarket(next, 1, 1).odds.map((item) => item.t)).toEqual([1, 3]);
    expect(heldMarket(next, 1, 17)).toBe(heldMarket(state, 1, 17));
    expect(heldMarket(next, 1, 1).odds[0]).toBe(heldMarket(state, 1, 1).odds[0]);
  });
});

describe('applyLiveUpdate: update (updateStatus 1)', () => {
  it('merges the live header and keeps the markets untouched', () => {
    const state = stateWith([1]);
    const next = poll(state, [
      updateOf(1, [], { score: '1:0', time: '11:00', periodScore: ['1:0'], stopped: true }),
    ]);
    const event = held(next, 1);
    expect(event).toMatchObject({
      score: '1:0',
      time: '11:00',
      periodScore: ['1:0'],
      stopped: true,
    });
    expect(event.markets).toBe(held(state, 1).markets);
    expect(event.team1).toBe('Home 1');
  });

  it('keeps the event object when the resent header is equal by value', () => {
    const state = stateWith([1]);
    const next = poll(state, [updateOf(1)]);
    expect(held(next, 1)).toBe(held(state, 1));
    expect(next.eventsById).toBe(state.eventsById);
  });

  it('replaces stat only when one of its values changed', () => {
    const state = stateWith([1]);
    const next = poll(state, [
      updateOf(1, [], { stat: { curGame: 1, score: '0:0', '1': '0:0', corners: '2:0' } }),
    ]);
    expect(held(next, 1).stat).toEqual({ curGame: 1, score: '0:0', '1': '0:0', corners: '2:0' });
    expect(held(next, 1).periodScore).toBe(held(state, 1).periodScore);
  });

  it('merges changed odds by id: a changed odd is a new object, the others keep theirs', () => {
    const state = stateWith([1, 2]);
    const changed = { ...odd(1, 1, 2, 2), c: 2.4, b: true };
    const next = poll(state, [
      updateOf(1, [{ ...market(1, 1, []), updateStatus: 1, odds: [changed] }]),
    ]);

    const [home, draw, away] = heldMarket(next, 1, 1).odds;
    const [oldHome, oldDraw, oldAway] = heldMarket(state, 1, 1).odds;
    expect(draw).toEqual(changed);
    expect(draw).not.toBe(oldDraw);
    expect(home).toBe(oldHome);
    expect(away).toBe(oldAway);
    for (const groupId of [8, 2, 17]) {
      expect(heldMarket(next, 1, groupId)).toBe(heldMarket(state, 1, groupId));
    }
    expect(held(next, 2)).toBe(held(state, 2));
  });

  it('keeps an odd resent with the same values as the same object', () => {
    const state = stateWith([1]);
    const next = poll(state, [updateOf(1, [asDelta(market(1, 17, [9]), 1)])]);
    expect(held(next, 1)).toBe(held(state, 1));
  });

  it('appends an odd the held group did not have', () => {
    const state = stateWith([1]);
    const next = poll(state, [updateOf(1, [asDelta(market(1, 17, [11], 1.9), 1)])]);
    expect(heldMarket(next, 1, 17).odds.map((item) => item.t)).toEqual([9, 10, 11]);
  });

  it('removes a closed market group (updateStatus 2)', () => {
    const state = stateWith([1]);
    const next = poll(state, [updateOf(1, [asDelta(market(1, 17, []), 2)])]);
    expect(held(next, 1).markets.map((item) => item.groupId)).toEqual([1, 8, 2]);
    expect(heldMarket(next, 1, 1)).toBe(heldMarket(state, 1, 1));
  });

  it('ignores the removal of a group it does not hold', () => {
    const state = stateWith([1]);
    const next = poll(state, [updateOf(1, [asDelta(market(1, 19, []), 2)])]);
    expect(held(next, 1)).toBe(held(state, 1));
  });

  it('adds a new market group (updateStatus 0), without its updateStatus', () => {
    const state = stateWith([1]);
    const next = poll(state, [updateOf(1, [asDelta(market(1, 19, [180, 181]), 0)])]);
    expect(held(next, 1).markets.map((item) => item.groupId)).toEqual([1, 8, 2, 17, 19]);
    expect(heldMarket(next, 1, 19)).toEqual(market(1, 19, [180, 181]));
    expect(heldMarket(next, 1, 1)).toBe(heldMarket(state, 1, 1));
  });

  it('replaces a held group sent as add, reusing its unchanged odds', () => {
    const state = stateWith([1]);
    const next = poll(state, [updateOf(1, [asDelta(market(1, 2, [7]), 0)])]);
    const handicap = heldMarket(next, 1, 2);
    expect(handicap.odds).toHaveLength(1);
    expect(handicap.odds[0]).toBe(heldMarket(state, 1, 2).odds[0]);
  });

  it('keeps a group sent as update that it did not hold', () => {
    const state = stateWith([1]);
    const next = poll(state, [updateOf(1, [asDelta(market(1, 15, [11, 12]), 1)])]);
    expect(heldMarket(next, 1, 15)).toEqual(market(1, 15, [11, 12]));
  });

  it('ignores an update for an event it never got the add of', () => {
    const state = stateWith([1]);
    const next = poll(state, [updateOf(9, [], { score: '3:0' })]);
    expect(next.eventsById).toBe(state.eventsById);
    expect(next.order).toBe(state.order);
  });
});

describe('applyLiveUpdate: the clock', () => {
  const base = { elapsedMs: 600_000, atMs: 1_000_000, running: true };
  const clockState = () =>
    applyLiveUpdate(emptyLiveState, {
      timestamp: 100,
      events: [addOf({ ...liveEvent(1), clock: base }), addOf(liveEvent(2))],
    });

  it('keeps the event when its clock only ran on as its base says', () => {
    const state = clockState();
    const later = { ...base, elapsedMs: 605_000, atMs: 1_005_000 };
    const next = poll(state, [updateOf(1, [], { time: '10:05', clock: later })]);
    expect(held(next, 1)).toBe(held(state, 1));
    expect(next.eventsById).toBe(state.eventsById);
    // A whole event resent (a poll from 0) with the clock on schedule is kept too.
    const resent = poll(next, [addOf({ ...liveEvent(1), time: '10:10', clock: later })]);
    expect(held(resent, 1)).toBe(held(state, 1));
  });

  it('takes a clock that is off its schedule, stopped or restarted', () => {
    const state = clockState();
    const jumped = { ...base, elapsedMs: 900_000, atMs: 1_005_000 };
    expect(held(poll(state, [updateOf(1, [], { time: '15:00', clock: jumped })]), 1)).toMatchObject(
      { time: '15:00', clock: jumped },
    );
    const stopped = { ...base, elapsedMs: 605_000, atMs: 1_005_000, running: false };
    expect(held(poll(state, [updateOf(1, [], { clock: stopped })]), 1).clock).toEqual(stopped);
  });

  it('still changes the event for a score that moved with the clock', () => {
    const state = clockState();
    const later = { ...base, elapsedMs: 605_000, atMs: 1_005_000 };
    const next = poll(state, [updateOf(1, [], { score: '1:0', time: '10:05', clock: later })]);
    // The clock stays at its base (the app runs it on); the score is new.
    expect(held(next, 1)).toMatchObject({ score: '1:0', time: '10:00', clock: base });
  });

  it('merges the text clock as before for a feed that sends no base', () => {
    const state = clockState();
    const next = poll(state, [updateOf(2, [], { time: '10:05' })]);
    expect(held(next, 2).time).toBe('10:05');
  });
});

describe('applyLiveUpdate: remove (updateStatus 2)', () => {
  it('removes the event from the record and the order, keeping the others', () => {
    const state = stateWith([1, 2, 3]);
    const next = poll(state, [{ id: 2, updateStatus: 2 }]);
    expect(next.order).toEqual([1, 3]);
    expect(next.eventsById[2]).toBeUndefined();
    expect(held(next, 1)).toBe(held(state, 1));
    expect(held(next, 3)).toBe(held(state, 3));
  });

  it('ignores the removal of an event it does not hold', () => {
    const state = stateWith([1]);
    const next = poll(state, [{ id: 7, updateStatus: 2 }]);
    expect(next.eventsById).toBe(state.eventsById);
    expect(next.order).toBe(state.order);
  });

  it('applies adds, updates and removes of one answer together', () => {
    const state = stateWith([1, 2]);
    const next = poll(state, [
      { id: 1, updateStatus: 2 },
      updateOf(2, [], { score: '0:1' }),
      addOf(liveEvent(3)),
    ]);
    expect(next.order).toEqual([2, 3]);
    expect(held(next, 2).score).toBe('0:1');
    expect(held(next, 3).team1).toBe('Home 3');
  });

  it('never modifies the state it merges into', () => {
    const state = stateWith([1, 2, 3]);
    const before = structuredClone(state);
    const changed = { ...odd(2, 1, 2, 2), c: 2.4 };
    poll(state, [
      { id: 1, updateStatus: 2 },
      updateOf(2, [{ ...market(2, 1, []), updateStatus: 1, odds: [changed] }], { score: '0:1' }),
      updateOf(3, [asDelta(market(3, 17, []), 2), asDelta(market(3, 19, [180]), 0)]),
      addOf(liveEvent(4)),
    ]);
    expect(state).toEqual(before);
  });

  it('merges two updates of one event in one answer onto each other', () => {
    const state = stateWith([1, 2]);
    const first = { ...odd(1, 1, 1, 2), c: 1.5 };
    const second = { ...odd(1, 1, 3, 2), c: 3.5 };
    const next = poll(state, [
      updateOf(1, [{ ...market(1, 1, []), updateStatus: 1, odds: [first] }], { score: '1:0' }),
      updateOf(1, [{ ...market(1, 1, []), updateStatus: 1, odds: [second] }], { score: '2:0' }),
    ]);
    expect(heldMarket(next, 1, 1).odds.map((item) => item.c)).toEqual([1.5, 2, 3.5]);
    expect(held(next, 1).score).toBe('2:0');
    expect(held(next, 2)).toBe(held(state, 2));
  });

  it('re-adds an event after its removal at the end of the order', () => {
    const state = poll(stateWith([1, 2]), [{ id: 1, updateStatus: 2 }]);
    const next = poll(state, [addOf(liveEvent(1))]);
    expect(next.order).toEqual([2, 1]);
  });
});

describe('applyLiveUpdate: single-event answer', () => {
  it('applies the event of a single-event answer', () => {
    const state = stateWith([1]);
    const next = applyLiveUpdate(state, {
      timestamp: 200,
      event: updateOf(1, [], { time: '12:00' }),
    });
    expect(next.timestamp).toBe(200);
    expect(held(next, 1).time).toBe('12:00');
  });

  it('takes only the timestamp when the event did not change (event null)', () => {
    const state = stateWith([1]);
    const next = applyLiveUpdate(state, { timestamp: 200, event: null });
    expect(next.timestamp).toBe(200);
    expect(next.eventsById).toBe(state.eventsById);
  });

  it('ignores an older single-event answer', () => {
    const state = stateWith([1], 100);
    expect(applyLiveUpdate(state, { timestamp: 50, event: null })).toBe(state);
  });
});

describe('changedOddIds', () => {
  it('reports rate increases and reductions by odd id', () => {
    const state = stateWith([1, 2]);
    const next = poll(state, [
      updateOf(1, [
        { ...market(1, 1, []), updateStatus: 1, odds: [odd(1, 1, 1, 2.5), odd(1, 1, 3, 1.8)] },
      ]),
      updateOf(2, [{ ...market(2, 17, []), updateStatus: 1, odds: [odd(2, 17, 9, 2.1)] }]),
    ]);
    expect(changedOddIds(state, next)).toEqual(
      new Map([
        ['1_1.1', 'increase'],
        ['1_1.3', 'reduced'],
        ['2_17.9', 'increase'],
      ]),
    );
  });

  it('leaves out odds whose only change is the block', () => {
    const state = stateWith([1]);
    const blocked = { ...odd(1, 1, 1, 2), b: true };
    const next = poll(state, [
      updateOf(1, [{ ...market(1, 1, []), updateStatus: 1, odds: [blocked] }]),
    ]);
    expect(changedOddIds(state, next).size).toBe(0);
  });

  it('leaves out new events, new odds and removed events', () => {
    const state = stateWith([1, 2]);
    const next = poll(state, [
      addOf(liveEvent(3)),
      { id: 2, updateStatus: 2 },
      updateOf(1, [asDelta(market(1, 19, [180], 1.5), 0)]),
    ]);
    expect(changedOddIds(state, next).size).toBe(0);
  });

  it('is empty for the same state or an ignored answer', () => {
    const state = stateWith([1]);
    expect(changedOddIds(state, state).size).toBe(0);
    expect(changedOddIds(state, poll(state, [updateOf(1, [], { score: '5:5' })], 1)).size).toBe(0);
  });

  it('compares two versions of one event (full-event screen)', () => {
    const state = stateWith([1]);
    const next = poll(state, [updateOf(1, [asDelta(market(1, 2, [8], 1.5), 1)])]);
    expect(changedOddsOfEvent(held(state, 1), held(next, 1))).toEqual(
      new Map([['1_2.8', 'reduced']]),
    );
  });
});

describe('the live budget: a poll changing 10% of 500 events', () => {
  const eventIds = Array.from({ length: 500 }, (_, index) => 100_000 + index);
  const touchedIds = new Set(eventIds.filter((_, index) => index % 10 === 0));

  it('re-renders only the touched rows: the other 90% stay identical by reference', () => {
    const state = stateWith(eventIds);
    const next = poll(
      state,
      [...touchedIds].map((id) =>
        updateOf(id, [{ ...market(id, 1, []), updateStatus: 1, odds: [odd(id, 1, 1, 2.2)] }], {
          time: '10:05',
        }),
      ),
    );
    // Every untouched event got its header resent too, as the feed does for live events.
    const untouchedHeaders = eventIds.filter((id) => !touchedIds.has(id)).map((id) => updateOf(id));
    const settled = poll(next, untouchedHeaders);

    expect(touchedIds.size).toBe(50);
    expect(settled.order).toBe(state.order);
    let sameEvents = 0;
    for (const id of eventIds) {
      if (touchedIds.has(id)) {
        expect(held(settled, id)).not.toBe(held(state, id));
        expect(heldMarket(settled, id, 1).odds[0]).not.toBe(heldMarket(state, id, 1).odds[0]);
        expect(heldMarket(settled, id, 1).odds[1]).toBe(heldMarket(state, id, 1).odds[1]);
        expect(heldMarket(settled, id, 8)).toBe(heldMarket(state, id, 8));
      } else if (held(settled, id) === held(state, id)) {
        sameEvents += 1;
      }
    }
    expect(sameEvents).toBe(450);
    expect(changedOddIds(state, settled).size).toBe(50);
  });
});
