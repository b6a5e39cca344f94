import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { createFixtureApi } from '../../../core/testing/index.ts';
import { EventRow } from '../../shared/components/EventRow.tsx';
import { useLiveEvents } from '../../shared/live/useLivePolling.ts';
import { applyLiveUpdate, type LiveState } from '../../shared/model/liveMerge.ts';
import { renderSports } from '../../shared/testing/renderSports.tsx';
import { groupLiveSports } from '../model/liveGroups.ts';
import { allOpen } from '../model/openState.ts';
import { benchEvents, benchInitialState, benchPoll } from '../testing/benchEvents.ts';
import { countRenderedFibers, fibersOf } from '../testing/fiberCount.ts';
import { profiledRow } from '../testing/profiledRow.tsx';
import { LiveSportsList } from './LiveSportsList.tsx';

const noop = () => {};

async function renderBenchList(count: number) {
  const updated = new Set<number>();
  const Row = profiledRow((eventId, phase) => {
    if (phase !== 'mount') updated.add(eventId);
  });
  let state = benchInitialState(benchEvents(count));
  let setState: (next: LiveState) => void = noop;

  function Harness() {
    const [held, setHeld] = useState<LiveState>(state);
    setState = setHeld;
    const sports = groupLiveSports(useLiveEvents(held), 0);
    return (
      <LiveSportsList
        sports={sports}
        open={allOpen}
        onOpenChange={noop}
        multiLiveIds={[]}
        onToggleMultiLive={noop}
        Row={Row}
      />
    );
  }

  const { container } = await renderSports(<Harness />, {
    api: createFixtureApi({ 'GET /api/bet/favorites': [] }),
  });
  /** Applies the bench's poll number `poll` and returns the ids of the rows React re-rendered. */
  const poll = (number: number, quiet: boolean) => {
    const plan = benchPoll(state, number, quiet);
    updated.clear();
    state = applyLiveUpdate(state, plan.answer);
    act(() => setState(state));
    return { plan, rerendered: [...updated].sort() };
  };
  return { poll, container };
}

describe('LiveSportsList', () => {
  it('should re-render no row for polls that only run the clocks on', async () => {
    const { poll } = await renderBenchList(60);
    for (let number = 0; number < 3; number += 1) {
      const { plan, rerendered } = poll(number, true);
      // Every event is in the answer with its clock 5 s on, as the feed sends it.
      expect(plan.answer.events).toHaveLength(60);
      expect(rerendered).toEqual([]);
    }
  });

  it('should re-render exactly the rows of the events whose odds a poll moved', async () => {
    const { poll } = await renderBenchList(60);
    for (let number = 0; number < 3; number += 1) {
      expect(poll(number, true).rerendered).toEqual([]);
      const { plan, rerendered } = poll(number, false);
      expect(plan.changedEventIds).toHaveLength(6);
      expect(rerendered).toEqual([...plan.changedEventIds].sort());
    }
  });

  it('should re-render only the rows whose events a poll changed', async () => {
    const { poll, container } = await renderBenchList(60);
    expect(screen.getAllByRole('article')).toHaveLength(60);

    const before = new Set(fibersOf(container, EventRow));
    const { plan, rerendered } = poll(3, false);
    expect(rerendered).toEqual([...plan.changedEventIds].sort());
    expect(rerendered).toHaveLength(6);
    // The shared row itself, counted from React's tree: the benchmark's cross-check.
    expect(countRenderedFibers(container, EventRow, before)).toBe(6);
  });
});
