import type { Decorator } from '@storybook/react-vite';
import type { Session } from '../../core/session/index.ts';
import { FixtureProviders, signedInSession, type FixtureApi } from '../../core/testing/index.ts';

/**
 * A story decorator rendering the screen as the app does: the demo brand, a signed-in player and
 * the given fixture API (no network), with a fresh SWR cache per story.
 */
export function withFixtures(api: FixtureApi, session: Session = signedInSession): Decorator {
  return function Fixtures(Story) {
    return (
      <FixtureProviders api={api} session={session}>
        <Story />
      </FixtureProviders>
    );
  };
}
