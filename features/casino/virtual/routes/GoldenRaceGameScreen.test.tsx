import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useNavigate } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../core/errors/index.ts';
import { resetNotices } from '../../../core/notifications/index.ts';
import { createFixtureApi } from '../../../core/testing/index.ts';
import { virtualRoutes } from '../testing/fixtures.ts';
import { renderVirtual } from '../testing/renderVirtual.tsx';
import GoldenRaceGameScreen from './GoldenRaceGameScreen.tsx';

afterEach(() => resetNotices());

/** The browser's Back button, for checking what the game page left in the history. */
function BackButton() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(-1)}>
      Back
    </button>
  );
}

const address = () => screen.getByRole('status', { name: 'Current address' });
const history = ['/virtual-games', '/virtual-games/golden-race/10102'];

describe('GoldenRaceGameScreen', () => {
  it('should ask for the mobile game address, replace the route with the racing lobby and go to the game', async () => {
    const openUrl = vi.fn();
    const api = createFixtureApi(virtualRoutes({ gameUrl: '/demo/golden-race/?session=g1' }));
    await renderVirtual(
      <>
        <Routes>
          <Route
            path="/virtual-games/golden-race/:gameId"
            element={<GoldenRaceGameScreen openUrl={openUrl} />}
          />
          <Route path="*" element={null} />
        </Routes>
        <BackButton />
      </>,
      { api, history },
    );
    await waitFor(() => expect(openUrl).toHaveBeenCalledWith('/demo/golden-race/?session=g1'));
    expect(api.calls).toEqual([
      expect.objectContaining({
        method: 'GET',
        path: '/api/golden_race/open_frame',
        query: { game_id: '10102', platform: 'mobile', lang: 'en' },
      }),
    ]);
    expect(address()).toHaveTextContent('/virtual-games/golden-race');
    // Replaced, not pushed: Back leads to the page before the game page.
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(address()).toHaveTextContent(/^\/virtual-games$/);
    expect(api.calls).toHaveLength(1);
  });

  it('should show the opening while the address is asked for', async () => {
    const api = createFixtureApi(virtualRoutes({ launch: 'loading' }));
    await renderVirtual(<GoldenRaceGameScreen openUrl={vi.fn()} />, { api, history });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Opening the game…' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Starting the game session')).toBeInTheDocument();
  });

  it('should say why the game did not open, with a retry and the way back', async () => {
    const openUrl = vi.fn();
    let attempts = 0;
    const api = createFixtureApi({
      ...virtualRoutes(),
      'GET /api/golden_race/open_frame': () => {
        attempts += 1;
        return attempts === 1
          ? Promise.reject(new ApiError({ kind: 'network', message: 'offline' }))
          : { url: '/demo/golden-race/?session=g2' };
      },
    });
    await renderVirtual(<GoldenRaceGameScreen openUrl={openUrl} />, { api, history });
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByRole('heading', { level: 1, name: 'The game could not be opened' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the races' })).toHaveAttribute(
      'href',
      '/virtual-games/golden-race',
    );
    expect(address()).toHaveTextContent('/virtual-games/golden-race/10102');
    expect(openUrl).not.toHaveBeenCalled();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(openUrl).toHaveBeenCalledWith('/demo/golden-race/?session=g2'));
  });

  it('should treat an unsafe address as a failure and stay', async () => {
    const openUrl = vi.fn();
    const api = createFixtureApi(virtualRoutes({ gameUrl: 'javascript:alert(1)' }));
    await renderVirtual(<GoldenRaceGameScreen openUrl={openUrl} />, { api, history });
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByText('The game could not be started. Try again.'),
    ).toBeInTheDocument();
    expect(openUrl).not.toHaveBeenCalled();
    expect(address()).toHaveTextContent('/virtual-games/golden-race/10102');
  });

  it('should ask a guest to sign in and call nothing', async () => {
    const api = createFixtureApi(virtualRoutes());
    await renderVirtual(<GoldenRaceGameScreen openUrl={vi.fn()} />, {
      api,
      history,
      session: { status: 'guest' },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in to play' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('status', { name: 'Auth modal' })).toHaveTextContent('sign-in');
    expect(api.calls).toHaveLength(0);
  });
});
