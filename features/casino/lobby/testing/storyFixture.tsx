import type { Decorator } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { Session } from '../../../core/session/index.ts';
import { createFixtureApi, FixtureProviders, StoryNotices } from '../../../core/testing/index.ts';
import { lobbyRoutes, type LobbyFixtureOptions } from './lobbyRoutes.ts';

/** What a lobby story runs against: `parameters.lobby`. */
export interface LobbyStoryFixture extends LobbyFixtureOptions {
  session?: Session;
  blocklist?: readonly string[];
  /** The address the screen is shown at. @default '/slots/home' */
  path?: string;
}

function LobbyFixture({ fixture, children }: { fixture: LobbyStoryFixture; children: ReactNode }) {
  const { session, blocklist, path = '/slots/home', ...routes } = fixture;
  // One API per story, so the favourites it holds survive re-renders.
  const [api] = useState(() => createFixtureApi(lobbyRoutes(routes)));
  return (
    <MemoryRouter initialEntries={[path]}>
      <FixtureProviders api={api} session={session} blocklist={blocklist}>
        {children}
        <StoryNotices />
      </FixtureProviders>
    </MemoryRouter>
  );
}

/**
 * Renders a lobby story inside the app's providers from `parameters.lobby`: a router at the
 * story's address, a fixture API (no network), the session and the notifications.
 */
export const withLobbyFixture: Decorator = (Story, { parameters }) => (
  <LobbyFixture fixture={(parameters as { lobby?: LobbyStoryFixture }).lobby ?? {}}>
    <Story />
  </LobbyFixture>
);
