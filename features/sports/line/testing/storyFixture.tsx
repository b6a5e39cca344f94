import type { Decorator } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { Session } from '../../../core/session/index.ts';
import { createFixtureApi, FixtureProviders, StoryNotices } from '../../../core/testing/index.ts';
import { lineRoutes, type LineFixtureOptions } from './lineRoutes.ts';

/** What a line story runs against: `parameters.line`. */
export interface LineStoryFixture extends LineFixtureOptions {
  session?: Session;
  /** The address the screen is shown at. @default '/line/top-events' */
  path?: string;
}

function LineFixture({ fixture, children }: { fixture: LineStoryFixture; children: ReactNode }) {
  const { session, path = '/line/top-events', ...routes } = fixture;
  // One API per story, so the favourites it holds survive re-renders.
  const [api] = useState(() => createFixtureApi(lineRoutes(routes)));
  return (
    <MemoryRouter initialEntries={[path]}>
      <FixtureProviders api={api} session={session}>
        {children}
        <StoryNotices />
      </FixtureProviders>
    </MemoryRouter>
  );
}

/**
 * Renders a line story inside the app's providers from `parameters.line`: a router at the
 * story's address, a fixture API (no network), the session and the notifications.
 */
export const withLineFixture: Decorator = (Story, { parameters }) => (
  <LineFixture fixture={(parameters as { line?: LineStoryFixture }).line ?? {}}>
    <Story />
  </LineFixture>
);
