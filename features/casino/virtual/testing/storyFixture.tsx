import type { Decorator } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { Brand } from '../../../../schemas/generated/brand.ts';
import { resetNotices } from '../../../core/notifications/index.ts';
import type { Session } from '../../../core/session/index.ts';
import {
  createFixtureApi,
  CurrentAddress,
  FixtureProviders,
  StoryNotices,
} from '../../../core/testing/index.ts';
import { virtualRoutes, type VirtualRoutesOptions } from './fixtures.ts';

/** What a virtual-games story runs against: `parameters.virtual`. */
export interface VirtualStoryFixture extends VirtualRoutesOptions {
  session?: Session;
  blocklist?: readonly string[];
  brand?: Brand;
  /** The address the screen is shown at. */
  path: string;
  /** The route pattern the screen answers (others show the address it went to). */
  route: string;
}

function VirtualFixture({
  fixture,
  children,
}: {
  fixture: VirtualStoryFixture;
  children: ReactNode;
}) {
  const { session, blocklist, brand, path, route, ...routes } = fixture;
  // One API and a clean notification region per story.
  const [api] = useState(() => {
    resetNotices();
    return createFixtureApi(virtualRoutes(routes));
  });
  return (
    <MemoryRouter initialEntries={[path]}>
      <FixtureProviders api={api} session={session} blocklist={blocklist} brand={brand}>
        <Routes>
          <Route path={route} element={children} />
          <Route path="*" element={<CurrentAddress />} />
        </Routes>
        <StoryNotices />
      </FixtureProviders>
    </MemoryRouter>
  );
}

/**
 * Renders a virtual-games story inside the app's providers from `parameters.virtual`: a router at
 * the story's address, a fixture API (no network), the session and the notifications.
 */
export const withVirtualFixture: Decorator = (Story, { parameters }) => {
  const fixture = (parameters as { virtual?: VirtualStoryFixture }).virtual;
  if (!fixture) return <Story />;
  return (
    <VirtualFixture fixture={fixture}>
      <Story />
    </VirtualFixture>
  );
};
