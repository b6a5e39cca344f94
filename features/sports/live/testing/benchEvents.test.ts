import { describe, expect, it } from 'vitest';
import { applyLiveUpdate, changedOddIds } from '../../shared/model/liveMerge.ts';
import { benchEvents, benchInitialState, benchPoll } from './benchEvents.ts';

describe('the live render benchmark data', () => {
  it('should build 500 live events over five sports with unique ids', () => {
    const events = benchEvents();
    expect(events).toHaveLength(500);
    expect(new Set(events.map((event) => event.id)).size).toBe(500);
    expect(new Set(events.map((event) => event.sportId))).toEqual(new Set([1, 4, 3, 2, 6]));
    expect(events.every((event) => event.status === 1)).toBe(true);
  });

  it('should change a tenth of the events and about a tenth of the odds per poll', () => {
    const state = benchInitialState(benchEvents());
    const poll = benchPoll(state, 0);
    expect(poll.changedEventIds).toHaveLength(50);
    expect(poll.changedOdds / poll.totalOdds).toBeCloseTo(0.1, 2);

    const next = applyLiveUpdate(state, poll.answer);
    const changedEvents = state.order.filter((id) => next.eventsById[id] !== state.eventsById[id]);
    expect(changedEvents).toEqual(poll.changedEventIds);
    expect(changedOddIds(state, next).size).toBe(poll.changedOdds);
  });

  it('should change another tenth on the next poll', () => {
    const state = benchInitialState(benchEvents());
    const first = benchPoll(state, 0);
    const second = benchPoll(applyLiveUpdate(state, first.answer), 1);
    expect(second.changedEventIds.some((id) => first.changedEventIds.includes(id))).toBe(false);
    expect(second.answer.timestamp).toBe(first.answer.timestamp + 1);
  });
});
