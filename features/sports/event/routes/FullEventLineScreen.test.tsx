import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createFixtureApi } from '../../../core/testing/index.ts';
import { clearBetslip } from '../../../betslip/index.ts';
import { eventNotFound, lineFullEvent, liveFullEvent, networkDown, never } from '../fixtures.ts';
import { renderFeedScreen } from '../testing/renderFeedScreen.tsx';
import FullEventLineScreen from './FullEventLineScreen.tsx';

const path = '/full-event/line/100132';

async function renderLine(answer: unknown = lineFullEvent, options: { history?: string[] } = {}) {
  const api = createFixtureApi({ 'GET /api/feed/games/100132': answer });
  await renderFeedScreen(<FullEventLineScreen />, { api, path, ...options });
  return { api, user: userEvent.setup() };
}

const group = (name: string) => screen.getByRole('region', { name });

afterEach(() => clearBetslip());

describe('FullEventLineScreen', () => {
  it('should load the event of the address in the interface language', async () => {
    const { api } = await renderLine();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Real Madrid – Atlético Madrid' }),
    ).toBeInTheDocument();
    expect(api.calls.map((call) => [call.path, call.query])).toEqual([
      ['/api/feed/games/100132', { lang: 'en' }],
    ]);
  });

  it('should show sport, tourney and the start date', async () => {
    await renderLine();
    const header = await screen.findByRole('region', { name: 'Match details' });
    expect(header).toHaveTextContent('Fútbol');
    expect(header).toHaveTextContent('España. LaLiga');
    expect(within(header).getByText(/\d\d\.11\.2026 \d\d:\d\d/)).toHaveAttribute(
      'datetime',
      '2026-11-21T20:00:00.000Z',
    );
    expect(within(header).getByRole('button', { name: /Favourite/ })).toBeInTheDocument();
  });

  it('should order the market groups 1, 8, 2, 17, then the rest', async () => {
    await renderLine();
    await screen.findByRole('heading', { level: 1 });
    const markets = screen.getByRole('region', { name: 'Markets' });
    expect(
      within(markets)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual([
      'Match result',
      'Double chance',
      'Handicap',
      'Total',
      'Home team total',
      'Both teams to score',
      'Away team total',
    ]);
  });

  it('should lay out handicap and total lines with their size', async () => {
    await renderLine();
    await screen.findByRole('heading', { level: 1 });
    const handicap = group('Handicap');
    expect(handicap).toHaveTextContent('-1');
    expect(handicap).toHaveTextContent('-0.5');
    expect(
      within(handicap)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual([
      'H1 (-1), 3.25',
      'H2 (+1), 1.34',
      'H1 (-0.5), 2.10',
      'H2 (+0.5), 1.74',
      'H1 (0), 1.52',
      'H2 (0), 2.45',
    ]);
    const total = group('Total');
    expect(
      within(total)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label'))
        .slice(0, 2),
    ).toEqual(['Under 1.5, 3.45', 'Over 1.5, 1.30']);
  });

  it('should add a tapped odd to the slip', async () => {
    const { user } = await renderLine();
    await screen.findByRole('heading', { level: 1 });
    const draw = within(group('Match result')).getByRole('button', { name: 'X, 3.40' });
    expect(draw).toHaveAttribute('aria-pressed', 'false');
    await user.click(draw);
    expect(draw).toHaveAttribute('aria-pressed', 'true');
  });

  it('should close and reopen a market group', async () => {
    const { user } = await renderLine();
    await screen.findByRole('heading', { level: 1 });
    const trigger = screen.getByRole('button', { name: /^Double chance/ });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: '1X, 1.30' })).toBeNull();
    await user.click(trigger);
    expect(screen.getByRole('button', { name: '1X, 1.30' })).toBeVisible();
  });

  it('should point a live event to its live page', async () => {
    await renderLine({ ...liveFullEvent, id: 100132 });
    expect(await screen.findByRole('link', { name: /live now/ })).toHaveAttribute(
      'href',
      '/full-event/live/100132',
    );
  });

  it('should show a loading state', async () => {
    await renderLine(never);
    expect(screen.getByText('Loading the event')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('heading', { level: 1, name: 'Event' })).toBeInTheDocument();
  });

  it('should say when the event does not exist', async () => {
    await renderLine(() => Promise.reject(eventNotFound()));
    expect(await screen.findByRole('heading', { name: 'Event not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Top events' })).toHaveAttribute(
      'href',
      '/line/top-events',
    );
  });

  it('should not ask the platform for an address without an id', async () => {
    const api = createFixtureApi({});
    await renderFeedScreen(<FullEventLineScreen />, { api, path: '/full-event/line/abc' });
    expect(screen.getByRole('heading', { name: 'Event not found' })).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('should show a failure and load again on retry', async () => {
    let fail = true;
    const { api, user } = await renderLine(() =>
      fail ? Promise.reject(networkDown()) : lineFullEvent,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The event could not be loaded');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: /Real Madrid/ })).toBeVisible();
    expect(api.calls).toHaveLength(2);
  });

  it('should go back in history, or to the top events when opened directly', async () => {
    const { user } = await renderLine(lineFullEvent, { history: ['/line/sport1'] });
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    expect(screen.getByRole('status', { name: 'Current address' })).toHaveTextContent(
      '/line/sport1',
    );
  });

  it('should go to the top events when there is no history', async () => {
    const { user } = await renderLine();
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    expect(screen.getByRole('status', { name: 'Current address' })).toHaveTextContent(
      '/line/top-events',
    );
  });
});
