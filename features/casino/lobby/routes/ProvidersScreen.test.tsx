import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFixtureApi } from '../../../core/testing/index.ts';
import { lobbyRoutes, type LobbyFixtureOptions } from '../testing/lobbyRoutes.ts';
import { renderLobby } from '../testing/renderLobby.tsx';
import ProvidersScreen from './ProvidersScreen.tsx';

async function renderScreen(options: LobbyFixtureOptions = {}) {
  const api = createFixtureApi(lobbyRoutes(options));
  await renderLobby(<ProvidersScreen />, { api, path: '/slots/providers' });
  return { api, user: userEvent.setup() };
}

describe('ProvidersScreen', () => {
  it('should list the providers with their game counts, each opening its games', async () => {
    const { api } = await renderScreen();
    expect(screen.getByRole('heading', { level: 1, name: 'Providers' })).toBeVisible();
    await screen.findByText('Pragmatic Play');
    const rows = within(screen.getByRole('list', { name: 'Providers' })).getAllByRole('link');
    expect(rows).toHaveLength(9);
    expect(rows[0]).toHaveTextContent('Pragmatic Play');
    expect(rows[0]).toHaveTextContent('Games: 8');
    expect(rows.at(-1)).toHaveAttribute('href', '/slots/provider-games?sP=Universal%20Race');
    // One small call: no game list is downloaded for this page.
    expect(api.calls.map((call) => call.path)).toEqual(['/api/casino/providers']);
  });

  it('should show a failure with a retry', async () => {
    const { api, user } = await renderScreen({ state: { providers: 'error' } });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The providers could not be loaded');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(api.calls).toHaveLength(2);
  });

  it('should say when there are no providers', async () => {
    await renderScreen({ games: [] });
    expect(await screen.findByRole('heading', { name: 'No providers available' })).toBeVisible();
  });
});
