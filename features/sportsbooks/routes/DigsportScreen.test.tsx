import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNavigate } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { closeAuthModal } from '../../core/authModal/index.ts';
import { ApiError } from '../../core/errors/index.ts';
import { createFixtureApi, neverAnswer, signedInSession } from '../../core/testing/index.ts';
import { brandWithoutSportsbooks } from '../testing/fixtures.ts';
import { renderSportsbooks } from '../testing/renderSportsbooks.tsx';
import DigsportScreen from './DigsportScreen.tsx';

const origin = window.location.origin;

/** Issues D1, D2… like the platform issues a new token on every call. */
function tokenApi() {
  let issued = 0;
  return createFixtureApi({
    'GET /api/digitain/front/token': () => {
      issued += 1;
      return { token: `D${String(issued)}`, partner: 'demo', expires_at: 'later' };
    },
  });
}

/** Another page's link (the side menu's) to an address, for moving between categories. */
function GoTo({ path }: { path: string }) {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(path)}>
      {`Go to ${path}`}
    </button>
  );
}

const homeTitle = 'Digital sportsbook: home';

afterEach(() => {
  closeAuthModal();
});

describe('DigsportScreen', () => {
  it('should boot the sportsbook home for a player with the partner header', async () => {
    const api = tokenApi();
    await renderSportsbooks(<DigsportScreen />, {
      api,
      session: signedInSession,
      path: '/digsport',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Digital sportsbook' })).toBeVisible();
    const frame = await screen.findByTitle(homeTitle);
    expect(frame).toHaveAttribute('src', `${origin}/demo/digsport/?token=D1&lang=en-US&route=home`);
    expect(frame).toHaveAttribute('referrerpolicy', 'no-referrer');
    expect(api.calls).toEqual([
      {
        method: 'GET',
        path: '/api/digitain/front/token',
        query: {},
        body: undefined,
        headers: { 'x-partner-name': 'demo' },
      },
    ]);
  });

  it('should open the route of the category, and home for an unknown one', async () => {
    const api = tokenApi();
    await renderSportsbooks(<DigsportScreen />, {
      api,
      session: signedInSession,
      path: '/digsport/history',
      language: 'es-ES',
    });
    expect(await screen.findByTitle('Apuestas digitales: historial de apuestas')).toHaveAttribute(
      'src',
      `${origin}/demo/digsport/?token=D1&lang=es-ES&route=history`,
    );

    await renderSportsbooks(<DigsportScreen />, {
      api: tokenApi(),
      session: signedInSession,
      path: '/digsport/prematch',
    });
    expect(await screen.findByTitle(homeTitle)).toHaveAttribute(
      'src',
      `${origin}/demo/digsport/?token=D1&lang=en-US&route=home`,
    );
  });

  it('should re-initialise once with a fresh token when the category changes', async () => {
    const api = tokenApi();
    const { rerenderWith } = await renderSportsbooks(
      <>
        <DigsportScreen />
        <GoTo path="/digsport/live" />
        <GoTo path="/digsport/home" />
      </>,
      { api, session: signedInSession, path: '/digsport/home' },
    );
    const first = await screen.findByTitle(homeTitle);
    expect(first.getAttribute('src')).toContain('token=D1');

    // Re-renders (the session object re-provided) neither ask again nor reload the frame.
    rerenderWith({ session: { ...signedInSession } });
    expect(screen.getByTitle(homeTitle)).toBe(first);
    expect(api.calls).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Go to /digsport/live' }));
    const live = await screen.findByTitle('Digital sportsbook: live');
    expect(live).toHaveAttribute('src', `${origin}/demo/digsport/?token=D2&lang=en-US&route=live`);
    expect(api.calls).toHaveLength(2);

    await userEvent.click(screen.getByRole('button', { name: 'Go to /digsport/home' }));
    await waitFor(() =>
      expect(screen.getByTitle(homeTitle)).toHaveAttribute(
        'src',
        `${origin}/demo/digsport/?token=D3&lang=en-US&route=home`,
      ),
    );
    expect(screen.getByTitle(homeTitle)).not.toBe(first);
    expect(api.calls).toHaveLength(3);
  });

  it('should re-initialise when the player signs in, and drop the frame on sign-out', async () => {
    const api = tokenApi();
    const { rerenderWith } = await renderSportsbooks(<DigsportScreen />, {
      api,
      path: '/digsport/live',
    });
    expect(screen.getByRole('heading', { level: 2, name: 'Log in to place a bet' })).toBeVisible();
    expect(api.calls).toEqual([]);

    rerenderWith({ session: signedInSession });
    expect(await screen.findByTitle('Digital sportsbook: live')).toHaveAttribute(
      'src',
      `${origin}/demo/digsport/?token=D1&lang=en-US&route=live`,
    );

    rerenderWith({ session: { status: 'guest' } });
    expect(screen.queryByTitle('Digital sportsbook: live')).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Log in to place a bet' })).toBeVisible();

    rerenderWith({ session: signedInSession });
    expect(await screen.findByTitle('Digital sportsbook: live')).toHaveAttribute(
      'src',
      `${origin}/demo/digsport/?token=D2&lang=en-US&route=live`,
    );
    expect(api.calls).toHaveLength(2);
  });

  it('should prompt a guest to log in without asking for a token', async () => {
    const api = tokenApi();
    await renderSportsbooks(<DigsportScreen />, { api, path: '/digsport' });
    expect(screen.queryByTitle(homeTitle)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByLabelText('Auth modal')).toHaveTextContent('sign-in');
    expect(api.calls).toEqual([]);
  });

  it('should show a token failure with a retry', async () => {
    let fail = true;
    const api = createFixtureApi({
      'GET /api/digitain/front/token': () => {
        if (fail) throw new ApiError({ kind: 'network', message: 'offline' });
        return { token: 'D9', partner: 'demo', expires_at: 'later' };
      },
    });
    await renderSportsbooks(<DigsportScreen />, {
      api,
      session: signedInSession,
      path: '/digsport',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We couldn't open the digital sportsbook",
    );
    expect(screen.queryByTitle(homeTitle)).toBeNull();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTitle(homeTitle)).toHaveAttribute(
      'src',
      `${origin}/demo/digsport/?token=D9&lang=en-US&route=home`,
    );
  });

  it('should show loading while the token is on the way', async () => {
    const api = createFixtureApi({ 'GET /api/digitain/front/token': neverAnswer });
    await renderSportsbooks(<DigsportScreen />, {
      api,
      session: signedInSession,
      path: '/digsport',
    });
    expect(screen.getByText('Loading the sportsbook…')).toBeInTheDocument();
  });

  it('should say the sportsbook is not available when the brand has none', async () => {
    const api = tokenApi();
    await renderSportsbooks(<DigsportScreen />, {
      api,
      brand: brandWithoutSportsbooks,
      session: signedInSession,
      path: '/digsport',
    });
    expect(
      screen.getByRole('heading', { name: 'The digital sportsbook is not available' }),
    ).toBeVisible();
    expect(api.calls).toEqual([]);
  });
});
