import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFixtureApi, type FixtureApi } from '../../../core/testing/index.ts';
import { lineEvents } from '../fixtures.ts';
import { lineRoutes, serverFailure, type LineFixtureOptions } from '../testing/lineRoutes.ts';
import { renderLine } from '../testing/renderLine.tsx';
import UpcomingScreen from './UpcomingScreen.tsx';

async function renderScreen(options: LineFixtureOptions = {}, path = '/Calendar') {
  const api = createFixtureApi(lineRoutes(options));
  await renderLine(<UpcomingScreen />, { api, path });
  return { api, user: userEvent.setup() };
}

const gameCalls = (api: FixtureApi) =>
  api.calls.filter((call) => call.path === '/api/feed/line/games');
const address = () => screen.getByRole('status', { name: 'Current address' });

describe('UpcomingScreen', () => {
  it('should load the next 2 hours of every sport, tourneys open', async () => {
    const { api } = await renderScreen();
    expect(screen.getByRole('heading', { level: 1, name: 'Upcoming events' })).toBeVisible();
    expect(screen.getByRole('button', { name: '2 h' })).toHaveAttribute('aria-pressed', 'true');
    const tourney = await screen.findByRole('button', { name: /LaLiga/ });
    expect(tourney).toHaveAttribute('aria-expanded', 'true');
    expect(gameCalls(api)[0]?.query).toEqual({ lang: 'en', filterTime: 7200 });
  });

  it('should load another window and keep it in the address', async () => {
    const { api, user } = await renderScreen();
    await screen.findByRole('button', { name: /LaLiga/ });
    await user.click(screen.getByRole('button', { name: '6 h' }));
    expect(screen.getByRole('button', { name: '6 h' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '2 h' })).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(gameCalls(api).at(-1)?.query).toMatchObject({ filterTime: 21_600 }));
    expect(address()).toHaveTextContent('/Calendar?hours=6');
  });

  it('should narrow the list to one sport', async () => {
    const { api, user } = await renderScreen({}, '/Calendar?hours=24');
    await screen.findByRole('button', { name: /LaLiga/ });
    const sport = screen.getByRole('combobox', { name: 'Sport' });
    await waitFor(() => expect(within(sport).getAllByRole('option')).toHaveLength(4));
    await user.selectOptions(sport, 'Tennis');
    await waitFor(() =>
      expect(gameCalls(api).at(-1)?.query).toEqual({ lang: 'en', filterTime: 86_400, sportId: 4 }),
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'Tennis' })).toBeVisible();
    expect(screen.queryByRole('heading', { level: 2, name: 'Football' })).toBeNull();
    expect(address()).toHaveTextContent('/Calendar?hours=24&sportId=4');
  });

  it('should say when nothing starts in the window', async () => {
    await renderScreen({ games: () => [] });
    expect(
      await screen.findByRole('heading', { name: 'Nothing starts in the next 2 hours' }),
    ).toBeVisible();
  });

  it('should show the loading-error message with a retry', async () => {
    let fail = true;
    const { user } = await renderScreen({
      games: (lang) => (fail ? serverFailure() : lineEvents(lang)),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load the events. Try again.");
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: /LaLiga/ })).toBeVisible();
  });
});
