import { act, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { createFixtureApi } from '../../../core/testing/index.ts';
import { EventRow } from '../../shared/components/EventRow.tsx';
import type { MultiLiveAnswer } from '../../shared/api/feedTypes.ts';
import { OddButton } from '../../shared/components/OddButton.tsx';
import { LiveOddsProvider, useLiveRowEvents } from '../../shared/live/liveOdds.tsx';
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
const MATCH_RESULT = 1;

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
    // As the live screen and the benchmark: prices reach the buttons by the odds store.
    const { events, store } = useLiveRowEvents(useLiveEvents(held));
    const sports = groupLiveSports(events, 0);
    return (
      <LiveOddsProvider store={store}>
        <LiveSportsList
          sports={sports}
          open={allOpen}
          onOpenChange={noop}
          multiLiveIds={[]}
          onToggleMultiLive={noop}
          Row={Row}
        />
      </LiveOddsProvider>
    );
  }

  const { container } = await renderSports(<Harness />, {
    api: createFixtureApi({ 'GET /api/bet/favorites': [] }),
  });
  /** Applies the bench's poll number `poll` and returns the ids of the rows React re-rendered. */
  /** `edit` changes the feed's answer before the merge (a score, a stop). */
  const poll = (
    number: number,
    quiet: boolean,
    edit: (answer: MultiLiveAnswer) => MultiLiveAnswer = (answer) => answer,
  ) => {
    const plan = benchPoll(state, number, quiet);
    updated.clear();
    state = applyLiveUpdate(state, edit(plan.answer));
    act(() => setState(state));
    return { plan, rerendered: [...updated].sort() };
  };
  /** The prices the rows of these events show: their match-result market's (list rows). */
  const shownOdds = (ids: readonly number[]) =>
    ids.reduce(
      (sum, id) =>
        sum +
        (state.eventsById[id]?.markets.find((market) => market.groupId === MATCH_RESULT)?.odds
          .length ?? 0),
      0,
    );
  return { poll, shownOdds, container };
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

  it('should render only the moved odds buttons, not their rows, for a poll that moves prices', async () => {
    const { poll, shownOdds, container } = await renderBenchList(60);
    expect(screen.getAllByRole('article')).toHaveLength(60);

    const rowsBefore = new Set(fibersOf(container, EventRow));
    const buttonsBefore = new Set(fibersOf(container, OddButton));
    const { plan, rerendered } = poll(3, false);
    // The row Profilers still report the rows holding a moved price.
    expect(rerendered).toEqual([...plan.changedEventIds].sort());
    expect(rerendered).toHaveLength(6);
    // From React's tree (the benchmark's cross-check): no row component ran, every moved odd's
    // button did, and no other button.
    expect(countRenderedFibers(container, EventRow, rowsBefore)).toBe(0);
    expect(countRenderedFibers(container, OddButton, buttonsBefore)).toBe(
      shownOdds(plan.changedEventIds),
    );
    expect(shownOdds(plan.changedEventIds)).toBeGreaterThan(6);
  });

  it('should show the moved prices and render the row when more than a price changes', async () => {
    const { poll, container } = await renderBenchList(60);
    const { plan } = poll(0, false);
    const [first] = plan.changedEventIds;
    const moved = plan.answer.events.find((event) => event.id === first);
    const rate = moved && 'markets' in moved ? moved.markets[0]?.odds[0]?.c : undefined;
    if (rate === undefined) throw new Error('the poll moved no odd of its first event');
    const row = screen.getByRole('article', {
      name: `Local ${String(first)} - Visitante ${String(first)}`,
    });
    // The button shows the new price although its row kept the event it had.
    expect(
      within(row).getByRole('button', { name: new RegExp(`, ${rate.toFixed(2)}`) }),
    ).toBeVisible();

    const rowsBefore = new Set(fibersOf(container, EventRow));
    const scored = poll(1, true, (answer) => ({
      ...answer,
      events: answer.events.map((event) =>
        event.id === first && event.updateStatus === 1 ? { ...event, score: '3:2' } : event,
      ),
    }));
    expect(scored.rerendered).toEqual([first]);
    expect(countRenderedFibers(container, EventRow, rowsBefore)).toBe(1);
    expect(within(row).getByText('3:2')).toBeInTheDocument();
  });
});
