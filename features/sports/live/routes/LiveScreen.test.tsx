import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../core/errors/index.ts';
import { createFixtureApi, fixtureBrand } from '../../../core/testing/index.ts';
import { liveEvent } from '../../shared/testing/feedFixtures.ts';
import { renderSports } from '../../shared/testing/renderSports.tsx';
import { MULTI_LIVE_STORAGE_KEY } from '../components/useMultiLiveIds.ts';
import {
  addDelta,
  changingFeed,
  fixtureEvent,
  liveRoutes,
  oddsDelta,
  removeDelta,
  steadyFeed,
  type LiveAnswerFor,
} from '../fixtures.ts';
import LiveScreen from './LiveScreen.tsx';

/** Polls every 100 ms, so a test sees the second poll quickly. */
const fastBrand = { ...fixtureBrand, polling: { ...fixtureBrand.polling, liveMs: 100 } };

function Location() {
  return <output aria-label="Address">{useLocation().pathname}</output>;
}

async function renderLive(
  answerFor: LiveAnswerFor,
  { path = '/live/selectedSport/0', brand = fixtureBrand } = {},
) {
  const api = createFixtureApi(liveRoutes(answerFor));
  await renderSports(
    <>
      <LiveScreen />
      <Location />
    </>,
    { api, path, brand },
  );
  return { api, user: userEvent.setup() };
}

const polls = (api: { calls: { path: string }[] }) =>
  api.calls.filter((call) => call.path.includes('/full/')).map((call) => call.path);

/** Sport headers without their event counts. */
const sportHeadings = () =>
  screen
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent?.replace(/[,\s]*\d+$/, ''));

const row = (teams: string) => screen.getByRole('article', { name: teams });

afterEach(() => {
  window.sessionStorage.clear();
});

