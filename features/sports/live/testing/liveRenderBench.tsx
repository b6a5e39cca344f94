import i18next from 'i18next';
import { Profiler, useImperativeHandle, useMemo, useState, type Ref } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { DesignSystemProvider } from '../../../../design-system/index.ts';
import { createFixtureApi, FixtureProviders } from '../../../core/testing/index.ts';
import { EventRow } from '../../shared/components/EventRow.tsx';
import sportsSpanish from '../../shared/locales/es-ES.json';
import { LiveOddsProvider, useLiveRowEvents } from '../../shared/live/liveOdds.tsx';
import { useLiveEvents } from '../../shared/live/useLivePolling.ts';
import { applyLiveUpdate, type LiveState } from '../../shared/model/liveMerge.ts';
import { LiveSportsList } from '../components/LiveSportsList.tsx';
import liveSpanish from '../locales/es-ES.json';
import { groupLiveSports } from '../model/liveGroups.ts';
import { allOpen } from '../model/openState.ts';
import { benchEvents, benchInitialState, benchPoll } from './benchEvents.ts';
import {
  componentFibers,
  countRenderedComponents,
  countRenderedFibers,
  fibersOf,
  type FiberNode,
} from './fiberCount.ts';
import { profiledRow } from './profiledRow.tsx';
import { stalePrices } from './shownPrices.ts';

/*
 * The page of the live render benchmark (scripts/bench/live-render/index.html, driven by
 * scripts/bench/liveRender.mjs in Chromium): the live list with 500 events, every group open and
 * no lazy limit (the worst case: a player who scrolled through everything), then polls that carry
 * every event's clock (as the feed does) and either change every odd of one event in ten or
 * nothing else (quiet polls). Built with React's profiling renderer, so Profilers report.
 */

export interface LiveRenderPoll {
  /** A poll that moves only clocks: no odd and no score. */
  quiet: boolean;
  changedEvents: number;
  changedOdds: number;
  totalOdds: number;
  /**
   * Rows whose Profiler reported a render in the poll's commit. The bench's polls move prices
   * only, which reach the buttons' DOM without a render: none may render.
   */
  rerenderedRows: number;
  /** Rows that re-rendered although their event did not change. */
  unexpectedRows: number;
  /** Prices of the moved events' rows not showing the merged price (name or text) after the commit. */
  stalePrices: number;
  /** The shared EventRow components React rendered (read from the fiber tree; null if unreadable). */
  eventRowRenders: number | null;
  /** Every component React rendered in the poll's commit, list and rows (null if unreadable). */
  componentRenders: number | null;
  /** Odds buttons showing a rise or drop right after the commit. */
  flashingOdds: number;
  /** applyLiveUpdate: merging the poll into the held state. */
  mergeMs: number;
  /** React render and commit of the poll (synchronous, flushSync). */
  commitMs: number;
  /** The list Profiler's actualDuration: time spent rendering the components that updated. */
  renderMs: number;
  /** Style and layout forced right after the commit. */
  layoutMs: number;
}

export interface LiveRenderResult {
  events: number;
  rows: number;
  mountMs: number;
  polls: LiveRenderPoll[];
}

interface BenchHandle {
  apply: (state: LiveState) => void;
}

declare global {
  interface Window {
    liveRenderBench?:
      | { ready: true; run: (polls: number) => Promise<LiveRenderResult> }
      | { ready: false; error: string };
  }
}

const noop = () => {};
const noIds: readonly number[] = [];
const updatedRows = new Set<number>();
const Row = profiledRow((eventId, phase) => {
  if (phase !== 'mount') updatedRows.add(eventId);
});
let listRenderMs = 0;

