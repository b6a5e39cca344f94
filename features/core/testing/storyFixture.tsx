import type { Decorator } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import type { Brand } from '../../../schemas/generated/brand.ts';
import type { SessionActions, Session } from '../session/index.ts';
import type { FixtureApi } from './fixtureApi.ts';
import { FixtureProviders } from './FixtureProviders.tsx';

/** What a story of a container screen runs against: `parameters.app`. */
export interface AppFixture {
  api: FixtureApi;
  session?: Session;
  actions?: Partial<SessionActions>;
  brand?: Brand;
  blocklist?: readonly string[];
  /** The address the screen is shown at. @default '/' */
  path?: string;
}

/**
 * Renders a story inside the app's providers from `parameters.app`: fixture API, session, brand
 * and a router at the story's address. No network.
 */
export const withAppFixture: Decorator = (Story, { parameters }) => {
  const fixture = (parameters as { app?: AppFixture }).app;
  if (!fixture) return <Story />;
  return (
    <MemoryRouter initialEntries={[fixture.path ?? '/']}>
      <FixtureProviders
        api={fixture.api}
        session={fixture.session}
        actions={fixture.actions}
        brand={fixture.brand}
        blocklist={fixture.blocklist}
      >
        <Story />
      </FixtureProviders>
    </MemoryRouter>
  );
};

/** An answer that never comes: the screen stays in loading or saving state. */
export const neverAnswer = () => new Promise<never>(() => {});