describe('LiveScreen', () => {
  it('should load every live event by the delta protocol and group it by sport and tourney', async () => {
    const { api } = await renderLive(steadyFeed());
    expect(screen.getByRole('heading', { level: 1, name: 'Live' })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'All (7)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(polls(api)[0]).toBe('/api/feed/en/full/0/0');
    expect(sportHeadings()).toEqual(['Fútbol', 'Tenis', 'Baloncesto', 'Hockey sobre hielo']);
    expect(
      screen
        .getAllByRole('heading', { level: 3 })
        .slice(0, 3)
        .map((heading) => heading.textContent),
    ).toEqual([
      expect.stringContaining('Europa. UEFA Liga de Campeones'),
      expect.stringContaining('Inglaterra. Premier League'),
      expect.stringContaining('España. LaLiga'),
    ]);
    const match = row('Real Madrid - Atlético Madrid');
    expect(match).toHaveTextContent('2:1');
    expect(match).toHaveTextContent('67:05');
    expect(within(match).getByRole('button', { name: '1, 2.10' })).toBeInTheDocument();
  });

  it('should show the sport of the address and go to another sport from its tab', async () => {
    const { user } = await renderLive(steadyFeed(), { path: '/live/sport4' });
    expect(await screen.findByRole('tab', { name: 'Tenis (1)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(sportHeadings()).toEqual(['Tenis']);
    // Sports without draws have two columns.
    expect(
      within(row('Carlos Alcaraz - Jannik Sinner')).getAllByRole('button', { name: /^\d, / }),
    ).toHaveLength(2);

    await user.click(screen.getByRole('tab', { name: 'Baloncesto (1)' }));
    expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent(
      '/live/selectedSport/3',
    );
    expect(
      await screen.findByRole('article', { name: 'Los Angeles Lakers - Boston Celtics' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Carlos Alcaraz - Jannik Sinner' })).toBeNull();
  });

  it('should say so when the sport of the address has no live events', async () => {
    await renderLive(steadyFeed(), { path: '/live/selectedSport/66' });
    expect(
      await screen.findByRole('heading', { name: 'No live events in this sport right now' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Show all sports' })).toHaveAttribute(
      'href',
      '/live/selectedSport/0',
    );
  });

  it('should open and close sports, tourneys and all of them together', async () => {
    const { user } = await renderLive(steadyFeed());
    const football = await screen.findByRole('button', { name: /^Fútbol/ });
    await user.click(football);
    expect(football).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('article', { name: 'Arsenal - Chelsea' })).toBeNull();
    await user.click(football);

    const premier = screen.getByRole('button', { name: /Premier League/ });
    await user.click(premier);
    expect(premier).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('article', { name: 'Arsenal - Chelsea' })).toBeNull();
    expect(row('Sevilla - Valencia')).toBeInTheDocument();

    // One tourney is still open: the sport's toggle closes them all, then opens them all.
    const footballRegion = screen.getByRole('region', { name: /^Fútbol/ });
    await user.click(within(footballRegion).getByRole('button', { name: 'Collapse tournaments' }));
    expect(screen.queryByRole('article', { name: 'Sevilla - Valencia' })).toBeNull();
    await user.click(within(footballRegion).getByRole('button', { name: 'Expand tournaments' }));
    expect(row('Arsenal - Chelsea')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Collapse all' }));
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Expand all' }));
    expect(screen.getAllByRole('article')).toHaveLength(7);

    // The last sports closed: their headers stay, to be opened again.
    await user.click(screen.getByRole('button', { name: /^Baloncesto/ }));
    await user.click(screen.getByRole('button', { name: /^Hockey/ }));
    expect(screen.getByRole('button', { name: /^Hockey/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(screen.getAllByRole('article')).toHaveLength(5);
  });

  it('should apply a newer poll to the odds and keep what the player closed', async () => {
    const madrid = fixtureEvent(100200);
    // The change is held back until the groups are closed, so the flash is seen in full.
    let released = false;
    const feed = changingFeed([oddsDelta(madrid, { '100200_1.1': 2.4 }, { time: '68:00' })]);
    const { api, user } = await renderLive(
      (timestamp) =>
        timestamp === 0 || released ? feed(timestamp) : { timestamp: 100, events: [] },
      { brand: fastBrand },
    );
    const premier = await screen.findByRole('button', { name: /Premier League/ });
    await user.click(premier);
    await user.click(screen.getByRole('button', { name: /^Tenis/ }));
    released = true;

    const raised = await within(row('Real Madrid - Atlético Madrid')).findByRole('button', {
      name: '1, 2.40, Odds increased',
    });
    expect(raised).toHaveAttribute('data-trend', 'up');
    expect(row('Real Madrid - Atlético Madrid')).toHaveTextContent('68:00');
    expect(polls(api)[0]).toBe('/api/feed/en/full/0/0');
    expect(polls(api)).toContain('/api/feed/en/full/100/0');

    expect(premier).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: /^Tenis/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(screen.queryByRole('article', { name: 'Arsenal - Chelsea' })).toBeNull();
  });

  it('should ignore a poll that is not newer than the held data', async () => {
    const madrid = fixtureEvent(100200);
    const { api } = await renderLive(
      (timestamp) =>
        timestamp === 0
          ? steadyFeed()(0)
          : { timestamp: 100, events: [oddsDelta(madrid, { '100200_1.1': 9.9 })] },
      { brand: fastBrand },
    );
    await screen.findByRole('tab', { name: 'All (7)' });
    await waitFor(() => expect(polls(api).length).toBeGreaterThan(2));
    expect(
      within(row('Real Madrid - Atlético Madrid')).getByRole('button', { name: '1, 2.10' }),
    ).toBeInTheDocument();
  });

  it('should add an event to multi-live once, show its bet groups and remove it', async () => {
    const { user } = await renderLive(steadyFeed());
    const add = await screen.findByRole('button', {
      name: 'Multi-live: Real Madrid - Atlético Madrid',
    });
    await user.click(add);
    expect(add).toHaveAttribute('aria-pressed', 'true');
    expect(window.sessionStorage.getItem(MULTI_LIVE_STORAGE_KEY)).toBe('[100200]');

    await user.click(screen.getByRole('tab', { name: 'Multi-live (1)' }));
    const card = screen.getByRole('article', { name: 'Real Madrid - Atlético Madrid' });
    expect(
      within(card)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(
      [
        'Resultado del partido',
        'Doble oportunidad',
        'Hándicap',
        'Total',
        'Ambos equipos marcan',
      ].map((market) => `${market}, Real Madrid - Atlético Madrid`),
    );
    expect(within(card).getByRole('button', { name: 'Más de 3.5, 3.10' })).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: /^Hándicap/ }));
    expect(within(card).queryByRole('button', { name: 'H1 (-0.5), 2.10' })).toBeNull();
    await user.click(within(card).getByRole('button', { name: 'Collapse markets' }));
    expect(within(card).queryByRole('button', { name: '1, 2.10' })).toBeNull();
    await user.click(within(card).getByRole('button', { name: 'Expand markets' }));
    expect(within(card).getByRole('button', { name: 'H1 (-0.5), 2.10' })).toBeInTheDocument();

    await user.click(
      within(card).getByRole('button', {
        name: 'Remove Real Madrid - Atlético Madrid from multi-live',
      }),
    );
    expect(screen.getByRole('heading', { name: 'No events in multi-live' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Multi-live (0)' })).toBeInTheDocument();
    expect(window.sessionStorage.getItem(MULTI_LIVE_STORAGE_KEY)).toBe('[]');
  });

  it('should remember multi-live for the visit and drop an event that left live', async () => {
    window.sessionStorage.setItem(MULTI_LIVE_STORAGE_KEY, '[100204, "x", 100205, 100204]');
    const { user } = await renderLive(changingFeed([removeDelta(100205)]), { brand: fastBrand });
    await user.click(await screen.findByRole('tab', { name: /^Multi-live/ }));
    expect(
      screen.getByRole('article', { name: 'Carlos Alcaraz - Jannik Sinner' }),
    ).toBeInTheDocument();
    // The second poll removes the basketball match from live: it leaves multi-live.
    await waitFor(() =>
      expect(
        screen.queryByRole('article', { name: 'Los Angeles Lakers - Boston Celtics' }),
      ).toBeNull(),
    );
    expect(screen.getByRole('tab', { name: 'Multi-live (1)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Events (6)' })).toBeInTheDocument();
  });

  it('should keep the open state of bet groups across polls', async () => {
    window.sessionStorage.setItem(MULTI_LIVE_STORAGE_KEY, '[100200]');
    const madrid = fixtureEvent(100200);
    const { user } = await renderLive(
      changingFeed([oddsDelta(madrid, { '100200_17.9.3.5': 2.9 })]),
      { brand: fastBrand },
    );
    await user.click(await screen.findByRole('tab', { name: 'Multi-live (1)' }));
    const card = screen.getByRole('article', { name: 'Real Madrid - Atlético Madrid' });
    await user.click(within(card).getByRole('button', { name: /^Doble oportunidad/ }));
    expect(
      // The flash may be over by now: the price itself is what shows the poll arrived.
      await within(card).findByRole('button', { name: /^Más de 3\.5, 2\.90/ }),
    ).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: /^Doble oportunidad/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('should say when nothing is live', async () => {
    await renderLive(() => ({ timestamp: 100, events: [] }));
    expect(
      await screen.findByRole('heading', { name: 'No live events right now' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).toBeNull();
  });

  it('should show a loading state until the first answer', async () => {
    await renderLive(() => new Promise(() => {}));
    expect(
      screen.getAllByRole('status').find((status) => status.textContent === 'Loading live events'),
    ).toBeDefined();
    expect(screen.queryByRole('tablist')).toBeNull();
  });

  it('should show a first failure with a retry that loads', async () => {
    let fail = true;
    const { user } = await renderLive((timestamp) => {
      if (fail) throw new ApiError({ kind: 'network', message: 'offline' });
      return steadyFeed()(timestamp);
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Live events could not be loaded');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('tab', { name: 'All (7)' })).toBeInTheDocument();
  });

  it('should keep the events on screen and say it is reconnecting when polls fail', async () => {
    await renderLive(
      (timestamp) => {
        if (timestamp > 0) throw new ApiError({ kind: 'network', message: 'offline' });
        return steadyFeed()(timestamp);
      },
      { brand: fastBrand },
    );
    expect(await screen.findByText('Connection lost. Reconnecting…')).toBeInTheDocument();
    expect(row('Real Madrid - Atlético Madrid')).toBeInTheDocument();
  });

  it('should show ten rows first and the rest as the end of the list scrolls into view', async () => {
    const many = Array.from({ length: 14 }, (_, index) =>
      liveEvent({ id: 200 + index, team1: `Local ${String(index)}`, team2: 'Visita' }),
    );
    await renderLive(steadyFeed(many));
    await screen.findByRole('tab', { name: 'All (14)' });
    expect(screen.getAllByRole('article')).toHaveLength(10);
  });
});

describe('LiveScreen polling', () => {
  afterEach(() => {
    vi.useRealTimers();
    // Back to the document's own visibility.
    Reflect.deleteProperty(document, 'visibilityState');
  });

  it('should not poll while the tab is hidden, and poll again once it is shown', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    const madrid = fixtureEvent(100200);
    const api = createFixtureApi(
      liveRoutes((timestamp) =>
        timestamp === 0
          ? { timestamp: 100, events: [addDelta(madrid)] }
          : { timestamp: timestamp + 1, events: [] },
      ),
    );
    await renderSports(<LiveScreen />, { api, path: '/live/selectedSport/0' });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('tab', { name: 'All (1)' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(5000));
    const visiblePolls = polls(api).length;
    expect(visiblePolls).toBe(2);

    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(polls(api)).toHaveLength(visiblePolls);

    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(polls(api).length).toBeGreaterThan(visiblePolls);
  });
});