function BenchList({ initial, ref }: { initial: LiveState; ref: Ref<BenchHandle> }) {
  const [state, setState] = useState(initial);
  useImperativeHandle(ref, () => ({ apply: setState }), []);
  // As the live screen: price-only polls keep the rows' events and reach the buttons by the store.
  const { events, store } = useLiveRowEvents(useLiveEvents(state));
  const sports = useMemo(() => groupLiveSports(events, 0), [events]);
  return (
    <LiveOddsProvider store={store}>
      <Profiler
        id="live-list"
        onRender={(_id, _phase, actualDuration) => {
          listRenderMs = actualDuration;
        }}
      >
        <LiveSportsList
          sports={sports}
          open={allOpen}
          onOpenChange={noop}
          multiLiveIds={noIds}
          onToggleMultiLive={noop}
          Row={Row}
        />
      </Profiler>
    </LiveOddsProvider>
  );
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

async function start(container: HTMLElement): Promise<void> {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: 'es-ES',
    fallbackLng: false,
    resources: { 'es-ES': { live: liveSpanish, sports: sportsSpanish } },
    ns: ['live', 'sports'],
    defaultNS: 'live',
    interpolation: { escapeValue: false },
  });
  const api = createFixtureApi({ 'GET /api/bet/favorites': [] });
  const events = benchEvents(500);
  let held = benchInitialState(events);
  let handle: BenchHandle | null = null;
  const root = createRoot(container);

  const mountStart = performance.now();
  flushSync(() =>
    root.render(
      <DesignSystemProvider theme="light">
        <I18nextProvider i18n={i18n}>
          <FixtureProviders api={api}>
            <BenchList
              initial={held}
              ref={(instance) => {
                handle = instance;
              }}
            />
          </FixtureProviders>
        </I18nextProvider>
      </DesignSystemProvider>,
    ),
  );
  const mountMs = performance.now() - mountStart;
  // Flags fail to load (no platform here) and fonts arrive: let that settle before measuring.
  await wait(1500);

  async function run(pollCount: number): Promise<LiveRenderResult> {
    const polls: LiveRenderPoll[] = [];
    // Each changing poll is followed by a quiet one (clocks only), as most real polls are.
    for (let step = 0; step < 2 * pollCount; step += 1) {
      const poll = Math.floor(step / 2);
      const quiet = step % 2 === 1;
      // The previous poll's flashes end after a second; start from a quiet page.
      await wait(1300);
      await nextFrame();
      const plan = benchPoll(held, poll, quiet);
      const mergeStart = performance.now();
      const next = applyLiveUpdate(held, plan.answer);
      const mergeMs = performance.now() - mergeStart;
      const before = new Set<FiberNode>(fibersOf(container, EventRow) ?? []);
      const componentsBefore = new Set<FiberNode>(componentFibers(container) ?? []);
      updatedRows.clear();
      listRenderMs = 0;

      const commitStart = performance.now();
      flushSync(() => handle?.apply(next));
      const commitMs = performance.now() - commitStart;
      const layoutStart = performance.now();
      void document.body.getBoundingClientRect().height;
      const layoutMs = performance.now() - layoutStart;
      held = next;

      const changed = new Set(plan.changedEventIds);
      const rendered = [...updatedRows];
      polls.push({
        quiet,
        changedEvents: changed.size,
        changedOdds: plan.changedOdds,
        totalOdds: plan.totalOdds,
        rerenderedRows: rendered.length,
        unexpectedRows: rendered.filter((id) => !changed.has(id)).length,
        stalePrices: stalePrices(container, next, plan.changedEventIds),
        eventRowRenders: countRenderedFibers(container, EventRow, before),
        componentRenders: countRenderedComponents(container, componentsBefore),
        flashingOdds: container.querySelectorAll('[data-trend]').length,
        mergeMs,
        commitMs,
        renderMs: listRenderMs,
        layoutMs,
      });
    }
    return {
      events: events.length,
      rows: container.querySelectorAll('article').length,
      mountMs,
      polls,
    };
  }

  window.liveRenderBench = { ready: true, run };
}

const container = document.getElementById('root');
if (container) {
  start(container).catch((error: unknown) => {
    window.liveRenderBench = { ready: false, error: String(error) };
  });
}
