import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetNotices } from '../../../core/notifications/index.ts';
import { createFixtureApi, neverAnswer, type FixtureRoutes } from '../../../core/testing/index.ts';
import type { Session } from '../../../core/session/index.ts';
import { serverFailure, twentyOneInit } from '../testing/fixtures.ts';
import { renderSpecial } from '../testing/renderSpecial.tsx';
import { TwentyOneCard } from './TwentyOneCard.tsx';

async function renderCard(routes: FixtureRoutes, session?: Session) {
  const api = createFixtureApi(routes);
  const navigate = vi.fn();
  await renderSpecial(<TwentyOneCard navigate={navigate} />, { api, session });
  const card = within(screen.getByRole('region', { name: 'Twenty-one' }));
  return { api, navigate, card, user: userEvent.setup() };
}

const notices = () => within(screen.getByRole('list', { name: 'Notifications' }));

afterEach(() => resetNotices());

describe('TwentyOneCard', () => {
  it('should show the game, its rules and its default limits in the player currency', async () => {
    const { card } = await renderCard({});
    expect(card.getByRole('heading', { level: 2, name: 'Twenty-one' })).toBeInTheDocument();
    expect(card.getByText(/Blackjack pays 3:2/)).toBeInTheDocument();
    expect(card.getByText('Bet: $1 – $100')).toBeInTheDocument();
  });

  it('should start the session and send the player to the twenty-one page', async () => {
    const { api, navigate, card, user } = await renderCard({
      'POST /api/casino/get_init_params': twentyOneInit,
    });
    await user.click(card.getByRole('button', { name: 'Play' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledOnce());
    const url = new URL(String(navigate.mock.calls[0]?.[0]));
    expect(url.pathname).toBe('/demo/twenty-one/');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      balance: '1000',
      currency: 'CLP',
      token: 'tok-21_abc',
      min: '1',
      max: '100',
      userId: '104857',
      home: `${window.location.origin}/slots/main`,
    });
    expect(api.calls).toEqual([expect.objectContaining({ body: { game_type: 0 } })]);
  });

  it('should show the button busy while the call runs and ignore a second tap', async () => {
    const { api, card, user } = await renderCard({
      'POST /api/casino/get_init_params': neverAnswer,
    });
    const play = card.getByRole('button', { name: 'Play' });
    await user.click(play);
    await user.click(play);
    expect(api.calls).toHaveLength(1);
    expect(play).toHaveAttribute('aria-busy', 'true');
  });

  it("should show the server's own message and let the player try again", async () => {
    let attempt = 0;
    const { api, navigate, card, user } = await renderCard({
      'POST /api/casino/get_init_params': () =>
        ++attempt === 1
          ? serverFailure(403, 404, 'Provider twentyone is not available')()
          : twentyOneInit,
    });
    await user.click(card.getByRole('button', { name: 'Play' }));
    expect(await card.findByText('Provider twentyone is not available')).toBeInTheDocument();
    expect(notices().getByText('Provider twentyone is not available')).toBeInTheDocument();
    expect(navigate).not.toHaveBeenCalled();

    await user.click(card.getByRole('button', { name: 'Play' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledOnce());
    expect(card.queryByText('Provider twentyone is not available')).not.toBeInTheDocument();
    expect(api.calls).toHaveLength(2);
  });

  it('should refuse an unsafe game address without navigating', async () => {
    const { navigate, card, user } = await renderCard({
      'POST /api/casino/get_init_params': { ...twentyOneInit, game_url: 'javascript:alert(1)' },
    });
    await user.click(card.getByRole('button', { name: 'Play' }));
    expect(await card.findByText('The game could not be started. Try again.')).toBeInTheDocument();
    expect(navigate).not.toHaveBeenCalled();
    expect(card.getByRole('button', { name: 'Play' })).not.toHaveAttribute('aria-busy');
  });

  it('should ask a guest to sign in and make no call', async () => {
    const { api, card, user } = await renderCard({}, { status: 'guest' });
    expect(card.queryByRole('button', { name: 'Play' })).not.toBeInTheDocument();
    await user.click(card.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('status', { name: 'Auth modal' })).toHaveTextContent('sign-in');
    expect(api.calls).toEqual([]);
  });
});
