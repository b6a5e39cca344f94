import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../core/errors/index.ts';
import { createFixtureApi } from '../../../core/testing/index.ts';
import { goldenRaceEntries, virtualRoutes } from '../testing/fixtures.ts';
import { renderVirtual } from '../testing/renderVirtual.tsx';
import GoldenRaceScreen from './GoldenRaceScreen.tsx';

const path = ['/virtual-games/golden-race'];
const links = () =>
  within(screen.getByRole('list', { name: 'Racing games' })).queryAllByRole('link');

describe('GoldenRaceScreen', () => {
  it('should list every racing game, each opening its game page', async () => {
    const api = createFixtureApi(virtualRoutes());
    await renderVirtual(<GoldenRaceScreen />, { api, history: path });
    expect(screen.getByRole('heading', { level: 1, name: 'Virtual racing' })).toBeInTheDocument();
    await waitFor(() => expect(links()).toHaveLength(10));
    expect(screen.getByRole('link', { name: 'Dog Racing' })).toHaveAttribute(
      'href',
      '/virtual-games/golden-race/10201',
    );
    expect(api.calls).toEqual([
      expect.objectContaining({ method: 'GET', path: '/api/golden_race/game_list', query: {} }),
    ]);
  });

  it('should retry a list that failed', async () => {
    let attempts = 0;
    const api = createFixtureApi({
      ...virtualRoutes(),
      'GET /api/golden_race/game_list': () => {
        attempts += 1;
        return attempts === 1
          ? Promise.reject(new ApiError({ kind: 'server', httpStatus: 503, message: 'down' }))
          : goldenRaceEntries;
      },
    });
    await renderVirtual(<GoldenRaceScreen />, { api, history: path });
    const alert = await screen.findByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(links()).toHaveLength(10));
  });

  it('should say when there are no games', async () => {
    const api = createFixtureApi(virtualRoutes({ goldenRace: 'empty' }));
    await renderVirtual(<GoldenRaceScreen />, { api, history: path });
    expect(await screen.findByRole('heading', { name: 'No games right now' })).toBeInTheDocument();
  });

  it('should ask a guest to sign in instead of asking for the list', async () => {
    const api = createFixtureApi(virtualRoutes());
    await renderVirtual(<GoldenRaceScreen />, { api, history: path, session: { status: 'guest' } });
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });
});
