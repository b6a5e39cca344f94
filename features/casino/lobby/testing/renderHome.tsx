import { vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFixtureApi, type FixtureApi } from '../../../core/testing/index.ts';
import type { Session } from '../../../core/session/index.ts';
import CasinoHomeScreen from '../routes/CasinoHomeScreen.tsx';
import { stubIntersectionObserver } from '../../shared/testing/intersectionObserver.ts';
import { lobbyRoutes, type LobbyFixtureOptions } from './lobbyRoutes.ts';
import { renderLobby } from './renderLobby.tsx';

export interface HomeOptions extends LobbyFixtureOptions {
  session?: Session;
  /** @default '/slots/home' */
  path?: string;
  blocklist?: string[];
}

/**
 * Renders the casino home as the app does (fixture API, English), with a viewport the test
 * scrolls: `viewport.scrollToEnd()` brings the provider blocks' sentinel into view.
 */
export async function renderHome(options: HomeOptions = {}) {
  const { session, path = '/slots/home', blocklist, ...routes } = options;
  const viewport = stubIntersectionObserver();
  const api = createFixtureApi(lobbyRoutes(routes));
  await renderLobby(<CasinoHomeScreen />, { api, session, path, blocklist });
  return { api, viewport, user: userEvent.setup() };
}

/** Undoes what renderHome stubbed. */
export function cleanupHome() {
  vi.unstubAllGlobals();
}

export const address = () => screen.getByRole('status', { name: 'Current address' });

export const gamesCalls = (api: FixtureApi) =>
  api.calls.filter((call) => call.path === '/api/casino/games').map((call) => call.query);

/** The provider blocks' headings (every level-2 heading but the best games'). */
export const blockHeadings = () =>
  screen
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent)
    .filter((text) => text !== 'Best games');
