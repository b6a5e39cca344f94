import type { Decorator } from '@storybook/react-vite';
import { withAppFixture, type AppFixture } from '../../core/testing/index.ts';

/** What a story of a container screen runs against: `parameters.account`. */
export type AccountFixture = AppFixture;

/**
 * Renders a story inside the app's providers from `parameters.account` (the shared app fixture
 * under the account stories' parameter name).
 */
export const withAccountFixture: Decorator = (Story, context) =>
  withAppFixture(Story, {
    ...context,
    parameters: {
      ...context.parameters,
      app: (context.parameters as { account?: AccountFixture }).account,
    },
  });

/** An answer that never comes: the screen stays in its loading or saving state. */
export const never = () => new Promise<never>(() => {});
