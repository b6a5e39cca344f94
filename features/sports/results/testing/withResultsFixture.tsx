import type { Decorator } from '@storybook/react-vite';
import { FixtureProviders, type FixtureApi } from '../../../core/testing/index.ts';

/** What a story of the results screen runs against: `parameters.results`. */
export interface ResultsStoryFixture {
  api: FixtureApi;
}

/** Renders a story inside the app's providers with the fixture API of `parameters.results`. */
export const withResultsFixture: Decorator = (Story, { parameters }) => {
  const fixture = (parameters as { results?: ResultsStoryFixture }).results;
  if (!fixture) return <Story />;
  return (
    <FixtureProviders api={fixture.api}>
      <Story />
    </FixtureProviders>
  );
};
