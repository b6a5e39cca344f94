import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFixtureApi, signedInSession } from '../../../core/testing/index.ts';
import type { Session } from '../../../core/session/index.ts';
import { lobbyRoutes } from '../testing/lobbyRoutes.ts';
import { findLoadedList } from '../testing/queries.ts';
import { renderLobby } from '../testing/renderLobby.tsx';
import CrashGamesScreen from './CrashGamesScreen.tsx';

async function renderScreen(session?: Session) {
  const api = createFixtureApi(lobbyRoutes());
  await renderLobby(<CrashGamesScreen />, { api, session, path: '/slots/crash-games' });
  return api;
}

describe('CrashGamesScreen', () => {
  it('should show a guest the crash games, inert, under the sign-in message', async () => {
    const api = await renderScreen();
    expect(screen.getByRole('heading', { level: 1, name: 'Crash games' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Crash' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('To use the casino, please sign in.')).toBeVisible();
    const list = await findLoadedList('Crash games');
    expect(within(list).getByRole('button', { name: 'Aviator X: sign in to play' })).toBeVisible();
    expect(api.calls[0]?.query).toMatchObject({ category: 'crash', page: 1 });
  });

  it('should let a player open them', async () => {
    await renderScreen(signedInSession);
    const list = await findLoadedList('Crash games');
    expect(within(list).getAllByRole('link', { name: /^Play / })).toHaveLength(2);
    expect(screen.queryByText('To use the casino, please sign in.')).not.toBeInTheDocument();
  });
});
