import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetNotices } from '../../../core/notifications/index.ts';
import { createFixtureApi, neverAnswer, type FixtureRoutes } from '../../../core/testing/index.ts';
import { renderCasino } from '../../shared/testing/renderCasino.tsx';
import { serverFailure } from '../testing/fixtures.ts';
import GameLaunchScreen from './GameLaunchScreen.tsx';

const link = { url: '/demo/game/koi', expires_at: 'later' };

async function renderGamePage(
  path: string,
  routes: FixtureRoutes,
  options: Partial<Parameters<typeof renderCasino>[1]> = {},
) {
  const api = createFixtureApi(routes);
  const openUrl = vi.fn();
  await renderCasino(
    <StrictMode>
      <GameLaunchScreen openUrl={openUrl} />
    </StrictMode>,
    { api, path, ...options },
  );
  return { api, openUrl, user: userEvent.setup() };
}

const notices = () => within(screen.getByRole('list', { name: 'Notifications' }));

afterEach(() => resetNotices());

describe('GameLaunchScreen', () => {
  it('should show the opening state while the session call runs', async () => {
    const { api } = await renderGamePage('/slots/pragmatic/vs20koi', {
      'GET /api/pragmatic/game/link': neverAnswer,
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Opening game…' })).toBeInTheDocument();
    expect(screen.getByText('Starting the game session')).toBeInTheDocument();
    // Strict mode runs the effect twice; the provider's flag lets one session call through.
    await waitFor(() => expect(api.calls).toHaveLength(1));
  });

  it('should start the session of the game in the address and go to it', async () => {
    const { api, openUrl } = await renderGamePage('/slots/pragmatic/vs20koi', {
      'GET /api/pragmatic/game/link': link,
    });
    await waitFor(() => expect(openUrl).toHaveBeenCalledExactlyOnceWith('/demo/game/koi'));
    expect(api.calls).toEqual([
      expect.objectContaining({
        path: '/api/pragmatic/game/link',
        query: { game_id: 'vs20koi', platform: 'MOBILE', lang: 'en' },
      }),
    ]);
    const fallback = screen.getByRole('link', { name: 'Open the game' });
    // A full URL, so the router does not take the game for one of the app's pages.
    expect(fallback).toHaveAttribute('href', new URL('/demo/game/koi', window.location.href).href);
  });

  it('should open an evolution table by its page id', async () => {
    const { api, openUrl } = await renderGamePage('/slots/evolution/1800001', {
      'GET /api/evolution/open_frame': { launch_url: '/demo/game/evo', expires_at: 'later' },
    });
    await waitFor(() => expect(openUrl).toHaveBeenCalledWith('/demo/game/evo'));
    expect(api.calls[0]?.query).toMatchObject({ page_id: '1800001', language: 'en-US' });
  });

  it('should show the failure with a retry and the way back, and notify errorSession', async () => {
    let attempt = 0;
    const { api, openUrl, user } = await renderGamePage('/slots/outcome/40001', {
      'POST /api/outcome/session/create': () =>
        ++attempt === 1 ? serverFailure(500, 500)() : { SessionUrl: '/demo/game/o' },
    });
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByRole('heading', { level: 1, name: 'The game could not be opened' }),
    ).toBeInTheDocument();
    expect(alert).toHaveTextContent('The game could not be started. Try again.');
    expect(notices().getByText('The game could not be started. Try again.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the games' })).toHaveAttribute(
      'href',
      '/slots/main',
    );

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(openUrl).toHaveBeenCalledWith('/demo/game/o'));
    expect(api.calls).toHaveLength(2);
  });

  it('should say so when the provider is not available (403)', async () => {
    await renderGamePage('/slots/universalrace/universal-race', {
      'GET /api/universalrace/login': serverFailure(403, 403, 'Provider is not available'),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This provider is not available right now.',
    );
  });

  it('should ask a guest to sign in and make no call', async () => {
    const { api } = await renderGamePage(
      '/slots/pragmatic/vs20koi',
      {},
      {
        session: { status: 'guest' },
      },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in to play' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('should wait for the auth check before calling', async () => {
    const { api } = await renderGamePage(
      '/slots/pragmatic/vs20koi',
      {},
      {
        session: { status: 'checking' },
      },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Opening game…' })).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it.each(['/slots/inbet-x/1', '/slots/favorite/12'])(
    'should show %s as not found, with the way back',
    async (path) => {
      const { api } = await renderGamePage(path, {});
      expect(screen.getByRole('heading', { level: 1, name: 'Game not found' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to the games' })).toHaveAttribute(
        'href',
        '/slots/main',
      );
      expect(api.calls).toEqual([]);
    },
  );
});
