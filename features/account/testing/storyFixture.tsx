import type { Decorator } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import type { Brand } from '../../../schemas/generated/brand.ts';
import type { SessionActions, Session } from '../../core/session/index.ts';
import { FixtureProviders, type FixtureApi } from '../../core/testing/index.ts';

/** What a story of a container screen runs against: `parameters.account`. */
export interface AccountFixture {
  api: FixtureApi;
  session?: Session;
  actions?: Partial<SessionActions>;
  brand?: Brand;
  blocklist?: readonly string[];
  /** The address the screen is shown at. @default '/' */
  path?: string;
}

/**
 * Renders a story inside the app's providers from `parameters.account`: fixture API, session,
 * brand and a router at the story's address. No network.
 */
export const withAccountFixture: Decorator = (Story, { parameters }) => {
  const fixture = (parameters as { account?: AccountFixture }).account;
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

/** An answer that never comes: the screen stays in its loading or saving state. */
export const never = () => new Promise<never>(() => {});
