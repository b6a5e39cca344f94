import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { resetNotices } from '../../../core/notifications/index.ts';
import { createFixtureApi, signedInSession } from '../../../core/testing/index.ts';
import type { Session } from '../../../core/session/index.ts';
import { lobbyGames } from '../testing/fixtures.ts';
import { lobbyRoutes, type LobbyFixtureOptions } from '../testing/lobbyRoutes.ts';
import { findLoadedList } from '../testing/queries.ts';
import { renderLobby } from '../testing/renderLobby.tsx';
import LobbyScreen from './LobbyScreen.tsx';

afterEach(() => {
  resetNotices();
});

async function renderScreen(
  path: string,
  options: LobbyFixtureOptions & { session?: Session } = {},
) {
  const { session, ...routes } = options;
  const api = createFixtureApi(lobbyRoutes(routes));
  await renderLobby(<LobbyScreen />, { api, session, path });
  return { api, user: userEvent.setup() };
}

const address = () => screen.getByRole('status', { name: 'Current address' });

describe('LobbyScreen', () => {
  it('should list every game ten at a time under the menu and the filters', async () => {
    const { user } = await renderScreen('/slots/main');
    expect(screen.getByRole('heading', { level: 1, name: 'Slots' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Slots' })).toHaveAttribute('aria-current', 'page');
    const list = await findLoadedList('All');
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(20));
  });

  it('should be the lobby at any other /slots address', async () => {
    await renderScreen('/slots/anything?sC=jackpot');
    const list = await findLoadedList('Jackpot');
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
  });

  it('should write the favourites filter as sF=1', async () => {
    const { user } = await renderScreen('/slots/main?sC=roulette', { session: signedInSession });
    await user.click(screen.getByRole('button', { name: 'Favourites' }));
    expect(address()).toHaveTextContent(/^\/slots\/main\?sF=1$/);
    await user.click(screen.getByRole('button', { name: 'Card games' }));
    expect(address()).toHaveTextContent(/^\/slots\/main\?sC=card-games$/);
  });

  it('should ask a guest to sign in for the favourites, once', async () => {
    const { api } = await renderScreen('/slots/main?sF=1');
    expect(screen.getByRole('button', { name: 'Favourites' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getAllByText('To use the casino, please sign in.')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeVisible();
    expect(api.calls.some((call) => call.path.startsWith('/api/favorite_slots'))).toBe(false);
  });

  it("should show a player's favourites and drop one when it is removed", async () => {
    const favourites = [lobbyGames[3]!, lobbyGames[12]!];
    const { api, user } = await renderScreen('/slots/main?sF=1', {
      session: signedInSession,
      favourites,
    });
    const list = await findLoadedList('Favourites');
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(favourites.map((game) => `/slots/${game.routeProvider}/${game.gameId}`));
    await user.click(
      within(list).getByRole('button', { name: `${favourites[0]!.gameName} in favourites` }),
    );
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(api.calls.at(-1)).toMatchObject({ path: '/api/favorite_slots/remove' });
    expect(
      within(screen.getByRole('list', { name: 'Notifications' })).getByText(
        'Game removed from favourites.',
      ),
    ).toBeInTheDocument();
  });

  it('should say when a player has no favourites', async () => {
    await renderScreen('/slots/main?sF=1', { session: signedInSession });
    expect(
      await screen.findByRole('heading', { level: 3, name: 'No favourites yet' }),
    ).toBeVisible();
  });

  it('should show a failed favourites list with a retry', async () => {
    await renderScreen('/slots/main?sF=1', {
      session: signedInSession,
      state: { favourites: 'error' },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The games could not be loaded');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
