import { act, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { betslipSelections, clearBetslip } from '../../../betslip/index.ts';
import { createFixtureApi } from '../../../core/testing/index.ts';
import { EventRow } from '../../shared/components/EventRow.tsx';
import type { DeltaMarket, MultiLiveAnswer } from '../../shared/api/feedTypes.ts';
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
import { stalePrices } from '../testing/shownPrices.ts';
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
  const stale = (ids: readonly number[]) => stalePrices(container, state, ids);
  return { poll, shownOdds, container, stale };
}

/** The rate the poll gave the first odd of its first moved event, and that event's id. */
function firstMove(plan: { answer: MultiLiveAnswer; changedEventIds: number[] }) {
  const [id] = plan.changedEventIds;
  const moved = plan.answer.events.find((event) => event.id === id);
  const rate = moved && 'markets' in moved ? moved.markets[0]?.odds[0]?.c : undefined;
  if (id === undefined || rate === undefined) throw new Error('the poll moved no odd');
  return { id, rate };
}

const rowOf = (id: number) =>
  screen.getByRole('article', { name: `Local ${String(id)} - Visitante ${String(id)}` });

afterEach(() => clearBetslip());

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

  it('should re-render no row for polls that move prices, and show every moved price', async () => {
    const { poll, stale } = await renderBenchList(60);
    for (let number = 0; number < 3; number += 1) {
      expect(poll(number, true).rerendered).toEqual([]);
      const { plan, rerendered } = poll(number, false);
      expect(plan.changedEventIds).toHaveLength(6);
      expect(rerendered).toEqual([]);
      expect(stale(plan.changedEventIds)).toBe(0);
    }
  });

  it('should render no component at all for a poll that moves prices', async () => {
    const { poll, shownOdds, container, stale } = await renderBenchList(60);
    expect(screen.getAllByRole('article')).toHaveLength(60);

    const rowsBefore = new Set(fibersOf(container, EventRow));
    const buttonsBefore = new Set(fibersOf(container, OddButton));
    const { plan, rerendered } = poll(3, false);
    expect(rerendered).toEqual([]);
    // From React's tree (the benchmark's cross-check): neither rows nor buttons ran, yet every
    // moved price shows, in the name and the text.
    expect(countRenderedFibers(container, EventRow, rowsBefore)).toBe(0);
    expect(countRenderedFibers(container, OddButton, buttonsBefore)).toBe(0);
    expect(shownOdds(plan.changedEventIds)).toBeGreaterThan(6);
    expect(stale(plan.changedEventIds)).toBe(0);
    expect(container.querySelectorAll('[data-trend]')).toHaveLength(
      shownOdds(plan.changedEventIds),
    );
  });

  it('should name a moved price by its new price and keep it through a later render', async () => {
    const { poll, stale } = await renderBenchList(60);
    const { plan } = poll(0, false);
    const { id, rate } = firstMove(plan);
    const button = within(rowOf(id)).getByRole('button', {
      name: new RegExp(`^1, ${rate.toFixed(2)}, `),
    });
    expect(button).toHaveTextContent(rate.toFixed(2));
    expect(button).toHaveAttribute('aria-pressed', 'false');

    // A tap renders the button (its slip state): it reads the store, so it shows the same price,
    // and the slip takes the price the player saw.
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(button).toHaveAccessibleName(new RegExp(`^1, ${rate.toFixed(2)}`));
    expect(betslipSelections().map((bet) => bet.rate)).toEqual([rate]);

    // Moved again while selected: still pressed, the newest price in text and name.
    const again = poll(10, false);
    expect(again.plan.changedEventIds).toContain(id);
    const { rate: newer } = firstMove(again.plan);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(button).toHaveTextContent(newer.toFixed(2));
    expect(button).toHaveAccessibleName(new RegExp(`^1, ${newer.toFixed(2)}`));
    expect(stale(again.plan.changedEventIds)).toBe(0);

    // Taken out of the slip (a render): the newest price stays.
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(button).toHaveTextContent(newer.toFixed(2));
    expect(betslipSelections()).toEqual([]);
  });

  it('should show a price moved in a row far down the list, with no render of it', async () => {
    // The rows after the first screen (content-visibility skips their layout in a browser) take
    // the same writes: the price is right whenever the row is scrolled to.
    const { poll, stale } = await renderBenchList(60);
    const { plan } = poll(9, false);
    const last = plan.changedEventIds.at(-1);
    if (last === undefined) throw new Error('no moved event');
    expect(screen.getAllByRole('article').indexOf(rowOf(last))).toBeGreaterThan(50);
    expect(stale([last])).toBe(0);
  });

  it('should lock a price the feed blocks and open it again, rendering its button alone', async () => {
    const { poll, container } = await renderBenchList(20);
    const [event] = benchEvents(20);
    const market = event?.markets[0];
    const odd = market?.odds[0];
    if (!event || !market || !odd) throw new Error('no odd');
    // The feed's update of one odd's blocked flag, added to a quiet poll's answer.
    const block =
      (blocked: boolean) =>
      (answer: MultiLiveAnswer): MultiLiveAnswer => {
        const update: DeltaMarket = { ...market, updateStatus: 1, odds: [{ ...odd, b: blocked }] };
        return {
          ...answer,
          events: answer.events.map((delta) =>
            delta.id === event.id && delta.updateStatus === 1
              ? { ...delta, markets: [update] }
              : delta,
          ),
        };
      };
    const row = rowOf(event.id);
    const rowsBefore = new Set(fibersOf(container, EventRow));
    const locked = poll(0, true, block(true));
    // The row's Profiler reports its button's render; the row itself does not render.
    expect(locked.rerendered).toEqual([event.id]);
    expect(countRenderedFibers(container, EventRow, rowsBefore)).toBe(0);
    const button = within(row).getByRole('button', { name: /^1, Suspended$/ });
    expect(button).toHaveAttribute('aria-disabled', 'true');

    expect(poll(1, true, block(false)).rerendered).toEqual([event.id]);
    expect(button).not.toHaveAttribute('aria-disabled');
    expect(button).toHaveAccessibleName(`1, ${odd.c.toFixed(2)}`);
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
