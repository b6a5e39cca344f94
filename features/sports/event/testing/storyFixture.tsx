import type { Decorator } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import type { Brand } from '../../../../schemas/generated/brand.ts';
import type { Session } from '../../../core/session/index.ts';
import { FixtureProviders, fixtureBrand, type FixtureApi } from '../../../core/testing/index.ts';

/** What a story of a sports screen runs against: `parameters.feed`. */
export interface FeedStoryFixture {
  api: FixtureApi;
  /** The address the screen is shown at. */
  path: string;
  session?: Session;
  brand?: Brand;
}

/**
 * Renders a story inside the app's providers from `parameters.feed`: fixture API, session, brand
 * and a router at the story's address. No network.
 */
export const withFeedFixture: Decorator = (Story, { parameters }) => {
  const fixture = (parameters as { feed?: FeedStoryFixture }).feed;
  if (!fixture) return <Story />;
  return (
    <MemoryRouter initialEntries={[fixture.path]}>
      <FixtureProviders api={fixture.api} session={fixture.session} brand={fixture.brand}>
        <Story />
      </FixtureProviders>
    </MemoryRouter>
  );
};

/** The demo brand polling live data every `liveMs` (stories that must see a second poll soon). */
export function brandPollingEvery(liveMs: number): Brand {
  return { ...fixtureBrand, polling: { ...fixtureBrand.polling, liveMs } };
}
