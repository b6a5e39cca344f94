import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { clearBetslip } from '../../../betslip/index.ts';
import type { FixtureRequest } from '../../../core/testing/index.ts';
import { createFixtureApi, fixtureBrand } from '../../../core/testing/index.ts';
import { odd } from '../../shared/testing/feedFixtures.ts';
import {
  eventNotFound,
  eventNotLive,
  finishedFullEvent,
  liveAdd,
  liveFullEvent,
  liveUnchanged,
  liveUpdate,
  networkDown,
  polledTimestamp,
} from '../fixtures.ts';
import { renderFeedScreen } from '../testing/renderFeedScreen.tsx';
import FullEventLiveScreen from './FullEventLiveScreen.tsx';

const path = '/full-event/live/100245';
const fastBrand = { ...fixtureBrand, polling: { ...fixtureBrand.polling, liveMs: 100 } };

type Poll = (timestamp: number) => unknown;

async function renderLive(poll: Poll, routes: Record<string, unknown> = {}) {
  const api = createFixtureApi({
    'GET /api/feed/live/*': (request: FixtureRequest) => poll(polledTimestamp(request.path)),
    ...routes,
  });
  await renderFeedScreen(<FullEventLiveScreen />, { api, path, brand: fastBrand });
  return { api, user: userEvent.setup() };
}

/** The first poll gets the event whole; then nothing changes. */
const steady: Poll = (timestamp) =>
  timestamp === 0 ? liveAdd(liveFullEvent) : liveUnchanged(timestamp);

afterEach(() => clearBetslip());

describe('FullEventLiveScreen', () => {
  it('should poll the event by the timestamp protocol', async () => {
    const { api } = await renderLive(steady);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Arsenal – Chelsea' }),
    ).toBeVisible();
    await waitFor(() => expect(api.calls.length).toBeGreaterThan(1));
    expect(api.calls[0]?.path).toBe('/api/feed/live/en/full/0/100245');
    expect(api.calls[1]?.path).toBe('/api/feed/live/en/full/1000/100245');
  });

  it('should show the live score, clock, periods and statistics', async () => {
    await renderLive(steady);
    const header = await screen.findByRole('region', { name: 'Match details' });
    expect(within(header).getByText('Live')).toBeInTheDocument();
    expect(header).toHaveTextContent('Score: 2:1');
    expect(header).toHaveTextContent('Time: 67:05');
    expect(header).toHaveTextContent('Periods: 1:0, 1:1');
    const stats = screen.getByRole('region', { name: 'Statistics' });
    const terms = within(stats)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(terms).toEqual([
      'Current period',
      'Score',
      'Period 1',
      'Period 2',
      'Corners',
      'Yellow cards',
      'Red cards',
    ]);
    expect(
      within(stats)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual(['2', '2:1', '1:0', '1:1', '5:3', '2:1', '0:0']);
  });

  it('should merge updates and keep closed groups closed', async () => {
    const { user } = await renderLive((timestamp) => {
      if (timestamp === 0) return liveAdd(liveFullEvent);
      if (timestamp === 1000) {
        return liveUpdate(
          liveFullEvent,
          2000,
          { groupId: 1, odds: [odd(100245, 1, 1, '1', 1.55)] },
          { score: '3:1', time: '71:40' },
        );
      }
      return liveUnchanged(timestamp);
    });
    const total = await screen.findByRole('button', { name: 'Total' });
    await user.click(total);
    expect(total).toHaveAttribute('aria-expanded', 'false');
    expect(await screen.findByRole('button', { name: /^1, 1\.55/ })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Match details' })).toHaveTextContent('Score: 3:1');
    expect(screen.getByRole('button', { name: 'Total' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'X, 3.40' })).toBeVisible();
  });

  it('should add a tapped odd to the slip', async () => {
    const { user } = await renderLive(steady);
    const home = await screen.findByRole('button', { name: '1, 2.10' });
    await user.click(home);
    expect(home).toHaveAttribute('aria-pressed', 'true');
  });

  it('should keep the event on screen and say so while reconnecting', async () => {
    await renderLive((timestamp) =>
      timestamp === 0 ? liveAdd(liveFullEvent) : Promise.reject(networkDown()),
    );
    expect(await screen.findByText('Connection lost. Reconnecting…')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Arsenal – Chelsea' })).toBeVisible();
  });

  it('should show the final state with results once the event left live', async () => {
    const { api } = await renderLive(() => Promise.reject(eventNotLive()), {
      'GET /api/feed/games/100245': finishedFullEvent,
    });
    const header = await screen.findByRole('region', { name: 'Match details' });
    await waitFor(() => expect(header).toHaveTextContent('Finished'));
    expect(header).toHaveTextContent('Score: 3:1');
    const result = screen.getByRole('region', { name: 'Match result' });
    expect(within(result).queryAllByRole('button')).toEqual([]);
    expect(result).toHaveTextContent('12.10Won');
    expect(result).toHaveTextContent('X3.40Lost');
    const handicap = screen.getByRole('region', { name: 'Handicap' });
    expect(handicap).toHaveTextContent('H1 (-1)3.25Won');
    expect(screen.queryByRole('button', { name: /Favourite/ })).toBeNull();
    expect(api.calls.map((call) => call.path)).toContain('/api/feed/games/100245');
  });

  it('should say when the event does not exist', async () => {
    await renderLive(() => Promise.reject(eventNotFound()));
    expect(await screen.findByRole('heading', { name: 'Event not found' })).toBeVisible();
  });

  it('should show a failure before any data, and poll again on retry', async () => {
    let fail = true;
    const { user } = await renderLive((timestamp) =>
      fail ? Promise.reject(networkDown()) : steady(timestamp),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The event could not be loaded');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Arsenal – Chelsea' }),
    ).toBeVisible();
  });
});
