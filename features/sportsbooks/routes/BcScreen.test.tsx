import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeAuthModal } from '../../core/authModal/index.ts';
import { ApiError } from '../../core/errors/index.ts';
import { createFixtureApi, neverAnswer, signedInSession } from '../../core/testing/index.ts';
import { bcTokenRefreshMs } from '../model/bc.ts';
import { brandWithoutSportsbooks } from '../testing/fixtures.ts';
import { renderSportsbooks } from '../testing/renderSportsbooks.tsx';
import BcScreen from './BcScreen.tsx';

const origin = window.location.origin;

/** Issues T1, T2… like the platform issues a new token on every call. */
function tokenApi() {
  let issued = 0;
  return createFixtureApi({
    'POST /api/sportsbook/bc/token': () => {
      issued += 1;
      return { token: `T${String(issued)}`, expires_at: 'later' };
    },
  });
}

const offline = () => {
  throw new ApiError({ kind: 'network', message: 'offline' });
};

const frameSrc = (title: string) => screen.getByTitle(title).getAttribute('src');

afterEach(() => {
  closeAuthModal();
  vi.useRealTimers();
});

describe('BcScreen', () => {
  it('should frame the live section for a player with the token and language', async () => {
    const api = tokenApi();
    await renderSportsbooks(<BcScreen />, { api, session: signedInSession, path: '/bc/live' });
    expect(screen.getByRole('heading', { level: 1, name: 'Sports betting' })).toBeVisible();
    const frame = await screen.findByTitle('Sports betting: live');
    expect(frame).toHaveAttribute('src', `${origin}/demo/bc/live?lang=eng&token=T1`);
    expect(frame).toHaveAttribute('referrerpolicy', 'no-referrer');
    expect(api.calls).toEqual([
      { method: 'POST', path: '/api/sportsbook/bc/token', query: {}, body: {}, headers: {} },
    ]);
    const nav = screen.getByRole('navigation', { name: 'Sportsbook sections' });
    expect(within(nav).getByRole('link', { name: 'Live' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByText('Log in to place a bet.')).toBeNull();
  });

  it('should switch sections through the links with the same token', async () => {
    const api = tokenApi();
    await renderSportsbooks(<BcScreen />, { api, session: signedInSession, path: '/bc/live' });
    await screen.findByTitle('Sports betting: live');
    await userEvent.click(screen.getByRole('link', { name: 'Pre-match' }));
    expect(screen.getByLabelText('Current address')).toHaveTextContent('/bc/prematch');
    expect(frameSrc('Sports betting: pre-match')).toBe(
      `${origin}/demo/bc/sports?lang=eng&token=T1`,
    );
    await userEvent.click(screen.getByRole('link', { name: 'History' }));
    expect(frameSrc('Sports betting: bet history')).toBe(
      `${origin}/demo/bc/bet-history?lang=eng&token=T1`,
    );
    expect(screen.getByRole('link', { name: 'History' })).toHaveAttribute('aria-current', 'page');
    expect(api.calls).toHaveLength(1);
  });

  it('should speak Spanish to the sportsbook and name the frame in Spanish', async () => {
    const api = tokenApi();
    await renderSportsbooks(<BcScreen />, {
      api,
      session: signedInSession,
      path: '/bc/live',
      language: 'es-ES',
    });
    expect(await screen.findByTitle('Apuestas deportivas: en vivo')).toHaveAttribute(
      'src',
      `${origin}/demo/bc/live?lang=spa&token=T1`,
    );
  });

  it('should renew the token every hour and frame the new one', async () => {
    vi.useFakeTimers();
    const api = tokenApi();
    await renderSportsbooks(<BcScreen />, { api, session: signedInSession, path: '/bc/prematch' });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(frameSrc('Sports betting: pre-match')).toContain('token=T1');
    await act(() => vi.advanceTimersByTimeAsync(bcTokenRefreshMs - 1));
    expect(api.calls).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(api.calls).toHaveLength(2);
    expect(frameSrc('Sports betting: pre-match')).toBe(
      `${origin}/demo/bc/sports?lang=eng&token=T2`,
    );
  });

  it('should show a guest the live frame without a token and a sign-in prompt', async () => {
    const api = tokenApi();
    await renderSportsbooks(<BcScreen />, { api, path: '/bc/live' });
    expect(frameSrc('Sports betting: live')).toBe(`${origin}/demo/bc/live?lang=eng`);
    expect(screen.getByText('Log in to place a bet.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByLabelText('Auth modal')).toHaveTextContent('sign-in');
    expect(api.calls).toEqual([]);
  });

  it('should ask a guest on the history to log in, with no frame', async () => {
    const api = tokenApi();
    await renderSportsbooks(<BcScreen />, { api, path: '/bc/history' });
    expect(screen.getByRole('heading', { level: 2, name: 'Please log in' })).toBeVisible();
    expect(screen.queryByTitle('Sports betting: bet history')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByLabelText('Auth modal')).toHaveTextContent('sign-in');
    expect(api.calls).toEqual([]);
  });

  it('should wait for the session check before framing anything', async () => {
    const api = tokenApi();
    await renderSportsbooks(<BcScreen />, {
      api,
      session: { status: 'checking' },
      path: '/bc/live',
    });
    expect(screen.getByText('Loading the sportsbook…')).toBeInTheDocument();
    expect(screen.queryByTitle('Sports betting: live')).toBeNull();
  });

  it('should show the history token failure with a retry and no frame', async () => {
    let fail = true;
    const api = createFixtureApi({
      'POST /api/sportsbook/bc/token': () =>
        fail ? offline() : { token: 'T9', expires_at: 'later' },
    });
    await renderSportsbooks(<BcScreen />, { api, session: signedInSession, path: '/bc/history' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't open the sportsbook");
    expect(screen.queryByTitle('Sports betting: bet history')).toBeNull();
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTitle('Sports betting: bet history')).toHaveAttribute(
      'src',
      `${origin}/demo/bc/bet-history?lang=eng&token=T9`,
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('should keep the live events on screen without a token when the token fails', async () => {
    let fail = true;
    const api = createFixtureApi({
      'POST /api/sportsbook/bc/token': () =>
        fail ? offline() : { token: 'T9', expires_at: 'later' },
    });
    await renderSportsbooks(<BcScreen />, { api, session: signedInSession, path: '/bc/live' });
    expect(await screen.findByRole('alert')).toHaveTextContent(/couldn't sign you in/);
    expect(frameSrc('Sports betting: live')).toBe(`${origin}/demo/bc/live?lang=eng`);
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(frameSrc('Sports betting: live')).toBe(`${origin}/demo/bc/live?lang=eng&token=T9`),
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('should show loading while the token is on the way', async () => {
    const api = createFixtureApi({ 'POST /api/sportsbook/bc/token': neverAnswer });
    await renderSportsbooks(<BcScreen />, { api, session: signedInSession, path: '/bc/live' });
    expect(screen.getByText('Loading the sportsbook…')).toBeInTheDocument();
    expect(screen.queryByTitle('Sports betting: live')).toBeNull();
  });

  it('should redirect an unknown category to pre-match', async () => {
    const api = tokenApi();
    await renderSportsbooks(<BcScreen />, { api, session: signedInSession, path: '/bc/casino' });
    await waitFor(() =>
      expect(screen.getByLabelText('Current address')).toHaveTextContent('/bc/prematch'),
    );
    expect(await screen.findByTitle('Sports betting: pre-match')).toBeInTheDocument();
    expect(api.calls).toHaveLength(1);
  });

  it('should say the sportsbook is not available when the brand has none', async () => {
    const api = tokenApi();
    await renderSportsbooks(<BcScreen />, {
      api,
      brand: brandWithoutSportsbooks,
      session: signedInSession,
      path: '/bc/live',
    });
    expect(screen.getByRole('heading', { name: 'The sportsbook is not available' })).toBeVisible();
    expect(screen.queryByTitle('Sports betting: live')).toBeNull();
    expect(api.calls).toEqual([]);
  });
});
