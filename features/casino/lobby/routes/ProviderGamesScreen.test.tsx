import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFixtureApi, signedInSession } from '../../../core/testing/index.ts';
import type { Session } from '../../../core/session/index.ts';
import { lobbyGames } from '../testing/fixtures.ts';
import { lobbyRoutes, type LobbyFixtureOptions } from '../testing/lobbyRoutes.ts';
import { findLoadedList } from '../testing/queries.ts';
import { renderLobby } from '../testing/renderLobby.tsx';
import ProviderGamesScreen from './ProviderGamesScreen.tsx';

async function renderScreen(
  path: string,
  options: LobbyFixtureOptions & { session?: Session } = {},
) {
  const { session, ...routes } = options;
  const api = createFixtureApi(lobbyRoutes(routes));
  await renderLobby(<ProviderGamesScreen />, { api, session, path });
  return { api, user: userEvent.setup() };
}

const netent = lobbyGames.filter((game) => game.provider === 'netent');

describe('ProviderGamesScreen', () => {
  it("should list the provider's games under its name", async () => {
    const { api } = await renderScreen('/slots/provider-games?sP=netent');
    expect(await screen.findByRole('heading', { level: 1, name: 'NetEnt' })).toBeVisible();
    const list = await findLoadedList('NetEnt');
    expect(within(list).getAllByRole('listitem')).toHaveLength(netent.length);
    expect(api.calls.find((call) => call.path === '/api/casino/games')?.query).toMatchObject({
      provider: 'netent',
      category: 'all',
      pageSize: 10,
    });
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
  });

  it('should show the horse race for Universal Race', async () => {
    await renderScreen('/slots/provider-games?sP=Universal%20Race', { session: signedInSession });
    const list = await findLoadedList('Universal Race');
    expect(within(list).getByRole('link', { name: 'Play Universal Race' })).toHaveAttribute(
      'href',
      '/slots/universalrace/universal-race',
    );
  });

  it("should show a player's favourites of this provider only", async () => {
    const { user } = await renderScreen('/slots/provider-games?sP=netent', {
      session: signedInSession,
      favourites: [netent[0]!, lobbyGames[0]!],
    });
    await findLoadedList('NetEnt');
    await user.click(screen.getByRole('tab', { name: 'Favourites' }));
    const list = await findLoadedList('NetEnt favourites');
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(within(list).getByRole('link', { name: `Play ${netent[0]!.gameName}` })).toBeVisible();
  });

  it('should ask a guest to sign in for the favourites tab', async () => {
    const { user } = await renderScreen('/slots/provider-games?sP=netent');
    await user.click(await screen.findByRole('tab', { name: 'Favourites' }));
    expect(screen.getByText('To use the casino, please sign in.')).toBeVisible();
  });

  it('should lead back to the providers for an unknown provider', async () => {
    await renderScreen('/slots/provider-games?sP=nobody');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Provider not found' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'See providers' })).toHaveAttribute(
      'href',
      '/slots/providers',
    );
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });

  it('should treat an address without a provider as unknown, asking nothing', async () => {
    const { api } = await renderScreen('/slots/provider-games');
    expect(screen.getByRole('heading', { level: 1, name: 'Provider not found' })).toBeVisible();
    expect(api.calls.some((call) => call.path === '/api/casino/games')).toBe(false);
  });
});
